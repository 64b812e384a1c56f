//! The guessing game from the library alone: solve one N, sweep a range into a folder (as
//! the main job does), re-verify the stored files, and race two searchers' exact mean.
//! Run with `cargo run -p dresher-guessing --example guessing_api`.

use guessing::players::{exact_mean, Hider, Mix};
use guessing::sweep::{sweep, Quiet, SweepConfig};
use guessing::{solve, store, GuessingGame, Method, SolveConfig};

fn main() -> Result<(), guessing::Error> {
    let solved = solve(
        GuessingGame::new(12)?,
        &SolveConfig::for_method(Method::Warm),
        None,
        |_| {},
    )?;
    println!(
        "V(12) = {} (certified: {})",
        solved.certificate.value,
        solved.certificate.certified()
    );

    let dir = std::env::temp_dir().join("dresher-guessing-example");
    let swept = sweep(1, 20, &dir, &SweepConfig::default(), &Quiet)?;
    assert!(
        swept.complete(),
        "not certified in this run: {:?}",
        swept.unchecked
    );
    let verdicts = store::check_all(&dir)?;
    println!(
        "swept 1..=20 into {}: {} files re-verified",
        dir.display(),
        verdicts.len()
    );
    assert!(verdicts.iter().all(|(_, v)| v.is_ok()));

    let cert = &store::read(&store::path(&dir, 20))?.check()?;
    let mean = exact_mean(
        &Hider::optimal(cert),
        &Mix::optimal(cert),
        &Mix::bisection(20),
    );
    println!("Bob's optimal mix against bisection, N = 20: mean outcome {mean}");
    std::fs::remove_dir_all(&dir).ok();
    Ok(())
}
