"""Dresher's guessing game (seed 000): Alice hides a number in 1..N, Bob guesses and pays
the number of guesses; exact values and optimal strategies."""

from dataclasses import dataclass, field
from fractions import Fraction
from typing import List, Optional, Tuple

from . import _dresher
from ._exact import fraction, fractions
from ._display import checked, number, page, picture, table
from ._progress import ProgressArg, reporter


@dataclass(frozen=True)
class Stage:
    """What Bob does when the hidden key is known to lie in ``keys`` (``(a, b)``: a..b):
    ``reach`` is the chance his play gets there when the key lies in it, ``guesses`` each
    guess with its chance there (smallest key first), all exact."""

    keys: Tuple[int, int]
    reach: Fraction
    guesses: List[Tuple[int, Fraction]]


@dataclass(frozen=True, repr=False)
class Solution:
    """The certified value, Alice's optimal mix over keys 1..N, Bob's optimal mix of
    search trees (each a depth vector: guesses needed per key) with probabilities, and
    Bob's mix as he plays it (``stages``: the whole range first, then after each answer).
    In a notebook it shows both strategies: Alice's mix drawn, Bob's first guesses, his
    next guesses after each answer, and his likeliest tree drawn."""

    value: Fraction
    alice: List[Fraction]
    bob: List[Tuple[List[int], Fraction]]
    certified: bool
    stages: List[Stage] = field(default_factory=list)

    @property
    def n(self) -> int:
        """How many keys."""
        return len(self.alice)

    def __repr__(self) -> str:
        word = checked(self.certified, loud=True)
        return (f"Solution(N = {self.n}: value {self.value} ({word}), Alice's mix over "
                f"{self.n} keys, Bob's mix of {len(self.bob)} trees)")

    def _repr_html_(self) -> str:
        word = checked(self.certified)
        title = f"Dresher's guessing game, N = {self.n}: value {number(self.value)} ({word})"
        alice = picture(_dresher.picture_guessing_mix, [float(a) for a in self.alice],
                        f"Alice's optimal mix, N = {self.n}")
        return page(title, alice, self._bob_html())

    def _bob_html(self) -> str:
        stages = table(
            ["keys left", "reached", "Bob guesses (chance)"],
            ([f"{s.keys[0]}..{s.keys[1]}", f"{float(s.reach):.2%}",
              ", ".join(f"{g} ({float(p):.2%})" for g, p in s.guesses)]
             for s in self.stages if s.keys[0] < s.keys[1]),
            caption="Bob's play: at each stage the keys still possible, how often his mix "
                    "gets there, and his guesses there",
        )
        tree, p = max(self.bob, key=lambda t: t[1])
        title = f"Bob's likeliest tree (probability {float(p):.2%}), depth = guesses to find a key"
        return stages + (picture(_dresher.picture_search_tree, tree, title) or "")


def solve(n: int, time_limit: Optional[float] = None, progress: ProgressArg = None) -> Solution:
    """Solves the game with ``n`` keys exactly (column generation, then an exact
    certificate of both strategies). Seconds for N in the hundreds. Past ``time_limit``
    seconds (default: none) or the machine's free memory it raises ``dresher.Error``
    naming what ran out; Ctrl-C stops it. ``progress``: ``True`` for a bar (with tqdm), or
    a callable given ``(master solves done, None, None)`` (how many a solve needs is not
    known ahead)."""
    with reporter(progress, "master solves") as report:
        value, alpha, trees, certified, stages = _dresher.guessing_solve(n, time_limit, report)
    bob = [(d, Fraction(p)) for d, p in trees]
    played = [Stage(tuple(keys), Fraction(reach), [(g, Fraction(p)) for g, p in guesses])
              for keys, reach, guesses in stages]
    return Solution(fraction(value), fractions(alpha), bob, certified, played)


def shipped_last() -> int:
    """The largest N whose certified value this package ships (every N from 1 to it)."""
    return _dresher.guessing_shipped_last()


def value(n: int) -> Fraction:
    """The exact value for ``n`` keys.

    For N up to :func:`shipped_last` it is the value built into this package: the project's
    OEIS b-files (A286676 / A286677), every value in them exported from a record whose
    two-sided exact check passed (Alice's mix and Bob's trees guarantee the same value).
    Beyond, the game is solved and certified two-sided in this call (:func:`solve`).
    Nothing is read from the file system."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise ValueError(f"n must be an int, not {n!r}")
    if n < 1:
        raise ValueError(f"n must be at least 1, not {n}")
    known = _dresher.guessing_shipped_value(n)
    return fraction(known) if known is not None else solve(n).value
