"""dresher: exact, certified solutions of two-person zero-sum games and puzzles.

Every exact number is a :class:`fractions.Fraction`, and every value returned as exact has
passed an exact certificate check in Rust (lower bound = upper bound). One submodule per
system::

    >>> import dresher
    >>> dresher.matrix.solve([[1, -1], [-1, 1]]).value
    Fraction(0, 1)

Bad input raises :class:`ValueError` with a one-line message; a solver failure raises
:class:`dresher.Error`.
"""

from ._dresher import Error
from . import eternity, goofspiel, guessing, impartial, matrix, nhg, partisan, racing

__all__ = [
    "Error", "eternity", "goofspiel", "guessing", "impartial", "matrix", "nhg", "partisan",
    "racing",
]
