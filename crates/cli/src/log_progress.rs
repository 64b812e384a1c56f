//! Progress that also reaches logs: on a terminal a bar is redrawn in place; written to a
//! file, a pipe or a batch job's log, the same line is written out every 30 seconds (the
//! first after 30 seconds, so short runs stay quiet).

use std::io::{IsTerminal, Write};
use std::sync::Mutex;
use std::time::{Duration, Instant};

use indicatif::{ProgressBar, ProgressDrawTarget, TermLike};

/// How often a line is written when standard error is not a terminal.
pub const LOG_EVERY: Duration = Duration::from_secs(30);

/// `bar`, drawn as log lines when standard error is not a terminal.
pub fn logged(bar: ProgressBar) -> ProgressBar {
    if !std::io::stderr().is_terminal() {
        let lines = LogLines {
            next: Mutex::new(Instant::now() + LOG_EVERY),
        };
        bar.set_draw_target(ProgressDrawTarget::term_like_with_hz(Box::new(lines), 1));
    }
    bar
}

/// A terminal stand-in that keeps one line in `LOG_EVERY` and writes it to standard error.
#[derive(Debug)]
struct LogLines {
    next: Mutex<Instant>,
}

impl TermLike for LogLines {
    fn width(&self) -> u16 {
        120
    }

    fn move_cursor_up(&self, _: usize) -> std::io::Result<()> {
        Ok(())
    }

    fn move_cursor_down(&self, _: usize) -> std::io::Result<()> {
        Ok(())
    }

    fn move_cursor_right(&self, _: usize) -> std::io::Result<()> {
        Ok(())
    }

    fn move_cursor_left(&self, _: usize) -> std::io::Result<()> {
        Ok(())
    }

    fn write_line(&self, s: &str) -> std::io::Result<()> {
        self.write_str(s)
    }

    fn write_str(&self, s: &str) -> std::io::Result<()> {
        let mut next = self.next.lock().unwrap_or_else(|e| e.into_inner());
        if s.trim().is_empty() || Instant::now() < *next {
            return Ok(());
        }
        *next = Instant::now() + LOG_EVERY;
        writeln!(std::io::stderr(), "{}", s.trim_end())
    }

    fn clear_line(&self) -> std::io::Result<()> {
        Ok(())
    }

    fn flush(&self) -> std::io::Result<()> {
        std::io::stderr().flush()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_log_gets_one_line_in_each_interval() {
        let lines = LogLines {
            next: Mutex::new(Instant::now()),
        };
        lines.write_line("00:00:31 [====] 3/9 heaps").unwrap();
        let after_first = *lines.next.lock().unwrap();
        assert!(after_first >= Instant::now() + LOG_EVERY - Duration::from_secs(1));
        lines.write_line("00:00:32 [====] 4/9 heaps").unwrap();
        assert_eq!(
            *lines.next.lock().unwrap(),
            after_first,
            "a second line too soon"
        );
    }
}
