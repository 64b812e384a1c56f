use super::*;
use crate::naive;
use verify::budget::Budget;

/// Proved from the values up to heap `to`, and then true of the values the plain mex rule
/// gives to three times as far.
fn proved_and_confirmed(code: &str, to: usize) -> Option<Period> {
    let rules = Rules::parse(code).unwrap();
    let budget = Budget::unlimited();
    let g = naive::sequence(&rules, to, &budget).unwrap();
    let p = prove(&rules, &g)?;
    assert!(p.checked_to <= to, "{code}");
    let far = naive::sequence(&rules, 3 * to, &budget).unwrap();
    for n in p.preperiod..=3 * to - p.period {
        assert_eq!(far[n + p.period], far[n] + p.saltus, "{code} at {n}");
    }
    Some(p)
}

#[test]
fn taking_one_and_leaving_two_or_three_heaps_grows_as_a_closed_form() {
    // 0.8 (three heaps) and 0.C (two or three): a heap of n splits n - 1 into heaps that
    // sum to less than the value of n, so G(n) = (n - 1) / 3 and (n - 1) / 2 from heap 1.
    for (code, parts) in [("0.8", 3), ("0.C", 2)] {
        let g = naive::sequence(&Rules::parse(code).unwrap(), 150, &Budget::unlimited()).unwrap();
        assert!(
            (1..=150).all(|n| g[n] as usize == (n - 1) / parts),
            "{code}"
        );
        let p = proved_and_confirmed(code, 150).unwrap();
        assert_eq!((p.period, p.saltus, p.preperiod), (parts, 1, 1));
    }
}

#[test]
fn one_and_two_digit_games_are_proved_only_where_the_mex_rule_agrees() {
    let hex = "0123456789ABCDEF";
    let mut proved = Vec::new();
    for a in hex.chars() {
        for b in hex.chars().filter(|_| a != '0') {
            let code = format!("0.{a}{b}");
            if let Some(p) = proved_and_confirmed(&code, 100) {
                proved.push((code, p.period, p.saltus));
            }
        }
    }
    // Among them the growing games in view at a glance (0.3F reads 0, 1, 2, 0, 1, 2, 3, 4,
    // 5, 3, ...), with the least period and saltus the mex rule's values show from heap
    // 150 to 450.
    for code in ["0.3F", "0.48", "0.F8", "0.FC"] {
        let g = naive::sequence(&Rules::parse(code).unwrap(), 450, &Budget::unlimited()).unwrap();
        let shown = (1..150)
            .find_map(|p| {
                let s = g[450] - g[450 - p];
                (150..=450 - p)
                    .all(|n| g[n + p] == g[n] + s)
                    .then_some((p, s))
            })
            .unwrap();
        assert!(
            proved.contains(&(code.to_string(), shown.0, shown.1)),
            "{code}"
        );
    }
}

#[test]
fn sporadic_exceptions_are_never_called_a_period() {
    // 0.03A gains 1 every two heaps from heap 355 to 865, then breaks it at 866 (and
    // again at 932 and 1779). The check asks for values past about three times the
    // preperiod, which the breaks never leave room for.
    let rules = Rules::parse("0.03A").unwrap();
    let g = naive::sequence(&rules, 870, &Budget::unlimited()).unwrap();
    assert_eq!(preperiod(&g[..=860], 2, 1), 355);
    assert_ne!(g[868], g[866] + 1);
    assert!(prove(&rules, &g[..=860]).is_none());
}

#[test]
fn the_ruler_game_is_not_called_arithmetic_periodic() {
    // 0.2048's values grow steadily, but Grossman and Nowakowski (A ruler regularity in
    // hexadecimal games, Games of No Chance 4, 2015) found them to follow another
    // regularity, a ruler pattern, rather than an arithmetic period.
    let rules = Rules::parse("0.2048").unwrap();
    let g = crate::triples::sequence(&rules, 1500, &Budget::unlimited(), &mut |_| {}).unwrap();
    assert!(prove(&rules, &g).is_none());
}

#[test]
fn games_that_never_leave_three_heaps_are_not_tried() {
    let nim: Vec<u32> = (0..50).collect();
    assert!(prove(&Rules::parse("0.333").unwrap(), &nim).is_none());
    assert!(prove(&Rules::Grundy, &nim).is_none());
}

#[test]
fn long_preperiods_are_proved_and_hold_twice_as_far() {
    // 0.3DF gains 8 every 9 heaps from heap 288 on, 0.7B8 16 every 17 from heap 919; 0.3DC
    // 4 every 5 from heap 168 and 0.3FC 8 every 10 from heap 481, whose small values come
    // from pairs of heaps whose values differ only in their low bits. The values (by the
    // bitset method, equal to the mex rule's) to twice as far as the proof used confirm the
    // period and preperiod it gives.
    let budget = Budget::unlimited();
    for (code, to, claimed) in [
        ("0.3DF", 1300, (9, 8, 288)),
        ("0.7B8", 3000, (17, 16, 919)),
        ("0.3DC", 800, (5, 4, 168)),
        ("0.3FC", 2100, (10, 8, 481)),
    ] {
        let rules = Rules::parse(code).unwrap();
        let far = crate::triples::sequence(&rules, 2 * to, &budget, &mut |_| {}).unwrap();
        let p = prove(&rules, &far[..=to]).unwrap();
        assert_eq!((p.period, p.saltus, p.preperiod), claimed, "{code}");
        assert_eq!(preperiod(&far, p.period, p.saltus), p.preperiod, "{code}");
        assert!(p.checked_to <= to, "{code}");
    }
}
