//! A long run stopped by its budget saves its values; a run from that checkpoint goes on
//! to the same values and period as one run straight through.

use impartial::{checkpoint, nim_sequence, nim_sequence_saving, Error, Rules, Saving};
use verify::budget::Budget;

#[test]
fn a_stopped_run_goes_on_from_its_checkpoint_to_the_same_values() {
    // 0.16 (period 149,459 from heap 105,351, Gangolli and Plambeck) to heap 300,000: the
    // classes are chosen again after the stop, at heaps 65,536, 131,072 and 262,144.
    let rules = Rules::parse("0.16").unwrap();
    let to = 300_000;
    let straight = nim_sequence(&rules, to, &Budget::unlimited(), &mut |_| {}).unwrap();
    let mut file = Vec::new();
    let mut save = |values: &[u32]| -> Result<(), Error> {
        file = checkpoint::encode(&rules, values);
        Ok(())
    };
    let saving = Saving {
        every: std::time::Duration::ZERO,
        save: &mut save,
    };
    let stopped = Budget::unlimited().with_work(120_000);
    let first = nim_sequence_saving(&rules, to, &stopped, &mut |_| {}, Vec::new(), saving);
    assert!(matches!(first, Err(Error::OutOfBudget(_))), "{first:?}");
    let saved = checkpoint::decode(&rules, &file).unwrap();
    assert!(saved.len() > 20_000 && saved.len() < to, "{}", saved.len());
    assert_eq!(saved, straight.values[..saved.len()]);
    let mut ignore = |_: &[u32]| Ok(());
    let saving = Saving {
        every: std::time::Duration::from_secs(3600),
        save: &mut ignore,
    };
    let resumed =
        nim_sequence_saving(&rules, to, &Budget::unlimited(), &mut |_| {}, saved, saving).unwrap();
    assert_eq!(resumed.values, straight.values);
    assert_eq!(resumed.period, straight.period);
}

#[test]
fn games_that_split_in_three_keep_no_checkpoint() {
    let three = Rules::parse("0.F").unwrap();
    assert_eq!(three.max_parts(), 3);
    let mut ignore = |_: &[u32]| Ok(());
    let saving = Saving {
        every: std::time::Duration::ZERO,
        save: &mut ignore,
    };
    let r = nim_sequence_saving(
        &three,
        10,
        &Budget::unlimited(),
        &mut |_| {},
        Vec::new(),
        saving,
    );
    let why = r.unwrap_err().to_string();
    assert!(why.contains("at most two heaps"), "{why}");
}
