//! Hackenbush on any graph (Winning Ways ch. 1-2, 7; *Lessons in Play* ch. 2): edges joined
//! at vertices, some vertices on the ground. Left cuts a blue edge, Right a red one, either
//! a green one; every edge no longer connected to the ground falls. Who cannot move loses.
//!
//! A position is text: edges separated by spaces or commas, each `U-V` and a colour, `B`
//! (blue, Left's), `R` (red, Right's) or `G` (green, either's): `0-1B 1-2R 2-0G`. Vertex `0`
//! is the ground (all of it: vertices on the ground are one vertex); other vertices are
//! numbers up to 999. Its parts are the sets of edges that meet away from the ground, each
//! valued once by the definition, memoised by its edge list with vertices renumbered in
//! order of appearance, and up to swapping blue and red (which negates the value).
//!
//! # Example
//! ```
//! use partisan::{Games, rulesets::{hackenbush_graph::HackenbushGraph, Position}};
//! let mut g = Games::new();
//! let triangle: HackenbushGraph = "0-1G 1-2G 2-0G".parse()?;   // fuses to three loops: *
//! let v = triangle.value(&mut g, &mut Default::default());
//! assert_eq!(g.name(v), "*");
//! # Ok::<(), partisan::Error>(())
//! ```

use std::str::FromStr;

use super::Position;
use crate::Error;

/// The most edges a position may have: the positions below it are its connected subsets.
pub const MAX_EDGES: usize = 30;

/// An edge's colour: who may cut it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum Colour {
    Blue,
    Red,
    Green,
}

/// `[Exact]` A Hackenbush position: edges `(u, v, colour)`, vertex 0 the ground.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct HackenbushGraph {
    edges: Vec<(u16, u16, Colour)>,
}

impl FromStr for HackenbushGraph {
    type Err = Error;

    fn from_str(text: &str) -> Result<HackenbushGraph, Error> {
        let bad = |why: String| Error::BadGame(format!("Hackenbush position: {why}"));
        let words = text.split(|c: char| c.is_whitespace() || c == ',');
        let mut edges = Vec::new();
        for word in words.filter(|w| !w.is_empty()) {
            let edge = |w: &str| -> Option<(u16, u16, Colour)> {
                let colour = match w.chars().last()?.to_ascii_uppercase() {
                    'B' | 'L' => Colour::Blue,
                    'R' => Colour::Red,
                    'G' => Colour::Green,
                    _ => return None,
                };
                let (u, v) = w[..w.len() - 1].split_once('-')?;
                let vertex = |x: &str| x.trim().parse::<u16>().ok().filter(|&x| x <= 999);
                Some((vertex(u)?, vertex(v)?, colour))
            };
            edges.push(edge(word).ok_or_else(|| {
                bad(format!(
                    "{word:?} is not an edge `U-V` with a colour B, R or G (0-1B)"
                ))
            })?);
        }
        if edges.len() > MAX_EDGES {
            return Err(bad(format!(
                "{} edges, more than the limit {MAX_EDGES}",
                edges.len()
            )));
        }
        Ok(HackenbushGraph { edges }.grounded())
    }
}

impl std::fmt::Display for HackenbushGraph {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let words: Vec<String> = (self.edges.iter())
            .map(|&(u, v, c)| format!("{u}-{v}{}", ['B', 'R', 'G'][c as usize]))
            .collect();
        f.write_str(&words.join(" "))
    }
}

impl HackenbushGraph {
    /// The edges still connected to the ground.
    fn grounded(&self) -> HackenbushGraph {
        let mut reached = vec![0u16];
        let mut kept = vec![false; self.edges.len()];
        let mut i = 0;
        while i < reached.len() {
            let at = reached[i];
            for (k, &(u, v, _)) in self.edges.iter().enumerate() {
                if !kept[k] && (u == at || v == at) {
                    kept[k] = true;
                    let other = if u == at { v } else { u };
                    if !reached.contains(&other) {
                        reached.push(other);
                    }
                }
            }
            i += 1;
        }
        let edges = (self.edges.iter().zip(&kept))
            .filter(|(_, &k)| k)
            .map(|(&e, _)| e)
            .collect();
        HackenbushGraph { edges }
    }

    /// The edges meeting `edge`'s part: those linked to it through vertices off the ground.
    fn part_of(&self, edge: usize) -> Vec<usize> {
        let mut part = vec![edge];
        let mut i = 0;
        while i < part.len() {
            let (u, v, _) = self.edges[part[i]];
            for (k, &(a, b, _)) in self.edges.iter().enumerate() {
                let meets = [a, b].iter().any(|&x| x != 0 && (x == u || x == v));
                if meets && !part.contains(&k) {
                    part.push(k);
                }
            }
            i += 1;
        }
        part
    }
}

impl Position for HackenbushGraph {
    fn moves(&self, left: bool) -> Vec<HackenbushGraph> {
        let mine = if left { Colour::Blue } else { Colour::Red };
        (0..self.edges.len())
            .filter(|&k| matches!(self.edges[k].2, c if c == mine || c == Colour::Green))
            .map(|k| {
                let mut edges = self.edges.clone();
                edges.remove(k);
                HackenbushGraph { edges }.grounded()
            })
            .collect()
    }

    fn parts(&self) -> Vec<HackenbushGraph> {
        let mut seen = vec![false; self.edges.len()];
        let mut out = Vec::new();
        for k in 0..self.edges.len() {
            if seen[k] {
                continue;
            }
            let part = self.part_of(k);
            part.iter().for_each(|&e| seen[e] = true);
            let edges = part.iter().map(|&e| self.edges[e]).collect();
            out.push(HackenbushGraph { edges });
        }
        out
    }

    fn key(&self) -> (String, bool) {
        let (text, swapped) = (self.text(false), self.text(true));
        if swapped < text {
            (swapped, true)
        } else {
            (text, false)
        }
    }
}

impl HackenbushGraph {
    /// The edge list sorted, vertices renumbered in order of appearance, with blue and red
    /// swapped when `swap` (the players' roles swapped: the value negated).
    fn text(&self, swap: bool) -> String {
        let colour = |c: Colour| match (c, swap) {
            (Colour::Blue, true) => Colour::Red,
            (Colour::Red, true) => Colour::Blue,
            (c, _) => c,
        };
        let mut edges: Vec<(u16, u16, Colour)> = (self.edges.iter())
            .map(|&(u, v, c)| (u.min(v), u.max(v), colour(c)))
            .collect();
        edges.sort_unstable();
        let mut names = vec![0u16];
        let mut name = |x: u16| match names.iter().position(|&n| n == x) {
            Some(i) => i,
            None => {
                names.push(x);
                names.len() - 1
            }
        };
        let words: Vec<String> = (edges.iter())
            .map(|&(u, v, c)| format!("{}-{}{}", name(u), name(v), c as u8))
            .collect();
        words.join(" ")
    }
}
