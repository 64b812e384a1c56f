//! Progress that also reaches logs: on a terminal a bar is redrawn in place; written to a
//! file, a pipe or a batch job's log (where indicatif hides its bars), a watcher thread
//! writes the bar's state as one line every 30 seconds, the first after 30 seconds, so
//! short runs and one-line errors stay quiet. Lines the program prints beside the bar are
//! untouched.

use std::io::IsTerminal;
use std::time::{Duration, Instant};

use indicatif::ProgressBar;

/// How often a line is written when standard error is not a terminal.
pub const LOG_EVERY: Duration = Duration::from_secs(30);

/// `bar`, with a line every [`LOG_EVERY`] while it runs when standard error is not a
/// terminal.
pub fn logged(bar: ProgressBar, unit: &str) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        let (watched, unit) = (bar.downgrade(), unit.to_string());
        let _ = std::thread::Builder::new()
            .name("progress-log".into())
            .spawn(move || watch(watched, &unit, LOG_EVERY));
    }
    bar
}

/// Writes `bar`'s line every `every` until it finishes or is dropped.
fn watch(bar: indicatif::WeakProgressBar, unit: &str, every: Duration) {
    let mut next = Instant::now() + every;
    loop {
        std::thread::sleep(Duration::from_millis(500));
        let Some(bar) = bar.upgrade() else { return };
        if bar.is_finished() {
            return;
        }
        if Instant::now() >= next {
            eprintln!("{}", line(&bar, unit));
            next = Instant::now() + every;
        }
    }
}

/// `progress: 00:01:30, 1200/5000 heaps, N = 7: building level 3`.
fn line(bar: &ProgressBar, unit: &str) -> String {
    let secs = bar.elapsed().as_secs();
    let clock = format!("{:02}:{:02}:{:02}", secs / 3600, secs / 60 % 60, secs % 60);
    let count = match bar.length() {
        Some(len) if len > 0 => format!(", {}/{len} {unit}", bar.position()),
        _ if bar.position() > 0 => format!(", {} {unit}", bar.position()),
        _ => String::new(),
    };
    let message = bar.message();
    let message = match message.is_empty() {
        true => String::new(),
        false => format!(", {message}"),
    };
    format!("progress: {clock}{count}{message}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_log_line_says_time_count_and_message() {
        let bar = ProgressBar::hidden();
        bar.set_length(5000);
        bar.set_position(1200);
        bar.set_message("N = 7");
        let l = line(&bar, "heaps");
        assert!(
            l.starts_with("progress: 00:00:0") && l.ends_with(", 1200/5000 heaps, N = 7"),
            "{l}"
        );
    }
}
