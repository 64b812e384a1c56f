"""`cargo xtask bench python`: dresher.matrix.solve against pygambit's exact
`lp_solve(rational=True)` and nashpy's `linear_program`, where they are installed, on the
same seeded random integer games; times, ratios, and whether the exact values agree."""

import random
import sys
import time
from fractions import Fraction

import dresher


def game(n, seed):
    rng = random.Random(seed)
    return [[rng.randint(-100, 100) for _ in range(n)] for _ in range(n)]


def timed(f):
    start = time.perf_counter()
    out = f()
    return out, time.perf_counter() - start


def pygambit_value(a):
    import numpy as np
    import pygambit as gbt

    m = np.array(a)
    g = getattr(gbt, "StrategicGame", gbt.Game).from_arrays(m, -m)  # 17 / 16
    result = gbt.nash.lp_solve(g, rational=True)
    player = list(g.players)[0]
    if hasattr(result, "equilibrium"):  # pygambit 17
        return Fraction(str(result.equilibrium.payoffs[player]))
    return Fraction(str(result.equilibria[0].payoff(player)))


def nashpy_value(a):
    import nashpy
    import numpy as np

    row, col = nashpy.Game(np.array(a)).linear_program()
    return float(row @ np.array(a) @ col)


def main(sizes):
    print("| n | dresher s | pygambit exact s | ratio | same exact value | nashpy s | nashpy value - exact |")
    print("|---|---|---|---|---|---|---|")
    for n in sizes:
        a = game(n, seed=n)
        ours, t_ours = timed(lambda: dresher.matrix.solve(a))
        assert ours.certified
        cells = [str(n), f"{t_ours:.4f}"]
        try:
            theirs, t_theirs = timed(lambda: pygambit_value(a))
            cells += [f"{t_theirs:.3f}", f"{t_theirs / t_ours:.0f}x", str(theirs == ours.value)]
        except ImportError:
            cells += ["not installed", "-", "-"]
        try:
            approx, t_np = timed(lambda: nashpy_value(a))
            cells += [f"{t_np:.3f}", f"{approx - float(ours.value):.1e}"]
        except ImportError:
            cells += ["not installed", "-"]
        print("| " + " | ".join(cells) + " |", flush=True)


if __name__ == "__main__":
    main([int(x) for x in sys.argv[1:]] or [30, 60, 120])
