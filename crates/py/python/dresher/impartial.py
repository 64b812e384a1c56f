"""Impartial games in normal play: nim sequences of octal, hexadecimal and subtraction
games and Grundy's game, their periods proved by the periodicity theorem, and positions of
several heaps (docs/impartial.md)::

    >>> import dresher
    >>> kayles = dresher.impartial.sequence("0.77", 200)
    >>> kayles.values[:8], kayles.period, kayles.preperiod
    ([0, 1, 2, 3, 1, 4, 3, 2], 12, 71)
    >>> dresher.impartial.heaps("0.77", [7, 12, 3]).outcome
    'N'
    >>> q = dresher.impartial.quotient("0.75", 30)
    >>> q.order, q.p_portion, q.period
    (8, ['a', 'b^2'], 2)
    >>> q.outcome([5, 7, 9])
    'N'
"""

from dataclasses import dataclass
from typing import Dict, List, Optional, Tuple

from . import _dresher
from ._display import page, paragraph, picture, table
from ._progress import ProgressArg, reporter


@dataclass(frozen=True)
class Sequence:
    """``values[n]`` is G(n) for every heap ``n`` up to the one asked (a list, as numpy takes
    it). ``period``, ``preperiod`` and ``saltus`` (G(n + period) = G(n) + saltus for every
    n >= preperiod) are set only when proved from these values (the periodicity theorem; for
    an all-but subtraction game or a hexadecimal game whose values grow, an arithmetic
    period); ``None`` otherwise. ``saltus`` is 0 for a plain period.
    ``method``: ``"sparse"`` (the sparse-space method) or ``"mex"`` (every move looked at)."""

    code: str
    values: List[int]
    period: Optional[int]
    preperiod: Optional[int]
    saltus: Optional[int]
    method: str

    @property
    def proved(self) -> bool:
        """Was a period proved?"""
        return self.period is not None

    def __repr__(self) -> str:
        saltus = f", saltus {self.saltus}" if self.saltus else ""
        found = (f"period {self.period}{saltus}, preperiod {self.preperiod} (proved)"
                 if self.proved else "no period proved")
        return f"Sequence({self.code!r}: G(0..={len(self.values) - 1}), {found})"

    def _repr_svg_(self) -> Optional[str]:
        """The nim sequence as a scatter plot (as CGSuite draws them), the proved period's
        start marked."""
        found = f", period {self.period} from heap {self.preperiod}" if self.proved else ""
        title = f"{self.code}: G(n) for n = 0..{len(self.values) - 1}{found}"
        return picture(_dresher.picture_nim_sequence, title, self.values, self.preperiod)


@dataclass(frozen=True)
class Position:
    """A position of heaps: its nim value, ``"P"`` (the player to move loses) or ``"N"``,
    the winning moves as ``(heap index, size, heaps left)`` (at most 1,000) and how many
    there are in all."""

    nim_value: int
    outcome: str
    winning_moves: List[Tuple[int, int, List[int]]]
    winning_count: int

    def _repr_html_(self) -> str:
        rows = ([i, size, ", ".join(map(str, left))] for i, size, left in self.winning_moves)
        moves = table(["heap index", "its size", "heaps left"], rows,
                      caption=f"winning moves ({self.winning_count} in all)")
        return page(f"nim value {self.nim_value}, outcome {self.outcome}",
                    moves if self.winning_moves else None)


def sequence(code: str, to: int, time_limit: Optional[float] = None,
             progress: ProgressArg = None, checkpoint: Optional[str] = None,
             checkpoint_every: int = 600) -> Sequence:
    """G(0), ..., G(to) of the game ``code`` (``"0.77"`` Kayles, ``"0.07"`` Dawson's Kayles,
    ``"S(1,3,4)"``, ``"grundy"``), with its period when proved. Past ``time_limit`` seconds
    (default none) it raises :class:`dresher.Error`; Ctrl-C stops it. ``progress``: ``True``
    for a bar (with tqdm), or a callable given ``(heaps done, total, eta)``. ``checkpoint``:
    a file that keeps the values (every ``checkpoint_every`` seconds and when the call
    stops) and that a later call goes on from, as ``solve --checkpoint`` does (games whose
    moves leave at most two heaps)."""
    with reporter(progress, "heaps") as report:
        values, period, method = _dresher.impartial_sequence(
            code, to, time_limit, report, checkpoint, checkpoint_every)
    p, e, s = period if period is not None else (None, None, None)
    return Sequence(code, values, p, e, s, method)


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


@dataclass(frozen=True)
class MisereForm:
    """A misère canonical form (Conway's simplest form), named as CGSuite writes it
    (``"*[2#0]"``), with its options' names, birthday, misère outcome (``"P"``: the player
    to move loses), misère and normal nim values and genus."""

    name: str
    options: List[str]
    birthday: int
    outcome: str
    misere_value: int
    nim_value: int
    genus: Optional[str]

    def __repr__(self) -> str:
        return f"MisereForm({self.name}, outcome {self.outcome}, genus {self.genus})"

    def _repr_html_(self) -> str:
        rows = [["options", ", ".join(self.options) or "none"],
                ["born on day", self.birthday], ["misère outcome", self.outcome],
                ["misère nim value", self.misere_value], ["normal nim value", self.nim_value],
                ["genus", self.genus or "not shown within 10 terms"]]
        return page(f"misère canonical form {self.name}", table(["", ""], rows))


def misere_form(expr: Optional[str] = None, code: Optional[str] = None,
                heaps: Optional[List[int]] = None,
                time_limit: Optional[float] = None) -> MisereForm:
    """The misère canonical form of an impartial game written as CGSuite writes it
    (``misere_form("*[[2],0]")``, ``"*[2]+*[2]"``), or of a position of heaps of a
    take-and-break game (``misere_form(code="0.77", heaps=[5, 3])``). Forms of wild games
    grow fast with their heaps; past ``time_limit`` seconds it raises
    :class:`dresher.Error`.

    >>> import dresher
    >>> f = dresher.impartial.misere_form("*[2]+*[2]")
    >>> f.name, f.options, f.outcome, f.genus
    ('*[2[2]]', ['*[2]', '*[3]'], 'P', '0^0')
    """
    return MisereForm(*_dresher.impartial_misere_form(
        expr, code, None if heaps is None else list(heaps), time_limit))


@dataclass(frozen=True)
class Quotient:
    """A misère quotient (Plambeck and Siegel): the classes of positions no added position
    tells apart, multiplied as positions add. ``elements[x]`` is element ``x``'s word
    (``"1"`` the identity, element 0), ``table[x][y]`` the product, ``p[x]`` whether its
    positions are P-positions, ``generators[i]`` the heap that letter ``i`` (a, b, ...) is,
    ``relations`` pairs of words, ``heap_elements[h]`` the element of heap ``h`` for heaps
    0..``heaps``. Exact on every position of heaps up to ``heaps`` (a finite check proved
    it); for every heap when ``period`` is set (the heap map repeats with that period from
    heap ``preperiod``, checked on heaps up to ``checked_to``). ``stopped``: why learning
    stopped before the heaps asked for (a candidate for heap ``heaps + 1`` passed a limit
    of the method), else ``None``."""

    code: str
    heaps: int
    elements: List[str]
    table: List[List[int]]
    p: List[bool]
    generators: List[int]
    relations: List[Tuple[str, str]]
    heap_elements: List[int]
    preperiod: Optional[int]
    period: Optional[int]
    checked_to: Optional[int]
    stopped: Optional[str] = None

    @property
    def order(self) -> int:
        """How many elements."""
        return len(self.elements)

    @property
    def p_portion(self) -> List[str]:
        """The words of the elements whose positions are P-positions."""
        return [w for w, p in zip(self.elements, self.p) if p]

    def heap(self, size: int) -> Optional[int]:
        """The element of a heap of ``size`` tokens; ``None`` past ``heaps`` unless proved
        for every heap."""
        if size <= self.heaps:
            return self.heap_elements[size]
        if self.period is None:
            return None
        back = -(-(size - self.heaps) // self.period) * self.period
        return self.heap_elements[size - back]

    def outcome(self, heaps: List[int]) -> Optional[str]:
        """``"P"`` or ``"N"`` for a position of heaps in misère play, by multiplying their
        elements; ``None`` when a heap is past what the quotient covers."""
        x = 0
        for h in heaps:
            e = self.heap(h)
            if e is None:
                return None
            x = self.table[x][e]
        return "P" if self.p[x] else "N"

    def heap_map(self, to: int) -> List[str]:
        """The words of heaps 0..to, as far as known."""
        words = []
        for h in range(to + 1):
            e = self.heap(h)
            if e is None:
                break
            words.append(self.elements[e])
        return words

    def __repr__(self) -> str:
        scope = (f"every heap (period {self.period} from heap {self.preperiod})"
                 if self.period is not None else f"heaps 1..{self.heaps}")
        return f"Quotient({self.code!r}: order {self.order}, {scope})"

    def _repr_html_(self) -> str:
        """The presentation, the P-portion, the heap map and (up to 24 elements) the
        multiplication table."""
        scope = (f"every heap (period {self.period} from heap {self.preperiod}, checked to "
                 f"heap {self.checked_to})" if self.period is not None
                 else f"positions of heaps 1..{self.heaps}")
        letters = ", ".join(f"{chr(97 + i)} = heap {h}" for i, h in enumerate(self.generators))
        relations = ", ".join(f"{a} = {b}" for a, b in self.relations) or "none"
        lines = [f"generators: {letters}", f"relations: {relations}",
                 f"P-portion: {{{', '.join(self.p_portion)}}}"]
        heaps = table(["heap", "element"], enumerate(self.heap_map(self.heaps)),
                      caption="the heap map")
        products = None
        if self.order <= 24:
            rows = ([a] + [self.elements[x] for x in row] for a, row in zip(self.elements, self.table))
            products = table(["×"] + self.elements, rows, caption="products")
        title = f"Misère quotient of {self.code}: order {self.order}, exact on {scope}"
        return page(title, *map(paragraph, lines), heaps, products)


def quotient(code: str, to: int, time_limit: Optional[float] = None,
             progress: ProgressArg = None) -> Quotient:
    """The misère quotient of the game ``code`` on heaps 1..to, or of every heap when its
    heap map is proved periodic before ``to`` (docs/impartial.md, Misère quotients). Past
    ``time_limit`` seconds (default none) it raises :class:`dresher.Error`; Ctrl-C stops
    it. ``progress``: ``True`` for a bar (with tqdm), or a callable given ``(heaps learned,
    to, eta)``."""
    with reporter(progress, "heaps") as report:
        heaps, elements, table, p, gens, rels, heap_elements, stable, stopped = (
            _dresher.impartial_quotient(code, to, time_limit, report))
    e, period, checked = stable if stable is not None else (None, None, None)
    return Quotient(code, heaps, elements, table, p, gens, [tuple(r) for r in rels],
                    heap_elements, e, period, checked, stopped)
