"""Racing algorithms (seed 003): which of two stochastic players is better, with a
Hoeffding or empirical-Bernstein guarantee."""

from dataclasses import dataclass, field
from typing import Dict, List, Optional, Tuple

from . import _dresher
from ._display import picture

#: The races, by name.
ALGORITHMS = ("lebr", "ilebr1", "ilebr2", "ilebr-star1", "ilebr-star2", "bernstein-race")


def sample_sizes(epsilon: float = 0.01, delta: float = 0.05) -> Dict[str, Optional[int]]:
    """The seed's sample sizes (§1.5.2) for precision ``epsilon`` and error ``delta``;
    ``None`` for a figure past 2**64 games."""
    return dict(_dresher.racing_sample_sizes(epsilon, delta))


@dataclass(frozen=True, repr=False)
class Race:
    """A race's verdict, games played and the final interval of the mean outcome. The
    verdict: ``first`` or ``second`` (that player is better; wrong with probability at most
    delta), ``no_difference`` (the race stopped precise with 1/2 in an interval no wider
    than 2 epsilon) or ``undecided`` (stopped at a limit; only the interval is claimed).
    ``looks``: the bounds ``(games, lower, upper)`` after each test (at most about 2,000,
    evenly thinned), which a notebook draws."""

    decision: str
    games: int
    lower: float
    upper: float
    looks: List[Tuple[int, float, float]] = field(default_factory=list)

    def __repr__(self) -> str:
        return (f"Race({self.decision} after {self.games} games, "
                f"mean outcome in [{self.lower:.6g}, {self.upper:.6g}])")

    def _repr_svg_(self) -> Optional[str]:
        if not self.looks:
            return None
        title = f"{self.decision} after {self.games} games: bounds after each test"
        return picture(_dresher.picture_race, list(self.looks), title)


def coin(
    p: float,
    algorithm: str = "lebr",
    epsilon: float = 0.01,
    delta: float = 0.05,
    seed: int = 1,
    max_games: Optional[int] = None,
    unbounded: bool = False,
    time_limit: Optional[float] = None,
) -> Race:
    """Races a coin that wins with probability ``p`` against a fair one (reproducible).

    Capped at ``max_games`` games (the race then stops undecided), or at 100,000,000 unless
    ``unbounded``; a race that may need more than that default is refused before it starts,
    as the CLI refuses it. Past ``time_limit`` seconds (default none) it raises with one
    line saying so."""
    decision, games, lower, upper, looks = _dresher.racing_coin(
        p, algorithm, epsilon, delta, seed, max_games, unbounded, time_limit
    )
    return Race(decision, games, lower, upper, [tuple(l) for l in looks])
