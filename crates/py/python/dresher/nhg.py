"""The Number Hides Game (seed 001): player I hides in m consecutive coins, player II
searches n consecutive coins; II pays I the coins in both. Lines, spiders, any tree."""

from dataclasses import dataclass
from fractions import Fraction
from typing import Iterable, List, Optional, Tuple

from . import _dresher
from ._display import checked, mixes, number, page
from ._exact import fraction, fractions


#: How a move is named in a table: a block on a line by its first coin, a path by its coins.
MOVE = "move (a block's first coin, or a path's coins)"


@dataclass(frozen=True, repr=False)
class Solution:
    """The certified value and both players' optimal mixes over their moves (blocks on a
    line, paths on a tree: ``moves_1``/``moves_2`` name them when given)."""

    value: Fraction
    strategy_1: List[Fraction]
    strategy_2: List[Fraction]
    certified: bool
    moves_1: Optional[List[List[int]]] = None
    moves_2: Optional[List[List[int]]] = None

    def __repr__(self) -> str:
        word = checked(self.certified, loud=True)
        return (f"Solution(value {self.value} ({word}), {len(self.strategy_1)} moves for "
                f"player I, {len(self.strategy_2)} for player II)")

    def _repr_html_(self) -> str:
        word = checked(self.certified)
        name = lambda moves: None if moves is None else [" ".join(map(str, m)) for m in moves]
        return page(f"Value {number(self.value)} ({word})",
                    mixes("player I (hides)", self.strategy_1, MOVE, name(self.moves_1)),
                    mixes("player II (searches)", self.strategy_2, MOVE, name(self.moves_2)))


def line(m: int, n: int, p: int) -> Solution:
    """G(m, n, p) on a line of p coins (Theorem 1, checked exactly; strategies over the
    blocks starting at coins 0, 1, ...)."""
    value, s1, s2, certified = _dresher.nhg_line(m, n, p)
    return Solution(fraction(value), fractions(s1), fractions(s2), certified)


def spider(branches: int, b: int, m: int, n: int, time_limit: Optional[float] = None) -> Solution:
    """G(m, n) on a spider: a root coin and ``branches`` legs of ``b`` coins. Past
    ``time_limit`` seconds (default: none) it raises ``dresher.Error``."""
    value, s1, s2, certified = _dresher.nhg_spider(branches, b, m, n, time_limit)
    return Solution(fraction(value), fractions(s1), fractions(s2), certified)


def _edges(tree: object) -> List[Tuple[int, int]]:
    """Edges of a networkx graph (if one is given; networkx is never imported) or a list."""
    edges = getattr(tree, "edges", None)
    if callable(edges):
        tree = edges()
    return [(int(u), int(v)) for u, v in tree]


def tree(edges: Iterable[Tuple[int, int]], m: int, n: int,
         time_limit: Optional[float] = None) -> Solution:
    """G(m, n) on a tree given by its edges (coins numbered from 0), or a networkx graph
    with integer nodes; a cycle or a disconnected graph is a ValueError. Past
    ``time_limit`` seconds (default: none) it raises ``dresher.Error``."""
    (value, s1, s2, certified), moves_1, moves_2 = _dresher.nhg_tree(_edges(edges), m, n, time_limit)
    return Solution(fraction(value), fractions(s1), fractions(s2), certified, moves_1, moves_2)
