//! CGSuite's methods and operators on loopy games as the loopy parser reads them: `G.Pow(x)`,
//! `G.PowTo(x)`, `G.Subordinate(B)`, `G.Upsum(H)`, `G.Downsum(H)`, `G.UpsumVariety(D)`,
//! `G.DownsumVariety(D)` with an argument; `G.Degree`, `G.Variety`, `G.Onside`, `G.Offside`,
//! `G.Tiny`, `G.Miny` without; the ordinal sum `G:H`; and `G Upsum H`, `G Downsum H`
//! written between games.

use crate::games::Games;
use crate::Error;

use super::Loopy;

/// A method or operator with a second game.
#[derive(Clone, Copy, Debug)]
pub(super) enum Binary {
    Pow,
    PowTo,
    Subordinate,
    Upsum,
    Downsum,
    UpsumVariety,
    DownsumVariety,
    OrdinalSum,
}

impl Binary {
    /// The methods written `G.Name(H)`.
    pub(super) const CALLS: [(&'static str, Binary); 7] = [
        (".PowTo(", Binary::PowTo),
        (".Pow(", Binary::Pow),
        (".Subordinate(", Binary::Subordinate),
        (".Upsum(", Binary::Upsum),
        (".Downsum(", Binary::Downsum),
        (".UpsumVariety(", Binary::UpsumVariety),
        (".DownsumVariety(", Binary::DownsumVariety),
    ];

    /// The operators written between two games, as words.
    pub(super) const WORDS: [(&'static str, Binary); 2] =
        [("Upsum", Binary::Upsum), ("Downsum", Binary::Downsum)];

    pub(super) fn apply(self, g: &Loopy, x: &Loopy, games: &mut Games) -> Result<Loopy, Error> {
        match self {
            Binary::Pow => g.pow(x, games),
            Binary::PowTo => g.pow_to(x, games),
            Binary::Subordinate => g.subordinate(x, games),
            Binary::Upsum => g.upsum(x, games),
            Binary::Downsum => g.downsum(x, games),
            Binary::UpsumVariety => Ok(g.varieties(x, games)?.0),
            Binary::DownsumVariety => Ok(g.varieties(x, games)?.1),
            Binary::OrdinalSum => g.ordinal_sum(x, games),
        }
    }
}

/// A method without an argument, written `G.Name` (`G.Tiny` and `G.Miny`, which are
/// braces, the parser writes out itself).
#[derive(Clone, Copy, Debug)]
pub(super) enum Unary {
    Degree,
    Variety,
    Onside,
    Offside,
}

impl Unary {
    pub(super) const ALL: [(&'static str, Unary); 4] = [
        (".Degree", Unary::Degree),
        (".Variety", Unary::Variety),
        (".Onside", Unary::Onside),
        (".Offside", Unary::Offside),
    ];

    pub(super) fn apply(self, g: &Loopy, games: &mut Games) -> Result<Loopy, Error> {
        match self {
            Unary::Degree => g.degree(games),
            Unary::Variety => g.variety(games),
            Unary::Onside => g.sides(games).map(|s| s.onside),
            Unary::Offside => g.sides(games).map(|s| s.offside),
        }
    }
}

/// `G.Tiny` and `G.Miny`: `true` for `Tiny`.
pub(super) const TINY: [(&str, bool); 2] = [(".Tiny", true), (".Miny", false)];

/// Whether `text` uses one of these methods or operators.
pub(super) fn used_in(text: &str) -> bool {
    let calls = Binary::CALLS.iter().map(|(m, _)| *m);
    let unary = Unary::ALL.iter().map(|(m, _)| *m);
    let tiny = TINY.iter().map(|(m, _)| *m);
    calls.chain(unary).chain(tiny).any(|m| text.contains(m))
        || text
            .split(|c: char| !c.is_ascii_alphanumeric())
            .any(|w| Binary::WORDS.iter().any(|(name, _)| *name == w))
}
