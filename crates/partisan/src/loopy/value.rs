//! The value of a loopy game: a stopper in simplest form, or a sided value `G+ & G-` whose
//! sides are stoppers (Siegel ch. VI.4), as CGSuite computes and writes them.

use crate::games::Games;
use crate::Error;

use super::side_survival::side_le;
use super::{parse, Loopy, Sides};

/// A loopy game's value.
#[derive(Clone, Debug)]
pub enum Value {
    /// A stopper, in simplest form.
    Stopper(Loopy),
    /// A game that is not a stopper: its onside and offside (different stoppers).
    Sided(Sides),
}

/// Reads `text` (CGSuite's notation, with `G & H` for a sided value at the top) and
/// finds its value: the simplest form of a stopper, or both sides of any other game.
pub fn value(games: &mut Games, text: &str) -> Result<Value, Error> {
    if let Some((on, off)) = split_sided(text) {
        let (onside, offside) = (stopper(games, on)?, stopper(games, off)?);
        if !onside.ge(&offside, games)? {
            return Err(Error::BadGame(format!(
                "`{}` is not a sided value: its offside is not <= its onside",
                text.trim()
            )));
        }
        return Ok(Value::of_sides(Sides { onside, offside }, games));
    }
    Value::of_game(&parse(games, text)?, games)
}

/// How `g` compares with `h`, both in CGSuite's notation: `=`, `>`, `<` or `||`
/// (confused). Games are compared side by side without finding their sides
/// ([`Loopy::ge_any`]), so games whose sides are not stoppers compare too; a sided value
/// `G & H` is compared by the sides it gives.
pub fn compare(games: &mut Games, g: &str, h: &str) -> Result<&'static str, Error> {
    if split_sided(g).is_some() || split_sided(h).is_some() {
        let (g, h) = (value(games, g)?, value(games, h)?);
        return g.compare(&h, games);
    }
    let (g, h) = (parse(games, g)?, parse(games, h)?);
    Ok(sign(g.ge_any(&h, games)?, h.ge_any(&g, games)?))
}

/// The sign of a comparison from `G >= H` and `H >= G`.
fn sign(ge: bool, le: bool) -> &'static str {
    match (ge, le) {
        (true, true) => "=",
        (true, false) => ">",
        (false, true) => "<",
        (false, false) => "||",
    }
}

/// `G & H` split at its `&`, outside any braces or parentheses.
fn split_sided(text: &str) -> Option<(&str, &str)> {
    let mut depth = 0i32;
    for (i, c) in text.char_indices() {
        match c {
            '{' | '(' => depth += 1,
            '}' | ')' => depth -= 1,
            '&' if depth == 0 => return Some((&text[..i], &text[i + 1..])),
            _ => {}
        }
    }
    None
}

/// The simplest form of a side written as a stopper.
fn stopper(games: &mut Games, text: &str) -> Result<Loopy, Error> {
    let g = parse(games, text)?;
    if !g.is_stopper() {
        return Err(Error::BadGame(format!(
            "`{}`: each side of `G & H` must be a stopper",
            text.trim()
        )));
    }
    g.canonical(games)
}

impl Value {
    /// The value of `game`: its simplest form when it is a stopper, else its sides.
    pub fn of_game(game: &Loopy, games: &mut Games) -> Result<Value, Error> {
        match game.is_stopper() {
            true => Ok(Value::Stopper(game.canonical(games)?)),
            false => Ok(Value::of_sides(game.sides(games)?, games)),
        }
    }

    /// One stopper when the sides are equal, else the sided value.
    fn of_sides(sides: Sides, games: &mut Games) -> Value {
        let (on, off) = (&sides.onside, &sides.offside);
        let equal = on.ge(off, games).unwrap_or(false) && off.ge(on, games).unwrap_or(false);
        match equal {
            true => Value::Stopper(sides.onside),
            false => Value::Sided(sides),
        }
    }

    /// As CGSuite writes it: the stopper's name, `dud` for `on & off`, else `G & H`.
    pub fn name(&self, games: &mut Games) -> Result<String, Error> {
        match self {
            Value::Stopper(g) => g.name(games),
            Value::Sided(s) => {
                let (on, off) = (s.onside.name(games)?, s.offside.name(games)?);
                Ok(match (on.as_str(), off.as_str()) {
                    ("on", "off") => "dud".into(),
                    _ => format!("{on} & {off}"),
                })
            }
        }
    }

    /// CGSuite's outcome class (`L`, `R`, `N`, `P`, `D`, `PHat`, `PCheck`, `NHat`,
    /// `NCheck`), from the sides' classes as CGSuite derives it.
    pub fn outcome_class(&self, games: &mut Games) -> Result<&'static str, Error> {
        let (on, off) = match self {
            Value::Stopper(g) => return side_class(g, true, games),
            Value::Sided(s) => (
                side_class(&s.onside, true, games)?,
                side_class(&s.offside, false, games)?,
            ),
        };
        Ok(match (on, off) {
            ("L", "L") => "L",
            ("L", "N") => "NHat",
            ("L", "P") => "PHat",
            ("L", "R") => "D",
            ("N", "N") => "N",
            ("N", "R") => "NCheck",
            ("P", "P") => "P",
            ("P", "R") => "PCheck",
            ("R", "R") => "R",
            _ => {
                return Err(Error::Internal(format!(
                    "the onside's class {on} is below the offside's {off}"
                )))
            }
        })
    }

    /// `G >= H`: each side at least the other's same side (Siegel ch. VI.4), compared on
    /// that side (sides need not be stoppers).
    pub fn ge(&self, other: &Value, games: &mut Games) -> Result<bool, Error> {
        let pairs = [
            (self.onside(), other.onside(), true),
            (self.offside(), other.offside(), false),
        ];
        for (g, h, onside) in pairs {
            if !side_le(&h.graph, h.start, &g.graph, g.start, onside, games)? {
                return Ok(false);
            }
        }
        Ok(true)
    }

    /// How `self` compares with `other`: `=`, `>`, `<` or `||` (confused).
    pub fn compare(&self, other: &Value, games: &mut Games) -> Result<&'static str, Error> {
        Ok(sign(self.ge(other, games)?, other.ge(self, games)?))
    }

    /// The onside (the stopper itself for a stopper).
    pub fn onside(&self) -> &Loopy {
        match self {
            Value::Stopper(g) => g,
            Value::Sided(s) => &s.onside,
        }
    }

    /// The offside (the stopper itself for a stopper).
    pub fn offside(&self) -> &Loopy {
        match self {
            Value::Stopper(g) => g,
            Value::Sided(s) => &s.offside,
        }
    }
}

/// A side's class by comparison with 0 on that side (`onside`: the onside).
fn side_class(g: &Loopy, onside: bool, games: &mut Games) -> Result<&'static str, Error> {
    let zero = games.zero();
    let zero = Loopy::from_short(games, zero)?;
    let le = |a: &Loopy, b: &Loopy, games: &mut Games| {
        side_le(&a.graph, a.start, &b.graph, b.start, onside, games)
    };
    Ok(match (le(&zero, g, games)?, le(g, &zero, games)?) {
        (true, false) => "L",
        (false, false) => "N",
        (true, true) => "P",
        (false, true) => "R",
    })
}
