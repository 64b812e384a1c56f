"""`cargo xtask bench partisan --vs cgt-py [RxC ...]`: dresher.partisan against cgt-py
(cgt-tools' Python package over a Rust core) in one run, on the same inputs:

1. 2,000 seeded random short games born by day 4: both canonical forms, stops, temperature,
   thermograph (mean and both walls) and reduced canonical form must agree (each side's text read back by dresher's parser
   and compared as games), and each side's time for canonical forms and for temperatures.
2. Sums of 4, 5 and 6 hot games born by day 3 (one to four options a side among day 2's
   games), nim sums, and a big number plus a star.
3. Domineering rectangles: the value and, each board in its own process, seconds and peak
   memory.

Every line gives dresher's time, cgt-py's, and the ratio (cgt-py / dresher: above 1 means
dresher is faster)."""

import itertools
import random
import re
import subprocess
import sys
import time
from fractions import Fraction

import cgt_py
import dresher

GAMES = 2000
SEED = 2026
BOARD_SECONDS = 900


def random_game(rng, day):
    """A game born by `day`: up to two options a side, each born by the day before."""
    if day == 0:
        return "0"
    side = lambda: ",".join(random_game(rng, day - 1) for _ in range(rng.randint(0, 2)))
    return "{" + side() + "|" + side() + "}"


def text(value):
    """cgt-py's repr `CanonicalForm('...')` or `DyadicRationalNumber('...')` as its text."""
    return text_of(repr(value))


def trajectory(wall):
    """A wall of ours (pieces `(from_t, value, slope)`, t rising) as cgt-py writes one: the
    mast's value, the temperatures where the slope changes and the slopes, from the top."""
    return (wall[-1][1], [p[0] for p in wall[1:]][::-1], [p[2] for p in wall][::-1])


def trajectories(game):
    """cgt-py's thermograph as two trajectories, cut at t = 0 (cgt-py runs a number's wall
    on below 0, to its negative temperature)."""
    found = re.findall(r"Trajectory\(([^,]+), \[([^\]]*)\], \[([^\]]*)\]\)",
                       repr(game.thermograph))
    out = []
    for mast, temps, slopes in found:
        temps = [Fraction(t) for t in temps.split(", ") if t]
        slopes = [int(x) for x in slopes.split(", ") if x]
        kept = [t for t in temps if t > 0]
        out.append((Fraction(mast), kept, slopes[:len(kept) + 1]))
    return out


def timed(f, *args):
    start = time.perf_counter()
    out = [f(a) for a in args[0]] if args else f()
    return out, time.perf_counter() - start


def ratio(ours, theirs):
    return f"{theirs / ours:.1f}x" if ours > 0 else "-"


def row(*cells):
    print("| " + " | ".join(str(c) for c in cells) + " |")


def agreement():
    rng = random.Random(SEED)
    games = [random_game(rng, rng.randint(1, 4)) for _ in range(GAMES)]
    ours, t_ours = timed(dresher.partisan.game, games)
    theirs, t_theirs = timed(cgt_py.CanonicalForm, games)
    row("canonical forms", GAMES, f"{t_ours:.3f}", f"{t_theirs:.3f}", ratio(t_ours, t_theirs))
    start = time.perf_counter()
    hot = [dresher.partisan.thermograph(e) for e in games]
    temperatures = [th.temperature for th in hot]
    t_hot_ours = time.perf_counter() - start
    thermograph = lambda e: (lambda c: (c.temperature, c.thermograph))(cgt_py.CanonicalForm(e))
    _, t_hot_theirs = timed(thermograph, games)
    row("temperatures and thermographs", GAMES, f"{t_hot_ours:.3f}", f"{t_hot_theirs:.3f}",
        ratio(t_hot_ours, t_hot_theirs))
    differ = 0
    for expr, a, b, th in zip(games, ours, theirs, hot):
        same = dresher.partisan.compare(a.name, text(b)) == "="
        stops = (th.left_stop, th.right_stop, th.temperature) == tuple(
            Fraction(text(x)) for x in (b.left_stop, b.right_stop, b.temperature))
        reduced = dresher.partisan.compare(dresher.partisan.reduced(expr).name,
                                           text(b.reduced)) == "="
        walls = [trajectory(th.left_wall), trajectory(th.right_wall)] == trajectories(b)
        if not (same and stops and reduced and walls):
            differ += 1
            print(f"differ: {expr}: {a.name} / {text(b)}", file=sys.stderr)
    return differ


def day2():
    """Every {L | R} with options among 0, 1, -1 and *: the games born by day 2."""
    day1 = ["0", "1", "-1", "*"]
    subsets = [list(c) for k in range(5) for c in itertools.combinations(day1, k)]
    return ["{" + ",".join(l) + "|" + ",".join(r) + "}" for l in subsets for r in subsets]


def hot_games(rng, count):
    """Random hot games born by day 3: one to four options a side among day 2's games."""
    options, hot = day2(), []
    while len(hot) < count:
        side = lambda: ",".join(rng.sample(options, rng.randint(1, 4)))
        g = "{" + side() + "|" + side() + "}"
        if dresher.partisan.thermograph(g).temperature > 0:
            hot.append(g)
    return hot


def theirs_sum(terms):
    total = cgt_py.CanonicalForm(terms[0])
    for t in terms[1:]:
        total = total + cgt_py.CanonicalForm(t)
    return total


def operations():
    hot = hot_games(random.Random(SEED + 1), 5 * 6)
    for k in (4, 5, 6):
        sums = [hot[i:i + k] for i in range(0, 5 * k, k)]
        ours, t_ours = timed(lambda terms: dresher.partisan.game("+".join(terms)), sums)
        theirs, t_theirs = timed(theirs_sum, sums)
        assert all(dresher.partisan.compare(a.name, text(b)) == "="
                   for a, b in zip(ours, theirs))
        row(f"sums of {k} hot day-3 games", len(sums), f"{t_ours:.4f}", f"{t_theirs:.4f}",
            ratio(t_ours, t_theirs))
    for label, expr in [("nim sum *1000 + *999", ("*1000", "*999")),
                        ("123456789/1024 + *", ("123456789/1024", "*"))]:
        _, t_o = timed(lambda: [dresher.partisan.game(" + ".join(expr)) for _ in range(1000)])
        _, t_t = timed(lambda: [cgt_py.CanonicalForm(expr[0]) + cgt_py.CanonicalForm(expr[1])
                                for _ in range(1000)])
        row(label, 1000, f"{t_o:.4f}", f"{t_t:.4f}", ratio(t_o, t_t))


CHILD = """
import resource, sys, time
grid = sys.argv[2]
start = time.perf_counter()
if sys.argv[1] == "dresher":
    import dresher
    value = dresher.partisan.domineering(grid).name
else:
    import cgt_py
    value = repr(cgt_py.Domineering(grid).canonical_form)
seconds = time.perf_counter() - start
print(seconds, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss // 1024, value)
"""


def one_board(who, grid):
    """(seconds, peak MiB, value) of one board in a fresh process; None past the limit."""
    try:
        out = subprocess.run([sys.executable, "-c", CHILD, who, grid], capture_output=True,
                             text=True, timeout=BOARD_SECONDS, check=True).stdout.split(" ", 2)
    except subprocess.TimeoutExpired:
        return None
    return float(out[0]), int(out[1]), out[2].strip()


def boards(sizes):
    print()
    row("Domineering", "value", "dresher s", "dresher MiB", "cgt-py s", "cgt-py MiB", "ratio")
    row(*["---"] * 7)
    for size in sizes:
        r, c = map(int, size.split("x"))
        grid = "|".join(["." * c] * r)
        ours, theirs = one_board("dresher", grid), one_board("cgt-py", grid)
        if theirs is None:
            row(size, ours[2], f"{ours[0]:.2f}", ours[1], f"> {BOARD_SECONDS}", "-", "-")
            continue
        same = dresher.partisan.compare(ours[2], text_of(theirs[2])) == "="
        row(size, ours[2] + ("" if same else " (differs!)"), f"{ours[0]:.2f}", ours[1],
            f"{theirs[0]:.2f}", theirs[1], ratio(ours[0], theirs[0]))


def text_of(shown):
    """The text inside a repr such as `CanonicalForm('...')`."""
    found = re.fullmatch(r"\w+\('(.*)'\)", shown)
    return found.group(1) if found else shown


def main(sizes):
    print("dresher against cgt-py in one run, the same inputs")
    print()
    row("operation", "count", "dresher s", "cgt-py s", "ratio")
    row(*["---"] * 5)
    differ = agreement()
    operations()
    boards(sizes or ["3x3", "4x4", "4x5", "5x5", "5x6"])
    print()
    print(f"{GAMES - differ} of {GAMES} random games agree in canonical form, stops, "
          f"temperature, thermograph and reduced form")
    if differ:
        sys.exit(1)


if __name__ == "__main__":
    main(sys.argv[1:])
