//! Edge-matching puzzles from the library alone: generate one, estimate its search tree,
//! solve it with a checkpoint file, and verify the board.
//! Run with `cargo run -p dresher-eternity --example eternity_api`.

use eternity::backtrack::estimate;
use eternity::{check, solve_with_checkpoint, Options, Recipe};

fn main() -> Result<(), eternity::Error> {
    let (puzzle, _) = Recipe::hardest(5, 5, 3).generate()?;
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
    Ok(())
}
