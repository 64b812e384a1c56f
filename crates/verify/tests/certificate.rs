//! Certificates on games whose values are known by hand.

use num_rational::BigRational;
use verify::{parse_rational, Certificate, CertificateError, RationalMatrix};

fn q(s: &str) -> BigRational {
    parse_rational(s).unwrap()
}

fn cert(rows: &[&str], cols: &[(usize, &str)], value: &str) -> Certificate {
    Certificate {
        row_mix: rows.iter().map(|s| q(s)).collect(),
        col_mix: cols.iter().map(|(j, s)| (*j, q(s))).collect(),
        value: q(value),
    }
}

#[test]
fn seed_n4_solution_is_certified() {
    // Seed 000 eq. (1.19): the 4 x 14 guessing-game matrix; §1.13: X* uniform, Y* = 1/2 on T7, T8.
    let a = RationalMatrix::from_integers(&[
        vec![1, 1, 1, 1, 1, 2, 2, 2, 3, 2, 2, 3, 3, 4],
        vec![2, 2, 3, 3, 4, 1, 1, 3, 2, 3, 4, 2, 4, 3],
        vec![3, 4, 2, 4, 3, 2, 3, 1, 1, 4, 3, 3, 2, 2],
        vec![4, 3, 3, 2, 2, 3, 2, 2, 2, 1, 1, 1, 1, 1],
    ])
    .unwrap();
    let c = cert(&["1/4"; 4], &[(6, "1/2"), (7, "1/2")], "2");
    let verdict = c.check(&a).unwrap();
    assert!(verdict.certified());
    assert_eq!(verdict.lower, q("2"));
    assert_eq!(c.payoff(&a), q("2"));
}

#[test]
fn suboptimal_strategies_report_the_gap() {
    let pennies = RationalMatrix::from_integers(&[vec![1, -1], vec![-1, 1]]).unwrap();
    let c = cert(&["1", "0"], &[(0, "1/2"), (1, "1/2")], "0");
    let v = c.check(&pennies).unwrap();
    assert!(!v.certified());
    assert_eq!((v.lower, v.upper), (q("-1"), q("0")));
}

#[test]
fn wrong_value_is_not_certified() {
    let pennies = RationalMatrix::from_integers(&[vec![1, -1], vec![-1, 1]]).unwrap();
    let c = cert(&["1/2", "1/2"], &[(0, "1/2"), (1, "1/2")], "1/3");
    assert!(!c.check(&pennies).unwrap().certified());
}

#[test]
fn malformed_certificates_are_errors() {
    let a = RationalMatrix::from_integers(&[vec![1, 2], vec![3, 4]]).unwrap();
    let check = |c: Certificate| c.check(&a).unwrap_err();
    assert_eq!(
        check(cert(&["1"], &[(0, "1")], "1")),
        CertificateError::RowMixLength {
            expected: 2,
            found: 1
        }
    );
    assert_eq!(
        check(cert(&["3/2", "-1/2"], &[(0, "1")], "1")),
        CertificateError::Negative {
            row: true,
            index: 1
        }
    );
    assert_eq!(
        check(cert(&["1/2", "1/4"], &[(0, "1")], "1")),
        CertificateError::NotDistribution { row: true }
    );
    assert_eq!(
        check(cert(&["1", "0"], &[(2, "1")], "1")),
        CertificateError::BadColumn(2)
    );
    assert_eq!(
        check(cert(&["1", "0"], &[(0, "1/2"), (0, "1/2")], "1")),
        CertificateError::BadColumn(0)
    );
    assert_eq!(
        check(cert(&["1", "0"], &[(1, "1/2")], "1")),
        CertificateError::NotDistribution { row: false }
    );
}
