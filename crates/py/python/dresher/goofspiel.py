"""Goofspiel (seed 004): both players bid cards 1..N for prize cards turned up at random;
player 1's optimal first bid per prize, exact for small N, certified beyond."""

from dataclasses import dataclass
from fractions import Fraction
from typing import List, Optional, Union

from . import _dresher
from ._exact import fractions

#: Largest N solved exactly (every matrix game in rationals).
MAX_EXACT_N = 6


@dataclass(frozen=True)
class Solution:
    """Player 1's first bid per prize (``first_bid[prize - 1][card - 1]``): Fractions when
    exact, floats in certified mode, where every first-move game's value 0 is known to
    within ``error_bound`` (a certified interval, not an exact value)."""

    n: int
    first_bid: List[List[Union[Fraction, float]]]
    exact: bool
    error_bound: Union[Fraction, float]
    unique: Optional[List[bool]] = None
    certified: bool = False


def solve(n: int, force: bool = False, payoff: str = "points") -> Solution:
    """Exact for ``n <= MAX_EXACT_N``; beyond, certified intervals (N <= 16 that fits in
    memory: N = 12 takes minutes). A solve whose modelled peak memory is more than is free
    (N = 15 needs about 60 GB) raises ``ValueError`` before any work, as the CLI refuses
    it, unless ``force``. ``payoff`` is ``"points"`` (player 1's points minus player 2's)
    or ``"win-loss"`` (+1 for more points at the end, -1 for fewer, 0 for a draw; solved
    exactly, ``n <= MAX_EXACT_N``)."""
    if payoff != "points":
        if not (isinstance(n, int) and 1 <= n <= MAX_EXACT_N):
            raise ValueError(f"n = {n!r}: the {payoff} payoff is solved exactly, 1 <= n <= {MAX_EXACT_N}")
    if isinstance(n, int) and 1 <= n <= MAX_EXACT_N:
        bids, _values, unique, certified = _dresher.goofspiel_exact(n, payoff)
        return Solution(n, [fractions(b) for b in bids], True, Fraction(0), unique or None, certified)
    bids, bound, certified = _dresher.goofspiel_certified(n, force)
    return Solution(n, bids, False, bound, None, certified)
