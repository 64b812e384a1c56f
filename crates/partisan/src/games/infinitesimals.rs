//! The named infinitesimals besides `up`: tiny and miny (`tiny-G = {0 || 0 | -G}`,
//! `miny-G = {G | 0 || 0}`; Winning Ways ch. 5, Siegel, *Combinatorial Game Theory*, 2013,
//! §II.4) and up-nth, `↑^n` (Siegel §II.4, uptimals: `↑^n = {0 | * - ↑^{→(n-1)}}` with
//! `↑^{→k} = {↑^{→(k-1)} | *}` and `↑^{→0} = 0`, so `↑^1 = ↑` and `↑^2 = {0 | ↓*}`;
//! `↑^{→n}` is the sum `↑ + ↑^2 + ... + ↑^n`).

use super::{GameId, Games};

impl Games {
    /// `tiny-G = {0 || 0 | -G}`: positive, and smaller than every positive multiple of up
    /// when `G` is a large enough positive number.
    ///
    /// # Example
    /// ```
    /// use partisan::Games;
    /// let mut g = Games::new();
    /// let two = g.parse("2")?;
    /// let tiny = g.tiny(two);
    /// assert_eq!(g.name(tiny), "tiny(2)");
    /// assert_eq!(g.parse("{0||0|-2}")?, tiny);
    /// # Ok::<(), partisan::Error>(())
    /// ```
    pub fn tiny(&mut self, g: GameId) -> GameId {
        let zero = self.zero();
        let minus = self.neg(g);
        let inner = self.game(&[zero], &[minus]);
        self.game(&[zero], &[inner])
    }

    /// `miny-G = {G | 0 || 0} = -(tiny-G)`.
    pub fn miny(&mut self, g: GameId) -> GameId {
        let t = self.tiny(g);
        self.neg(t)
    }

    /// Up-nth `↑^n` for `n >= 1` (`↑^1 = ↑`), built by its definition.
    pub fn up_nth(&mut self, n: usize) -> GameId {
        let (zero, star) = (self.zero(), self.star(1));
        let below = self.up_sum(n.saturating_sub(1));
        let minus = self.neg(below);
        let right = self.add(star, minus);
        self.game(&[zero], &[right])
    }

    /// `↑^{→n} = ↑ + ↑^2 + ... + ↑^n = {↑^{→(n-1)} | *}` (`0` for `n = 0`), CGSuite's `^[n]`.
    pub fn up_sum(&mut self, n: usize) -> GameId {
        let star = self.star(1);
        let mut arrow = self.zero();
        for _ in 0..n {
            arrow = self.game(&[arrow], &[star]);
        }
        arrow
    }
}
