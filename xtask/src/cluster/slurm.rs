//! A throwaway one-node Slurm: munged, slurmctld and slurmd started as child processes on
//! this host, with their key, socket, state, spool and logs in one temporary folder. Dropping
//! it cancels every job, stops the daemons by their process ids and removes the folder, also
//! when the test fails half-way.

use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::time::{Duration, Instant};

use anyhow::{bail, Context};

/// Ports of our own, so that a Slurm already running on the host is left alone.
const PORTS: (u16, u16) = (16817, 16818);

pub struct OneNode {
    dir: PathBuf,
    conf: PathBuf,
    daemons: Vec<(&'static str, Child)>,
}

/// How an array task ended, as `scontrol` reports it.
#[derive(Debug, PartialEq, Eq)]
pub struct TaskState {
    pub task: usize,
    pub state: String,
}

impl OneNode {
    /// Writes the configuration, starts the daemons and waits until the node is idle.
    pub fn start(dir: PathBuf) -> anyhow::Result<OneNode> {
        std::fs::create_dir_all(dir.join("state"))?;
        std::fs::create_dir_all(dir.join("spool"))?;
        set_mode(&dir, "711")?; // munged's socket needs execute access on its folder
        let conf = dir.join("slurm.conf");
        std::fs::write(&conf, config(&dir)?)?;
        std::fs::write(dir.join("munge.key"), random_key()?)?;
        set_mode(&dir.join("munge.key"), "400")?;
        let mut node = OneNode {
            dir,
            conf,
            daemons: Vec::new(),
        };
        node.spawn("munged", &node.munged_args())?;
        wait_for(
            || Ok(node.dir.join("munge.sock").exists()),
            10,
            "munged's socket",
        )?;
        let conf = node.conf.display().to_string();
        node.spawn("slurmctld", &["-D", "-f", &conf])?;
        node.spawn("slurmd", &["-D", "-f", &conf])?;
        let idle = || Ok(node.slurm("sinfo", &["-h", "-o", "%t"])?.trim() == "idle");
        wait_for(idle, 30, "an idle node").map_err(|e| node.with_logs(e))?;
        Ok(node)
    }

    fn munged_args(&self) -> Vec<String> {
        let file = |name: &str| self.dir.join(name).display().to_string();
        vec![
            "--foreground".into(),
            "--force".into(),
            format!("--socket={}", file("munge.sock")),
            format!("--key-file={}", file("munge.key")),
            format!("--pid-file={}", file("munged.pid")),
            format!("--seed-file={}", file("munged.seed")),
        ]
    }

    fn spawn(&mut self, name: &'static str, args: &[impl AsRef<str>]) -> anyhow::Result<()> {
        let log = std::fs::File::create(self.dir.join(format!("{name}.out")))?;
        let child = Command::new(name)
            .args(args.iter().map(AsRef::as_ref))
            .env("SLURM_CONF", &self.conf)
            .stdout(log.try_clone()?)
            .stderr(log)
            .spawn()
            .with_context(|| format!("cannot start {name}"))?;
        self.daemons.push((name, child));
        Ok(())
    }

    /// Runs a Slurm client command against this node and returns its standard output.
    pub fn slurm(&self, program: &str, args: &[&str]) -> anyhow::Result<String> {
        let out = Command::new(program)
            .args(args)
            .env("SLURM_CONF", &self.conf)
            .output()
            .with_context(|| format!("cannot run {program}"))?;
        if !out.status.success() {
            let err = String::from_utf8_lossy(&out.stderr);
            bail!("`{program} {}` failed: {}", args.join(" "), err.trim());
        }
        Ok(String::from_utf8_lossy(&out.stdout).into_owned())
    }

    /// `sbatch --parsable ARGS`: the job id.
    pub fn submit(&self, args: &[&str]) -> anyhow::Result<String> {
        let out = self.slurm("sbatch", &[&["--parsable"], args].concat())?;
        Ok(out.trim().split(';').next().unwrap_or_default().to_string())
    }

    /// Waits until the job has left the queue, then returns how each array task ended.
    pub fn wait(&self, job: &str, seconds: u64) -> anyhow::Result<Vec<TaskState>> {
        let gone = || Ok(self.slurm("squeue", &["-h", "-j", job])?.trim().is_empty());
        wait_for(gone, seconds, &format!("job {job} to end")).map_err(|e| self.with_logs(e))?;
        let shown = self.slurm("scontrol", &["-o", "show", "job", job])?;
        let mut tasks: Vec<TaskState> = shown.lines().filter_map(task_state).collect();
        tasks.sort_by_key(|t| t.task);
        Ok(tasks)
    }

    pub fn dir(&self) -> &Path {
        &self.dir
    }

    /// An error with the tail of the daemons' output, where Slurm says what went wrong.
    fn with_logs(&self, e: anyhow::Error) -> anyhow::Error {
        let tail = |name: &str| {
            let text = std::fs::read_to_string(self.dir.join(name)).unwrap_or_default();
            let lines: Vec<&str> = text.lines().rev().take(3).collect();
            format!("{name}: {}", lines.join(" | "))
        };
        e.context(format!("{}; {}", tail("slurmctld.out"), tail("slurmd.out")))
    }
}

impl Drop for OneNode {
    fn drop(&mut self) {
        let _ = self.slurm("scancel", &["--user=root"]);
        let drained = || Ok(self.slurm("squeue", &["-h"])?.trim().is_empty());
        let _ = wait_for(drained, 15, "the queue to drain");
        for (_, child) in self.daemons.iter_mut().rev() {
            let _ = Command::new("kill").arg(child.id().to_string()).status();
        }
        for (_, child) in self.daemons.iter_mut().rev() {
            let stopped = || Ok(child.try_wait()?.is_some());
            if wait_for(stopped, 5, "a daemon to stop").is_err() {
                let _ = child.kill();
            }
            let _ = child.wait();
        }
        let _ = std::fs::remove_dir_all(&self.dir);
    }
}

/// One line of `scontrol -o show job`: its array task and state.
fn task_state(line: &str) -> Option<TaskState> {
    let field = |key: &str| {
        line.split_whitespace()
            .find_map(|w| w.strip_prefix(key))
            .map(String::from)
    };
    Some(TaskState {
        task: field("ArrayTaskId=")?.parse().ok()?,
        state: field("JobState=")?,
    })
}

/// slurm.conf for this host alone: linuxproc tracking and no task plugin (no cgroups needed).
fn config(dir: &Path) -> anyhow::Result<String> {
    let host = std::fs::read_to_string("/proc/sys/kernel/hostname")?;
    let host = host
        .trim()
        .split('.')
        .next()
        .unwrap_or_default()
        .to_string();
    let cpus = std::thread::available_parallelism()?.get();
    let d = dir.display();
    Ok(format!(
        "ClusterName=dresher-test\nSlurmctldHost={host}\nSlurmUser=root\nSlurmdUser=root\n\
         AuthType=auth/munge\nCredType=cred/munge\nAuthInfo=socket={d}/munge.sock\n\
         SlurmctldPort={}\nSlurmdPort={}\nStateSaveLocation={d}/state\nSlurmdSpoolDir={d}/spool\n\
         SlurmctldPidFile={d}/slurmctld.pid\nSlurmdPidFile={d}/slurmd.pid\n\
         ProctrackType=proctrack/linuxproc\nTaskPlugin=task/none\n\
         SelectType=select/cons_tres\nSelectTypeParameters=CR_Core\n\
         JobAcctGatherType=jobacct_gather/none\nAccountingStorageType=accounting_storage/none\n\
         MpiDefault=none\nReturnToService=2\n\
         NodeName={host} CPUs={cpus} RealMemory={} State=UNKNOWN\n\
         PartitionName=test Nodes={host} Default=YES MaxTime=INFINITE State=UP\n",
        PORTS.0,
        PORTS.1,
        memory_mib()? * 9 / 10,
    ))
}

fn memory_mib() -> anyhow::Result<u64> {
    let info = std::fs::read_to_string("/proc/meminfo")?;
    let kib = info
        .lines()
        .find_map(|l| l.strip_prefix("MemTotal:"))
        .and_then(|v| v.trim().trim_end_matches("kB").trim().parse::<u64>().ok())
        .context("no MemTotal in /proc/meminfo")?;
    Ok(kib / 1024)
}

fn random_key() -> anyhow::Result<Vec<u8>> {
    use std::io::Read;
    let mut key = vec![0u8; 1024];
    std::fs::File::open("/dev/urandom")?.read_exact(&mut key)?;
    Ok(key)
}

fn set_mode(path: &Path, mode: &str) -> anyhow::Result<()> {
    let status = Command::new("chmod")
        .arg(mode)
        .arg(path)
        .stderr(Stdio::inherit())
        .status()?;
    anyhow::ensure!(status.success(), "chmod {mode} {} failed", path.display());
    Ok(())
}

/// Polls `done` every 100 ms for at most `seconds`.
pub fn wait_for(
    mut done: impl FnMut() -> anyhow::Result<bool>,
    seconds: u64,
    what: &str,
) -> anyhow::Result<()> {
    let start = Instant::now();
    while start.elapsed() < Duration::from_secs(seconds) {
        if done().unwrap_or(false) {
            return Ok(());
        }
        std::thread::sleep(Duration::from_millis(100));
    }
    bail!("waited {seconds} s for {what}")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn array_tasks_are_read_from_scontrol() {
        let line = "JobId=5 ArrayJobId=1 ArrayTaskId=3 JobName=x JobState=CANCELLED Reason=None";
        let state = task_state(line).unwrap();
        assert_eq!((state.task, state.state.as_str()), (3, "CANCELLED"));
        assert_eq!(task_state("JobId=5 JobState=RUNNING"), None);
    }
}
