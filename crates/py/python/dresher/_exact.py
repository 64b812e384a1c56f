"""Exact numbers across the boundary: Fractions in, ``"p/q"`` text over, Fractions out."""

from fractions import Fraction
from numbers import Integral, Rational
from typing import Iterable, List, Sequence


def to_text(x: object) -> str:
    """``x`` (an int, a Fraction or a numpy integer) as ``"p/q"``; floats are refused."""
    if isinstance(x, bool):
        raise ValueError(f"a payoff must be an integer or a Fraction, not {x!r}")
    if isinstance(x, (Integral, Rational)):
        q = Fraction(x)
        return f"{q.numerator}/{q.denominator}"
    raise ValueError(f"a payoff must be an integer or a Fraction, not {type(x).__name__} {x!r}")


def rows_to_text(rows: Iterable[Iterable[object]]) -> List[List[str]]:
    """A matrix (lists of lists, or a numpy integer array) as rows of ``"p/q"``."""
    if hasattr(rows, "tolist"):
        rows = rows.tolist()
    return [[to_text(x) for x in row] for row in rows]


def fraction(text: str) -> Fraction:
    """``"p/q"`` as a Fraction."""
    return Fraction(text)


def fractions(texts: Sequence[str]) -> List[Fraction]:
    """Each ``"p/q"`` as a Fraction."""
    return [Fraction(t) for t in texts]
