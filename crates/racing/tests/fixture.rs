//! The committed validation table (fixtures/racing/validation.json, made by
//! `cargo xtask report --game racing --out fixtures/racing`): every measured error rate is
//! within delta, and the table covers all six algorithms at every gap.

use racing::{Algorithm, ValidationRow};

#[test]
fn committed_validation_keeps_every_guarantee() {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../fixtures/racing/validation.json"
    );
    let text = std::fs::read_to_string(path).expect("the committed validation table");
    let rows: Vec<ValidationRow> = serde_json::from_str(&text).unwrap();
    assert_eq!(rows.len(), 6 * 7);
    for algorithm in Algorithm::ALL {
        assert_eq!(rows.iter().filter(|r| r.algorithm == algorithm).count(), 7);
    }
    for r in &rows {
        assert!(r.races >= 10_000, "{r:?}");
        assert!(r.error_rate <= 0.05, "{r:?}");
        assert_eq!(r.stops.iter().sum::<u64>(), r.races);
        // Races with a test limit never play more than their maximum.
        match r.algorithm {
            Algorithm::Ilebr1 => assert!(r.max_games <= 74540),
            Algorithm::Ilebr2 | Algorithm::IlebrStar1 | Algorithm::IlebrStar2 => {
                assert!(r.max_games <= 45369)
            }
            _ => {}
        }
    }
}
