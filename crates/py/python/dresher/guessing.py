"""Dresher's guessing game (seed 000): Alice hides a number in 1..N, Bob guesses and pays
the number of guesses; exact values and optimal strategies."""

from dataclasses import dataclass
from fractions import Fraction
from typing import List, Optional, Tuple

from . import _dresher
from ._exact import fraction, fractions
from ._progress import ProgressArg, reporter


@dataclass(frozen=True)
class Solution:
    """The certified value, Alice's optimal mix over keys 1..N, and Bob's optimal mix of
    search trees (each a depth vector: guesses needed per key) with probabilities."""

    value: Fraction
    alice: List[Fraction]
    bob: List[Tuple[List[int], Fraction]]
    certified: bool


def solve(n: int, time_limit: Optional[float] = None, progress: ProgressArg = None) -> Solution:
    """Solves the game with ``n`` keys exactly (column generation, then an exact
    certificate of both strategies). Seconds for N in the hundreds. Past ``time_limit``
    seconds (default: none) or the machine's free memory it raises ``dresher.Error``
    naming what ran out; Ctrl-C stops it. ``progress``: ``True`` for a bar (with tqdm), or
    a callable given ``(master solves done, None, None)`` (how many a solve needs is not
    known ahead)."""
    with reporter(progress, "master solves") as report:
        value, alpha, trees, certified = _dresher.guessing_solve(n, time_limit, report)
    return Solution(fraction(value), fractions(alpha), [(d, Fraction(p)) for d, p in trees], certified)


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
