//! `dresher solve --game octal`: the JSON interface, published periods, positions of heaps
//! and bad input.

use std::process::{Command, Output};

fn dresher(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_dresher"))
        .args(args)
        .output()
        .unwrap()
}

fn json(args: &[&str]) -> serde_json::Value {
    let o = dresher(args);
    assert!(
        o.status.success(),
        "{args:?}: {}",
        String::from_utf8_lossy(&o.stderr)
    );
    serde_json::from_slice(&o.stdout).unwrap()
}

#[test]
fn an_all_but_game_has_its_arithmetic_period_and_saltus_in_json() {
    // Two numbers barred: purely arithmetic-periodic (A. Siegel, 2005).
    let v = json(&[
        "solve",
        "--game",
        "octal",
        "--code",
        "allbut(2,5)",
        "--to",
        "400",
        "--json",
    ]);
    assert_eq!(v["proved"], true);
    assert_eq!(v["preperiod"], 0);
    let (p, s) = (v["period"].as_u64().unwrap(), v["saltus"].as_u64().unwrap());
    let g: Vec<u64> = (v["values"].as_array().unwrap().iter())
        .map(|x| x.as_u64().unwrap())
        .collect();
    assert!((0..g.len() - p as usize).all(|n| g[n + p as usize] == g[n] + s));
    let plain = json(&[
        "solve", "--game", "octal", "--code", "0.77", "--to", "300", "--json",
    ]);
    assert!(plain.get("saltus").is_none());
}

#[test]
fn a_hexadecimal_game_that_grows_has_its_arithmetic_period_in_json() {
    // 0.8: take one token, leave three heaps; G(n) = (n - 1) / 3 from heap 1. Three heaps
    // that sum to n - 1 are worth at most (n - 4) / 3 together, and the splits (a, a, c)
    // are worth G(c), every value below (n - 1) / 3.
    let v = json(&[
        "solve", "--game", "octal", "--code", "0.8", "--to", "200", "--json",
    ]);
    assert_eq!(v["proved"], true);
    assert_eq!(
        (
            v["period"].as_u64(),
            v["saltus"].as_u64(),
            v["preperiod"].as_u64()
        ),
        (Some(3), Some(1), Some(1))
    );
    let g = v["values"].as_array().unwrap();
    assert!((1..g.len()).all(|n| g[n].as_u64() == Some((n as u64 - 1) / 3)));
}

#[test]
fn kayles_and_dawsons_kayles_have_their_published_periods() {
    // Winning Ways ch. 4: Kayles (0.77) period 12, last exception at heap 70; Dawson's
    // Kayles (0.07) period 34, last exception at heap 52 (51 in Dawson's chess, 0.137).
    let v = json(&[
        "solve", "--game", "octal", "--code", "0.77", "--to", "300", "--json",
    ]);
    assert_eq!(
        (v["period"].as_u64(), v["preperiod"].as_u64()),
        (Some(12), Some(71))
    );
    assert_eq!(v["proved"], true);
    let values = v["values"].as_array().unwrap();
    assert_eq!(values.len(), 301);
    assert_eq!(
        values[..8],
        [0, 1, 2, 3, 1, 4, 3, 2].map(serde_json::Value::from)
    );
    let v = json(&[
        "solve",
        "--game",
        "octal",
        "--code",
        "0.07",
        "--to",
        "300",
        "--json",
        "--no-values",
    ]);
    assert_eq!(
        (v["period"].as_u64(), v["preperiod"].as_u64()),
        (Some(34), Some(53))
    );
    assert!(v.get("values").is_none());
}

#[test]
fn too_few_values_prove_nothing_and_say_so() {
    let v = json(&[
        "solve", "--game", "octal", "--code", "0.77", "--to", "150", "--json",
    ]);
    assert_eq!(v["proved"], false);
    assert!(v.get("period").is_none() && v.get("preperiod").is_none());
    let o = dresher(&[
        "solve", "--game", "octal", "--code", "grundy", "--to", "500",
    ]);
    assert!(String::from_utf8_lossy(&o.stdout).contains("no period proved up to heap 500"));
}

#[test]
fn a_position_of_heaps_has_its_outcome_and_winning_moves() {
    // Kayles 7, 12, 3: G = 2, 4, 3 (Winning Ways' table): nim sum 5, a first-player win.
    let v = json(&[
        "solve", "--game", "octal", "--code", "0.77", "--heaps", "7,12,3", "--json",
    ]);
    assert_eq!(
        (v["nim_value"].as_u64(), v["outcome"].as_str()),
        (Some(5), Some("N"))
    );
    let moves = v["winning_moves"].as_array().unwrap();
    assert!(!moves.is_empty());
    let v = json(&[
        "solve", "--game", "octal", "--code", "0.77", "--heaps", "4,4", "--json",
    ]);
    assert_eq!(v["outcome"], "P");
    assert_eq!(v["winning_moves"].as_array().unwrap().len(), 0);
}

#[test]
fn bad_codes_and_sizes_are_one_line_errors() {
    for args in [
        ["--code", "0.9G", "--to", "10"],
        ["--code", "1.7", "--to", "10"],
        ["--code", "0.77", "--to", "100000000000"],
        ["--code", "0.77", "--heaps", "1,x"],
    ] {
        let mut all = vec!["solve", "--game", "octal"];
        all.extend(args);
        let o = dresher(&all);
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(
            !o.status.success() && err.lines().count() == 1,
            "{all:?}: {err}"
        );
    }
}

#[test]
fn the_sequence_is_drawn_with_its_period_marked() {
    let stem = std::env::temp_dir().join(format!("dresher-nim-{}", std::process::id()));
    let o = dresher(&[
        "solve",
        "--game",
        "octal",
        "--code",
        "0.77",
        "--to",
        "300",
        "--svg",
        stem.to_str().unwrap(),
    ]);
    assert!(o.status.success(), "{}", String::from_utf8_lossy(&o.stderr));
    let svg = std::fs::read_to_string(stem.with_extension("svg")).unwrap();
    assert!(svg.contains("<svg") && svg.contains("periodic from here (proved)"));
    let _ = std::fs::remove_file(stem.with_extension("svg"));
    let _ = std::fs::remove_file(stem.with_extension("png"));
}

#[test]
fn misere_play_gives_the_genus_and_the_misere_outcome() {
    // CGSuite 2.x writes Kayles' heaps 0..=6 as 0, 1, 2, 3, 1, 4^146, 3 (Winning Ways ch. 13).
    let v = json(&[
        "solve",
        "--game",
        "octal",
        "--code",
        "0.77",
        "--to",
        "6",
        "--misere",
        "--quotient",
        "6",
        "--json",
    ]);
    let genus: Vec<&str> = v["genus"]
        .as_array()
        .unwrap()
        .iter()
        .map(|g| g.as_str().unwrap())
        .collect();
    assert_eq!(genus, ["0", "1", "2", "3", "1", "4^146", "3"]);
    assert_eq!(v["quotient"]["heaps"], 6);
    // Misère Nim: with heaps of one only, an odd number loses for the player to move.
    let nim = format!("0.{}", "3".repeat(8));
    let v = json(&[
        "solve",
        "--game",
        "octal",
        "--code",
        &nim,
        "--heaps",
        "1,1,1",
        "--misere",
        "--quotient",
        "2",
        "--json",
    ]);
    assert_eq!(
        (v["outcome"].as_str(), v["play"].as_str()),
        (Some("P"), Some("misere"))
    );
    let v = json(&[
        "solve",
        "--game",
        "octal",
        "--code",
        &nim,
        "--heaps",
        "1,1",
        "--misere",
        "--quotient",
        "2",
        "--json",
    ]);
    assert_eq!(v["outcome"], "N");
}

#[test]
fn the_misere_quotient_predicts_what_search_finds() {
    // 0.75's quotient settles by heap 13; the position 5,7,9 is asked of it and of the
    // plain misère search.
    let v = json(&[
        "solve",
        "--game",
        "octal",
        "--code",
        "0.75",
        "--to",
        "20",
        "--heaps",
        "5,7,9",
        "--misere",
        "--quotient",
        "30",
        "--json",
    ]);
    let q = &v["quotient"];
    assert_eq!(q["order"], 8);
    assert_eq!(
        (&q["heap_map_period"], &q["proved"]),
        (&2.into(), &true.into())
    );
    assert!(q["reason"].is_null() && v.get("quotient_reason").is_none());
    assert_eq!(q["position_outcome"], v["outcome"]);
    assert_eq!(q["table"].as_array().unwrap().len(), 8);
}

/// `--misere` alone tries the quotient (of heaps 1 to 30, within 10 seconds): 0.75's is
/// found and proved at once. Its JSON gives indices into `elements`; the heap map runs to
/// one period past its preperiod, and every heap's element and the P-portion are read back
/// through them to the outcome a plain misère search finds.
#[test]
fn misere_alone_gives_the_quotient_by_indices() {
    let v = json(&[
        "solve", "--game", "octal", "--code", "0.75", "--to", "12", "--misere", "--json",
    ]);
    let q = &v["quotient"];
    assert_eq!(
        q["presentation"],
        "<a, b, c | a^2 = 1, bc = ab, c^2 = b^2, b^3 = b>"
    );
    let (e, p) = (
        q["heap_map_preperiod"].as_u64().unwrap(),
        q["heap_map_period"].as_u64().unwrap(),
    );
    let map: Vec<usize> = (q["heap_map"].as_array().unwrap().iter())
        .map(|x| x.as_u64().unwrap() as usize)
        .collect();
    assert_eq!(map.len() as u64, e + p);
    let element = |h: usize| {
        if h < map.len() {
            map[h]
        } else {
            map[e as usize + (h - e as usize) % p as usize]
        }
    };
    let table = |x: usize, y: usize| q["table"][x][y].as_u64().unwrap() as usize;
    let p_portion: Vec<u64> = (q["p_portion"].as_array().unwrap().iter())
        .map(|x| x.as_u64().unwrap())
        .collect();
    assert_eq!(q["elements"][p_portion[0] as usize], "a");
    for heaps in [[3, 5, 12], [2, 2, 9], [1, 4, 6]] {
        let x = heaps.iter().fold(0, |x, &h| table(x, element(h)));
        let list = heaps.map(|h| h.to_string()).join(",");
        let search = json(&[
            "solve",
            "--game",
            "octal",
            "--code",
            "0.75",
            "--to",
            "12",
            "--heaps",
            &list,
            "--misere",
            "--quotient",
            "1",
            "--json",
        ]);
        let p = if p_portion.contains(&(x as u64)) {
            "P"
        } else {
            "N"
        };
        assert_eq!(search["outcome"], p, "{list}");
    }
}

/// `--checkpoint FILE`: a run stopped by its time limit keeps its values in FILE and says
/// so; the same command goes on from FILE to the values and period of a run straight
/// through; a damaged FILE is a one-line error.
#[test]
fn a_long_run_goes_on_from_its_checkpoint() {
    let dir = std::env::temp_dir().join(format!("dresher-nim-{}", std::process::id()));
    let file = dir.join("0.16.values");
    let run = |extra: &[&str]| {
        let mut args = vec![
            "solve", "--game", "octal", "--code", "0.16", "--to", "520000",
        ];
        args.extend(["--checkpoint", file.to_str().unwrap(), "--json"]);
        args.extend(extra);
        dresher(&args)
    };
    let first = run(&["--time-limit", "0.05"]);
    if !first.status.success() {
        let why = String::from_utf8_lossy(&first.stderr);
        assert!(
            why.contains("saved in") && why.contains("goes on from there"),
            "{why}"
        );
    }
    assert!(file.exists());
    let resumed = run(&[]);
    assert!(
        resumed.status.success(),
        "{}",
        String::from_utf8_lossy(&resumed.stderr)
    );
    let resumed: serde_json::Value = serde_json::from_slice(&resumed.stdout).unwrap();
    let straight = json(&[
        "solve", "--game", "octal", "--code", "0.16", "--to", "520000", "--json",
    ]);
    assert_eq!(resumed["values"], straight["values"]);
    assert_eq!(
        (&resumed["period"], &resumed["preperiod"]),
        (&149459.into(), &105351.into())
    );
    let mut bytes = std::fs::read(&file).unwrap();
    let last = bytes.len() - 1;
    bytes[last] ^= 1;
    std::fs::write(&file, bytes).unwrap();
    let damaged = run(&[]);
    let why = String::from_utf8_lossy(&damaged.stderr);
    assert!(
        !damaged.status.success() && why.contains("checksum") && why.lines().count() == 1,
        "{why}"
    );
}

#[test]
fn misere_canonical_forms_are_named_as_cgsuite_names_them() {
    // CGSuite 2.x's test suite: *[[*[4]+*[2]]] prints *[4[2#]], a misère P-position of
    // genus 0^0 born on day 7.
    let v = json(&[
        "solve",
        "--game",
        "misere",
        "--expr",
        "*[[*[4]+*[2]]]",
        "--json",
    ]);
    assert_eq!(v["canonical"], "*[4[2#]]");
    assert_eq!(v["options"], serde_json::json!(["*[4[2]]"]));
    assert_eq!(
        (v["outcome"].as_str(), v["genus"].as_str()),
        (Some("P"), Some("0^0"))
    );
    assert_eq!(v["birthday"], 7);
    // Kayles' heap of 3 has the genus 3 in CGSuite, which writes a bare value only for a
    // nim heap: its form is *3.
    let v = json(&[
        "solve",
        "--game",
        "octal",
        "--code",
        "0.77",
        "--to",
        "10",
        "--heaps",
        "3",
        "--misere",
        "--canonical",
        "--quotient",
        "4",
        "--json",
    ]);
    assert_eq!(v["canonical"], "*[3]");
    for bad in [&["--expr", "*[2"][..], &[]] {
        let o = dresher(&[&["solve", "--game", "misere"][..], bad].concat());
        let err = String::from_utf8_lossy(&o.stderr);
        assert!(!o.status.success() && err.lines().count() == 1, "{err}");
    }
}

/// A quotient that grows past the elements a candidate may have stops `--misere`'s try at
/// the heap before, with the reason, not the run: the values and the genus are still given.
#[test]
fn a_quotient_past_its_limit_stops_at_the_heap_before_in_the_misere_try() {
    let v = json(&[
        "solve", "--game", "octal", "--code", "0.16", "--to", "5", "--misere", "--json",
    ]);
    let q = &v["quotient"];
    assert_eq!(
        (q["heaps"].as_u64(), q["proved"].as_bool()),
        (Some(17), Some(false))
    );
    let why = q["reason"].as_str().unwrap();
    assert!(
        why.starts_with("no finite quotient found up to heap 18"),
        "{why}"
    );
    assert!(why.contains("4096 elements"), "{why}");
    assert!(v.get("quotient_reason").is_none());
    assert_eq!(v["genus"].as_array().unwrap().len(), 6);
}
