//! Piecewise-linear functions of the temperature `t >= 0` with dyadic breakpoints: the walls
//! of a thermograph (Winning Ways ch. 6; Siegel, *Combinatorial Game Theory*, 2013, §II.5).
//! A wall's slopes are small integers (0 or -1 on a left wall, 0 or +1 on a right wall, up
//! to ±2 in a difference of two), so every crossing of two pieces is again a dyadic
//! rational and a wall is exact.

use crate::Surreal;

/// One piece of a [`Wall`]: the line `at + slope * (t - from)` from `from` up to the next
/// piece's `from` (the last piece runs on for ever).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Piece {
    /// Where the piece starts.
    pub from: Surreal,
    /// The wall's value at `from`.
    pub at: Surreal,
    /// The change of the value per unit of temperature.
    pub slope: i8,
}

impl Piece {
    /// The piece's line as `(c, s)`: the value `c + s t`.
    pub fn line(&self) -> (Surreal, i8) {
        (&self.at - &times(&self.from, self.slope), self.slope)
    }

    /// The piece's line at `t`.
    fn value(&self, t: &Surreal) -> Surreal {
        &self.at + &times(&(t - &self.from), self.slope)
    }
}

/// `[Exact]` A continuous piecewise-linear function on `t >= 0`, kept with the fewest pieces.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Wall {
    pieces: Vec<Piece>,
}

impl Wall {
    /// The constant `x`.
    pub fn constant(x: &Surreal) -> Wall {
        Wall {
            pieces: vec![Piece {
                from: Surreal::zero(),
                at: x.clone(),
                slope: 0,
            }],
        }
    }

    /// The pieces, the first from `t = 0`, in order.
    pub fn pieces(&self) -> &[Piece] {
        &self.pieces
    }

    /// The value at `t >= 0`.
    pub fn value(&self, t: &Surreal) -> Surreal {
        self.piece_at(t).value(t)
    }

    fn piece_at(&self, t: &Surreal) -> &Piece {
        let i = self.pieces.partition_point(|p| &p.from <= t);
        &self.pieces[i.saturating_sub(1)]
    }

    /// This wall plus `d * t`.
    pub fn tilted(&self, d: i8) -> Wall {
        let pieces = self.pieces.iter().map(|p| Piece {
            from: p.from.clone(),
            at: &p.at + &times(&p.from, d),
            slope: p.slope + d,
        });
        Wall::merged(pieces.collect())
    }

    /// This wall up to `t0`, then the constant it has reached there.
    pub fn capped(&self, t0: &Surreal) -> Wall {
        let mut pieces: Vec<Piece> = (self.pieces.iter())
            .filter(|p| &p.from < t0)
            .cloned()
            .collect();
        pieces.push(Piece {
            from: t0.clone(),
            at: self.value(t0),
            slope: 0,
        });
        Wall::merged(pieces)
    }

    /// The pointwise maximum of `walls` (at least one).
    pub fn max(walls: &[Wall]) -> Wall {
        Wall::envelope(walls, true)
    }

    /// The pointwise minimum of `walls` (at least one).
    pub fn min(walls: &[Wall]) -> Wall {
        Wall::envelope(walls, false)
    }

    /// `self - other`.
    pub fn minus(&self, other: &Wall) -> Wall {
        let pieces = breakpoints(&[self.clone(), other.clone()])
            .into_iter()
            .map(|t| {
                let (a, b) = (self.piece_at(&t), other.piece_at(&t));
                Piece {
                    at: &a.value(&t) - &b.value(&t),
                    slope: a.slope - b.slope,
                    from: t,
                }
            });
        Wall::merged(pieces.collect())
    }

    /// The least `t >= 0` where this wall is at most 0, if it gets there.
    pub fn first_nonpositive(&self) -> Option<Surreal> {
        for (i, p) in self.pieces.iter().enumerate() {
            if p.at <= Surreal::zero() {
                return Some(p.from.clone());
            }
            if p.slope < 0 {
                let t = &p.from + &divided(&p.at, -p.slope);
                match self.pieces.get(i + 1) {
                    Some(next) if next.from <= t => {}
                    _ => return Some(t),
                }
            }
        }
        None
    }

    /// The upper or lower envelope: on each stretch between the inputs' breakpoints and
    /// their lines' crossings, the line that is highest (lowest) at its start, ties going
    /// to the line that is highest (lowest) just after it.
    fn envelope(walls: &[Wall], upper: bool) -> Wall {
        let mut starts = breakpoints(walls);
        let ends: Vec<Option<Surreal>> = (starts.iter().skip(1).cloned().map(Some))
            .chain([None])
            .collect();
        let mut crossings = Vec::new();
        for (start, end) in starts.iter().zip(&ends) {
            let lines: Vec<&Piece> = walls.iter().map(|w| w.piece_at(start)).collect();
            for a in &lines {
                for b in &lines {
                    if let Some(t) = crossing(a, b, start) {
                        if end.as_ref().is_none_or(|e| &t < e) {
                            crossings.push(t);
                        }
                    }
                }
            }
        }
        starts.extend(crossings);
        starts.sort();
        starts.dedup();
        let pieces = starts.into_iter().map(|t| {
            let lines = walls.iter().map(|w| w.piece_at(&t));
            let best = lines
                .map(|p| (p.value(&t), p.slope))
                .reduce(|x, y| {
                    let order = y.0.cmp(&x.0).then(y.1.cmp(&x.1));
                    match order == std::cmp::Ordering::Greater {
                        true if upper => y,
                        false if !upper && order == std::cmp::Ordering::Less => y,
                        _ => x,
                    }
                })
                .expect("at least one wall");
            Piece {
                from: t,
                at: best.0,
                slope: best.1,
            }
        });
        Wall::merged(pieces.collect())
    }

    /// Joins neighbouring pieces that are one line.
    fn merged(pieces: Vec<Piece>) -> Wall {
        let mut out: Vec<Piece> = Vec::with_capacity(pieces.len());
        for p in pieces {
            match out.last() {
                Some(last) if last.slope == p.slope && last.value(&p.from) == p.at => {}
                _ => out.push(p),
            }
        }
        Wall { pieces: out }
    }
}

/// Every piece's start over `walls`, sorted, each once.
fn breakpoints(walls: &[Wall]) -> Vec<Surreal> {
    let mut ts: Vec<Surreal> = (walls.iter())
        .flat_map(|w| w.pieces.iter().map(|p| p.from.clone()))
        .collect();
    ts.sort();
    ts.dedup();
    ts
}

/// Where the lines of `a` and `b` cross strictly after `start`.
fn crossing(a: &Piece, b: &Piece, start: &Surreal) -> Option<Surreal> {
    let gap = &b.value(start) - &a.value(start);
    let closing = a.slope - b.slope;
    if closing == 0 || gap.is_zero() || (gap > Surreal::zero()) != (closing > 0) {
        return None;
    }
    Some(start + &divided(&gap, closing))
}

/// `x * d` for a small integer `d`.
fn times(x: &Surreal, d: i8) -> Surreal {
    let mut sum = Surreal::zero();
    for _ in 0..d.unsigned_abs() {
        sum = &sum + x;
    }
    if d < 0 {
        -&sum
    } else {
        sum
    }
}

/// `x / d` for `d` = ±1 or ±2: a wall's slopes are 0 and one of ±1, so two lines' slopes
/// differ by at most 2.
fn divided(x: &Surreal, d: i8) -> Surreal {
    debug_assert!(matches!(d.unsigned_abs(), 1 | 2), "slopes differ by {d}");
    let q = match d.unsigned_abs() {
        1 => x.clone(),
        _ => x.half(),
    };
    if d < 0 {
        -&q
    } else {
        q
    }
}
