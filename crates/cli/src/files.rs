//! Result files written so that a reader never sees half of one: a temporary file beside
//! the target, then a rename (atomic on one file system). Every sweep writes through here.

use std::path::Path;

use anyhow::Context;

/// Writes `text` to `path` atomically, creating the folder if needed.
pub fn write_atomically(path: &Path, text: &str) -> anyhow::Result<()> {
    let dir = path.parent().unwrap_or(Path::new("."));
    std::fs::create_dir_all(dir).with_context(|| format!("cannot create {}", dir.display()))?;
    let name = path
        .file_name()
        .and_then(|n| n.to_str())
        .unwrap_or("result");
    let tmp = dir.join(format!(".{name}.tmp"));
    std::fs::write(&tmp, text).with_context(|| format!("cannot write {}", tmp.display()))?;
    std::fs::rename(&tmp, path).with_context(|| format!("cannot rename to {}", path.display()))
}
