"""Eternity II style edge-matching puzzles (seed 004): generate, verify, solve. Puzzles and
boards are the CLI's text formats (hint lines included), headerless piece lists, or
e2.bucas.name board URLs and strings; bring your own puzzle files."""

from dataclasses import dataclass
from typing import Optional, Tuple

from . import _dresher
from ._progress import ProgressArg, reporter


def generate(
    rows: int,
    cols: int,
    seed: int = 1,
    frame: Optional[int] = None,
    inner: Optional[int] = None,
    hints: int = 0,
    colours: str = "balanced",
) -> Tuple[str, str]:
    """A solvable puzzle (the known hardest colour counts unless given) and the board it
    was cut from, as file texts; `hints` pieces of that board fixed where they lie (the
    first at a centre cell). `colours="balanced"` deals each colour on as equal a number of
    seams as the counts allow (as on the official board); `"uniform"` draws each seam's
    colour independently (dresher's boards before 2026-11-26)."""
    return _dresher.eternity_generate(rows, cols, seed, frame, inner, hints, colours)


@dataclass(frozen=True)
class Score:
    """A board's count: mismatched seams, matched seams, and whether it solves the puzzle."""

    mismatches: int
    matched: int
    solved: bool


def verify(puzzle: str, board: str) -> Score:
    """Checks a board text (or board URL) against a puzzle text (every piece once, hints in
    place, every seam counted)."""
    return Score(*_dresher.eternity_verify(puzzle, board))


@dataclass(frozen=True)
class Estimate:
    """The field's first-moment estimates (Owen's model, from the colour counts): expected
    solutions (every board counted, so each rotation of a solution apart) and expected nodes
    of a row scan of the whole tree."""

    solutions: float
    row_scan_nodes: float


def estimate(puzzle: str) -> Estimate:
    """The first-moment estimates of a puzzle text."""
    return Estimate(*_dresher.eternity_first_moment(puzzle))


@dataclass(frozen=True)
class Count:
    """Every solution counted by backtracking: boards (every turn of a board counted),
    classes (boards up to turning the whole board), whether the search ended (only then
    are the counts exact), and the nodes searched."""

    boards: int
    classes: int
    exhausted: bool
    nodes: int


def count(puzzle: str, time_limit: Optional[float] = None,
          progress: ProgressArg = None) -> Count:
    """Counts every solution of a puzzle text on all cores (exact when `exhausted`).
    ``progress``: ``True`` for a bar (with tqdm), or a callable given ``(subtrees done,
    subtrees, eta)``."""
    with reporter(progress, "subtrees") as report:
        return Count(*_dresher.eternity_count(puzzle, time_limit, report))


def solve(puzzle: str, method: str = "backtrack", time_limit: Optional[float] = None) -> Optional[str]:
    """A solution board text, or None when none was found in the time limit; the board is
    checked by the verifier before it is returned. Methods: backtrack, sat, portfolio (the
    two racing), milp, milp-seed."""
    return _dresher.eternity_solve(puzzle, method, time_limit)
