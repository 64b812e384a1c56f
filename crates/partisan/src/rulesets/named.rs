//! The rulesets by name, for callers that take the ruleset from their user: one entry
//! point that reads a position and values it.

use super::{
    clobber::Clobber, domineering::Domineering, hackenbush::Hackenbush,
    hackenbush_graph::HackenbushGraph, konane::Konane, snort::Snort,
    toads_and_frogs::ToadsAndFrogs, Memo, Position,
};
use crate::{Error, GameId, Games};

/// A ruleset of this module.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Ruleset {
    /// [`Domineering`]: Left places vertical dominoes, Right horizontal ones.
    Domineering,
    /// [`Konane`]: stones jump stones, Left's `x`, Right's `o`.
    Konane,
    /// [`Hackenbush`]: red-blue strings (`BBR RB`), or [`HackenbushGraph`], any graph of
    /// blue, red and green edges (`0-1B 1-2G`, vertex 0 the ground).
    Hackenbush,
    /// [`Clobber`]: stones clobber the stone beside them, Left's `x`, Right's `o`.
    Clobber,
    /// [`Snort`]: colouring vertices, never beside the opponent's colour.
    Snort,
    /// [`ToadsAndFrogs`]: toads `T` right, frogs `F` left.
    ToadsAndFrogs,
}

impl Ruleset {
    /// Every ruleset, in the order of the docs.
    pub const ALL: [Ruleset; 6] = [
        Ruleset::Domineering,
        Ruleset::Konane,
        Ruleset::Hackenbush,
        Ruleset::Clobber,
        Ruleset::Snort,
        Ruleset::ToadsAndFrogs,
    ];

    /// The name users write: `domineering`, `toads-and-frogs`, ...
    pub fn name(self) -> &'static str {
        match self {
            Ruleset::Domineering => "domineering",
            Ruleset::Konane => "konane",
            Ruleset::Hackenbush => "hackenbush",
            Ruleset::Clobber => "clobber",
            Ruleset::Snort => "snort",
            Ruleset::ToadsAndFrogs => "toads-and-frogs",
        }
    }

    /// The characters a position of the ruleset is written with (besides row separators).
    pub fn alphabet(self) -> &'static str {
        match self {
            Ruleset::Domineering => ".#",
            Ruleset::Konane | Ruleset::Clobber => ".xo",
            Ruleset::Hackenbush => "BLRGblrg ,-0123456789",
            Ruleset::Snort => ".xo#lr",
            Ruleset::ToadsAndFrogs => ".TFtf",
        }
    }

    /// `[Exact]` Reads a position of the ruleset and values it: its text as read back, and
    /// its value in `games`.
    ///
    /// # Example
    /// ```
    /// use partisan::{Games, rulesets::Ruleset};
    /// let mut g = Games::new();
    /// let rules: Ruleset = "clobber".parse()?;
    /// let (board, v) = rules.value(&mut g, "xo.|.ox")?;
    /// assert_eq!((board.as_str(), g.name(v).as_str()), ("xo./.ox", "0"));
    /// # Ok::<(), partisan::Error>(())
    /// ```
    pub fn value(self, games: &mut Games, text: &str) -> Result<(String, GameId), Error> {
        fn valued<P>(games: &mut Games, text: &str) -> Result<(String, GameId), Error>
        where
            P: Position + std::str::FromStr<Err = Error> + std::fmt::Display,
        {
            let p: P = text.parse()?;
            let value = p.value(games, &mut Memo::default());
            Ok((p.to_string(), value))
        }
        match self {
            Ruleset::Domineering => valued::<Domineering>(games, text),
            Ruleset::Konane => valued::<Konane>(games, text),
            Ruleset::Clobber => valued::<Clobber>(games, text),
            Ruleset::Snort => valued::<Snort>(games, text),
            Ruleset::ToadsAndFrogs => valued::<ToadsAndFrogs>(games, text),
            Ruleset::Hackenbush if text.contains('-') => valued::<HackenbushGraph>(games, text),
            Ruleset::Hackenbush => valued::<Hackenbush>(games, text),
        }
    }
}

impl std::str::FromStr for Ruleset {
    type Err = Error;

    fn from_str(name: &str) -> Result<Ruleset, Error> {
        let wanted = name.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        Ruleset::ALL
            .into_iter()
            .find(|r| r.name() == wanted)
            .ok_or_else(|| {
                let names: Vec<&str> = Ruleset::ALL.iter().map(|r| r.name()).collect();
                Error::BadGame(format!("no ruleset {name:?}: one of {}", names.join(", ")))
            })
    }
}

impl std::fmt::Display for Ruleset {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.name())
    }
}
