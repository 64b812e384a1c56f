//! Bob's optimal mix of trees, followed as stages, concedes what the mix concedes: its
//! worst key costs exactly the certified value (Kuhn's theorem, checked in exact
//! arithmetic by a separate walk over the stages).

use guessing::behaviour::{behaviour, expected_guesses};
use guessing::{solve, GuessingGame, Method, SolveConfig};
use num_rational::BigRational;
use num_traits::{One, Zero};
use verify::budget::Budget;

#[test]
fn the_stages_concede_the_value_on_the_worst_key() {
    for n in [3, 10, 37, 100] {
        let config = SolveConfig::for_method(Method::Warm);
        let solved = solve(GuessingGame::new(n).unwrap(), &config, None, |_| {}).unwrap();
        let c = &solved.certificate;
        assert!(c.certified());
        let stages = behaviour(&c.trees, &mut Budget::unlimited().meter()).unwrap();
        for s in &stages {
            let total: BigRational = s.guesses.iter().map(|(_, p)| p.clone()).sum();
            assert!(total.is_one(), "N = {n}, keys {:?}", s.interval);
            assert!(s
                .guesses
                .iter()
                .all(|(g, _)| (s.interval.0..=s.interval.1).contains(g)));
        }
        let e = expected_guesses(&stages, n);
        let worst = e.iter().max().unwrap();
        assert_eq!(worst, &c.value, "N = {n}");
        // Against Alice's optimal mix every key she hides costs the value: the game's value.
        let against: BigRational = (e.iter().zip(&c.alpha)).map(|(g, a)| g * a).sum();
        assert_eq!(against, c.value, "N = {n}");
        assert!(c.alpha.iter().all(|a| a >= &BigRational::zero()));
    }
}
