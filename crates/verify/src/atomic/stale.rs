//! Temporaries left by killed writers. Each temporary's name carries its writer's host and
//! process id (`.<name>.<host>-<pid>.<random>.tmp`); a writer removes the temporaries of
//! its target whose writer ran on this host and runs no more. Another host's temporaries
//! (a folder shared by a cluster) and live writers' are never touched. Where the process
//! table cannot be read (no `/proc`), nothing is removed.

use std::path::Path;

/// This writer's tag: `<host>-<pid>`, the host name cut to letters, digits and `-`.
pub(super) fn owner() -> String {
    format!("{}-{}", host(), std::process::id())
}

/// Removes the temporaries of `name` in `dir` whose writer was on this host and is gone.
pub(super) fn sweep(dir: &Path, name: &str, owner: &str) {
    let Some((host, _)) = owner.rsplit_once('-') else {
        return;
    };
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let prefix = format!(".{name}.");
    for entry in entries.flatten() {
        let file = entry.file_name();
        let Some(writer) = file.to_str().and_then(|f| writer_of(f, &prefix)) else {
            continue;
        };
        if writer.0 == host && !running(writer.1) {
            // A temporary another sweep removed first is no error.
            let _ = std::fs::remove_file(entry.path());
        }
    }
}

/// The host and process id in a temporary's name, if it is one of `prefix`'s.
fn writer_of<'a>(file: &'a str, prefix: &str) -> Option<(&'a str, u32)> {
    let rest = file.strip_prefix(prefix)?.strip_suffix(".tmp")?;
    let (tag, _random) = rest.split_once('.')?;
    let (host, pid) = tag.rsplit_once('-')?;
    Some((host, pid.parse().ok()?))
}

/// Whether process `pid` runs on this host; true where that cannot be told.
fn running(pid: u32) -> bool {
    let table = Path::new("/proc/self");
    !table.exists() || Path::new(&format!("/proc/{pid}")).exists()
}

/// This host's name as a tag (`host` where it cannot be read).
fn host() -> String {
    let name = std::fs::read_to_string("/proc/sys/kernel/hostname").unwrap_or_default();
    let tag: String = (name.trim().chars())
        .filter(|c| c.is_ascii_alphanumeric() || *c == '-')
        .take(32)
        .collect();
    if tag.is_empty() {
        "host".into()
    } else {
        tag
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_dead_writers_temporary_is_removed_and_no_other() {
        let dir = std::env::temp_dir().join(format!("verify-stale-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let me = owner();
        let (host, _) = me.rsplit_once('-').unwrap();
        // No process has an id this large (the kernel's limit is 2^22).
        let dead = format!(".r.txt.{host}-4294967295.abc.tmp");
        let alive = format!(".r.txt.{me}.def.tmp");
        let elsewhere = ".r.txt.otherhost-4294967295.ghi.tmp";
        let unrelated = ".r.txt.x.4294967295.tmp";
        let files = [dead.as_str(), alive.as_str(), elsewhere, unrelated];
        for f in files {
            std::fs::write(dir.join(f), "x").unwrap();
        }
        sweep(&dir, "r.txt", &me);
        let exists = |f: &str| dir.join(f).exists();
        assert_eq!(
            files.map(exists),
            [!Path::new("/proc/self").exists(), true, true, true]
        );
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
