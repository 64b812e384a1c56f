//! The spider sweep's blocks re-checked from their certificates: a block as written passes,
//! and each kind of damage is named (a changed value, a changed mix, a formula or verdict
//! that the formula does not give, a lost row).

use nhg::sweeps::spider::{block, check_block};

/// The block of `m = 5` with one field of the first row whose `check` is `check` replaced.
fn with_field(text: &str, check: &str, field: usize, new: &str) -> String {
    let mut done = false;
    let lines: Vec<String> = text
        .lines()
        .map(|l| {
            let mut f: Vec<&str> = l.split(',').collect();
            if !done && f[0] == check {
                done = true;
                f[field] = new;
            }
            f.join(",")
        })
        .collect();
    lines.join("\n") + "\n"
}

fn refused(text: &str, why: &str) {
    let e = check_block(text, 5).expect_err("a damaged block is refused");
    assert!(e.to_string().contains(why), "{e}");
}

#[test]
fn a_written_block_passes_and_damage_is_named() {
    let text = block(5, &verify::budget::Budget::unlimited()).unwrap();
    check_block(&text, 5).unwrap();
    assert!(check_block(&text, 6).is_err(), "a block of another m");
    let row = text.lines().nth(1).unwrap().to_string();
    let f: Vec<&str> = row.split(',').collect();
    // Another value, with the formula column made to agree: the mixes do not certify it.
    let forged = with_field(&text, f[0], 5, "99/7");
    refused(&with_field(&forged, f[0], 6, "99/7"), "not certified");
    // The right value with player II's mix moved to the root, which I's mix always covers.
    assert_eq!(
        &f[1..=5],
        ["5", "1", "2", "4", "1/2"],
        "the first case of m = 5"
    );
    assert_eq!(&f[8..], ["0:1", "4:1"], "I's straight move from the root");
    refused(&with_field(&text, f[0], 9, "0:1"), "not certified");
    refused(&with_field(&text, f[0], 8, "x"), "class:probability");
    // A verdict the formula does not give.
    let flipped = if f[7] == "true" { "false" } else { "true" };
    refused(
        &with_field(&text, f[0], 7, flipped),
        "not what the formula gives",
    );
    // A lost last row, and a torn one.
    let cut = text.trim_end().rsplit_once('\n').unwrap().0.to_string() + "\n";
    refused(&cut, "missing");
    refused(&text[..text.len() - 3], "truncated");
}
