//! Result files written so that a reader never sees half of one: a temporary file beside
//! the target, flushed to disk, then a rename (atomic on one file system). Every sweep of
//! every game crate stores its certified results through here, so a run killed at any
//! moment leaves each file either whole or absent.

use std::io::Write;
use std::path::{Path, PathBuf};

mod stale;

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
    Staged::new(path, write)?.persist()
}

/// Writes files that belong together (a table and the files derived from it): every one is
/// written and flushed to its temporary before the first is renamed into place, so a run
/// killed while writing leaves all of them as they were, and the renames follow at once.
pub fn write_all_atomically(files: &[(&Path, &str)]) -> Result<(), FileError> {
    let staged = files
        .iter()
        .map(|(path, text)| Staged::new(path, |f| f.write_all(text.as_bytes())))
        .collect::<Result<Vec<_>, _>>()?;
    staged.into_iter().try_for_each(Staged::persist)
}

/// A temporary file beside its target, written and flushed, not yet renamed.
struct Staged {
    tmp: tempfile::NamedTempFile,
    path: PathBuf,
}

impl Staged {
    /// Writes `write`'s bytes to a new temporary beside `path` with the target's mode (0644
    /// for a new file), after removing this host's temporaries of `path` left by writers
    /// that no longer run.
    fn new(
        path: &Path,
        write: impl FnOnce(&mut std::fs::File) -> std::io::Result<()>,
    ) -> Result<Staged, FileError> {
        let dir = path.parent().unwrap_or(Path::new("."));
        std::fs::create_dir_all(dir).map_err(failed("create", dir))?;
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .unwrap_or("result");
        let owner = stale::owner();
        stale::sweep(dir, name, &owner);
        // A unique temporary per writer: two writers of one path never share one (a fixed
        // name let one rename the other's half-written file into place).
        let prefix = format!(".{name}.{owner}.");
        let mut builder = tempfile::Builder::new();
        builder.prefix(&prefix).suffix(".tmp");
        #[cfg(unix)]
        builder.permissions(mode_of(path));
        let mut tmp = builder.tempfile_in(dir).map_err(failed("write", dir))?;
        write(tmp.as_file_mut())
            .and_then(|()| tmp.as_file().sync_all())
            .map_err(failed("write", tmp.path()))?;
        Ok(Staged {
            tmp,
            path: path.to_path_buf(),
        })
    }

    /// Renames the temporary to the target.
    fn persist(self) -> Result<(), FileError> {
        let path = self.path;
        (self.tmp.persist(&path).map(drop)).map_err(|e| failed("rename to", &path)(e.error))
    }
}

/// The permissions a rewrite of `path` keeps: the file's own, or, for a new file, readable
/// like any file the user creates (tempfile's own default is owner-only).
#[cfg(unix)]
fn mode_of(path: &Path) -> std::fs::Permissions {
    use std::os::unix::fs::PermissionsExt;
    let mode = std::fs::metadata(path).map_or(0o644, |m| m.permissions().mode() & 0o7777);
    std::fs::Permissions::from_mode(mode)
}

/// A `FileError` maker for `action` on `path`.
fn failed(action: &'static str, path: &Path) -> impl FnOnce(std::io::Error) -> FileError {
    let path = path.to_path_buf();
    move |source| FileError {
        action,
        path,
        source,
    }
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

    #[cfg(unix)]
    #[test]
    fn a_rewrite_keeps_the_files_mode_and_files_written_together_all_land() {
        use std::os::unix::fs::PermissionsExt;
        let dir = std::env::temp_dir().join(format!("verify-mode-{}", std::process::id()));
        let (a, b) = (dir.join("a.txt"), dir.join("b.txt"));
        write_atomically(&a, "one\n").unwrap();
        let mode = |p: &Path| std::fs::metadata(p).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode(&a), 0o644);
        std::fs::set_permissions(&a, std::fs::Permissions::from_mode(0o600)).unwrap();
        write_all_atomically(&[(&a, "two\n"), (&b, "three\n")]).unwrap();
        assert_eq!(mode(&a), 0o600);
        let read = |p: &Path| std::fs::read_to_string(p).unwrap();
        assert_eq!((read(&a), read(&b)), ("two\n".into(), "three\n".into()));
        assert_eq!(
            std::fs::read_dir(&dir).unwrap().count(),
            2,
            "no temporary left"
        );
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
