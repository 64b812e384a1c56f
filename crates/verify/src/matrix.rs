//! Dense matrices of exact rationals, the common currency of this crate.

use num_bigint::BigInt;
use num_integer::Integer;
use num_rational::BigRational;
use num_traits::{One, Zero};

/// A dense `rows x cols` matrix of exact rationals, stored row by row.
///
/// Constructed only through [`RationalMatrix::new`], [`RationalMatrix::from_integers`]
/// or [`RationalMatrix::from_fn`], which check the shape.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RationalMatrix {
    rows: usize,
    cols: usize,
    data: Vec<BigRational>,
}

/// The shape of a matrix does not match its data.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ShapeError {
    /// Entries expected (`rows * cols`).
    pub expected: usize,
    /// Entries supplied.
    pub found: usize,
}

impl std::fmt::Display for ShapeError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "matrix needs {} entries, got {}",
            self.expected, self.found
        )
    }
}

impl std::error::Error for ShapeError {}

impl RationalMatrix {
    /// A matrix from its entries in row-major order.
    pub fn new(rows: usize, cols: usize, data: Vec<BigRational>) -> Result<Self, ShapeError> {
        if data.len() != rows * cols {
            return Err(ShapeError {
                expected: rows * cols,
                found: data.len(),
            });
        }
        Ok(RationalMatrix { rows, cols, data })
    }

    /// A matrix of integers given row by row; all rows must have `cols` entries.
    pub fn from_integers(rows: &[Vec<i64>]) -> Result<Self, ShapeError> {
        let cols = rows.first().map_or(0, Vec::len);
        let data: Vec<BigRational> = rows
            .iter()
            .flat_map(|r| {
                r.iter()
                    .map(|&v| BigRational::from_integer(BigInt::from(v)))
            })
            .collect();
        Self::new(rows.len(), cols, data)
    }

    /// A matrix whose entry `(i, j)` is `f(i, j)`.
    pub fn from_fn(rows: usize, cols: usize, f: impl Fn(usize, usize) -> BigRational) -> Self {
        let data = (0..rows)
            .flat_map(|i| (0..cols).map(move |j| (i, j)))
            .map(|(i, j)| f(i, j));
        RationalMatrix {
            rows,
            cols,
            data: data.collect(),
        }
    }

    /// The identity matrix of size `n`.
    pub fn identity(n: usize) -> Self {
        Self::from_fn(n, n, |i, j| {
            if i == j {
                BigRational::one()
            } else {
                BigRational::zero()
            }
        })
    }

    /// Number of rows.
    pub fn rows(&self) -> usize {
        self.rows
    }

    /// Number of columns.
    pub fn cols(&self) -> usize {
        self.cols
    }

    /// Entry `(i, j)`.
    pub fn get(&self, i: usize, j: usize) -> &BigRational {
        assert!(
            i < self.rows && j < self.cols,
            "index ({i}, {j}) out of range"
        );
        &self.data[i * self.cols + j]
    }

    /// Row `i` as a slice.
    pub fn row(&self, i: usize) -> &[BigRational] {
        &self.data[i * self.cols..(i + 1) * self.cols]
    }

    /// The transposed matrix.
    pub fn transpose(&self) -> Self {
        Self::from_fn(self.cols, self.rows, |i, j| self.get(j, i).clone())
    }

    /// The matrix-vector product `self * x`.
    pub fn mul_vec(&self, x: &[BigRational]) -> Vec<BigRational> {
        assert_eq!(
            x.len(),
            self.cols,
            "vector length must equal the column count"
        );
        let x = Scaled::new(x);
        (0..self.rows)
            .map(|i| Scaled::new(self.row(i)).dot(&x))
            .collect()
    }

    /// Column `j` as a vector.
    pub fn column(&self, j: usize) -> Vec<BigRational> {
        (0..self.rows).map(|i| self.get(i, j).clone()).collect()
    }
}

/// The inner product of two equally long rational vectors.
pub fn dot(a: &[BigRational], b: &[BigRational]) -> BigRational {
    Scaled::new(a).dot(&Scaled::new(b))
}

/// A rational vector as integers over one common denominator.
///
/// Summing `BigRational`s reduces by a gcd at every addition; scaling once and summing
/// integers makes an `n`-term inner product `n` big-integer multiply-adds and one gcd.
#[derive(Clone, Debug)]
pub struct Scaled {
    denom: BigInt,
    nums: Vec<BigInt>,
}

impl Scaled {
    /// Scales `v` by the lcm of its denominators. A denominator that already divides the lcm
    /// so far costs a division, not a gcd (an exact solve's answers mostly share theirs).
    pub fn new<'a>(v: impl IntoIterator<Item = &'a BigRational>) -> Scaled {
        let v: Vec<&BigRational> = v.into_iter().collect();
        let mut denom = BigInt::one();
        for x in &v {
            if !denom.is_multiple_of(x.denom()) {
                denom = denom.lcm(x.denom());
            }
        }
        let nums = v
            .iter()
            .map(|x| match x.denom() == &denom {
                true => x.numer().clone(),
                false => x.numer() * (&denom / x.denom()),
            })
            .collect();
        Scaled { denom, nums }
    }

    /// The common denominator.
    pub fn denom(&self) -> &BigInt {
        &self.denom
    }

    /// The numerators over it, in order.
    pub fn numerators(&self) -> &[BigInt] {
        &self.nums
    }

    /// The common denominator and the numerators.
    pub fn into_parts(self) -> (BigInt, Vec<BigInt>) {
        (self.denom, self.nums)
    }

    /// The exact sum of the vector.
    pub fn sum(&self) -> BigRational {
        BigRational::new(self.nums.iter().sum(), self.denom.clone())
    }

    /// The exact inner product with another scaled vector of the same length.
    pub fn dot(&self, other: &Scaled) -> BigRational {
        assert_eq!(
            self.nums.len(),
            other.nums.len(),
            "vectors of different lengths"
        );
        let sum = self
            .nums
            .iter()
            .zip(&other.nums)
            .fold(BigInt::zero(), |acc, (a, b)| acc + a * b);
        BigRational::new(sum, &self.denom * &other.denom)
    }
}
