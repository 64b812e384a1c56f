"""Racing algorithms (seed 003): which of two stochastic players is better, with a
Hoeffding or empirical-Bernstein guarantee."""

from dataclasses import dataclass
from typing import Dict

from . import _dresher

#: The races, by name.
ALGORITHMS = ("lebr", "ilebr1", "ilebr2", "ilebr-star1", "ilebr-star2", "bernstein-race")


def sample_sizes(epsilon: float = 0.01, delta: float = 0.05) -> Dict[str, int]:
    """The seed's sample sizes (§1.5.2) for precision ``epsilon`` and error ``delta``."""
    return dict(_dresher.racing_sample_sizes(epsilon, delta))


@dataclass(frozen=True)
class Race:
    """A race's verdict (``first``, ``second`` or ``tie``), games played and the final
    interval of the mean outcome."""

    decision: str
    games: int
    lower: float
    upper: float


def coin(p: float, algorithm: str = "lebr", epsilon: float = 0.01, delta: float = 0.05, seed: int = 1) -> Race:
    """Races a coin that wins with probability ``p`` against a fair one (reproducible)."""
    return Race(*_dresher.racing_coin(p, algorithm, epsilon, delta, seed))
