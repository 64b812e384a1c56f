//! Partisan games from the library alone: a canonical form, a Procrastination comparison
//! answered two independent ways, and one start of The Easy Chase.
//! Run with `cargo run -p partisan --example partisan_api`.

use partisan::easy_chase::{EasyChase, Square};
use partisan::procrastination::{no_worse, no_worse_by_positions, sum_value, Tower};
use partisan::Games;

fn main() -> Result<(), partisan::Error> {
    let mut games = Games::new();
    let g = games.parse("up+up+*")?;
    println!(
        "up + up + * = {} (outcome {})",
        games.name(g),
        games.outcome(g)
    );

    let c1: Vec<Tower> = ["W", "WB", "BBW"]
        .iter()
        .map(|t| t.parse())
        .collect::<Result<_, _>>()?;
    let c2: Vec<Tower> = ["B", "WW"]
        .iter()
        .map(|t| t.parse())
        .collect::<Result<_, _>>()?;
    let answer = no_worse(&c1, &c2);
    assert_eq!(answer, no_worse_by_positions(&c1, &c2));
    println!(
        "C1 = {} >= C2 = {}: {answer}",
        sum_value(&c1),
        sum_value(&c2)
    );

    let table = EasyChase::new(5)?.solve();
    let (white, black): (Square, Square) = ("1,1".parse()?, "5,5".parse()?);
    println!(
        "Easy Chase 5 x 5 from (1,1) and (5,5): {}",
        table.answer(white, black)?
    );
    Ok(())
}
