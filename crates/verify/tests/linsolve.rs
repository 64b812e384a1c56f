//! The p-adic solver against fraction-free elimination (an independent method) and
//! against `A x = b` itself.

use num_bigint::BigInt;
use num_rational::BigRational;
use proptest::prelude::*;
use verify::{solve, solve_by_elimination, RationalMatrix, SolveError};

fn int(v: i64) -> BigRational {
    BigRational::from_integer(BigInt::from(v))
}

fn square(
    max_n: usize,
    range: std::ops::RangeInclusive<i64>,
) -> impl Strategy<Value = (usize, Vec<i64>, Vec<i64>)> {
    (1..=max_n).prop_flat_map(move |n| {
        (
            Just(n),
            prop::collection::vec(range.clone(), n * n),
            prop::collection::vec(range.clone(), n),
        )
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn dixon_agrees_with_bareiss((n, a, b) in square(8, -9..=9)) {
        let a = RationalMatrix::new(n, n, a.into_iter().map(int).collect()).unwrap();
        let b: Vec<BigRational> = b.into_iter().map(int).collect();
        let fast = solve(&a, &b);
        let slow = solve_by_elimination(&a, &b);
        prop_assert_eq!(&fast, &slow);
        if let Ok(x) = fast {
            prop_assert_eq!(a.mul_vec(&x), b);
        }
    }

    #[test]
    fn rational_entries_are_exact((n, a, b) in square(5, -40..=40), d in 1i64..=7) {
        let a = RationalMatrix::new(n, n, a.into_iter().map(|v| BigRational::new(v.into(), (d + v.rem_euclid(3)).into())).collect()).unwrap();
        let b: Vec<BigRational> = b.into_iter().map(|v| BigRational::new(v.into(), d.into())).collect();
        if let Ok(x) = solve(&a, &b) {
            prop_assert_eq!(a.mul_vec(&x), b);
        } else {
            prop_assert_eq!(solve_by_elimination(&a, &b), Err(SolveError::Singular));
        }
    }
}

#[test]
fn hilbert_matrix_has_huge_exact_answers() {
    // The Hilbert matrix H_ij = 1/(i+j+1) is notoriously ill-conditioned; its inverse is integral.
    let n = 12;
    let h = RationalMatrix::from_fn(n, n, |i, j| {
        BigRational::new(1.into(), ((i + j + 1) as i64).into())
    });
    let e0: Vec<BigRational> = (0..n).map(|i| int(i64::from(i == 0))).collect();
    let x = solve(&h, &e0).unwrap();
    // First column of H^-1: (-1)^i (i+1) C(n+i, n-1-i) C(i+i, i)^2 ... checked by substitution.
    assert_eq!(h.mul_vec(&x), e0);
    assert_eq!(x[0], int(144));
    assert!(x.iter().all(|v| v.is_integer()));
}

#[test]
fn entries_beyond_machine_words_fall_back_to_elimination() {
    let big = BigRational::from_integer(BigInt::from(10).pow(30));
    let a = RationalMatrix::new(2, 2, vec![big.clone(), int(1), int(1), int(1)]).unwrap();
    let b = vec![int(1), int(2)];
    let x = solve(&a, &b).unwrap();
    assert_eq!(a.mul_vec(&x), b);
}

#[test]
fn bad_shapes_and_singular_matrices_are_errors() {
    let a = RationalMatrix::from_integers(&[vec![1, 2], vec![2, 4]]).unwrap();
    assert_eq!(solve(&a, &[int(1), int(1)]), Err(SolveError::Singular));
    assert_eq!(
        solve(&a, &[int(1)]),
        Err(SolveError::LengthMismatch { rows: 2, rhs: 1 })
    );
    let wide = RationalMatrix::from_integers(&[vec![1, 2, 3]]).unwrap();
    assert_eq!(
        solve(&wide, &[int(1)]),
        Err(SolveError::NotSquare { rows: 1, cols: 3 })
    );
    let empty = RationalMatrix::new(0, 0, vec![]).unwrap();
    assert_eq!(solve(&empty, &[]), Ok(vec![]));
}

#[test]
fn solves_a_200_square_system_with_small_entries() {
    let n = 200;
    let mut seed = 12345u64;
    let mut next = || {
        seed = seed
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        ((seed >> 33) % 22 + 1) as i64
    };
    let a = RationalMatrix::new(n, n, (0..n * n).map(|_| int(next())).collect()).unwrap();
    let b: Vec<BigRational> = (0..n).map(|i| int(i as i64 % 3)).collect();
    let x = solve(&a, &b).unwrap();
    assert_eq!(a.mul_vec(&x), b);
}
