//! Checkpoints inside one N: a long solve (at the frontier one N takes most of an hour of a
//! core) saves its search every so often as `DIR/<N>.checkpoint`, so that a sweep stopped in
//! the middle of an N (a machine shut down, a killed job) starts that N again from the saved
//! master columns and stability centre instead of from the N before it (warm method only:
//! the plain method starts every N from one tree).
//!
//! A checkpoint is a starting point, never a result: its trees are checked to be binary
//! search trees on N keys, its mix only guides the search, and the value is found and
//! certified anew. One that does not read back is set aside (the N starts as if it were
//! absent), and it is deleted once the N's record is stored.
//!
//! # Example
//! ```
//! use guessing::Checkpoint;
//! let dir = std::env::temp_dir().join(format!("checkpoint-doc-{}", std::process::id()));
//! let balanced = bst_oracles::SearchTree::from_depths(vec![2, 1, 2])?;
//! let saved = Checkpoint::new(3, 4, 0.5, vec![0.3, 0.4, 0.3], &[balanced]);
//! saved.write(&dir)?;
//! assert_eq!(Checkpoint::read(&dir, 3)?, Some(saved));
//! Checkpoint::remove(&dir, 3)?;
//! assert_eq!(Checkpoint::read(&dir, 3)?, None);
//! # std::fs::remove_dir_all(&dir)?;
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```

use std::path::{Path, PathBuf};

use bst_oracles::SearchTree;
use serde::{Deserialize, Serialize};

use crate::{Error, Warm};

/// The saved search of one N: the master's columns and the stability centre.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Checkpoint {
    /// Number of keys.
    pub n: usize,
    /// Master solves before this save, over every run of this N.
    pub solves: usize,
    /// Seconds this N had run before this save, over every run.
    pub seconds: f64,
    /// Alice's mix over keys `1..=N` with the best lower bound so far (the stability
    /// centre; a guess, in floats).
    pub alpha: Vec<f64>,
    /// The master's columns, Bob's trees, as depth vectors.
    pub trees: Vec<Vec<u32>>,
}

impl Checkpoint {
    /// A checkpoint of `n` after `solves` master solves and `seconds`.
    pub fn new(
        n: usize,
        solves: usize,
        seconds: f64,
        alpha: Vec<f64>,
        trees: &[SearchTree],
    ) -> Checkpoint {
        let trees = trees.iter().map(|t| t.depths().to_vec()).collect();
        Checkpoint {
            n,
            solves,
            seconds,
            alpha,
            trees,
        }
    }

    /// `DIR/<n>.checkpoint`.
    pub fn path(dir: &Path, n: usize) -> PathBuf {
        dir.join(format!("{n}.checkpoint"))
    }

    /// Saves the checkpoint atomically, replacing the one before.
    pub fn write(&self, dir: &Path) -> Result<(), Error> {
        let text = serde_json::to_string(self).map_err(|e| Error::file("checkpoint", e))?;
        Ok(verify::write_atomically(
            &Self::path(dir, self.n),
            &(text + "\n"),
        )?)
    }

    /// The checkpoint of `n` in `dir`: `None` if there is none, an error naming the file if
    /// it does not read back as a checkpoint of `n` (wrong N, a mix that is not a list of N
    /// non-negative numbers, a tree that is not a binary search tree on N keys).
    pub fn read(dir: &Path, n: usize) -> Result<Option<Checkpoint>, Error> {
        let path = Self::path(dir, n);
        let text = match std::fs::read_to_string(&path) {
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => return Ok(None),
            read => read.map_err(|e| Error::file(path.display(), e))?,
        };
        let checkpoint: Checkpoint =
            serde_json::from_str(&text).map_err(|e| Error::file(path.display(), e))?;
        checkpoint
            .check(n)
            .map_err(|why| Error::file(path.display(), why))?;
        Ok(Some(checkpoint))
    }

    /// Deletes the checkpoint of `n` in `dir`, if there is one.
    pub fn remove(dir: &Path, n: usize) -> Result<(), Error> {
        let path = Self::path(dir, n);
        match std::fs::remove_file(&path) {
            Err(e) if e.kind() != std::io::ErrorKind::NotFound => {
                Err(Error::file(path.display(), e))
            }
            _ => Ok(()),
        }
    }

    /// The warm start of the N it saved: its trees and mix.
    pub fn warm(&self) -> Warm {
        let trees = self.trees.iter().cloned();
        Warm {
            trees: trees
                .filter_map(|d| SearchTree::from_depths(d).ok())
                .collect(),
            alpha: self.alpha.clone(),
            optimal: false,
        }
    }

    /// Why this is not a checkpoint of `n`, if it is not.
    fn check(&self, n: usize) -> Result<(), String> {
        if self.n != n {
            return Err(format!("holds N = {}, not {n}", self.n));
        }
        if self.alpha.len() != n || self.alpha.iter().any(|a| !(*a >= 0.0 && a.is_finite())) {
            return Err(format!("its mix is not {n} non-negative numbers"));
        }
        let total: f64 = self.alpha.iter().sum();
        if !(total.is_finite() && total > 0.0) || self.trees.is_empty() {
            return Err("its mix sums to 0 or overflows, or it has no trees".into());
        }
        if !(self.seconds.is_finite() && self.seconds >= 0.0) {
            return Err(format!("{} is not a number of seconds", self.seconds));
        }
        for (k, depths) in self.trees.iter().enumerate() {
            let tree = SearchTree::from_depths(depths.clone())
                .map_err(|e| format!("tree {}: {e}", k + 1))?;
            if tree.len() != n {
                return Err(format!("tree {} has {} keys, not {n}", k + 1, tree.len()));
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn dir(name: &str) -> PathBuf {
        std::env::temp_dir().join(format!("checkpoint-{name}-{}", std::process::id()))
    }

    #[test]
    fn a_checkpoint_that_does_not_read_back_is_named() {
        let dir = dir("bad");
        let tree = SearchTree::from_depths(vec![2, 1, 2]).unwrap();
        let good = Checkpoint::new(3, 1, 0.1, vec![0.5, 0.0, 0.5], &[tree]);
        let mut cases = vec![("{\"n\": 3".to_string(), "EOF")];
        let mut other = good.clone();
        other.n = 4;
        cases.push((serde_json::to_string(&other).unwrap(), "holds N = 4"));
        let overflow = vec![1e308; 3];
        for (alpha, why) in [
            (vec![0.5, -0.1, 0.6], "non-negative"),
            (vec![1.0], "3 non"),
            (overflow, "overflows"),
        ] {
            let bad = Checkpoint {
                alpha,
                ..good.clone()
            };
            cases.push((serde_json::to_string(&bad).unwrap(), why));
        }
        for (trees, why) in [
            (vec![vec![1, 1, 2]], "tree 1"),
            (vec![vec![1, 2]], "2 keys"),
        ] {
            let bad = Checkpoint {
                trees,
                ..good.clone()
            };
            cases.push((serde_json::to_string(&bad).unwrap(), why));
        }
        let bad = Checkpoint {
            seconds: -1.0,
            ..good.clone()
        };
        cases.push((serde_json::to_string(&bad).unwrap(), "-1 is not"));
        for (text, why) in cases {
            verify::write_atomically(&Checkpoint::path(&dir, 3), &text).unwrap();
            let e = Checkpoint::read(&dir, 3).unwrap_err().to_string();
            assert!(e.contains("3.checkpoint") && e.contains(why), "{e}");
        }
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
