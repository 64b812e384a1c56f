//! Misère play by search over positions: the misère outcome of a position of heaps, its
//! winning moves, and Conway's genus of a heap (Winning Ways ch. 13).
//!
//! In misère play the player who cannot move wins. A position's misère value is 1 when it
//! has no move and otherwise the mex of its options' misère values (0: the player to move
//! loses). Sums do not add as in normal play, so positions are searched whole: a sorted
//! list of the game's heaps, with `ones` and `twos` nim heaps `*1` and `*2` beside them (the
//! genus needs them). The genus of `G` is `g^(γ0 γ1 γ2 ...)`: `g` its normal value and `γk`
//! the misère value of `G + *2 + ... + *2` (`k` copies); the `γk` alternate from some `k` on,
//! and the superscript lists them up to the first two of the alternation. A heap whose genus
//! is that of the nim heap of its normal value is tame and written by that value alone.

use rustc_hash::FxHashMap;

use verify::budget::{Budget, Meter};

use crate::moves::HeapMoves;
use crate::{Error, Rules};

/// How many copies of `*2` the genus looks at (`γ0 .. γ(K-1)`); the alternation must show
/// in the last four, else the genus is not given.
pub const GENUS_TERMS: usize = 10;

/// Winning moves: `(index of the heap played, the heaps it leaves)`.
pub type Winning = Vec<(usize, Vec<usize>)>;

/// A position: the game's heaps (sorted, none empty), and the nim heaps `*1`, `*2`.
type Position = (Vec<u32>, u8, u8);

/// Misère values of positions, kept across questions about one game.
pub struct Misere<'a> {
    memo: FxHashMap<Position, u32>,
    moves: HeapMoves<'a>,
    meter: Meter,
}

impl<'a> Misere<'a> {
    /// A search for `rules` within `budget`.
    pub fn new(rules: &'a Rules, budget: &Budget) -> Misere<'a> {
        Misere {
            memo: FxHashMap::default(),
            moves: HeapMoves::new(rules),
            meter: budget.meter(),
        }
    }

    /// The misère value of `heaps` of the game beside `ones` `*1` and `twos` `*2`.
    pub fn value(&mut self, heaps: &[usize], ones: u8, twos: u8) -> Result<u32, Error> {
        let mut sorted: Vec<u32> = heaps
            .iter()
            .filter(|h| **h > 0)
            .map(|h| *h as u32)
            .collect();
        sorted.sort_unstable();
        self.of((sorted, ones, twos))
    }

    fn of(&mut self, p: Position) -> Result<u32, Error> {
        if let Some(&v) = self.memo.get(&p) {
            return Ok(v);
        }
        self.meter.tick()?;
        let mut values = Vec::new();
        for next in self.options(&p) {
            values.push(self.of(next)?);
        }
        let v = match values.is_empty() {
            true => 1,
            false => (0..).find(|v| !values.contains(v)).unwrap_or(0),
        };
        self.memo.insert(p, v);
        Ok(v)
    }

    /// Every option of `p`, each sorted.
    fn options(&mut self, (heaps, ones, twos): &Position) -> Vec<Position> {
        let mut out = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            if i > 0 && heaps[i - 1] == h {
                continue; // the same heap again: the same options
            }
            for leaves in self.moves.of(h as usize) {
                let mut next: Vec<u32> =
                    heaps[..i].iter().chain(&heaps[i + 1..]).copied().collect();
                next.extend_from_slice(leaves);
                next.sort_unstable();
                out.push((next, *ones, *twos));
            }
        }
        if *ones > 0 {
            out.push((heaps.clone(), ones - 1, *twos));
        }
        if *twos > 0 {
            out.push((heaps.clone(), *ones, twos - 1));
            out.push((heaps.clone(), ones + 1, twos - 1));
        }
        out
    }

    /// The misère outcome of `heaps` (`"P"`: the player to move loses) and its winning moves
    /// `(heap index, heaps left)`.
    pub fn outcome(&mut self, heaps: &[usize]) -> Result<(&'static str, Winning), Error> {
        let mut winning = Vec::new();
        for (i, &h) in heaps.iter().enumerate() {
            let options: Vec<Vec<usize>> = (self.moves.of(h).iter())
                .map(|leaves| leaves.iter().map(|l| *l as usize).collect())
                .collect();
            for leaves in options {
                let mut next: Vec<usize> =
                    heaps[..i].iter().chain(&heaps[i + 1..]).copied().collect();
                next.extend(&leaves);
                if self.value(&next, 0, 0)? == 0 {
                    winning.push((i, leaves));
                }
            }
        }
        let outcome = if self.value(heaps, 0, 0)? == 0 {
            "P"
        } else {
            "N"
        };
        Ok((outcome, winning))
    }

    /// Conway's genus of a heap of `n` whose normal value is `g`, as CGSuite writes it
    /// (`4^146`, or the bare value of a tame heap); `None` when the `γk` do not show their
    /// alternation within [`GENUS_TERMS`] terms.
    pub fn genus(&mut self, n: usize, g: u32) -> Result<Option<String>, Error> {
        let gammas = (0..GENUS_TERMS as u8)
            .map(|k| self.value(&[n], 0, k))
            .collect::<Result<Vec<u32>, Error>>()?;
        Ok(written(g, &gammas))
    }
}

/// `g^(γ0 .. γ(s+1))`, `s` the first index from which the `γ` alternate (with four terms
/// at least to show it), or `g` alone when that is the nim heap `*g`'s own genus.
pub(crate) fn written(g: u32, gammas: &[u32]) -> Option<String> {
    let shown = shown(gammas)?;
    match shown == nim_heap_superscript(g) {
        true => Some(g.to_string()),
        false => Some(genus_text(g, shown)),
    }
}

/// `γ0 .. γ(s+1)`, `s` the first index from which the `γ` alternate, if that shows.
pub(crate) fn shown(gammas: &[u32]) -> Option<&[u32]> {
    let len = gammas.len();
    let start =
        (0..len.saturating_sub(3)).find(|&s| (s..len - 2).all(|j| gammas[j + 2] == gammas[j]))?;
    Some(&gammas[..start + 2])
}

/// `g^` and the superscript's digits, separated by commas when one has two digits (a
/// superscript cannot show where such a digit ends).
pub(crate) fn genus_text(g: u32, superscript: &[u32]) -> String {
    let digits: Vec<String> = superscript.iter().map(|v| v.to_string()).collect();
    let sep = if superscript.iter().any(|v| *v > 9) {
        ","
    } else {
        ""
    };
    format!("{g}^{}", digits.join(sep))
}

/// The superscript of the nim heap `*g`: `120` for `*0`, `031` for `*1`, `g (g^2)` above.
fn nim_heap_superscript(g: u32) -> Vec<u32> {
    match g {
        0 => vec![1, 2, 0],
        1 => vec![0, 3, 1],
        g => vec![g, g ^ 2],
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn misere_nim_as_bouton_found_it() {
        // Nim (0.333... take any number): heaps 1,1 lose in misère (an even number of ones),
        // 1,1,1 win; with a heap of 2 or more, the normal play nim sum decides.
        let nim = Rules::parse(&format!("0.{}", "3".repeat(12))).unwrap();
        let mut m = Misere::new(&nim, &Budget::unlimited());
        assert_eq!(m.outcome(&[1, 1]).unwrap().0, "N");
        assert_eq!(m.outcome(&[1, 1, 1]).unwrap().0, "P");
        assert_eq!(m.outcome(&[2, 3, 1]).unwrap().0, "P");
        assert_eq!(m.outcome(&[2, 2]).unwrap().0, "P");
    }

    #[test]
    fn kayles_heaps_have_the_genus_cgsuite_prints() {
        // Kayles' heaps 0..=6, their genera as CGSuite 2.x prints them.
        let kayles = Rules::parse("0.77").unwrap();
        let mut m = Misere::new(&kayles, &Budget::unlimited());
        let g = [0, 1, 2, 3, 1, 4, 3];
        let genus: Vec<String> = (0..7).map(|n| m.genus(n, g[n]).unwrap().unwrap()).collect();
        assert_eq!(genus, ["0", "1", "2", "3", "1", "4^146", "3"]);
    }

    #[test]
    fn heaps_of_0_312_have_the_genus_plambeck_published() {
        // Plambeck, "The Game .312" (plambeck.org, misère quaternary games, solved 2003):
        // heaps 1..=6 have genus 1^{03131}, 2^{20}, 0^{02}, 2^{1420}, 0^{02}, 1^{13}, the
        // last two repeating. The first two are tame (CGSuite writes them bare, and the
        // tail 31 of *1's 1^031 is written out there), the rest are not.
        let rules = Rules::parse("0.312").unwrap();
        let mut m = Misere::new(&rules, &Budget::unlimited());
        // Its normal values from the same page: 1 2 0 2 0 1, then 0 and 1 repeating.
        let g = [0, 1, 2, 0, 2, 0, 1, 0, 1, 0, 1, 0, 1];
        let genus: Vec<String> = (1..=12)
            .map(|n| m.genus(n, g[n]).unwrap().unwrap())
            .collect();
        assert_eq!(genus[..6], ["1", "2", "0^02", "2^1420", "0^02", "1^13"]);
        assert!(genus[6..].chunks(2).all(|pair| pair == ["0^02", "1^13"]));
    }

    #[test]
    fn nim_heaps_are_tame() {
        let nim = Rules::parse(&format!("0.{}", "3".repeat(12))).unwrap();
        let mut m = Misere::new(&nim, &Budget::unlimited());
        for n in 0..8 {
            assert_eq!(m.genus(n, n as u32).unwrap(), Some(n.to_string()), "*{n}");
        }
    }
}
