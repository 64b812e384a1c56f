//! Result files written so that a reader never sees half of one: a temporary file beside
//! the target, flushed to disk, then a rename (atomic on one file system). Every sweep
//! writes through here.

use std::io::Write;
use std::path::Path;

use anyhow::Context;

/// Writes `text` to `path` atomically, creating the folder if needed.
pub fn write_atomically(path: &Path, text: &str) -> anyhow::Result<()> {
    write_bytes_atomically(path, text.as_bytes())
}

/// Writes `bytes` to `path` atomically, creating the folder if needed.
pub fn write_bytes_atomically(path: &Path, bytes: &[u8]) -> anyhow::Result<()> {
    write_with(path, |file| file.write_all(bytes))
}

/// Streams `write` into a temporary file beside `path`, flushes it to disk and renames it
/// to `path` (for files too large to build in memory first).
pub fn write_with(
    path: &Path,
    write: impl FnOnce(&mut std::fs::File) -> std::io::Result<()>,
) -> anyhow::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("result");
    let tmp = dir.join(format!(".{name}.tmp"));
    let mut file =
        std::fs::File::create(&tmp).with_context(|| format!("cannot write {}", tmp.display()))?;
    write(&mut file)
        .and_then(|()| file.sync_all())
        .with_context(|| format!("cannot write {}", tmp.display()))?;
    std::fs::rename(&tmp, path).with_context(|| format!("cannot rename to {}", path.display()))
}
