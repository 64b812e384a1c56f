//! Goofspiel from the library alone: N = 4 exactly (every first bid in rationals), then a certified
//! sweep stored as records that read back whole.
//! Run with `cargo run -p goofspiel --example goofspiel_api`.

use goofspiel::store::{stored, sweep, Observer};
use goofspiel::{ExactSolver, Payoff};

struct Quiet;
impl Observer for Quiet {}

fn main() -> Result<(), goofspiel::Error> {
    let mut solver = ExactSolver::new(4)?;
    for first in solver.first_move()? {
        let bid: Vec<String> = first
            .solution
            .row_strategy()
            .iter()
            .map(|p| p.to_string())
            .collect();
        println!(
            "N = 4, prize {}: bid {:?} (certified: {})",
            first.prize,
            bid,
            first.solution.certified()
        );
    }
    let dir = std::env::temp_dir().join("dresher-goofspiel-example");
    let never = std::sync::atomic::AtomicBool::new(false);
    sweep(3, 6, Payoff::Points, &dir, (&Quiet, &never))?;
    let record = stored(&dir, 6, Payoff::Points).expect("a whole record");
    println!(
        "N = 6 certified, error bound {:.1e}: {:?}",
        record.error_bound,
        record.bids()[0]
    );
    std::fs::remove_dir_all(&dir).ok();
    Ok(())
}
