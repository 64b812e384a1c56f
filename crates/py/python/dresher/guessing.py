"""Dresher's guessing game (seed 000): Alice hides a number in 1..N, Bob guesses and pays
the number of guesses; exact values and optimal strategies."""

import os
from dataclasses import dataclass
from fractions import Fraction
from pathlib import Path
from typing import List, Optional, Tuple

from . import _dresher
from ._exact import fraction, fractions

_FIXTURE = Path("fixtures") / "guessing" / "values.jsonl"


@dataclass(frozen=True)
class Solution:
    """The certified value, Alice's optimal mix over keys 1..N, and Bob's optimal mix of
    search trees (each a depth vector: guesses needed per key) with probabilities."""

    value: Fraction
    alice: List[Fraction]
    bob: List[Tuple[List[int], Fraction]]
    certified: bool


def solve(n: int) -> Solution:
    """Solves the game with ``n`` keys exactly (column generation, then an exact
    certificate of both strategies). Seconds for N in the hundreds."""
    value, alpha, trees, certified = _dresher.guessing_solve(n)
    return Solution(fraction(value), fractions(alpha), [(d, Fraction(p)) for d, p in trees], certified)


def _fixture() -> Optional[Path]:
    given = os.environ.get("DRESHER_FIXTURES")
    if given:
        path = Path(given) / "guessing" / "values.jsonl"
        return path if path.is_file() else None
    here = Path.cwd()
    for folder in [here, *here.parents]:
        if (folder / _FIXTURE).is_file():
            return folder / _FIXTURE
    return None


def value(n: int) -> Fraction:
    """The exact value for ``n`` keys: from the project's certified fixture
    (``$DRESHER_FIXTURES/guessing/values.jsonl``, or ``fixtures/guessing/values.jsonl``
    above the working folder) when it holds N, else solved and certified now.

    A fixture value is re-proved in this call: Rust rebuilds Alice's stored mix exactly and
    checks that Bob's exact best response to it costs the stored value. A line that fails
    raises :class:`dresher.Error`."""
    if isinstance(n, bool) or not isinstance(n, int):
        raise ValueError(f"n must be an int, not {n!r}")
    path = _fixture()
    known = _dresher.guessing_fixture_value(str(path), n) if path else None
    return fraction(known) if known is not None else solve(n).value
