//! Gambit `.nfg` files: both versions, round trips, and errors for bad input.

use lp_core::{read_nfg, solve_exact, write_nfg, MatrixGame, NfgFormat};
use proptest::prelude::*;

const PAYOFF: &str = r#"NFG 1 R "Matching pennies" { "Player 1" "Player 2" } { 2 2 }
"a comment"

1 -1 -1 1 -1 1 1 -1
"#;

const OUTCOME: &str = r#"NFG 1 R "Two person 0 sum game" { "Player 1" "Player 2" }

{
{ "Up" "Down" }
{ "Left" "Middle" "Right" }
}
""

{
{ "" 3, -3 }
{ "" -2, 2 }
{ "quote \" inside" 1.5, -1.5 }
}
1 2 3 0 2 1
"#;

#[test]
fn reads_the_payoff_version() {
    let nfg = read_nfg(PAYOFF).unwrap();
    assert_eq!(nfg.title, "Matching pennies");
    assert_eq!(nfg.comment, "a comment");
    assert_eq!(nfg.format, NfgFormat::Payoff);
    assert!(nfg.zero_sum);
    // Profiles run with player 1 fastest: (1,1) (2,1) (1,2) (2,2).
    assert_eq!(
        nfg.game,
        MatrixGame::from_integers(&[vec![1, -1], vec![-1, 1]]).unwrap()
    );
    assert_eq!(solve_exact(&nfg.game).unwrap().value().to_string(), "0");
}

#[test]
fn reads_the_outcome_version() {
    let nfg = read_nfg(OUTCOME).unwrap();
    assert_eq!(nfg.format, NfgFormat::Outcome);
    assert_eq!(nfg.game.row_labels(), ["Up", "Down"]);
    assert_eq!(nfg.game.col_labels(), ["Left", "Middle", "Right"]);
    let cell = |i, j| nfg.game.payoff(i, j).to_string();
    // Outcomes 1 2 | 3 0 | 2 1 by column, player 1 fastest.
    assert_eq!(
        [
            cell(0, 0),
            cell(1, 0),
            cell(0, 1),
            cell(1, 1),
            cell(0, 2),
            cell(1, 2)
        ],
        ["3", "-2", "3/2", "0", "-2", "3"]
    );
}

#[test]
fn non_zero_sum_files_are_flagged() {
    let text = PAYOFF.replace("1 -1 -1 1 -1 1 1 -1", "1 0 -1 1 -1 1 1 -1");
    assert!(!read_nfg(&text).unwrap().zero_sum);
}

fn game() -> impl Strategy<Value = MatrixGame> {
    (1usize..=4, 1usize..=4)
        .prop_flat_map(|(m, n)| prop::collection::vec(prop::collection::vec(-50i64..=50, n), m))
        .prop_map(|rows| {
            let m = verify::RationalMatrix::from_fn(rows.len(), rows[0].len(), |i, j| {
                num_rational::BigRational::new(rows[i][j].into(), (1 + (i + j) as i64 % 3).into())
            });
            MatrixGame::new(m).unwrap()
        })
}

proptest! {
    #[test]
    fn round_trips(g in game(), outcome in any::<bool>()) {
        let format = if outcome { NfgFormat::Outcome } else { NfgFormat::Payoff };
        let text = write_nfg(&g, "round \"trip\"", format);
        let back = read_nfg(&text).unwrap();
        prop_assert_eq!(back.title, "round \"trip\"");
        prop_assert!(back.zero_sum);
        prop_assert_eq!(back.game.matrix(), g.matrix());
        if outcome {
            prop_assert_eq!(back.game.row_labels(), g.row_labels());
        }
    }

    #[test]
    fn arbitrary_text_never_panics(text in "\\PC{0,200}") {
        let _ = read_nfg(&text);
    }

    #[test]
    fn truncated_files_are_errors(cut in 0usize..PAYOFF.len() - 2) {
        prop_assert!(read_nfg(&PAYOFF[..cut]).is_err());
    }
}

#[test]
fn bad_files_name_the_problem() {
    let cases = [
        ("", "ends"),
        ("EFG 2 R \"x\" { \"1\" \"2\" }", "starts with `NFG`"),
        ("NFG 2 R \"x\" { \"1\" \"2\" } { 1 1 } 0 0", "version \"2\""),
        (
            "NFG 1 R \"x\" { \"1\" \"2\" \"3\" } { 1 1 1 } 0 0 0",
            "3 players",
        ),
        ("NFG 1 R \"x\" { \"1\" } { 1 } 0", "1 players"),
        ("NFG 1 R \"x\" { \"1\" \"2\" } { 2 x } 0 0", "count \"x\""),
        (
            "NFG 1 R \"x\" { \"1\" \"2\" } { 1 1 } 0 zz",
            "\"zz\" is not a number",
        ),
        ("NFG 1 R \"x\" { \"1\" \"2\" } { 1 1 } 0 0 7", "unexpected"),
        (
            "NFG 1 R \"x\" { \"1\" \"2\" } { 0 1 }",
            "at least one strategy",
        ),
        (
            "NFG 1 R \"x\" { \"1\" \"2\" } { { \"a\" } { \"b\" } } { { \"\" 1 -1 } } 2",
            "names outcome \"2\"",
        ),
        (
            "NFG 1 R \"x\" { \"1\" \"2\" } { { \"a\" } { \"b\" } } { { \"\" 1 -1 0 } } 1",
            "exactly two payoffs",
        ),
        ("NFG 1 R \"unclosed { \"1\" \"2\" }", "never closed"),
        (
            "NFG 1 R \"x\" { \"1\" \"2\" } { 1 1 } 1/0 0",
            "not a number",
        ),
    ];
    for (text, needle) in cases {
        let err = read_nfg(text).unwrap_err().to_string();
        assert!(
            err.contains(needle),
            "{text:?}: error `{err}` should mention `{needle}`"
        );
        assert!(!err.contains('\n'), "errors are one line: {err}");
    }
}

/// Two defects once seen: a payoff of 30,800 digits was accepted (and the exact solve ran
/// for minutes), and a token holding a newline made a multi-line error.
#[test]
fn huge_payoffs_and_newlines_in_tokens_are_refused_in_one_line() {
    for payoff in [
        "7.07601e30800",
        "1e999999999999",
        "1e-61",
        &"9".repeat(61),
        &format!("1/{}", "7".repeat(70)),
    ] {
        let file = format!("NFG 1 R \"x\" {{ \"1\" \"2\" }} {{ 1 1 }} {payoff} 0");
        let e = read_nfg(&file).unwrap_err().to_string();
        assert!(
            e.contains("more than 60 digits") && !e.contains('\n') && e.len() < 200,
            "{payoff}: {e}"
        );
    }
    assert!(read_nfg("NFG 1 R \"x\" { \"1\" \"2\" } { 1 1 } 1e59 0").is_ok());
    let torn = "NFG 1 R \"x\" { \"1\" \"2\" } { 1 1 } \"comment\" \"1.210000 }\n{ \" 0";
    let e = read_nfg(torn).unwrap_err().to_string();
    assert!(!e.contains('\n') && e.contains("\\n"), "{e}");
}

/// Found by `cargo xtask fuzz nfg`: a strategy count of 2^64 - 1 overflowed an allocation, and
/// a payoff of 1e59 next to 1 made HiGHS refuse the model (coefficients of 1e20 and more).
#[test]
fn fuzzed_files_huge_counts_and_payoff_ranges() {
    for counts in ["18446744073709551615 2", "1000001 1", "1000 1001"] {
        let file = format!("NFG 1 R \"x\" {{ \"1\" \"2\" }} {{ {counts} }} 1 0");
        let e = read_nfg(&file).unwrap_err().to_string();
        assert!(
            e.contains("limit of 1000000 payoff cells") && !e.contains('\n'),
            "{e}"
        );
    }
    let file = "NFG 1 R \"x\" { \"1\" \"2\" } { 2 2 } 1e59 0 1 0 -3 0 1e58 0";
    let game = read_nfg(file).unwrap().game;
    let s = solve_exact(&game).unwrap();
    assert!(s.certified());
    let (dresher, _) = lp_core::solve_dresher(&game).unwrap();
    assert_eq!(s.value(), dresher.value());
}
