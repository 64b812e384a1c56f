"""Partisan combinatorial games (seed 002): surreal numbers and short games in canonical
form, Procrastination, The Easy Chase.

Every function on games takes ``time_limit`` (seconds; default: none): past it, or past
the machine's free memory, the call raises ``dresher.Error`` naming what ran out, and
Ctrl-C stops it at once."""

import time
from dataclasses import dataclass
from functools import cached_property
from fractions import Fraction
from typing import List, NamedTuple, Optional, Sequence, Tuple, Union

from . import _dresher
from ._display import page, paragraph, picture


class Game(NamedTuple):
    """A short game: its canonical form (or number) as text, its outcome and birthday."""

    name: str
    is_number: bool
    birthday: int
    outcome: str

    @property
    def number(self) -> Optional[Fraction]:
        """The game's value as a Fraction when it is a number."""
        return Fraction(self.name) if self.is_number else None

    def __repr__(self) -> str:
        name = self.name if len(self.name) <= 80 else f"{self.name[:77]}... ({len(self.name)} characters)"
        return f"Game({name}: {self.outcome}, birthday {self.birthday})"

    def _repr_html_(self) -> str:
        """The canonical form, outcome and birthday, and the thermograph drawn (when it
        is computed within a few seconds)."""
        name = self.name if len(self.name) <= 2000 else f"{self.name[:2000]}… ({len(self.name)} characters)"
        drawn = picture(lambda: _dresher.partisan_thermograph(self.name, 5.0)[6])
        return page(f"{self.outcome}, birthday {self.birthday}", paragraph(name), drawn)


class Loopy(NamedTuple):
    """A loopy game's value, named as CGSuite names it (``"over"``, ``"3/2under"``,
    ``"dud"``, ``"2 & +-1"``): its outcome class with draws (``L``, ``R``, ``N``, ``P``,
    ``D``, ``PHat``, ``PCheck``, ``NHat``, ``NCheck``), whether the value is a stopper, and
    its onside and offside (both the stopper itself when it is one), and a stopper's Left
    and Right stops (pseudonumbers such as ``"over"``, ``"3/2under"``; ``None`` for a game
    that is not a stopper)."""

    name: str
    outcome: str
    stopper: bool
    onside: str
    offside: str
    left_stop: Optional[str]
    right_stop: Optional[str]

    def __repr__(self) -> str:
        name = self.name if len(self.name) <= 80 else f"{self.name[:77]}..."
        return f"Loopy({name}: {self.outcome})"

    def _repr_html_(self) -> str:
        kind = "a stopper" if self.stopper else f"onside {self.onside}, offside {self.offside}"
        return page(f"{self.name}", paragraph(f"outcome {self.outcome}; {kind}"))


def loopy(expr: str, time_limit: Optional[float] = None) -> Loopy:
    """A loopy game in CGSuite's notation, valued: ``pass``, labelled positions
    (``"a{0|a}"`` is ``over``), ``on``, ``off``, ``over``, ``under``, ``upon``, ``dud``,
    ``G & H``. A stopper gets its simplest form, any other game its onside and offside.

    >>> import dresher
    >>> dresher.partisan.loopy("{pass|*}").name
    '^[on]'
    >>> dresher.partisan.loopy("on+off").outcome
    'D'
    >>> dresher.partisan.loopy("+-{5|pass}").left_stop
    '5over'
    """
    return Loopy(*_dresher.partisan_loopy(expr, time_limit))


def fox_and_geese(geese: Sequence[Tuple[int, int]], fox: Tuple[int, int], width: int = 8,
                  ceylonese: bool = False, time_limit: Optional[float] = None) -> Loopy:
    """A Fox and Geese position (Winning Ways ch. 20): the geese (Left) and the fox (Right)
    as ``(row, column)`` from 1, rows from the bottom, on a board ``width`` columns wide;
    ``ceylonese`` lets the fox move two squares. A stopper, as CGSuite values it.

    >>> import dresher
    >>> dresher.partisan.fox_and_geese([(4, 2), (4, 4), (4, 6), (4, 8)], (1, 1)).name
    '{4*|7/2}'
    """
    return Loopy(*_dresher.partisan_fox_and_geese(
        [tuple(g) for g in geese], tuple(fox), width, ceylonese, time_limit))


def backsliding_toads_and_frogs(strip: str, time_limit: Optional[float] = None) -> Loopy:
    """A Backsliding Toads and Frogs strip (toads ``t``, frogs ``f``, empty ``.``): toads
    and frogs may also step back, so positions repeat."""
    return Loopy(*_dresher.partisan_backsliding(strip, time_limit))


def hare_and_hounds(board: str, time_limit: Optional[float] = None) -> Loopy:
    """A Hare and Hounds position (Winning Ways ch. 20) on the eleven-point board, written
    row by row with ``/``: 3, 5 and 3 points, hounds ``d`` (Left's, never stepping back),
    the hare ``h`` (Right's), empty ``.``. The start is ``"d../d...h/d.."``.

    >>> import dresher
    >>> dresher.partisan.hare_and_hounds("d.d/d...h/...").name
    'on & Tiny(on)'
    """
    return Loopy(*_dresher.partisan_hare_and_hounds(board, time_limit))


def _deadline(time_limit: Optional[float]) -> Optional[float]:
    return None if time_limit is None else time.monotonic() + time_limit


def _left(deadline: Optional[float]) -> Optional[float]:
    """The seconds left before ``deadline`` (a tiny positive number once it has passed)."""
    return None if deadline is None else max(deadline - time.monotonic(), 1e-9)


def game(expr: str, time_limit: Optional[float] = None) -> Game:
    """A game from an expression: ``"{1/2|1}"``, ``"up+up+*"``, ``"*3"``, ``"-5/8"``."""
    raw = _dresher.partisan_game(expr, time_limit)
    if type(raw[2]) is int:
        return Game._make(raw)
    return Game(raw[0], raw[1], int(raw[2]), raw[3])  # a birthday past 2^64, as text


def reduced(expr: str, time_limit: Optional[float] = None) -> Game:
    """The reduced canonical form: the simplest game infinitesimally close to ``expr``
    (Siegel, Combinatorial Game Theory, 2013, §II.6). ``reduced("{2|-1}+^").name`` is
    ``"{2|-1}"``; ``reduced("1/2*").name`` is ``"1/2"``."""
    deadline = _deadline(time_limit)
    return game(_dresher.partisan_reduced(expr, time_limit), _left(deadline))


def atomic_weight(expr: str, time_limit: Optional[float] = None) -> Optional[Game]:
    """The atomic weight of an all-small game (Siegel, Combinatorial Game Theory, 2013,
    §II.7): ``atomic_weight("^").number == 1``, ``atomic_weight("{^^^|vv}").name`` is
    ``"{1|0}"``; ``None`` for a game that is not all-small (``"1"``, ``"{1|0}"``)."""
    deadline = _deadline(time_limit)
    weight = _dresher.partisan_atomic_weight(expr, time_limit)
    return None if weight is None else game(weight, _left(deadline))


class Thermograph:
    """A game's stops, mean and temperature, and its thermograph's walls: each a list of
    pieces ``(from_t, value_at_from_t, slope)``, the last running on for ever (Siegel,
    Combinatorial Game Theory, 2013, §II.5). All exact: each a Fraction, made when first
    read (the numbers come from Rust as text)."""

    def __init__(self, raw: tuple):
        self._raw = raw

    def _repr_svg_(self) -> Optional[str]:
        """The thermograph drawn, for Jupyter: the CLI's ``--svg`` picture (None when it
        could not be drawn)."""
        return self._raw[6] or None

    @cached_property
    def left_stop(self) -> Fraction:
        return Fraction(self._raw[0])

    @cached_property
    def right_stop(self) -> Fraction:
        return Fraction(self._raw[1])

    @cached_property
    def mean(self) -> Fraction:
        return Fraction(self._raw[2])

    @cached_property
    def temperature(self) -> Fraction:
        return Fraction(self._raw[3])

    @cached_property
    def left_wall(self) -> List[Tuple[Fraction, Fraction, int]]:
        return _wall(self._raw[4])

    @cached_property
    def right_wall(self) -> List[Tuple[Fraction, Fraction, int]]:
        return _wall(self._raw[5])

    def __repr__(self) -> str:
        return (f"Thermograph(left_stop={self.left_stop}, right_stop={self.right_stop}, "
                f"mean={self.mean}, temperature={self.temperature})")


def _wall(text: str) -> List[Tuple[Fraction, Fraction, int]]:
    """A wall's pieces from their text: `from at slope` separated by `;`."""
    pieces = (piece.split(" ") for piece in text.split(";"))
    return [(Fraction(a), Fraction(b), int(s)) for a, b, s in pieces]


def thermograph(expr: str, time_limit: Optional[float] = None) -> Thermograph:
    """The temperature theory of a game: ``thermograph("{3|-1}").temperature == 2``."""
    return Thermograph(_dresher.partisan_thermograph(expr, time_limit))


def cool(expr: str, t: Union[str, Fraction, int], time_limit: Optional[float] = None) -> Game:
    """The game cooled by ``t >= 0`` (a dyadic number): ``cool("{3|-1}", 2)`` is ``1*``."""
    deadline = _deadline(time_limit)
    return game(_dresher.partisan_temper(expr, str(t), False, time_limit), _left(deadline))


def heat(expr: str, t: Union[str, Fraction, int], time_limit: Optional[float] = None) -> Game:
    """The game heated by ``t`` (a dyadic number), on its canonical form:
    ``heat("*", 1)`` is ``{1|-1}``."""
    deadline = _deadline(time_limit)
    return game(_dresher.partisan_temper(expr, str(t), True, time_limit), _left(deadline))


def overheat(expr: str, s: Union[str, int], t: Union[str, int],
             time_limit: Optional[float] = None) -> Game:
    """The game overheated from ``s`` by ``t`` (games): integers become copies of ``s``,
    other games ``{∫G^L + t | ∫G^R - t}`` (Berlekamp and Wolfe, Mathematical Go):
    ``overheat("7/16", 0, 0).name`` is ``"{{up|*}|*}"`` (CGSuite's ``^[3]``)."""
    deadline = _deadline(time_limit)
    hot = _dresher.partisan_overheat(expr, str(s), str(t), time_limit)
    return game(hot, _left(deadline))


def compare(g: str, h: str, time_limit: Optional[float] = None) -> str:
    """How ``g`` compares with ``h``: ``">"``, ``"<"``, ``"="`` or ``"||"`` (confused)."""
    return _dresher.partisan_compare(g, h, time_limit)


def ruleset(name: str, position: str, time_limit: Optional[float] = None) -> Game:
    """A ruleset's position valued: ``name`` one of ``domineering``, ``konane``,
    ``hackenbush``, ``clobber``, ``snort``, ``toads-and-frogs``; the position as
    ``dresher solve --game NAME --position`` reads it. ``ruleset("clobber", "xo")`` is
    ``*``; ``thermograph`` of its ``name`` gives its temperature."""
    deadline = _deadline(time_limit)
    return game(_dresher.partisan_ruleset(name, position, time_limit), _left(deadline))


def domineering(position: str, time_limit: Optional[float] = None) -> Game:
    """A Domineering position's value (Left places vertical dominoes, Right horizontal):
    rows of ``.`` (empty) and ``#`` (filled) separated by ``/``, ``|`` or new lines, at
    most 36 empty cells. ``domineering("../..")`` is ``+-1``."""
    return ruleset("domineering", position, time_limit)


def konane(position: str, time_limit: Optional[float] = None) -> Game:
    """A Konane position's value (Left's stones ``x``, Right's ``o``, ``.`` empty; rows
    separated by ``/``, ``|`` or new lines, at most 36 cells): ``konane("xo.")`` is ``1``."""
    return ruleset("konane", position, time_limit)


def clobber(position: str, time_limit: Optional[float] = None) -> Game:
    """A Clobber position's value (Left's stones ``x``, Right's ``o``, ``.`` empty):
    ``clobber("xox|ox.")`` is ``{^^*|*,down}``."""
    return ruleset("clobber", position, time_limit)


def snort(position: str, time_limit: Optional[float] = None) -> Game:
    """A Snort position's value on a board's cells (``.`` uncoloured, ``x`` Left's colour,
    ``o`` Right's, ``#`` no vertex): ``snort("..")`` is ``+-1``."""
    return ruleset("snort", position, time_limit)


def toads_and_frogs(position: str, time_limit: Optional[float] = None) -> Game:
    """A Toads and Frogs strip's value (toads ``T`` Left's, moving right; frogs ``F``
    Right's, moving left): ``toads_and_frogs("T.F")`` is ``*``."""
    return ruleset("toads-and-frogs", position, time_limit)


def _options(given: Union[str, Sequence[str]]) -> List[str]:
    """A sequence of strings, or one string in the CLI's comma form (``"0,1/2"``)."""
    if isinstance(given, str):
        return [o for o in given.split(",") if o.strip()]
    return list(given)


def surreal(left: Union[str, Sequence[str]] = (), right: Union[str, Sequence[str]] = (),
            time_limit: Optional[float] = None) -> Game:
    """``{left | right}`` from options written as expressions: a sequence, or one string
    with commas as on the command line (``surreal("0,1/2", "1")`` is ``{0,1/2|1}``)."""
    return game("{" + ",".join(_options(left)) + "|" + ",".join(_options(right)) + "}", time_limit)


@dataclass(frozen=True)
class Comparison:
    """Procrastination: C1's and C2's values, whether C1 is no worse, and whether the
    seed's position analysis (§3.1) confirmed the sums' answer (§2.3)."""

    c1: Fraction
    c2: Fraction
    no_worse: bool
    cross_checked: bool


def procrastination(c1: Union[str, Sequence[str]], c2: Union[str, Sequence[str]]) -> Comparison:
    """Is sub-position ``c1`` (towers, bottom first, ``W``/``B``) no worse than ``c2``?
    Each a sequence of towers or one string with commas as on the command line
    (``"W,WB"``)."""
    s1, s2, answer, checked = _dresher.procrastination(_options(c1), _options(c2))
    return Comparison(Fraction(s1), Fraction(s2), answer, checked)


def easy_chase(n: int, white: Tuple[int, int], black: Tuple[int, int]) -> str:
    """The Easy Chase on an n x n board (rows and columns from 1): ``"WHITE k"``,
    ``"BLACK k"`` (who wins, in how many moves) or ``"DRAW"``."""
    return _dresher.easy_chase(n, tuple(white), tuple(black))
