//! Ctrl-C and SIGTERM during a sweep. A thread waits for either (SIGHUP is left alone, so a
//! sweep under `nohup` outlives its terminal). With a stop flag that the sweep watches (the
//! guessing sweep), the first signal sets it: each N in flight saves its checkpoint at the
//! end of its current round and the sweep returns; a second signal quits at once. Otherwise
//! the first quits at once: every stored result was written atomically and stays. Quitting
//! says how to go on and exits with 128 + the signal, as a shell expects.

use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

use signal_hook::consts::{SIGINT, SIGTERM};
use signal_hook::iterator::Signals;

/// Watches for Ctrl-C and SIGTERM, which set `stop` when the sweep is graceful (it stops on
/// that flag); not under the fuzzer, whose signals are its own.
pub fn watch(graceful: bool, stop: &Arc<AtomicBool>) {
    watch_saying(
        graceful.then_some(
            "stopping: each N in flight saves its checkpoint at the end of its round \
             (Ctrl-C again to quit at once)",
        ),
        stop,
    )
}

/// [`watch`] for any run that stops on `stop` and saves: `stopping` (when given) is what
/// the first signal prints, and sets the flag; without it, the first signal quits.
pub fn watch_saying(stopping: Option<&'static str>, stop: &Arc<AtomicBool>) {
    if crate::QUIET.load(Ordering::Relaxed) {
        return;
    }
    let mut signals = match Signals::new([SIGINT, SIGTERM]) {
        Ok(signals) => signals,
        Err(e) => {
            eprintln!("note: Ctrl-C will not stop the sweep cleanly ({e})");
            return;
        }
    };
    let flag = Arc::clone(stop);
    std::thread::spawn(move || {
        for signal in signals.forever() {
            if let Some(line) = stopping.filter(|_| !flag.swap(true, Ordering::SeqCst)) {
                eprintln!("\n{line}");
                continue;
            }
            eprintln!("\ninterrupted; rerun the same command to resume (every stored N is kept)");
            std::process::exit(128 + signal);
        }
    });
}
