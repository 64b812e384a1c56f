"""Eternity II style edge-matching puzzles (seed 004): generate, verify, solve. Puzzles and
boards are the CLI's text formats (hint lines included), headerless piece lists, or
e2.bucas.name board URLs and strings; bring your own puzzle files."""

from dataclasses import dataclass
from typing import Optional, Tuple

from . import _dresher
from ._display import picture
from ._progress import ProgressArg, reporter


class Puzzle(str):
    """A puzzle's text (a ``str``, so it goes wherever a puzzle text goes) that draws
    itself in a notebook: its empty board with the hints in place, framed in gold."""

    def __repr__(self) -> str:
        rows, cols, pieces, hints = _dresher.eternity_describe(self)
        return f"Puzzle({rows} x {cols}, {pieces} pieces, {hints} hint{'' if hints == 1 else 's'})"

    def _repr_svg_(self) -> Optional[str]:
        return picture(_dresher.picture_board, str(self), None)


class Board(str):
    """A board's text (a ``str``) that knows its puzzle and draws itself in a notebook:
    the pieces, mismatched seams in red, hint cells framed in gold."""

    puzzle: str

    def __new__(cls, text: str, puzzle: str = "") -> "Board":
        board = super().__new__(cls, text)
        board.puzzle = puzzle
        return board

    def __repr__(self) -> str:
        if not self.puzzle:
            return f"Board({len(self.splitlines())} lines, puzzle unknown)"
        score = verify(self.puzzle, self)
        state = "solves its puzzle" if score.solved else f"{score.mismatches} mismatched seams"
        return f"Board({state})"

    def _repr_svg_(self) -> Optional[str]:
        if not self.puzzle:
            return None
        return picture(_dresher.picture_board, str(self.puzzle), str(self))


def generate(
    rows: int,
    cols: int,
    seed: int = 1,
    frame: Optional[int] = None,
    inner: Optional[int] = None,
    hints: int = 0,
    colours: str = "balanced",
) -> Tuple[Puzzle, Board]:
    """A solvable puzzle (the known hardest colour counts unless given) and the board it
    was cut from, as file texts; `hints` pieces of that board fixed where they lie (the
    first at a centre cell). `colours="balanced"` deals each colour on as equal a number of
    seams as the counts allow (as on the official board); `"uniform"` draws each seam's
    colour independently (dresher's boards before 2026-11-26)."""
    puzzle, board = _dresher.eternity_generate(rows, cols, seed, frame, inner, hints, colours)
    return Puzzle(puzzle), Board(board, puzzle)


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


def solve(puzzle: str, method: str = "backtrack", time_limit: Optional[float] = None) -> Optional[Board]:
    """A solution board text, or None when none was found in the time limit; the board is
    checked by the verifier before it is returned. Methods: backtrack, sat, portfolio (the
    two racing), milp, milp-seed."""
    board = _dresher.eternity_solve(puzzle, method, time_limit)
    return None if board is None else Board(board, puzzle)


@dataclass(frozen=True, repr=False)
class Proof:
    """A SAT solve that keeps its proof: a ``board`` (checked by the verifier), or
    ``unsolvable`` with what it rests on (``reason``) and, for a proof checked here by
    dresher's LRAT checker, the proof as ``lrat`` text and the DIMACS ``cnf`` formula it
    refutes (for an independent checker: ``cake_lpr FILE.cnf FILE.lrat``); neither when
    the time limit came first."""

    board: Optional[Board]
    unsolvable: bool
    reason: Optional[str]
    lrat: Optional[str]
    cnf: Optional[str]

    def __repr__(self) -> str:
        if self.board is not None:
            return "Proof(solvable: a board found and verified)"
        if self.unsolvable:
            steps = "" if self.lrat is None else f", {self.lrat.count(chr(10))} LRAT lines"
            return f"Proof(unsolvable: {self.reason}{steps})"
        return "Proof(undecided: the time limit came first)"


def prove(puzzle: str, time_limit: Optional[float] = None) -> Proof:
    """Decides a puzzle by SAT (CaDiCaL) keeping the proof: a verified board, or an
    unsolvability proof checked here in LRAT and given back with its formula."""
    board, unsolvable, reason, files = _dresher.eternity_prove(puzzle, time_limit)
    lrat, cnf = files if files is not None else (None, None)
    found = None if board is None else Board(board, puzzle)
    return Proof(found, unsolvable, reason, lrat, cnf)
