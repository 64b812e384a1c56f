//! The numbers a DP can run on: `f64` to search fast, integers and rationals to be exact.

use num_bigint::BigInt;
use num_rational::BigRational;
use num_traits::Zero;

/// A weight type for the tree DPs: an ordered additive group with scaling by small integers.
pub trait Weight: Clone + PartialOrd + std::fmt::Debug {
    /// The additive identity.
    fn zero() -> Self;
    /// `self + other`.
    fn add(&self, other: &Self) -> Self;
    /// `self - other`.
    fn sub(&self, other: &Self) -> Self;
    /// `self * k`.
    fn times(&self, k: u32) -> Self;
    /// `self < 0`.
    fn is_negative(&self) -> bool {
        *self < Self::zero()
    }
}

macro_rules! primitive_weight {
    ($($t:ty),*) => {$(
        impl Weight for $t {
            fn zero() -> Self { 0 as $t }
            fn add(&self, other: &Self) -> Self { self + other }
            fn sub(&self, other: &Self) -> Self { self - other }
            fn times(&self, k: u32) -> Self { self * (k as $t) }
        }
    )*};
}

primitive_weight!(f64, i64, i128);

macro_rules! big_weight {
    ($($t:ty => $lift:expr),*) => {$(
        impl Weight for $t {
            fn zero() -> Self {
                Zero::zero()
            }
            fn add(&self, other: &Self) -> Self {
                self + other
            }
            fn sub(&self, other: &Self) -> Self {
                self - other
            }
            fn times(&self, k: u32) -> Self {
                let lift: fn(u32) -> $t = $lift;
                self * lift(k)
            }
        }
    )*};
}

big_weight!(
    BigInt => |k| BigInt::from(k),
    BigRational => |k| BigRational::from_integer(BigInt::from(k))
);
