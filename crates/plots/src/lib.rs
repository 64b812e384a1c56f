//! Pictures of dresher's results as SVG (always) and PNG (when the DejaVu font is
//! installed), kept out of the game crates so a library user does not pull in plotters.
//!
//! - [`charts`]: line charts, heat maps with a colour bar, and `draw_both`, which runs one
//!   drawing on both back ends.
//! - [`guessing`]: the figures of seed 000 §3 from certified records.
//! - [`goofspiel`]: player 1's first-bid heat maps per N.
//! - [`racing`]: the validation plots (error rate, games per race, against the gap).
//! - [`board`]: an edge-matching board as coloured triangles, mismatched seams in red.
//! - [`search_tree`]: one of Bob's search trees in the guessing game, keys by depth.
//! - [`tree`]: a Number Hides Game tree with its coins shaded by each player's coverage.
//! - [`thermograph`]: a short partisan game's thermograph, its walls and mast.
//! - [`nim`]: an impartial game's nim sequence as a scatter plot, its proved period marked.
//!
//! # Example
//! ```no_run
//! use eternity::{solve, Method, Options, Recipe};
//! let (puzzle, _) = Recipe::hardest(4, 4, 1, eternity::Colours::Uniform).generate()?;
//! let board = solve(&puzzle, Method::Backtrack, Options::default())?.board.unwrap();
//! dresher_plots::board::draw("board.svg".as_ref(), &puzzle, &board).unwrap();
//! # Ok::<(), eternity::Error>(())
//! ```
#![warn(missing_docs)]

pub mod board;
pub mod charts;
pub mod goofspiel;
pub mod guessing;
pub mod nim;
pub mod racing;
pub mod search_tree;
pub mod thermograph;
pub mod tree;
