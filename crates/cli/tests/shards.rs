//! A guessing sweep split into shards run as separate processes merges, by
//! copying files, into the folder a single run writes (same certified values), and a sweep
//! seeded by Alice's known mixes finds the same values as a cold one; `export` merges into a
//! fixture without losing entries, also when killed.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};

const TO: &str = "40";

fn spawn(out: &Path, extra: &[&str]) -> Child {
    Command::new(env!("CARGO_BIN_EXE_dresher"))
        .args([
            "sweep", "--game", "guessing", "--to", TO, "--jobs", "1", "--out",
        ])
        .arg(out)
        .args(extra)
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .unwrap()
}

fn finish(child: Child) {
    assert!(child.wait_with_output().unwrap().status.success());
}

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("dresher-shards-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    dir
}

/// N -> the exact value stored in `<N>.json`.
fn values(dir: &Path) -> BTreeMap<usize, String> {
    std::fs::read_dir(dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|x| x == "json"))
        .map(|p| {
            let record: serde_json::Value =
                serde_json::from_str(&std::fs::read_to_string(&p).unwrap()).unwrap();
            let n = record["n"].as_u64().unwrap() as usize;
            (n, record["value"].as_str().unwrap().to_string())
        })
        .collect()
}

#[test]
fn two_shards_merge_into_a_single_run() {
    let root = scratch("merge");
    let (a, b, single, merged) = (
        root.join("a"),
        root.join("b"),
        root.join("single"),
        root.join("merged"),
    );
    let shards = [
        spawn(&a, &["--cold", "--shard", "0/2"]),
        spawn(&b, &["--cold", "--shard", "1/2"]),
    ];
    finish(spawn(&single, &["--cold"]));
    shards.into_iter().for_each(finish);
    std::fs::create_dir_all(&merged).unwrap();
    for dir in [&a, &b] {
        for entry in std::fs::read_dir(dir).unwrap() {
            let path = entry.unwrap().path();
            std::fs::copy(&path, merged.join(path.file_name().unwrap())).unwrap();
        }
    }
    let (va, vb) = (values(&a), values(&b));
    assert!(!va.is_empty() && !vb.is_empty(), "both shards did work");
    assert!(va.keys().max() < vb.keys().min(), "contiguous slices");
    let expected = values(&single);
    assert_eq!(expected.len(), 40);
    assert_eq!(values(&merged), expected);
    let verify = Command::new(env!("CARGO_BIN_EXE_dresher"))
        .args(["verify", "--game", "guessing", "--dir"])
        .arg(&merged)
        .output()
        .unwrap();
    assert!(
        verify.status.success(),
        "{}",
        String::from_utf8_lossy(&verify.stderr)
    );

    extend_a_fixture(&root, &single);
    killed_export(&root, &single);
    replace_without_one(&root, &b);

    let known = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/guessing/values.jsonl");
    let seeded = root.join("seeded");
    finish(spawn(&seeded, &["--known", known.to_str().unwrap()]));
    assert_eq!(values(&seeded), expected);
    std::fs::remove_dir_all(root).unwrap();
}

fn dresher(args: &[&str]) -> std::process::Output {
    Command::new(env!("CARGO_BIN_EXE_dresher"))
        .args(args)
        .output()
        .unwrap()
}

/// A sweep past a fixture's last N starts from its known mix and is merged in by `export`;
/// exporting a sub-range again changes nothing.
fn extend_a_fixture(root: &Path, single: &Path) {
    let (fixture, past) = (root.join("fixture"), root.join("past"));
    let [f, p, s] = [&fixture, &past, single].map(|d| d.to_str().unwrap().to_string());
    let exported = dresher(&[
        "export", "--game", "guessing", "--dir", &s, "--out", &f, "--full", "1",
    ]);
    assert!(
        exported.status.success(),
        "{}",
        String::from_utf8_lossy(&exported.stderr)
    );
    let values = fixture.join("values.jsonl");
    let known = values.to_str().unwrap();
    let swept = dresher(&[
        "sweep", "--game", "guessing", "--from", "41", "--to", "44", "--jobs", "1", "--known",
        known, "--out", &p,
    ]);
    assert!(
        swept.status.success(),
        "{}",
        String::from_utf8_lossy(&swept.stderr)
    );
    let appended = dresher(&[
        "export", "--game", "guessing", "--dir", &p, "--out", &f, "--full", "1",
    ]);
    assert!(
        appended.status.success(),
        "{}",
        String::from_utf8_lossy(&appended.stderr)
    );
    let text = std::fs::read_to_string(&values).unwrap();
    let ns: Vec<u64> = text
        .lines()
        .map(|l| {
            serde_json::from_str::<serde_json::Value>(l).unwrap()["n"]
                .as_u64()
                .unwrap()
        })
        .collect();
    assert_eq!(ns, (1..=44).collect::<Vec<_>>());
    // Exporting a sub-range again (with a gap) keeps the fixture byte for byte.
    std::fs::remove_file(past.join("41.json")).unwrap();
    let again = dresher(&[
        "export", "--game", "guessing", "--dir", &p, "--out", &f, "--full", "1",
    ]);
    let said = String::from_utf8_lossy(&again.stdout);
    assert!(
        again.status.success() && said.contains("0 new, 3 unchanged"),
        "{said}"
    );
    assert_eq!(std::fs::read_to_string(&values).unwrap(), text);
}

/// `--replace` with records that do not start at N = 1 would leave the b-files (N = 1 up)
/// empty: refused with one line, the fixture folder untouched.
fn replace_without_one(root: &Path, upper: &Path) {
    let folder = root.join("replaced");
    std::fs::create_dir_all(&folder).unwrap();
    std::fs::write(folder.join("values.jsonl"), "").unwrap();
    let out = dresher(&[
        "export",
        "--game",
        "guessing",
        "--replace",
        "--dir",
        upper.to_str().unwrap(),
        "--out",
        folder.to_str().unwrap(),
    ]);
    let said = String::from_utf8_lossy(&out.stderr);
    assert!(
        !out.status.success() && said.contains("would not hold N = 1"),
        "{said}"
    );
    assert_eq!(said.trim().lines().count(), 1, "{said}");
    assert_eq!(
        std::fs::read_to_string(folder.join("values.jsonl")).unwrap(),
        ""
    );
    assert!(!folder.join("b286676.txt").exists());
}

/// An export killed (SIGKILL) at any moment leaves the old fixture or the new one, never a
/// mix: here `--replace` turns the shipped fixture's ~1,700 lines into 40. Kills from 0 ms
/// to seconds after the start must see both outcomes, else the test proved nothing.
fn killed_export(root: &Path, single: &Path) {
    let shipped =
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/guessing/values.jsonl");
    let old = std::fs::read_to_string(shipped).unwrap();
    let folder = root.join("killed");
    let values = folder.join("values.jsonl");
    let mut outcomes = BTreeMap::new();
    for delay in (0..24u64).chain((1..=7).map(|k| 25 << k)) {
        std::fs::create_dir_all(&folder).unwrap();
        std::fs::write(&values, &old).unwrap();
        let mut child = Command::new(env!("CARGO_BIN_EXE_dresher"))
            .args([
                "export",
                "--game",
                "guessing",
                "--replace",
                "--full",
                "1",
                "--dir",
            ])
            .arg(single)
            .arg("--out")
            .arg(&folder)
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        std::thread::sleep(std::time::Duration::from_millis(delay));
        child.kill().unwrap(); // SIGKILL, or nothing if it has finished
        child.wait().unwrap();
        let text = std::fs::read_to_string(&values).unwrap();
        let lines = text.lines().count();
        assert!(
            text == old || lines == 40,
            "a mix of {lines} lines after {delay} ms"
        );
        *outcomes.entry(lines).or_insert(0) += 1;
    }
    println!("killed exports: lines -> times {outcomes:?}");
    let old_lines = old.lines().count();
    assert!(
        outcomes.contains_key(&old_lines) && outcomes.contains_key(&40),
        "every kill landed on one side: {outcomes:?}"
    );
}
