//! Reading impartial games in CGSuite's input (its misère theory tutorial): `*[2]` is the
//! nim heap `*2`, `*[4,2]` the game with options `*4` and `*2`, a list inside a list a game
//! with those options (`*[[2],0]` has the options `{*2}` and `0`), and `+` adds games
//! (`*[[*[4] + *[2]]]`). A list of one game at the top, `*[x]`, is `x` itself, as in
//! CGSuite.

use super::{Form, Forms};
use crate::Error;

/// The largest nim heap an expression may name.
pub const MAX_NIM: u32 = 1000;

/// The deepest nesting of brackets an expression may have.
pub const MAX_DEPTH: usize = 100;

/// The canonical form of `text`.
pub fn parse(forms: &mut Forms, text: &str) -> Result<Form, Error> {
    let mut reader = Reader {
        text: text.as_bytes(),
        at: 0,
        depth: 0,
    };
    let form = reader.sum(forms)?;
    reader.skip_spaces();
    match reader.at == text.len() {
        true => Ok(form),
        false => Err(reader.bad("an operator or the end")),
    }
}

struct Reader<'a> {
    text: &'a [u8],
    at: usize,
    depth: usize,
}

impl Reader<'_> {
    /// `term + term + ...`.
    fn sum(&mut self, forms: &mut Forms) -> Result<Form, Error> {
        let mut total = self.term(forms)?;
        while self.eat(b'+') {
            let next = self.term(forms)?;
            total = forms.add(total, next)?;
        }
        Ok(total)
    }

    /// `*[list]`, `[list]` or a nim heap's size.
    fn term(&mut self, forms: &mut Forms) -> Result<Form, Error> {
        if self.eat(b'*') {
            if !self.eat(b'[') {
                return Err(self.bad("`[` after `*`"));
            }
            let mut options = self.list(forms)?;
            return match options.len() {
                1 => Ok(options.remove(0)),
                _ => forms.game(options),
            };
        }
        if self.eat(b'[') {
            let options = self.list(forms)?;
            return forms.game(options);
        }
        let size = self.number()?;
        forms.nim(size)
    }

    /// `sum, sum, ... ]`, the opening bracket read.
    fn list(&mut self, forms: &mut Forms) -> Result<Vec<Form>, Error> {
        self.depth += 1;
        if self.depth > MAX_DEPTH {
            return Err(Error::BadInput(format!(
                "brackets nested deeper than {MAX_DEPTH} at character {}",
                self.at
            )));
        }
        let items = self.items(forms)?;
        self.depth -= 1;
        Ok(items)
    }

    fn items(&mut self, forms: &mut Forms) -> Result<Vec<Form>, Error> {
        let mut items = Vec::new();
        if self.eat(b']') {
            return Ok(items);
        }
        loop {
            items.push(self.sum(forms)?);
            if self.eat(b']') {
                return Ok(items);
            }
            if !self.eat(b',') {
                return Err(self.bad("`,` or `]`"));
            }
        }
    }

    fn number(&mut self) -> Result<u32, Error> {
        self.skip_spaces();
        let start = self.at;
        while self.text.get(self.at).is_some_and(u8::is_ascii_digit) {
            self.at += 1;
        }
        let digits = std::str::from_utf8(&self.text[start..self.at]).unwrap_or("");
        match digits.parse::<u32>() {
            Ok(n) if n <= MAX_NIM => Ok(n),
            Ok(n) => Err(Error::BadInput(format!(
                "the nim heap *{n} is past the largest, *{MAX_NIM}"
            ))),
            Err(_) => Err(self.bad("a game: `*[...]`, `[...]` or a nim heap's size")),
        }
    }

    fn eat(&mut self, byte: u8) -> bool {
        self.skip_spaces();
        let found = self.text.get(self.at) == Some(&byte);
        self.at += found as usize;
        found
    }

    fn skip_spaces(&mut self) {
        while self.text.get(self.at).is_some_and(u8::is_ascii_whitespace) {
            self.at += 1;
        }
    }

    fn bad(&self, wanted: &str) -> Error {
        let found = match self.text.get(self.at) {
            Some(_) => {
                let rest = String::from_utf8_lossy(&self.text[self.at..]).into_owned();
                format!("{:?}", rest.chars().next().unwrap_or(' '))
            }
            None => "the end".to_string(),
        };
        Error::BadInput(format!(
            "expected {wanted} at character {}, found {found}",
            self.at + 1
        ))
    }
}
