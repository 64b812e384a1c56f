//! Misère canonical forms of impartial games (Conway, *On Numbers and Games*, ch. 12;
//! Winning Ways ch. 13; Siegel, *Combinatorial Game Theory*, 2013, ch. V).
//!
//! In misère play two games are equal when adding either to any game gives the same
//! outcome. Conway proved that a game simplifies only by deleting options that reverse
//! through a simpler game (with the Grundy-Smith proviso when that game is `0`), and that
//! a game with nothing left to delete is the unique simplest form of its value. [`Forms`]
//! keeps every form it builds once, so equal values are the same [`Form`], and sums,
//! outcomes and genera are read from the forms. They are written as CGSuite 2.x writes
//! them ([`name`]) and read from CGSuite's input (`*[[2],0]`, [`parse`]).
//!
//! # Example
//! ```
//! use impartial::canonical::Forms;
//! use verify::budget::Budget;
//! let mut forms = Forms::new(&Budget::unlimited());
//! let two = forms.nim(2)?;
//! let sum = forms.add(two, two)?; // *2 + *2 does not vanish in misère play
//! assert_eq!(forms.name(sum)?, "*[2[2]]");
//! assert_eq!(forms.outcome(sum), "P");
//! let one = forms.nim(1)?;
//! assert_eq!(forms.add(one, one)?, forms.zero()); // but *1 + *1 does
//! # Ok::<(), impartial::Error>(())
//! ```

pub mod heaps;
pub mod name;
mod order;
pub mod parse;
mod reduce;

use std::cmp::Ordering;
use std::collections::HashMap;

use verify::budget::{Budget, Meter};

use crate::Error;

/// A misère canonical form, an index into its [`Forms`].
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Form(u32);

/// What is kept of one canonical form.
#[derive(Clone, Debug)]
struct Record {
    /// Its options, in CGSuite's canonical order.
    options: Vec<Form>,
    birthday: u32,
    /// Its normal-play nim value.
    normal: u32,
    /// Its misère nim value: 0 exactly when it is a misère P-position.
    misere: u32,
    /// `E` when this form is `E + *` with `E` born earlier (CGSuite calls it odd, `E` its
    /// even part); `None` when it is even.
    odd_of: Option<Form>,
}

/// The canonical forms built so far, and the sums among them.
pub struct Forms {
    records: Vec<Record>,
    index: HashMap<Vec<Form>, Form>,
    sums: HashMap<(Form, Form), Form>,
    nims: Vec<Form>,
    meter: Meter,
}

impl Forms {
    /// No forms but `0` and `*`, built within `budget`.
    pub fn new(budget: &Budget) -> Forms {
        let zero = Record {
            options: Vec::new(),
            birthday: 0,
            normal: 0,
            misere: 1,
            odd_of: None,
        };
        let mut forms = Forms {
            records: vec![zero],
            index: HashMap::from([(Vec::new(), Form(0))]),
            sums: HashMap::new(),
            nims: vec![Form(0)],
            meter: budget.meter(),
        };
        let star = forms.record(vec![Form(0)]);
        forms
            .nims
            .push(star.expect("`0 + *` is `*`, with no search"));
        forms
    }

    /// The game `0`, with no options.
    pub fn zero(&self) -> Form {
        Form(0)
    }

    /// The nim heap `*n`.
    pub fn nim(&mut self, n: u32) -> Result<Form, Error> {
        while self.nims.len() <= n as usize {
            let options = self.nims.clone();
            let next = self.game(options)?;
            self.nims.push(next);
        }
        Ok(self.nims[n as usize])
    }

    /// The canonical form of the game whose options are `options` (a step of the budget
    /// for each option).
    pub fn game(&mut self, mut options: Vec<Form>) -> Result<Form, Error> {
        for _ in 0..options.len().max(1) {
            self.meter.tick()?;
        }
        self.sort(&mut options);
        options.dedup();
        if let Some(&form) = self.index.get(&options) {
            return Ok(form);
        }
        match reduce::reduced(self, &options)? {
            Some(simpler) => Ok(simpler),
            None => self.record(options),
        }
    }

    /// The canonical form of `a + b`.
    pub fn add(&mut self, a: Form, b: Form) -> Result<Form, Error> {
        let key = (a.min(b), a.max(b));
        if a == Form(0) || b == Form(0) {
            return Ok(key.1);
        }
        if let Some(&sum) = self.sums.get(&key) {
            return Ok(sum);
        }
        let mut options = Vec::new();
        for a2 in self.options(a).to_vec() {
            options.push(self.add(a2, b)?);
        }
        for b2 in self.options(b).to_vec() {
            options.push(self.add(a, b2)?);
        }
        let sum = self.game(options)?;
        self.sums.insert(key, sum);
        Ok(sum)
    }

    /// The options of `form`, in CGSuite's canonical order.
    pub fn options(&self, form: Form) -> &[Form] {
        &self.records[form.0 as usize].options
    }

    /// The birthday of `form`: the height of its game tree.
    pub fn birthday(&self, form: Form) -> u32 {
        self.records[form.0 as usize].birthday
    }

    /// The normal-play nim value of `form`.
    pub fn normal_value(&self, form: Form) -> u32 {
        self.records[form.0 as usize].normal
    }

    /// The misère nim value of `form` (1 for `0`, else the mex of its options').
    pub fn misere_value(&self, form: Form) -> u32 {
        self.records[form.0 as usize].misere
    }

    /// `"P"` when the player to move loses `form` in misère play, else `"N"`.
    pub fn outcome(&self, form: Form) -> &'static str {
        match self.misere_value(form) {
            0 => "P",
            _ => "N",
        }
    }

    /// Conway's genus of `form` (Winning Ways ch. 13), as CGSuite writes it: a nim heap
    /// by its value alone, a form whose `γk` alternate from `γ0` on by `γ0` alone (`0^0`,
    /// `1^2`: CGSuite's tame and restive forms), others up to the first two terms of their
    /// alternation (`4^146`, `2^1420`); `None` when the alternation does not show within
    /// [`GENUS_TERMS`](crate::misere::GENUS_TERMS) terms.
    pub fn genus(&mut self, form: Form) -> Result<Option<String>, Error> {
        let (normal, two) = (self.normal_value(form), self.nim(2)?);
        if self.nim(self.birthday(form))? == form {
            return Ok(Some(normal.to_string()));
        }
        let mut gammas = Vec::new();
        let mut g = form;
        for _ in 0..crate::misere::GENUS_TERMS {
            gammas.push(self.misere_value(g));
            g = self.add(g, two)?;
        }
        Ok(crate::misere::shown(&gammas).map(|shown| {
            let superscript = if shown.len() == 2 { &shown[..1] } else { shown };
            crate::misere::genus_text(normal, superscript)
        }))
    }

    /// `form` as CGSuite writes it (`*[2#0]`, `*[2[2]]`; [`name`]).
    pub fn name(&mut self, form: Form) -> Result<String, Error> {
        name::name(self, form)
    }

    /// The names of `form`'s options, in canonical order.
    pub fn option_names(&mut self, form: Form) -> Result<Vec<String>, Error> {
        (self.options(form).to_vec().into_iter())
            .map(|o| self.name(o))
            .collect()
    }

    /// Keeps the form whose options (canonical, sorted, none reversible) are `options`.
    fn record(&mut self, options: Vec<Form>) -> Result<Form, Error> {
        let birthday = options.iter().map(|o| self.birthday(*o) + 1).max();
        let normal = mex(options.iter().map(|o| self.normal_value(*o)));
        let misere = match options.is_empty() {
            true => 1,
            false => mex(options.iter().map(|o| self.misere_value(*o))),
        };
        let form = Form(self.records.len() as u32);
        self.records.push(Record {
            options: options.clone(),
            birthday: birthday.unwrap_or(0),
            normal,
            misere,
            odd_of: None,
        });
        self.index.insert(options, form);
        self.records[form.0 as usize].odd_of = self.even_part_of(form)?;
        Ok(form)
    }

    /// The option `E` of `form` with `E + * = form` and `E` born a day earlier, if any
    /// (there is one exactly when `form + *` is born before `form`).
    fn even_part_of(&mut self, form: Form) -> Result<Option<Form>, Error> {
        let (birthday, normal) = (self.birthday(form), self.normal_value(form));
        for e in self.options(form).to_vec() {
            let candidate = self.birthday(e) + 1 == birthday && self.normal_value(e) ^ 1 == normal;
            if candidate && self.add(e, Form(1))? == form {
                return Ok(Some(e));
            }
        }
        Ok(None)
    }

    /// Sorts `forms` into CGSuite's canonical order.
    fn sort(&mut self, forms: &mut [Form]) {
        forms.sort_by(|a, b| self.compare(*a, *b));
    }

    /// CGSuite's canonical order of two forms ([`order`]).
    fn compare(&self, a: Form, b: Form) -> Ordering {
        order::compare(self, a, b)
    }

    /// The even part of `form` and whether `form` is odd (its even part plus `*`).
    fn parity(&self, form: Form) -> (Form, bool) {
        match self.records[form.0 as usize].odd_of {
            Some(even) => (even, true),
            None => (form, false),
        }
    }
}

/// The least number not among `values`.
fn mex(values: impl Iterator<Item = u32>) -> u32 {
    let mut seen: Vec<u32> = values.collect();
    seen.sort_unstable();
    seen.dedup();
    seen.iter()
        .enumerate()
        .find(|(i, v)| **v != *i as u32)
        .map_or(seen.len() as u32, |(i, _)| i as u32)
}

#[cfg(test)]
mod tests;
