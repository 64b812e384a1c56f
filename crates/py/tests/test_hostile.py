"""Bad input raises a Python exception with one line, never crashes the interpreter: a
small seeded fuzz over every entry point."""

import inspect
import os
import random
import tempfile
import time

import pytest

import dresher

TMP = tempfile.mkdtemp(prefix="dresher-hostile-")


def in_tmp(x):
    """A hostile file name kept inside a scratch folder (other values as they are)."""
    return os.path.join(TMP, x) if isinstance(x, str) else x

CALLS = [
    lambda x: dresher.matrix.solve(x),
    lambda x: dresher.matrix.read_nfg(x),
    lambda x: dresher.guessing.solve(x),
    lambda x: dresher.nhg.line(x, x, x),
    lambda x: dresher.nhg.spider(x, x, 1, 1),
    lambda x: dresher.nhg.tree(x, 1, 1),
    lambda x: dresher.goofspiel.solve(x),
    lambda x: dresher.partisan.game(x),
    lambda x: dresher.partisan.procrastination(x, x),
    lambda x: dresher.partisan.easy_chase(x, (1, 1), (2, 2)),
    lambda x: dresher.racing.sample_sizes(x, x),
    lambda x: dresher.racing.coin(x),
    lambda x: dresher.eternity.generate(x, x),
    lambda x: dresher.eternity.verify(x, x),
    lambda x: dresher.eternity.solve(x, "backtrack", 1.0),
    lambda x: dresher.eternity.solve("2 2\n" + "0 0 0 0\n" * 4, "backtrack", x),
    lambda x: dresher.eternity.count(x, 1.0),
    lambda x: dresher.eternity.count("2 2\n" + "0 0 0 0\n" * 4, x),
    lambda x: dresher.eternity.estimate(x),
    lambda x: dresher.matrix.write_nfg(x),
    lambda x: dresher.guessing.value(x),
    lambda x: dresher.guessing.shipped_last() + x,
    lambda x: dresher.goofspiel.strategy(x, "", time_limit=5.0),
    lambda x: dresher.goofspiel.strategy(4, x),
    lambda x: dresher.goofspiel.openspiel_policy(x),
    lambda x: dresher.partisan.reduced(x),
    lambda x: dresher.partisan.atomic_weight(x),
    lambda x: dresher.partisan.thermograph(x),
    lambda x: dresher.partisan.cool(x, x),
    lambda x: dresher.partisan.heat(x, 1),
    lambda x: dresher.partisan.overheat(x, x, x),
    lambda x: dresher.partisan.compare(x, x),
    lambda x: dresher.partisan.ruleset(x, x),
    lambda x: dresher.partisan.domineering(x, time_limit=5.0),
    lambda x: dresher.partisan.konane(x, time_limit=5.0),
    lambda x: dresher.partisan.clobber(x, time_limit=5.0),
    lambda x: dresher.partisan.snort(x, time_limit=5.0),
    lambda x: dresher.partisan.toads_and_frogs(x, time_limit=5.0),
    lambda x: dresher.partisan.surreal(x, x),
    lambda x: dresher.impartial.sequence(x, 100, time_limit=5.0),
    lambda x: dresher.impartial.sequence("0.77", x, time_limit=5.0),
    lambda x: dresher.impartial.heaps(x, [1, 2], time_limit=5.0),
    lambda x: dresher.impartial.heaps("0.77", x, time_limit=5.0),
    lambda x: dresher.impartial.heaps("0.77", x, misere=True, time_limit=5.0),
    lambda x: dresher.impartial.genus(x, 10, time_limit=5.0),
    lambda x: dresher.impartial.genus("0.77", x, time_limit=5.0),
    lambda x: dresher.impartial.quotient(x, 10, time_limit=5.0),
    lambda x: dresher.impartial.misere_form(x, time_limit=5.0),
    lambda x: dresher.partisan.loopy(x, time_limit=5.0),
    lambda x: dresher.partisan.fox_and_geese(x, (1, 1), time_limit=5.0),
    lambda x: dresher.partisan.fox_and_geese([(4, 2)], x, time_limit=5.0),
    lambda x: dresher.partisan.backsliding_toads_and_frogs(x, time_limit=5.0),
    lambda x: dresher.partisan.hare_and_hounds(x, time_limit=5.0),
    lambda x: dresher.impartial.misere_form(code="0.77", heaps=x, time_limit=5.0),
    lambda x: dresher.impartial.quotient("0.07", x, time_limit=5.0),
    lambda x: dresher.impartial.sequence("0.77", 10, progress=x),
    lambda x: dresher.impartial.sequence("0.16", 1000, checkpoint=in_tmp(x)),
    lambda x: dresher.impartial.sequence("0.16", 1000, checkpoint=in_tmp("f"), checkpoint_every=x),
    lambda x: dresher.eternity.prove(x, 1.0),
    lambda x: dresher.eternity.prove("2 2\n" + "0 0 0 0\n" * 4, x),
    lambda x: dresher.eternity.Board(x, x)._repr_svg_(),
    lambda x: dresher.eternity.Puzzle(x)._repr_svg_(),
    lambda x: dresher._dresher.picture_board(x, x),
    lambda x: dresher._dresher.picture_guessing_mix(x, x),
    lambda x: dresher._dresher.picture_search_tree(x, x),
    lambda x: dresher._dresher.picture_race(x, x),
    lambda x: dresher._dresher.picture_nim_sequence(x, x, x),
]

MODULES = ["matrix", "guessing", "nhg", "goofspiel", "partisan", "impartial", "racing", "eternity"]

VALUES = [0, -1, 10**30, 2**64, 1.5, float("nan"), "", "{", "{|}}", "1/0", "W" * 3 + "X",
          None, [], [[]], [(0, 0)], [(0, 1), (1, 2), (2, 0)], "4 4\n" + "0 0 0 0\n" * 3, b"\xff"]


def test_hostile_values_raise_exceptions_not_crashes():
    rng = random.Random(1)
    for _ in range(300):
        call, value = rng.choice(CALLS), rng.choice(VALUES)
        try:
            call(value)
        except (ValueError, TypeError, OverflowError, dresher.Error) as e:
            assert "\n" not in str(e).strip(), str(e)


def test_every_public_function_is_fuzzed():
    """A new function of the package fails here until CALLS reaches it."""
    called = "\n".join(inspect.getsource(call) for call in CALLS)
    for name in MODULES:
        module = getattr(dresher, name)
        for fn, obj in vars(module).items():
            public = inspect.isfunction(obj) and not fn.startswith("_")
            if public and obj.__module__ == module.__name__:
                assert f"dresher.{name}.{fn}(" in called, f"dresher.{name}.{fn} is not fuzzed"


@pytest.mark.parametrize("n", [0, -3])
def test_bad_sizes_name_the_problem(n):
    with pytest.raises((ValueError, OverflowError)):
        dresher.guessing.solve(n)


@pytest.mark.parametrize("seconds", [1e20, 0.0, -1.0, float("nan"), float("inf")])
def test_every_time_limit_out_of_range_is_refused_by_name(seconds):
    puzzle = "2 2\n" + "0 0 0 0\n" * 4
    for call in (dresher.eternity.count, lambda p, t: dresher.eternity.solve(p, "backtrack", t)):
        with pytest.raises(ValueError, match=r"time_limit: .* is not a number of seconds in \(0, 1e9\]"):
            call(puzzle, seconds)


def test_a_goofspiel_solve_past_the_free_memory_is_refused_before_any_work():
    # N = 16 needs about 350 GB; the machine has far less, so no work starts.
    with pytest.raises(ValueError, match="refused before any work"):
        dresher.goofspiel.solve(16)


def test_a_hopeless_ruleset_board_stops_at_its_time_limit():
    start = time.perf_counter()
    with pytest.raises(dresher.Error, match="stopped at the time limit of 1"):
        dresher.partisan.clobber("/".join(["xoxoxoxo", "oxoxoxox"] * 4), time_limit=1.0)
    assert time.perf_counter() - start < 10.0
    with pytest.raises(ValueError, match="is not a number of seconds"):
        dresher.partisan.game("*", time_limit=0.0)


def test_answers_that_need_no_search_come_at_once():
    start = time.perf_counter()
    assert dresher.partisan.atomic_weight("*100000").number == 0
    assert dresher.partisan.game("{100000000000000000000|0}").birthday == 10**20 + 1
    assert dresher.partisan.domineering(".." + "#" * 62).number == -1
    assert time.perf_counter() - start < 5.0


def test_long_solves_stop_at_their_time_limit():
    # Scrambled payoffs: HiGHS takes from half a second to 18 s on this 1000 x 1000 game,
    # as the machine and its build go, so its limit is a tenth of a second.
    scrambled = lambda k: ((k * 2654435761) % 2**64 >> 7) % 201 - 100
    big = [[scrambled(i * 1000 + j) for j in range(1000)] for i in range(1000)]
    for call in (lambda: dresher.guessing.solve(900, time_limit=1.0),
                 lambda: dresher.matrix.solve(big, time_limit=0.1),
                 lambda: dresher.nhg.spider(2, 2000, 2, 2, time_limit=1.0),
                 lambda: dresher.goofspiel.solve(6, time_limit=1.0),
                 lambda: dresher.goofspiel.solve(12, time_limit=1.0),
                 lambda: dresher.goofspiel.strategy(6, "", time_limit=1.0),
                 lambda: dresher.racing.coin(0.5, epsilon=1e-6, unbounded=True, time_limit=1.0),
                 lambda: dresher.impartial.sequence("0.F", 100000, time_limit=1.0),
                 lambda: dresher.impartial.quotient("0.07", 40, time_limit=1.0)):
        start = time.perf_counter()
        with pytest.raises(dresher.Error, match="stopped at the time limit of (1|0.1) s"):
            call()
        assert time.perf_counter() - start < 10.0
