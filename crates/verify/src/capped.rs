//! Input files read with a size cap checked while reading, so a huge or endless input
//! (`/dev/zero`, a wrong path to a disk image) is a one-line error after at most the cap,
//! never a read of all of it into memory.

use std::io::Read;
use std::path::Path;

/// Reads `path` as UTF-8 text of at most `cap` bytes; `what` names the kind of file in the
/// error (`a .nfg file`), which gives the path and the cap.
pub fn read_capped(path: &Path, cap: u64, what: &str) -> Result<String, String> {
    let named = |e: std::io::Error| format!("cannot read {}: {e}", path.display());
    let file = std::fs::File::open(path).map_err(named)?;
    let mut bytes = Vec::new();
    file.take(cap + 1).read_to_end(&mut bytes).map_err(named)?;
    if bytes.len() as u64 > cap {
        return Err(format!(
            "{} is larger than {} bytes, the most {what} can be",
            path.display(),
            cap
        ));
    }
    String::from_utf8(bytes).map_err(|e| format!("{} is not UTF-8 text: {e}", path.display()))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[cfg(unix)]
    #[test]
    fn an_endless_input_stops_at_the_cap() {
        let e = read_capped(Path::new("/dev/zero"), 1 << 20, "a test file").unwrap_err();
        assert_eq!(
            e,
            "/dev/zero is larger than 1048576 bytes, the most a test file can be"
        );
        let e = read_capped(Path::new("/no/such/file"), 10, "x").unwrap_err();
        assert!(e.starts_with("cannot read /no/such/file: "), "{e}");
    }
}
