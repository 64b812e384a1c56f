//! The named infinitesimals besides `up`: tiny and miny (`tiny-G = {0 || 0 | -G}`,
//! `miny-G = {G | 0 || 0}`; Winning Ways ch. 5, Siegel, *Combinatorial Game Theory*, 2013,
//! §II.4) and up-nth, `↑^n` (Siegel §II.4, uptimals: `↑^n = {0 | * - ↑^{→(n-1)}}` with
//! `↑^{→k} = {↑^{→(k-1)} | *}` and `↑^{→0} = 0`, so `↑^1 = ↑` and `↑^2 = {0 | ↓*}`).

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
        let mut arrow = zero; // ↑^{→(k)}, from k = 0
        for _ in 1..n {
            arrow = self.game(&[arrow], &[star]);
        }
        let minus = self.neg(arrow);
        let right = self.add(star, minus);
        self.game(&[zero], &[right])
    }
}
