//! Degrees, upsums, downsums and varieties of stoppers (Winning Ways ch. 11; Siegel,
//! *Combinatorial Game Theory*, ch. VI.5; CGSuite's `Degree`, `Upsum`, `Downsum`,
//! `IsIdempotent`, `UpsumVariety`, `DownsumVariety`, `Variety` and `IsStable`).
//!
//! The upsum `G ⊕ H` is the onside of `G + H` and the downsum the offside: the sum of two
//! stoppers need not be one, and these are the stoppers on either side of it. The degree of
//! `G` is `G ⊕ -G`. With an idempotent degree `D` (`D + D = D`), `G`'s upsum variety is
//! `G ⊕ ((-G) ⊖ -D)` and its downsum variety `G ⊖ ((-G) ⊕ D)`; `G` is stable when the two
//! are equal, and that stopper is its variety.

use crate::games::Games;
use crate::Error;

use super::Loopy;

impl Loopy {
    /// The degree of a stopper: the onside of `G - G`, `0` for a short game. Infinitesimal
    /// games `G` with `G + X = X` are the ones of degree at most `X`'s.
    pub fn degree(&self, games: &mut Games) -> Result<Loopy, Error> {
        if self.is_loopfree() {
            let zero = games.zero();
            return Loopy::from_short(games, zero);
        }
        self.upsum(&self.neg(), games)
    }

    /// The upsum `G ⊕ H`: the onside of `G + H`, in simplest form.
    pub fn upsum(&self, other: &Loopy, games: &mut Games) -> Result<Loopy, Error> {
        Ok(self.add(other, games)?.sides(games)?.onside)
    }

    /// The downsum `G ⊖ H`: the offside of `G + H`, in simplest form.
    pub fn downsum(&self, other: &Loopy, games: &mut Games) -> Result<Loopy, Error> {
        Ok(self.add(other, games)?.sides(games)?.offside)
    }

    /// Whether `G + G = G` (side by side, the sum need not be a stopper).
    pub fn is_idempotent(&self, games: &mut Games) -> Result<bool, Error> {
        let twice = self.add(self, games)?;
        Ok(twice.ge_any(self, games)? && self.ge_any(&twice, games)?)
    }

    /// The upsum and downsum varieties relative to the degree `d`: an error unless `d` is
    /// an idempotent.
    pub fn varieties(&self, d: &Loopy, games: &mut Games) -> Result<(Loopy, Loopy), Error> {
        if !d.is_idempotent(games)? {
            return Err(Error::BadGame(
                "the variety is defined relative to an idempotent degree, and this game's \
                 degree is not one"
                    .into(),
            ));
        }
        let minus = self.neg();
        let up = self.upsum(&minus.downsum(&d.neg(), games)?, games)?;
        let down = self.downsum(&minus.upsum(d, games)?, games)?;
        Ok((up, down))
    }

    /// The variety: the upsum variety relative to the degree when it equals the downsum
    /// variety (the game is stable), else an error.
    pub fn variety(&self, games: &mut Games) -> Result<Loopy, Error> {
        let degree = self.degree(games)?;
        let (up, down) = self.varieties(&degree, games)?;
        match up.ge(&down, games)? && down.ge(&up, games)? {
            true => Ok(up),
            false => Err(Error::BadGame(
                "the game is not stable: its upsum and downsum varieties differ, so it has no \
                 variety"
                    .into(),
            )),
        }
    }
}
