"""Impartial games in normal play: nim sequences of octal, hexadecimal and subtraction
games and Grundy's game, their periods proved by the periodicity theorem, and positions of
several heaps (docs/impartial.md)::

    >>> import dresher
    >>> kayles = dresher.impartial.sequence("0.77", 200)
    >>> kayles.values[:8], kayles.period, kayles.preperiod
    ([0, 1, 2, 3, 1, 4, 3, 2], 12, 71)
    >>> dresher.impartial.heaps("0.77", [7, 12, 3]).outcome
    'N'
"""

from dataclasses import dataclass
from typing import List, Optional, Tuple

from . import _dresher


@dataclass(frozen=True)
class Sequence:
    """``values[n]`` is G(n) for every heap ``n`` up to the one asked (a list, as numpy takes
    it). ``period`` and ``preperiod`` (G(n + period) = G(n) for every n >= preperiod) are set
    only when the periodicity theorem proved them from these values; ``None`` otherwise.
    ``method``: ``"sparse"`` (the sparse-space method) or ``"mex"`` (every move looked at)."""

    code: str
    values: List[int]
    period: Optional[int]
    preperiod: Optional[int]
    method: str

    @property
    def proved(self) -> bool:
        """Was a period proved?"""
        return self.period is not None

    def __repr__(self) -> str:
        found = (f"period {self.period}, preperiod {self.preperiod} (proved)" if self.proved
                 else "no period proved")
        return f"Sequence({self.code!r}: G(0..={len(self.values) - 1}), {found})"


@dataclass(frozen=True)
class Position:
    """A position of heaps: its nim value, ``"P"`` (the player to move loses) or ``"N"``,
    the winning moves as ``(heap index, size, heaps left)`` (at most 1,000) and how many
    there are in all."""

    nim_value: int
    outcome: str
    winning_moves: List[Tuple[int, int, List[int]]]
    winning_count: int


def sequence(code: str, to: int, time_limit: Optional[float] = None) -> Sequence:
    """G(0), ..., G(to) of the game ``code`` (``"0.77"`` Kayles, ``"0.07"`` Dawson's Kayles,
    ``"S(1,3,4)"``, ``"grundy"``), with its period when proved. Past ``time_limit`` seconds
    (default none) it raises :class:`dresher.Error`; Ctrl-C stops it."""
    values, period, method = _dresher.impartial_sequence(code, to, time_limit)
    p, e = period if period is not None else (None, None)
    return Sequence(code, values, p, e, method)


def heaps(
    code: str, heaps: List[int], misere: bool = False, time_limit: Optional[float] = None
) -> Position:
    """The position of several heaps of the game ``code``: nim value (the nim sum of the
    heaps' values), outcome and winning moves. With ``misere=True`` (the player who cannot
    move wins) the value is the position's misère value and the outcome and moves are
    misère play's, found by search over positions."""
    return Position(*_dresher.impartial_heaps(code, list(heaps), misere, time_limit))


def genus(code: str, to: int, time_limit: Optional[float] = None) -> List[Optional[str]]:
    """Conway's genus of heaps 0..to in misère play, as CGSuite writes it (``"4^146"``, or
    the bare nim value of a tame heap); ``None`` where it did not settle. By search over
    positions: heaps up to about 40."""
    return _dresher.impartial_genus(code, to, time_limit)
