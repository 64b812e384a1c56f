//! A readable record of every iteration of Dresher's method, as worked by hand in §1.13.

use std::fmt;

use num_rational::BigRational;

/// One iteration: the basis, its inverse, the scores `R_0 P_j`, and the exchange made.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Iteration {
    /// Indices `j` of the basis columns `P_j`, `P_0` first.
    pub basis: Vec<usize>,
    /// Rows `R_0, ..., R_m` of the basis inverse.
    pub inverse: Vec<Vec<BigRational>>,
    /// `R_0 P_j` for `j = 1, ..., n + m`.
    pub scores: Vec<BigRational>,
    /// `(entering s, leaving j_r)`, or `None` when the basis is optimal.
    pub exchange: Option<(usize, usize)>,
}

impl Iteration {
    /// The current value estimate `l`, the first entry of `R_0`.
    pub fn value(&self) -> &BigRational {
        &self.inverse[0][0]
    }
}

/// The whole run of Dresher's method.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Trace {
    /// Iterations in order; the last one has no exchange.
    pub iterations: Vec<Iteration>,
}

fn row(values: &[BigRational]) -> String {
    values
        .iter()
        .map(|v| format!("{v:>6}"))
        .collect::<Vec<_>>()
        .join(" ")
}

impl fmt::Display for Trace {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (k, it) in self.iterations.iter().enumerate() {
            let basis: Vec<String> = it.basis.iter().map(|j| format!("P{j}")).collect();
            writeln!(
                f,
                "iteration {}: basis ({}), value {}",
                k + 1,
                basis.join(","),
                it.value()
            )?;
            for (i, r) in it.inverse.iter().enumerate() {
                writeln!(f, "  R{i} = [{}]", row(r))?;
            }
            writeln!(f, "  R0 P = [{}]", row(&it.scores))?;
            match it.exchange {
                Some((s, out)) => writeln!(f, "  P{s} enters, P{out} leaves")?,
                None => writeln!(f, "  no score is positive: optimal")?,
            }
        }
        Ok(())
    }
}
