//! Races from the library alone: two coins raced to a verdict, and a small resumable
//! validation table written to a folder.
//! Run with `cargo run -p racing --example racing_api`.

use racing::{csv, race, Algorithm, RaceConfig, Rng, ValidationPlan};

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut rng = Rng::new(7);
    let mut games = || if rng.bernoulli(0.6) { 1.0 } else { 0.0 };
    let r = race(Algorithm::Lebr, &RaceConfig::new(0.02, 0.05)?, &mut games);
    println!(
        "p = 0.6: {:?} after {} games, mu in [{:.3}, {:.3}]",
        r.decision, r.games, r.lower, r.upper
    );

    let plan = ValidationPlan::new(vec![Algorithm::Lebr], vec![0.0, 0.1], 50, 0.05, 0.05, 1)?;
    let dir = std::env::temp_dir().join("dresher-racing-example");
    let never = std::sync::atomic::AtomicBool::new(false);
    let rows = plan.run_resumable(&dir, |_, _| {}, &never)?;
    print!("{}", csv(&rows.unwrap_or_default()));
    std::fs::remove_dir_all(&dir).ok();
    Ok(())
}
