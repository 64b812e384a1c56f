//! Edge-matching puzzles from the library alone: generate one, estimate its search tree,
//! solve it with a checkpoint file, and verify the board; then a clue-shaped board with
//! hints, solved by the portfolio (search and SAT racing) and shared as a viewer URL.
//! Run with `cargo run -p dresher-eternity --example eternity_api`.

use eternity::backtrack::estimate;
use eternity::{check, share, solve, solve_with_checkpoint, Method, Options, Recipe};

fn main() -> Result<(), eternity::Error> {
    let (puzzle, _) = Recipe::hardest(5, 5, 3, eternity::Colours::Uniform).generate()?;
    println!(
        "search tree of a 5 x 5 puzzle: about {:.2e} nodes",
        estimate(&puzzle, 1000, 1).nodes()
    );
    let file = std::env::temp_dir().join("dresher-eternity-example.json");
    let _ = std::fs::remove_file(&file);
    let (outcome, line) = solve_with_checkpoint(&file, &puzzle, Options::default(), |_| {})?;
    let board = outcome.board.expect("a generated puzzle is solvable");
    println!("{line}\n{}", board);
    assert!(check(&puzzle, &board)?.is_solved());
    std::fs::remove_file(&file).ok();

    let clue = Recipe {
        rows: 6,
        cols: 12,
        frame: 4,
        inner: 3,
        seed: 1,
        hints: 4,
        colours: eternity::Colours::Uniform,
    };
    let (puzzle, _) = clue.generate()?;
    let outcome = solve(&puzzle, Method::Portfolio, Options::default())?;
    let board = outcome.board.expect("a generated puzzle is solvable");
    assert!(check(&puzzle, &board)?.is_solved());
    println!(
        "6 x 12, 4 hints, solved in {:.3} s: {}",
        outcome.seconds,
        share::to_bucas(&puzzle, &board)?
    );
    Ok(())
}
