//! The Number Hides Game from the library alone: a line, a spider and a tree solved and
//! certified, then a small line sweep stored and re-checked from its files.
//! Run with `cargo run -p nhg --example nhg_api`.

use nhg::spider::{solve_spider, Spider};
use nhg::sweeps::line;
use nhg::tree::{solve_tree, Tree};
use nhg::{solve_line, LineGame};

fn main() -> Result<(), nhg::Error> {
    let on_line = solve_line(LineGame::new(2, 3, 9)?)?;
    println!(
        "G(2, 3, 9) = {} (lower = upper: {})",
        on_line.solution.value,
        on_line.lower == on_line.upper
    );

    let spider = solve_spider(Spider::new(3, 2)?, 2, 1)?;
    println!(
        "G(2, 1) on a spider of 3 legs of 2 = {} (certified: {})",
        spider.value(),
        spider.compact.certified()
    );

    let star = Tree::parse("0 1\n0 2\n0 3\n3 4\n")?;
    let on_tree = solve_tree(&star, 2, 2)?;
    println!("G(2, 2) on a 5-coin tree = {}", on_tree.solution.value());

    let dir = std::env::temp_dir().join("dresher-nhg-example");
    let budget = verify::budget::Budget::unlimited();
    let swept = line::sweep(12, 6, &dir, (&|_, _| {}, &budget))?;
    let (blocks, failures) = line::check_dir(&dir)?;
    println!(
        "{}re-checked {blocks} blocks, {} failures",
        swept.summary,
        failures.len()
    );
    assert!(failures.is_empty());
    std::fs::remove_dir_all(&dir).ok();
    Ok(())
}
