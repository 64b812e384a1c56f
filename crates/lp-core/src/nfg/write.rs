//! Writing `.nfg` files; player 2's payoffs are the negatives of player 1's.

use super::NfgFormat;
use crate::MatrixGame;

fn quoted(s: &str) -> String {
    format!("\"{}\"", s.replace('\\', "\\\\").replace('"', "\\\""))
}

/// Writes a two-player zero-sum `.nfg` file in the chosen version.
pub fn write_nfg(game: &MatrixGame, title: &str, format: NfgFormat) -> String {
    let (m, n) = (game.rows(), game.cols());
    let mut out = format!("NFG 1 R {} {{ \"Player 1\" \"Player 2\" }}", quoted(title));
    let profiles = (0..n).flat_map(|j| (0..m).map(move |i| (i, j)));
    match format {
        NfgFormat::Payoff => {
            out += &format!(" {{ {m} {n} }}\n\n");
            let pairs: Vec<String> = profiles
                .map(|(i, j)| format!("{} {}", game.payoff(i, j), -game.payoff(i, j)))
                .collect();
            out += &pairs.join(" ");
        }
        NfgFormat::Outcome => {
            let names = |v: &[String]| v.iter().map(|s| quoted(s)).collect::<Vec<_>>().join(" ");
            out += &format!(
                "\n\n{{ {{ {} }}\n{{ {} }}\n}}\n\"\"\n\n{{\n",
                names(game.row_labels()),
                names(game.col_labels())
            );
            for (i, j) in profiles.clone() {
                out += &format!("{{ \"\" {}, {} }}\n", game.payoff(i, j), -game.payoff(i, j));
            }
            out += "}\n";
            out += &(1..=m * n)
                .map(|k| k.to_string())
                .collect::<Vec<_>>()
                .join(" ");
        }
    }
    out.push('\n');
    out
}
