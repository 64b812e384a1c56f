//! Impartial games from the library alone: Dawson's Kayles' period proved, and the winning
//! moves of a position of Kayles rows.
//! Run with `cargo run -p dresher-impartial --example impartial_api`.

use impartial::{heaps, nim_sequence, Rules};
use verify::budget::Budget;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let budget = Budget::unlimited();
    let dawson = Rules::parse("0.07")?;
    let s = nim_sequence(&dawson, 1000, &budget, &mut |_| {})?;
    let p = s.period.ok_or("no period proved")?;
    println!(
        "{dawson}: period {}, last exceptional heap {} (proved from heaps up to {})",
        p.period,
        p.preperiod - 1,
        p.checked_to
    );

    let kayles = Rules::parse("0.77")?;
    let g = nim_sequence(&kayles, 20, &budget, &mut |_| {})?.values;
    let position = heaps::solve(&kayles, &[7, 12, 3], &g)?;
    println!(
        "Kayles rows 7, 12, 3: nim value {}, {}",
        position.nim_value, position.outcome
    );
    for m in &position.winning_moves {
        println!("  row {} of {} pins -> {:?}", m.heap + 1, m.from, m.to);
    }
    Ok(())
}
