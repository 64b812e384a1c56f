"""`cargo xtask bench partisan --vs cgt-py [RxC ...]`: dresher.partisan against cgt-py
(cgt-tools' Python package over a Rust core) in one run, on the same inputs:

1. 2,000 seeded random short games born by day 4: both canonical forms, stops, temperature
   and reduced canonical form must agree (each side's text read back by dresher's parser
   and compared as games), and each side's time for canonical forms and for temperatures.
2. Sums of hot games (random day-3 games, not numbers), nim sums, and a big number plus
   a star: time per operation.
3. Domineering rectangles: the value and, each board in its own process, seconds and peak
   memory.

Every line gives dresher's time, cgt-py's, and the ratio (cgt-py / dresher: above 1 means
dresher is faster)."""

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
        if not (same and stops and reduced):
            differ += 1
            print(f"differ: {expr}: {a.name} / {text(b)}", file=sys.stderr)
    return differ


def operations():
    rng = random.Random(SEED + 1)
    hot = []
    while len(hot) < 64:
        g = random_game(rng, 3)
        if not dresher.partisan.game(g).is_number:
            hot.append(g)
    sums = [hot[i:i + 6] for i in range(0, 60, 6)]
    ours, t_ours = timed(lambda terms: dresher.partisan.game("+".join(terms)), sums)

    def theirs_sum(terms):
        total = cgt_py.CanonicalForm(terms[0])
        for t in terms[1:]:
            total = total + cgt_py.CanonicalForm(t)
        return total

    theirs, t_theirs = timed(theirs_sum, sums)
    assert all(dresher.partisan.compare(a.name, text(b)) == "=" for a, b in zip(ours, theirs))
    row("sums of 6 hot day-3 games", len(sums), f"{t_ours:.3f}", f"{t_theirs:.3f}",
        ratio(t_ours, t_theirs))
    for label, expr in [("nim sum *1000 + *999", ("*1000", "*999")),
                        ("123456789/1024 + *", ("123456789/1024", "*"))]:
        _, t_o = timed(lambda: [dresher.partisan.game(" + ".join(expr)) for _ in range(1000)])
        _, t_t = timed(lambda: [cgt_py.CanonicalForm(expr[0]) + cgt_py.CanonicalForm(expr[1])
                                for _ in range(1000)])
        row(label, 1000, f"{t_o:.3f}", f"{t_t:.3f}", ratio(t_o, t_t))


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
    boards(sizes or ["3x3", "4x4", "4x5", "5x5"])
    print()
    print(f"{GAMES - differ} of {GAMES} random games agree in canonical form, stops, "
          f"temperature and reduced form")
    if differ:
        sys.exit(1)


if __name__ == "__main__":
    main(sys.argv[1:])
