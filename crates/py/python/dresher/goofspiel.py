"""Goofspiel (seed 004): both players bid cards 1..N for prize cards turned up at random;
player 1's optimal first bid per prize, exact for small N, certified beyond."""

from dataclasses import dataclass
from fractions import Fraction
from typing import Dict, List, Optional, Tuple, Union

from . import _dresher
from ._progress import ProgressArg, reporter
from ._exact import fractions
from ._display import number, page, table

#: Largest N solved exactly (every matrix game in rationals).
MAX_EXACT_N = 6


@dataclass(frozen=True, repr=False)
class Solution:
    """Player 1's first bid per prize (``first_bid[prize - 1][card - 1]``): Fractions when
    exact, floats in certified mode, where every first-move game's value 0 is known to
    within ``error_bound`` (a certified interval, not an exact value)."""

    n: int
    first_bid: List[List[Union[Fraction, float]]]
    exact: bool
    error_bound: Union[Fraction, float]
    unique: Optional[List[bool]] = None
    certified: bool = False

    def __repr__(self) -> str:
        how = ("exact" if self.exact else f"certified to within {float(self.error_bound):.3g}"
               if self.certified else "NOT certified")
        return f"Solution(N = {self.n}: player 1's first bid per prize, {how})"

    def _repr_html_(self) -> str:
        how = ("exact" if self.exact else
               f"each mix's game value 0 to within {float(self.error_bound):.3g} (certified)"
               if self.certified else "not certified")
        cell = lambda p: (str(p) if isinstance(p, Fraction) else f"{p:.4f}") if p else ""
        rows = ([prize + 1] + [cell(p) for p in bids] for prize, bids in enumerate(self.first_bid))
        cards = [f"bid {c}" for c in range(1, self.n + 1)]
        return page(f"Goofspiel, N = {self.n}: player 1's optimal first bid per prize ({how})",
                    table(["prize"] + cards, rows, caption="probability of each bid"))


def solve(n: int, force: bool = False, payoff: str = "points",
          time_limit: Optional[float] = None, progress: ProgressArg = None) -> Solution:
    """Exact for ``n <= MAX_EXACT_N``; beyond, certified intervals (N <= 16 that fits in
    memory: N = 12 takes minutes). A solve whose modelled peak memory is more than is free
    (N = 15 needs about 60 GB) raises ``ValueError`` before any work, as the CLI refuses
    it, unless ``force``. ``payoff`` is ``"points"`` (player 1's points minus player 2's)
    or ``"win-loss"`` (+1 for more points at the end, -1 for fewer, 0 for a draw; its
    states carry the lead, so there are more: N = 10 takes about two minutes, N = 11 about
    4 GB). Past ``time_limit`` seconds (default: none) or the machine's free memory it
    raises ``dresher.Error`` naming what ran out; Ctrl-C stops it. ``progress`` (certified
    mode): ``True`` for a bar (with tqdm), or a callable given ``(states done, states in
    the level being built, eta of that level)``: the count starts again at each level."""
    if isinstance(n, int) and 1 <= n <= MAX_EXACT_N:
        bids, _values, unique, certified = _dresher.goofspiel_exact(n, payoff, time_limit)
        return Solution(n, [fractions(b) for b in bids], True, Fraction(0), unique or None, certified)
    with reporter(progress, "states") as report:
        bids, bound, certified = _dresher.goofspiel_certified(n, force, payoff, time_limit, report)
    return Solution(n, bids, False, bound, None, certified)


@dataclass(frozen=True)
class PrizeBids:
    """Both players' optimal mixes (``{card: probability}``) with ``prize`` showing, and
    player 1's expected payoff at the end from there, all exact."""

    prize: int
    value: Fraction
    player1: Dict[int, Fraction]
    player2: Dict[int, Fraction]
    certified: bool


@dataclass(frozen=True, repr=False)
class StatePlay:
    """The optimal play at one position: player 1's expected payoff at the end (for
    ``points`` the lead so far included), the lead, and the bids for the prize showing, or
    for each prize that may come up next when none shows (none when the game is over)."""

    value: Fraction
    lead: int
    bids: List[PrizeBids]

    def __repr__(self) -> str:
        prizes = ", ".join(str(b.prize) for b in self.bids) or "none: the game is over"
        return f"StatePlay(value {self.value}, lead {self.lead}, bids for prizes {prizes})"

    def _repr_html_(self) -> str:
        mix = lambda m: ", ".join(f"{card}: {p}" for card, p in sorted(m.items()) if p)
        rows = ([b.prize, number(b.value), mix(b.player1), mix(b.player2)] for b in self.bids)
        title = f"Player 1's expected payoff {number(self.value)}, lead {self.lead}"
        headers = ["prize", "player 1's payoff", "player 1 bids", "player 2 bids"]
        return page(title, table(headers, rows, caption="optimal bids (card: probability)"))


def strategy(n: int, history: str, payoff: str = "points",
             time_limit: Optional[float] = None) -> StatePlay:
    """The optimal bids of both players at the position ``history`` leads to (``n <=
    MAX_EXACT_N``, exact): rounds ``PRIZE:BID1/BID2`` separated by commas, then optionally
    the prize showing. ``strategy(4, "3:2/1, 1:3/3, 2", "win-loss").value == 1``."""
    value, lead, bids = _dresher.goofspiel_state(n, history, payoff, time_limit)
    mix = lambda m: {card: Fraction(p) for card, p in m}
    return StatePlay(
        Fraction(value),
        lead,
        [PrizeBids(p, Fraction(v), mix(a), mix(b), c) for p, v, a, b, c in bids],
    )


def openspiel_policy(n: int, payoff: str = "points") -> Tuple[str, Dict[str, List[Tuple[int, float]]]]:
    """Both players' whole optimal policy (``n <= 5``, exact, rounded to floats) for
    OpenSpiel: the game's name for ``pyspiel.load_game`` and, per information-state string
    of its ``pyspiel.convert_to_turn_based`` view, ``[(action, probability)]`` (card ``c``
    is action ``c - 1``). Put each mix in a ``TabularPolicy``'s row of that key."""
    game, entries, _certified = _dresher.goofspiel_openspiel_policy(n, payoff)
    return game, dict(entries)
