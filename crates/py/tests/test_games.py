"""Every submodule against known results: the seeds' published values, closed forms and
the fixtures the Rust side certified."""

import json
from fractions import Fraction
from pathlib import Path

import pytest

import dresher

ROOT = Path(__file__).resolve().parents[3]


def test_guessing_twelve_keys_matches_oeis():
    s = dresher.guessing.solve(12)
    assert s.value == Fraction(1461, 470) and s.certified  # OEIS A286676 / A286677
    assert sum(s.alice) == 1 and sum(p for _, p in s.bob) == 1
    # Alice's mix guarantees the value against each of Bob's trees in the mix, exactly.
    for depths, _ in s.bob:
        assert sum(a * d for a, d in zip(s.alice, depths)) == s.value


def test_guessing_value_is_the_shipped_certified_value_whatever_the_folder(monkeypatch, tmp_path):
    # A fixture line whose mix is valid but not optimal, with that mix's guarantee: a
    # one-sided check accepts it, so value() must not read it, wherever it stands.
    tampered = {"n": 12, "value": "37/12", "alpha_half": ["1/12"] * 6}
    (tmp_path / "fixtures" / "guessing").mkdir(parents=True)
    (tmp_path / "fixtures" / "guessing" / "values.jsonl").write_text(json.dumps(tampered) + "\n")
    monkeypatch.setenv("DRESHER_FIXTURES", str(tmp_path / "fixtures"))
    monkeypatch.chdir(tmp_path)
    assert dresher.guessing.value(12) == Fraction(1461, 470)  # Johnson's value, seed 000
    last = dresher.guessing.shipped_last()
    assert last >= 980
    line = json.loads((ROOT / "fixtures" / "guessing" / "values.jsonl").read_text().splitlines()[99])
    assert dresher.guessing.value(100) == Fraction(line["value"])
    with pytest.raises(ValueError, match="at least 1"):
        dresher.guessing.value(0)


def test_nhg_line_matches_the_rust_example_and_spider_theorem_2():
    assert dresher.nhg.line(5, 7, 17).value == Fraction(7, 3)
    s = dresher.nhg.spider(3, 5, 3, 2)
    assert s.value == Fraction(1, 3) and s.certified  # Theorem 2: mn / (B (b + 1))


def test_nhg_tree_from_edges_and_a_path_equals_the_line():
    path = [(i, i + 1) for i in range(8)]
    assert dresher.nhg.tree(path, 2, 3).value == dresher.nhg.line(2, 3, 9).value
    with pytest.raises(ValueError):
        dresher.nhg.tree([(0, 1), (1, 2), (2, 0)], 1, 1)  # a cycle


def test_goofspiel_win_loss():
    # OpenSpiel's equilibrium at N = 4, prize 2 (rounded): the win/loss bid.
    g = dresher.goofspiel.solve(4, payoff="win-loss")
    assert g.exact and g.certified and all(g.unique)
    assert [round(float(x), 3) for x in g.first_bid[1]] == [0.186, 0.125, 0.689, 0.0]
    with pytest.raises(ValueError, match="win-loss"):
        dresher.goofspiel.solve(3, payoff="win")
    # Past the exact range, certified: the N = 7 first bids guarantee 0 to within the bound.
    g7 = dresher.goofspiel.solve(7, payoff="win-loss")
    assert not g7.exact and g7.certified and g7.error_bound < 1e-12
    assert all(abs(sum(b) - 1) < 1e-12 for b in g7.first_bid)
    # At a state: player 1 is 3 ahead with 1 and 4 against 2 and 4, prizes 2 (showing)
    # and 4 left: whatever player 2 does, player 1 wins by bidding 1 now.
    s = dresher.goofspiel.strategy(4, "3:2/1, 1:3/3, 2", payoff="win-loss")
    assert (s.value, s.lead, [b.prize for b in s.bids]) == (1, 3, [2])
    assert s.bids[0].player1 == {1: 1, 4: 0} and s.bids[0].certified
    # The first move's state is the first-move table's game.
    first = dresher.goofspiel.strategy(4, "2", payoff="win-loss").bids[0].player1
    assert [first[c] for c in (1, 2, 3, 4)] == g.first_bid[1]
    with pytest.raises(ValueError, match="already played"):
        dresher.goofspiel.strategy(3, "1:1/2, 1:2/3")
    # The policy for OpenSpiel: the opening key holds the first-move table's bid.
    name, policy = dresher.goofspiel.openspiel_policy(4, "win-loss")
    assert name == "goofspiel(num_cards=4,points_order=random,returns_type=win_loss)"
    opening = "Current player: 0\nPoint card sequence: 2 \nP0 hand: 1 2 3 4 \nP1 hand: 1 2 3 4 \nWin sequence: \nPoints: 0 0 \n"
    assert [round(p, 12) for _, p in policy[opening]] == [round(float(x), 12) for x in g.first_bid[1]]


def test_goofspiel_exact_and_certified():
    g = dresher.goofspiel.solve(3)
    assert g.exact and g.error_bound == 0
    assert all(sum(row) == 1 for row in g.first_bid)
    fixture = json.loads((ROOT / "fixtures" / "goofspiel" / "certified-7.json").read_text())
    c = dresher.goofspiel.solve(7)
    assert not c.exact and c.error_bound <= 1e-9 and c.certified
    assert c.first_bid[0] == pytest.approx(fixture["first_move"]["1"], abs=1e-9)


def test_partisan_numbers_games_and_procrastination():
    assert dresher.partisan.game("{1/2|1}").number == Fraction(3, 4)
    star2 = dresher.partisan.surreal(["0", "*"], ["0", "*"])
    assert star2.name == "*2" and not star2.is_number
    c = dresher.partisan.procrastination(["W", "WB", "BBW"], ["B", "WW", "BW"])
    assert (c.c1, c.c2, c.no_worse, c.cross_checked) == (0, Fraction(1, 2), False, True)
    # The CLI's comma strings mean the same, not their characters.
    assert dresher.partisan.procrastination("W,WB,BBW", "B,WW,BW") == c
    assert dresher.partisan.surreal("0,1/2", "1").number == Fraction(3, 4)
    assert dresher.partisan.easy_chase(3, (1, 1), (3, 3)) == "BLACK 6"


def test_partisan_temperature_theory():
    # A switch {x|y} with x > y: mean (x + y)/2, temperature (x - y)/2.
    th = dresher.partisan.thermograph("{3|-1}")
    assert (th.mean, th.temperature) == (1, 2)
    assert (th.left_stop, th.right_stop) == (3, -1)
    assert th.left_wall == [(0, 3, -1), (2, 1, 0)]
    assert dresher.partisan.thermograph("1/2").temperature == Fraction(-1, 2)
    assert dresher.partisan.cool("{3|-1}", 2).name == "1*"
    assert dresher.partisan.heat("*", 1).name == "+-1"
    assert dresher.partisan.compare("up", "*") == "||"
    assert dresher.partisan.compare("1/2+1/2", "1") == "="
    with pytest.raises(ValueError):
        dresher.partisan.cool("*", -1)
    assert dresher.partisan.domineering("../..").name == "+-1"
    assert dresher.partisan.domineering("./.").number == 1
    assert dresher.partisan.konane("xo.|...").number == 1
    with pytest.raises(ValueError):
        dresher.partisan.konane("x#o")
    # CGSuite's test suite gives Clobber xox|ox. as {^^*|*,v}; Winning Ways T.F as *.
    clobber = dresher.partisan.clobber("xox|ox.").name
    assert dresher.partisan.compare(clobber, "{^^*|*,v}") == "="
    assert dresher.partisan.toads_and_frogs("T.F").name == "*"
    assert dresher.partisan.snort("..").name == "+-1"
    assert dresher.partisan.atomic_weight("{^^^|vv}").name == "{1|0}"
    assert dresher.partisan.atomic_weight("1") is None
    hot = dresher.partisan.overheat("{3||2+*|1+*}", "*", "1*").name
    assert dresher.partisan.compare(hot, "{1||+-(1*)|-1,{-1|-3}}") == "="  # CGSuite's value
    assert dresher.partisan.ruleset("hackenbush", "BBR").number == Fraction(3, 2)
    with pytest.raises(ValueError):
        dresher.partisan.ruleset("chess", "..")
    # Reduced forms: equal up to an infinitesimal.
    assert dresher.partisan.reduced("{2|-1}+^").name == "{2|-1}"
    assert dresher.partisan.reduced("1/2*").number == Fraction(1, 2)
    # Numbers and nimbers of any size.
    assert dresher.partisan.game("*1000+*999").name == "*15"
    big = dresher.partisan.game("123456789/1024 + *")
    # 123456789/1024 is 120563 + 181/1024: born on day 120563 + 1 + 10, its * one day later.
    assert big.name == "123456789/1024*" and big.birthday == 120563 + 1 + 10 + 1
    with pytest.raises(ValueError):
        dresher.partisan.domineering("..x")


def test_racing_figures_and_a_race():
    assert dresher.racing.sample_sizes(0.01, 0.05)["hoeffding_squares_t_max"] == 45369
    r = dresher.racing.coin(0.6, "ilebr-star2", seed=7)
    assert r.decision == "first" and r.lower <= 0.6 <= r.upper
    # A fair coin raced to precision names no player; a race with no game decides nothing.
    assert dresher.racing.coin(0.5, "lebr", epsilon=0.02).decision == "no_difference"
    assert dresher.racing.coin(0.52, max_games=0).decision == "undecided"
    # The CLI's budget: a race that may need more games than the default is refused.
    with pytest.raises(ValueError, match="over the default budget"):
        dresher.racing.coin(0.5, "ilebr1", epsilon=1e-6)


def test_eternity_generate_solve_verify():
    puzzle, board = dresher.eternity.generate(4, 4, seed=1)
    assert dresher.eternity.verify(puzzle, board).solved
    uniform, _ = dresher.eternity.generate(4, 4, seed=1, colours="uniform")
    assert uniform != puzzle
    with pytest.raises(ValueError, match="balanced or uniform"):
        dresher.eternity.generate(4, 4, colours="even")


def test_eternity_count_and_estimate():
    puzzle, _ = dresher.eternity.generate(4, 4, seed=5, frame=2, inner=3)
    heard = []
    count = dresher.eternity.count(puzzle, progress=lambda d, t, e: heard.append((d, t)))
    assert count.exhausted and count.boards == 4 * count.classes >= 4
    assert heard[-1][0] == heard[-1][1]  # every subtree done
    # The first moment estimates the number of boards, which the count found exactly by
    # another method: the estimate must be of the same order.
    estimate = dresher.eternity.estimate(puzzle)
    assert count.boards / 10 <= estimate.solutions <= 10 * count.boards, (estimate, count)
    found = dresher.eternity.solve(puzzle)
    assert found is not None and dresher.eternity.verify(puzzle, found).solved


def test_eternity_hints_and_sat_on_a_clue_shaped_board():
    puzzle, board = dresher.eternity.generate(6, 12, seed=2, frame=4, inner=3, hints=3)
    hints = [line.split() for line in puzzle.splitlines() if line.startswith("hint")]
    assert len(hints) == 3
    for method in ("sat", "portfolio"):
        found = dresher.eternity.solve(puzzle, method, 60.0)
        assert found is not None and dresher.eternity.verify(puzzle, found).solved
        cells = [line.split() for line in found.splitlines() if line and not line.startswith("#")][1:]
        for _, row, col, piece, _ in hints:
            assert cells[int(row) * 12 + int(col)][0] == piece


def test_impartial_sequences_periods_and_heaps():
    # Winning Ways ch. 4: Kayles (0.77) has period 12 after its last exception at heap 70.
    kayles = dresher.impartial.sequence("0.77", 200)
    assert kayles.values[:8] == [0, 1, 2, 3, 1, 4, 3, 2]
    assert (kayles.period, kayles.preperiod, kayles.proved) == (12, 71, True)
    assert not dresher.impartial.sequence("0.77", 150).proved
    assert kayles.saltus == 0
    # All but 1: G(n) = n // 2, so G(n + 2) = G(n) + 1 from heap 0 (A. Siegel, 2005).
    half = dresher.impartial.sequence("allbut(1)", 40)
    assert half.values == [n // 2 for n in range(41)]
    assert (half.period, half.preperiod, half.saltus) == (2, 0, 1)
    # 0.8 (take one, leave three heaps): G(n) = (n - 1) // 3 from heap 1.
    third = dresher.impartial.sequence("0.8", 60)
    assert third.values[1:] == [(n - 1) // 3 for n in range(1, 61)]
    assert (third.period, third.preperiod, third.saltus) == (3, 1, 1)
    p = dresher.impartial.heaps("0.77", [7, 12, 3])
    assert (p.nim_value, p.outcome, p.winning_count) == (5, "N", 1)
    assert p.winning_moves == [(1, 12, [3, 7])]
    assert dresher.impartial.heaps("0.77", [4, 4]).outcome == "P"
    with pytest.raises(ValueError, match="not a hexadecimal digit"):
        dresher.impartial.sequence("0.7Z", 10)
    # Misère play: CGSuite's genus of Kayles' heaps 0..=6, and misère Nim's heaps of one.
    assert dresher.impartial.genus("0.77", 6) == ["0", "1", "2", "3", "1", "4^146", "3"]
    assert dresher.impartial.heaps("0.33333", [1, 1, 1], misere=True).outcome == "P"
    # 0.75's misère quotient is proved for every heap; it agrees with the search.
    q = dresher.impartial.quotient("0.75", 30)
    assert (q.order, q.period, q.elements[0]) == (8, 2, "1")
    for position in ([5, 7, 9], [2, 2], [1, 9, 11], [6]):
        assert q.outcome(position) == dresher.impartial.heaps("0.75", position, misere=True).outcome
    assert dresher.impartial.quotient("0.07", 12).outcome([13]) is None
    # 0.06's candidates for heap 17 pass the method's limit: heaps 1..16 stay exact (order 48
    # with 11 P-elements, as Siegel's MisereSolver finds), and the quotient says why it stopped.
    q = dresher.impartial.quotient("0.06", 20)
    assert (q.heaps, q.order, len(q.p_portion), q.period) == (16, 48, 11, None)
    assert "4096 elements" in q.stopped
    # Misère canonical forms: CGSuite's test game *[[2],1] (restless, genus 2^1420), and a
    # position of Kayles whose form's outcome agrees with the search over positions.
    f = dresher.impartial.misere_form("*[[2],1]")
    assert (f.name, f.options, f.genus, f.outcome) == ("*[2#1]", ["*[1]", "*[2#]"], "2^1420", "N")
    kayles = dresher.impartial.misere_form(code="0.77", heaps=[5, 3])
    assert kayles.outcome == dresher.impartial.heaps("0.77", [5, 3], misere=True).outcome
    with pytest.raises(ValueError, match="expected"):
        dresher.impartial.misere_form("*[2")


def test_long_calls_report_their_progress():
    heard = []
    s = dresher.impartial.sequence("0.16", 300000, progress=lambda d, t, e: heard.append((d, t)))
    assert len(s.values) == 300001 and heard[-1] == (300001, 300001)
    assert all(a[0] <= b[0] for a, b in zip(heard, heard[1:]))
    heard.clear()
    dresher.guessing.solve(30, progress=lambda d, t, e: heard.append((d, t, e)))
    assert heard and all(t is None and e is None for _, t, e in heard) and heard[-1][0] >= 1
    heard.clear()
    dresher.impartial.quotient("0.75", 30, progress=lambda d, t, e: heard.append(d))
    assert heard[-1] == 30
    # True without tqdm installed shows nothing and still answers; a callback's exception
    # stops the call.
    assert dresher.impartial.sequence("0.77", 100, progress=True).period is None

    def boom(done, total, eta):
        raise RuntimeError("stop here")

    with pytest.raises(RuntimeError, match="stop here"):
        dresher.impartial.sequence("0.77", 1000, progress=boom)
    with pytest.raises(TypeError):
        dresher.impartial.sequence("0.77", 10, progress="yes")
    heard.clear()
    dresher.goofspiel.solve(8, progress=lambda d, t, e: heard.append((d, t)))
    assert heard and all(d <= t for d, t in heard if t is not None)


def test_a_thermograph_draws_itself_in_a_notebook():
    th = dresher.partisan.thermograph("{3|-1}")
    svg = th._repr_svg_()
    assert svg.startswith("<svg") and "Thermograph of {3|-1}" in svg
    assert len(repr(th)) < 300


def test_a_long_sequence_goes_on_from_its_checkpoint(tmp_path):
    f = str(tmp_path / "0.16.values")
    straight = dresher.impartial.sequence("0.16", 520_000)
    try:
        dresher.impartial.sequence("0.16", 520_000, time_limit=0.02, checkpoint=f)
    except dresher.Error as e:
        assert "saved in" in str(e) and "\n" not in str(e)
    resumed = dresher.impartial.sequence("0.16", 520_000, checkpoint=f)
    assert resumed.values == straight.values
    assert (resumed.period, resumed.preperiod) == (149459, 105351)
    with open(f, "r+b") as damaged:
        damaged.seek(-1, 2)
        last = damaged.read(1)
        damaged.seek(-1, 2)
        damaged.write(bytes([last[0] ^ 1]))
    with pytest.raises(ValueError, match="checksum"):
        dresher.impartial.sequence("0.16", 520_000, checkpoint=f)


def test_loopy_games_and_their_rulesets():
    # CGSuite 2.x's test values: over by a label, 3/2under, dud's draw, 2 & +-1, and Fox
    # and Geese with four geese on row 4.
    assert dresher.partisan.loopy("a{0|a}").name == "over"
    assert dresher.partisan.loopy("{pass|3/2}").name == "3/2under"
    dud = dresher.partisan.loopy("on+off")
    assert (dud.name, dud.outcome, dud.stopper) == ("dud", "D", False)
    sided = dresher.partisan.loopy("a{1||a|0}")
    assert (sided.onside, sided.offside) == ("2", "+-1")
    fg = dresher.partisan.fox_and_geese([(4, 2), (4, 4), (4, 6), (4, 8)], (1, 1))
    assert (fg.name, fg.outcome) == ("{4*|7/2}", "L")
    assert dresher.partisan.backsliding_toads_and_frogs("t.f").name == "0"
    # CGSuite's GameStripTest, and CanonicalStopperTestCase's stops of +-{5|pass}.
    strip = dresher.partisan.backsliding_toads_and_frogs("ttt..fff")
    assert strip.name == "{on||0|-1/2} & {1/2|0||off}" and strip.left_stop is None
    # A hare left of every hound has escaped: `off`.
    assert dresher.partisan.hare_and_hounds("d../h...d/d..").name == "off"
    switch = dresher.partisan.loopy("+-{5|pass}")
    assert (switch.left_stop, switch.right_stop) == ("5over", "-5under")
    assert dresher.partisan.compare("over", "1/1024") == "<"
    assert dresher.partisan.compare("dud", "0") == "||"
    with pytest.raises(ValueError):
        dresher.partisan.fox_and_geese([(4, 2)], (1, 2))

