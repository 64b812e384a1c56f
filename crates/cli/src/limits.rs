//! The machine's side of the limits: the memory free for a run, how an estimate of a
//! large run is printed before it starts, and the flags that give a run its seconds.

/// Bytes the kernel says can be allocated without swapping (`MemAvailable`), if it says.
pub fn available_bytes() -> Option<f64> {
    let info = std::fs::read_to_string("/proc/meminfo").ok()?;
    let kib: f64 = info
        .lines()
        .find_map(|l| l.strip_prefix("MemAvailable:"))?
        .trim()
        .trim_end_matches("kB")
        .trim()
        .parse()
        .ok()?;
    Some(kib * 1024.0)
}

/// `1.8 GB`, `430 MB`.
pub fn bytes(b: f64) -> String {
    match b {
        b if b >= 1e12 => format!("{:.1} TB", b / 1e12),
        b if b >= 1e9 => format!("{:.1} GB", b / 1e9),
        b => format!("{:.0} MB", b / 1e6),
    }
}

/// `40 s`, `14 min`, `1.6 h`, `3.2 days`, `8.9e22 years`.
pub fn duration(seconds: f64) -> String {
    const YEAR: f64 = 365.25 * 86_400.0;
    match seconds {
        s if s >= YEAR => format!("{:.1e} years", s / YEAR),
        s if s >= 2.0 * 86_400.0 => format!("{:.1} days", s / 86_400.0),
        s if s >= 3_600.0 => format!("{:.1} h", s / 3_600.0),
        s if s >= 120.0 => format!("{:.0} min", s / 60.0),
        s => format!("{s:.0} s"),
    }
}

/// Refuses a run whose modelled peak memory exceeds what is free (unless `force`), and
/// prints the estimate of one that will take more than a minute; `what` names the run.
pub fn check_run(what: &str, peak_bytes: f64, seconds: f64, force: bool) -> anyhow::Result<()> {
    let free = available_bytes();
    if let Some(free) = free.filter(|&free| peak_bytes > free && !force) {
        anyhow::bail!(
            "{what} needs about {} of memory and {} are free: refused before any work \
             (--force to try anyway)",
            bytes(peak_bytes),
            bytes(free)
        );
    }
    if seconds > 60.0 {
        crate::note(&format!(
            "{what}: expect about {} on 2 cores and a peak of {} of memory",
            duration(seconds),
            bytes(peak_bytes)
        ));
    }
    Ok(())
}

/// A flag's seconds: a positive finite number (`clap` value parser), so a limit of `-1` or
/// `inf` is refused by name instead of ending a run at once or never.
pub fn positive_seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 => Ok(s),
        _ => Err(format!("{text} is not a positive number of seconds")),
    }
}

/// [`positive_seconds`], or 0 for a part of a run that is skipped.
pub fn seconds_or_zero(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(0.0) => Ok(0.0),
        _ => positive_seconds(text).map_err(|e| format!("{e} (or 0 to skip)")),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sizes_and_times_read_well() {
        assert_eq!(bytes(1.8e9), "1.8 GB");
        assert_eq!(bytes(4.3e8), "430 MB");
        assert_eq!(duration(849.0), "14 min");
        assert_eq!(duration(5760.0), "1.6 h");
        assert_eq!(duration(40.0), "40 s");
        assert_eq!(duration(8.9e22 * 365.25 * 86_400.0), "8.9e22 years");
    }

    #[test]
    fn a_run_past_the_free_memory_is_refused_unless_forced() {
        let huge = 1e18;
        let e = check_run("N = 16", huge, 1.0, false)
            .unwrap_err()
            .to_string();
        assert!(e.starts_with("N = 16 needs about 1000000.0 TB"), "{e}");
        assert!(check_run("N = 16", huge, 1.0, true).is_ok());
    }
}
