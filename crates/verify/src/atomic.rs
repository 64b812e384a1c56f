//! Result files written so that a reader never sees half of one: a temporary file beside
//! the target, flushed to disk, then a rename (atomic on one file system). Every sweep of
//! every game crate stores its certified results through here, so a run killed at any
//! moment leaves each file either whole or absent.

use std::io::Write;
use std::path::{Path, PathBuf};

/// A file or folder that could not be created, written or renamed.
#[derive(Debug)]
pub struct FileError {
    /// What was being done: `create`, `write` or `rename to`.
    pub action: &'static str,
    /// The path it was done to.
    pub path: PathBuf,
    /// Why it failed.
    pub source: std::io::Error,
}

impl std::fmt::Display for FileError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "cannot {} {}: {}",
            self.action,
            self.path.display(),
            self.source
        )
    }
}

impl std::error::Error for FileError {}

/// Writes `text` to `path` atomically, creating the folder if needed.
pub fn write_atomically(path: &Path, text: &str) -> Result<(), FileError> {
    write_bytes_atomically(path, text.as_bytes())
}

/// Writes `bytes` to `path` atomically, creating the folder if needed.
pub fn write_bytes_atomically(path: &Path, bytes: &[u8]) -> Result<(), FileError> {
    write_with(path, |file| file.write_all(bytes))
}

/// Streams `write` into a temporary file beside `path`, flushes it to disk and renames it
/// to `path` (for files too large to build in memory first).
pub fn write_with(
    path: &Path,
    write: impl FnOnce(&mut std::fs::File) -> std::io::Result<()>,
) -> Result<(), FileError> {
    let failed = |action, path: &Path| {
        let path = path.to_path_buf();
        move |source| FileError {
            action,
            path,
            source,
        }
    };
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).map_err(failed("create", dir))?;
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("result");
    // A unique temporary per writer: two writers of one path never share one (a fixed
    // name let one rename the other's half-written file into place).
    let prefix = format!(".{name}.");
    let mut builder = tempfile::Builder::new();
    builder.prefix(&prefix).suffix(".tmp");
    // Readable like any file the user creates (tempfile's own default is owner-only).
    #[cfg(unix)]
    builder.permissions(std::os::unix::fs::PermissionsExt::from_mode(0o644));
    let mut tmp = builder.tempfile_in(dir).map_err(failed("write", dir))?;
    write(tmp.as_file_mut())
        .and_then(|()| tmp.as_file().sync_all())
        .map_err(failed("write", tmp.path()))?;
    tmp.persist(path)
        .map(drop)
        .map_err(|e| failed("rename to", path)(e.error))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_file_is_written_whole_and_no_temporary_is_left() {
        let dir = std::env::temp_dir().join(format!("verify-atomic-{}", std::process::id()));
        let path = dir.join("sub").join("a.txt");
        write_atomically(&path, "one\n").unwrap();
        write_atomically(&path, "two\n").unwrap();
        assert_eq!(std::fs::read_to_string(&path).unwrap(), "two\n");
        let names: Vec<_> = std::fs::read_dir(dir.join("sub"))
            .unwrap()
            .flatten()
            .collect();
        assert_eq!(names.len(), 1, "only a.txt");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    /// Writers of one path racing each other: every reader sees one writer's whole text.
    #[test]
    fn concurrent_writers_never_publish_a_torn_file() {
        let dir = std::env::temp_dir().join(format!("verify-race-{}", std::process::id()));
        let path = dir.join("r.txt");
        let texts: Vec<String> = (0..8).map(|i| format!("{i}").repeat(200_000)).collect();
        std::thread::scope(|s| {
            for t in &texts {
                let path = &path;
                s.spawn(move || (0..5).for_each(|_| write_atomically(path, t).unwrap()));
            }
        });
        let got = std::fs::read_to_string(&path).unwrap();
        assert!(texts.contains(&got), "a torn file of {} bytes", got.len());
        let left = std::fs::read_dir(&dir).unwrap().count();
        assert_eq!(left, 1, "no temporary left behind");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_path_that_cannot_be_written_is_named() {
        let err = write_atomically(Path::new("/proc/no/such/dir/x"), "x").unwrap_err();
        assert!(
            err.to_string()
                .starts_with("cannot create /proc/no/such/dir"),
            "{err}"
        );
    }
}
