//! `cargo xtask cluster-test`: docs/cluster.md's Slurm recipe, the real
//! `deploy/slurm/guessing.sbatch`, run on a one-node Slurm started on this host. One array
//! task is cancelled mid-run (`scancel`) and resubmitted on its own; the merged folder must
//! verify, hold every N exactly once, and equal a single-process sweep of the same range.

mod results;
mod slurm;

use std::collections::BTreeSet;
use std::path::{Path, PathBuf};
use std::process::Command;
use std::time::Instant;

use anyhow::{bail, ensure, Context};

use crate::{prereq, tasks};
use slurm::{wait_for, OneNode, TaskState};

const PACKAGES: &[&str] = &["slurmctld", "slurmd", "slurm-client", "munge"];
const PROGRAMS: &[&str] = &[
    "munged",
    "slurmctld",
    "slurmd",
    "sbatch",
    "squeue",
    "scontrol",
];
const SBATCH: &str = "deploy/slurm/guessing.sbatch";
const DRESHER: &str = "target/release/dresher";
/// The longest wait for one array job, in seconds.
const JOB_SECONDS: u64 = 900;

/// The range and the array's size.
struct Plan {
    to: usize,
    tasks: usize,
}

/// What the fault did: the task cancelled, the N it had certified, the N its rerun certified.
struct Fault {
    task: usize,
    before: BTreeSet<usize>,
    after: BTreeSet<usize>,
}

pub fn test(args: &[String]) -> anyhow::Result<()> {
    let plan = Plan::parse(args)?;
    ensure_slurm()?;
    tasks::build_dresher(tasks::Build::Full)?;
    let start = Instant::now();
    let dir = std::env::temp_dir().join(format!("dresher-cluster-{}", std::process::id()));
    let node = OneNode::start(dir)?;
    let fault = plan.run_with_fault(&node)?;
    let results = node.dir().join("results");
    let certified = verified(&results, plan.to)?;
    plan.compare_with_single(&node, &results)?;
    println!(
        "cluster-test: {} array tasks on a one-node Slurm, N = 1..{}: {certified} certified, \
         equal to a single-process sweep; task {} cancelled after {} N, resubmitted, {} more \
         (none twice); {:.0} s",
        plan.tasks,
        plan.to,
        fault.task,
        fault.before.len(),
        fault.after.len(),
        start.elapsed().as_secs_f64()
    );
    Ok(())
}

fn ensure_slurm() -> anyhow::Result<()> {
    let missing = || PROGRAMS.iter().any(|p| prereq::find_in_path(p).is_none());
    if missing() {
        prereq::apt_install("the cluster test needs Slurm and munge", PACKAGES)?;
        ensure!(!missing(), "Slurm still missing after apt-get");
    }
    Ok(())
}

impl Plan {
    fn parse(args: &[String]) -> anyhow::Result<Plan> {
        let mut plan = Plan { to: 300, tasks: 4 };
        let mut it = args.iter();
        while let Some(flag) = it.next() {
            let value = it.next().with_context(|| format!("{flag} needs a value"));
            let number = || -> anyhow::Result<usize> { Ok(value?.parse()?) };
            match flag.as_str() {
                "--to" => plan.to = number().context("--to takes a number")?,
                "--tasks" => plan.tasks = number().context("--tasks takes a number")?,
                other => bail!("unknown flag `{other}`; cluster-test takes --to N, --tasks K"),
            }
        }
        ensure!((2..=16).contains(&plan.tasks), "--tasks must be 2..=16");
        ensure!(
            plan.to >= 10 * plan.tasks,
            "--to must be at least 10 x --tasks"
        );
        Ok(plan)
    }

    /// `sbatch` arguments for the array `indices`, all writing into the node's folder.
    fn sbatch(&self, node: &OneNode, indices: &str, tasks: Option<usize>) -> Vec<String> {
        let d = node.dir().display();
        let slices = tasks.map(|k| format!(",TASKS={k}")).unwrap_or_default();
        vec![
            format!("--array={indices}"),
            "--cpus-per-task=1".into(),
            "--mem=1G".into(),
            format!("--output={d}/logs/guessing-%A_%a.log"),
            format!("--export=ALL,FROM=1,TO={},OUT={d}/results{slices}", self.to),
            SBATCH.into(),
        ]
    }

    /// The whole array, its last task cancelled once it has certified an N, then resubmitted
    /// alone with the slice count named (as docs/cluster.md says).
    fn run_with_fault(&self, node: &OneNode) -> anyhow::Result<Fault> {
        std::fs::create_dir_all(node.dir().join("logs"))?;
        let task = self.tasks - 1;
        let job = submit(node, &self.sbatch(node, &format!("0-{task}"), None))?;
        let log = |job: &str| node.dir().join(format!("logs/guessing-{job}_{task}.log"));
        let started = || Ok(!results::solved_in_log(&read(&log(&job))).is_empty());
        wait_for(
            started,
            JOB_SECONDS,
            &format!("task {task} to certify an N"),
        )?;
        node.slurm("scancel", &[&format!("{job}_{task}")])?;
        let states = node.wait(&job, JOB_SECONDS)?;
        expect_states(&states, task)?;
        let stored = stored(&node.dir().join("results"))?;
        let before = results::solved_in_log(&read(&log(&job)));
        let rerun = submit(
            node,
            &self.sbatch(node, &task.to_string(), Some(self.tasks)),
        )?;
        let states = node.wait(&rerun, JOB_SECONDS)?;
        ensure!(
            states.iter().all(|s| s.state == "COMPLETED"),
            "resubmitted task: {states:?}"
        );
        let after = results::solved_in_log(&read(&log(&rerun)));
        let twice: Vec<_> = after.intersection(&stored).collect();
        ensure!(
            twice.is_empty(),
            "the resubmitted task solved stored N again: {twice:?}"
        );
        Ok(Fault {
            task,
            before,
            after,
        })
    }

    fn compare_with_single(&self, node: &OneNode, results: &Path) -> anyhow::Result<()> {
        let single = node.dir().join("single");
        let to = self.to.to_string();
        let out = single.display().to_string();
        run_dresher(&["sweep", "--game", "guessing", "--to", &to, "--out", &out])?;
        let (merged, alone) = (results::values(results)?, results::values(&single)?);
        for (n, value) in &alone {
            let got = merged.get(n).map(String::as_str);
            ensure!(
                got == Some(value),
                "N = {n}: {got:?} on Slurm, {value} alone"
            );
        }
        ensure!(
            merged.len() == alone.len(),
            "the merged folder holds extra files"
        );
        Ok(())
    }
}

fn submit(node: &OneNode, args: &[String]) -> anyhow::Result<String> {
    node.submit(&args.iter().map(String::as_str).collect::<Vec<_>>())
}

/// Every task completed but the cancelled one, which must not have finished first.
fn expect_states(states: &[TaskState], cancelled: usize) -> anyhow::Result<()> {
    for s in states {
        let expected = if s.task == cancelled {
            "CANCELLED"
        } else {
            "COMPLETED"
        };
        if s.state != expected {
            bail!("array task {} ended {} (expected {expected}); raise --to if the cancelled task finished first", s.task, s.state);
        }
    }
    Ok(())
}

fn stored(dir: &Path) -> anyhow::Result<BTreeSet<usize>> {
    Ok(results::values(dir)?.into_keys().collect())
}

fn read(path: &PathBuf) -> String {
    std::fs::read_to_string(path).unwrap_or_default()
}

/// `dresher verify` on the merged folder: the number of certified N, all of 1..=to.
fn verified(results: &Path, to: usize) -> anyhow::Result<usize> {
    let dir = results.display().to_string();
    let out = run_dresher(&["verify", "--game", "guessing", "--dir", &dir])?;
    let expected = format!("{to} passed, 0 failed");
    ensure!(out.contains(&expected), "verify printed `{}`", out.trim());
    ensure!(
        stored(results)? == (1..=to).collect(),
        "the merged folder misses N"
    );
    Ok(to)
}

fn run_dresher(args: &[&str]) -> anyhow::Result<String> {
    let out = Command::new(DRESHER).args(args).output()?;
    let text = String::from_utf8_lossy(&out.stdout).into_owned();
    if !out.status.success() {
        bail!(
            "`dresher {}` failed: {}",
            args.join(" "),
            String::from_utf8_lossy(&out.stderr).trim()
        );
    }
    Ok(text)
}

#[cfg(test)]
mod tests {
    /// docs/cluster.md shows the deploy files as they are, byte for byte.
    #[test]
    fn the_doc_shows_the_deploy_files() {
        let root = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
        let doc = std::fs::read_to_string(root.join("docs/cluster.md")).unwrap();
        for (file, fence) in [
            ("deploy/slurm/guessing.sbatch", "```sh\n"),
            ("deploy/k8s/guessing-job.yaml", "```yaml\n"),
        ] {
            let text = std::fs::read_to_string(root.join(file)).unwrap();
            let block = format!("{fence}{text}```\n");
            assert!(
                doc.contains(&block),
                "docs/cluster.md does not show {file} as it is"
            );
        }
    }
}
