"""Two-person zero-sum matrix games, solved exactly (rows maximize, columns minimize)."""

from dataclasses import dataclass
from fractions import Fraction
from typing import List, Optional

from . import _dresher
from ._display import checked, mixes, number, page
from ._exact import fraction, fractions, rows_to_text


@dataclass(frozen=True, repr=False)
class Solution:
    """A certified solution: the value and both players' optimal mixed strategies."""

    value: Fraction
    row_strategy: List[Fraction]
    col_strategy: List[Fraction]
    certified: bool

    def __repr__(self) -> str:
        word = checked(self.certified, loud=True)
        return (f"Solution(value {self.value} ({word}), {len(self.row_strategy)} rows, "
                f"{len(self.col_strategy)} columns)")

    def _repr_html_(self) -> str:
        word = checked(self.certified)
        return page(f"Value {number(self.value)} ({word})",
                    mixes("row player (maximizes)", self.row_strategy, "row"),
                    mixes("column player (minimizes)", self.col_strategy, "column"))


def _is_gambit(game: object) -> bool:
    """Whether ``game`` looks like a pygambit ``Game`` (pygambit is never imported here)."""
    return hasattr(game, "players") and (hasattr(game, "to_nfg") or hasattr(game, "write"))


def _nfg_text(game: object) -> str:
    """The .nfg text of a pygambit ``Game``: ``to_nfg()`` (pygambit 16.3+) or ``write``."""
    if hasattr(game, "to_nfg"):
        return game.to_nfg()
    return game.write(format="nfg")


def solve(a: object, time_limit: Optional[float] = None) -> Solution:
    """Solves the game with payoff matrix ``a`` exactly and certifies the answer.

    ``a`` is a list of lists of ints or Fractions, a numpy integer array, or a pygambit
    two-player zero-sum strategic ``Game`` (read through its .nfg text). Past
    ``time_limit`` seconds (default: none) or the machine's free memory it raises
    ``dresher.Error`` naming what ran out; Ctrl-C stops it.
    """
    if _is_gambit(a):
        _, rows = _dresher.nfg_read(_nfg_text(a))
    else:
        rows = rows_to_text(a)
    value, row, col, certified = _dresher.matrix_solve(rows, time_limit)
    return Solution(fraction(value), fractions(row), fractions(col), certified)


def read_nfg(text: str) -> List[List[Fraction]]:
    """Player 1's payoffs of a Gambit .nfg text (payoff or outcome version)."""
    _, rows = _dresher.nfg_read(text)
    return [fractions(r) for r in rows]


def write_nfg(a: object, title: str = "dresher") -> str:
    """The zero-sum game ``a`` as .nfg text (payoff version)."""
    return _dresher.nfg_write(rows_to_text(a), title)
