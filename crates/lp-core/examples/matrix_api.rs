//! Matrix games from the library alone: a Gambit `.nfg` file read, solved exactly and
//! certified, and written back.
//! Run with `cargo run -p lp-core --example matrix_api`.

use lp_core::{read_nfg, solve_exact, write_nfg, MatrixGame, NfgFormat};

fn main() -> Result<(), lp_core::Error> {
    let rps = MatrixGame::from_integers(&[vec![0, -1, 1], vec![1, 0, -1], vec![-1, 1, 0]])?;
    let text = write_nfg(&rps, "rock-paper-scissors", NfgFormat::Payoff);
    let game = read_nfg(&text)?;
    let solution = solve_exact(&game.game)?;
    println!(
        "value {} (certified: {})",
        solution.value(),
        solution.certified()
    );
    let row: Vec<String> = solution
        .row_strategy()
        .iter()
        .map(|p| p.to_string())
        .collect();
    println!("row player's mix: {row:?}");
    Ok(())
}
