"""Every result a user holds draws itself in a notebook: its ``_repr_svg_`` is an SVG and
its ``_repr_html_`` well-formed markup (both parsed here) showing what it claims, and its
``__repr__`` stays one short line."""

import xml.etree.ElementTree as ET

import dresher

SVG = "{http://www.w3.org/2000/svg}svg"


def svg_of(obj) -> ET.Element:
    root = ET.fromstring(obj._repr_svg_())
    assert root.tag == SVG
    return root


def html_of(obj) -> ET.Element:
    return ET.fromstring(obj._repr_html_())


def text_of(root: ET.Element) -> str:
    return " ".join(t.strip() for t in root.itertext() if t.strip())


def short(obj) -> str:
    text = repr(obj)
    assert "\n" not in text and len(text) <= 200, text
    return text


def test_a_guessing_solution_shows_both_strategies():
    s = dresher.guessing.solve(7)
    page = html_of(s)
    words = text_of(page)
    assert f"N = 7: value {s.value}" in words
    assert "Alice's optimal mix" in words and "Bob's likeliest tree" in words
    # Bob's first stage is the whole range, his guesses there add up to 1.
    first = s.stages[0]
    assert first.keys == (1, 7) and first.reach == 1
    assert sum(p for _, p in first.guesses) == 1
    assert "1..7" in words
    assert len(page.findall(f".//{SVG}")) == 2
    assert short(s).startswith("Solution(N = 7: value")


def test_a_board_draws_its_pieces_its_hints_and_its_mismatches():
    puzzle, board = dresher.eternity.generate(3, 3, seed=2, hints=1)
    assert "solved" not in short(board) and "solves its puzzle" in short(board)
    assert "1 hint" in text_of(svg_of(puzzle)) and short(puzzle).startswith("Puzzle(3 x 3")
    assert "0 mismatches" in text_of(svg_of(board))
    # Two non-hint pieces swapped: the same pieces, some seams now mismatched.
    lines = board.splitlines()
    cells = [i for i, line in enumerate(lines) if line and not line.startswith("#")][1:]
    a, b = cells[-1], cells[-2]
    lines[a], lines[b] = lines[b], lines[a]
    swapped = dresher.eternity.Board("\n".join(lines) + "\n", puzzle)
    score = dresher.eternity.verify(puzzle, swapped)
    assert not score.solved
    assert f"{score.mismatches} mismatches" in text_of(svg_of(swapped))


def test_a_proof_of_unsolvability_comes_with_its_lrat():
    puzzle = "2 2\n" + "1 0 0 2\n" * 4  # four corners alike: no seam can match
    proof = dresher.eternity.prove(puzzle, time_limit=60)
    assert proof.board is None and proof.unsolvable and "unsolvable" in short(proof)
    assert proof.lrat.strip() and "p cnf" in proof.cnf


def test_games_sequences_and_quotients_show_themselves():
    g = dresher.partisan.game("{3|-1}")
    words = text_of(html_of(g))
    assert "{3|-1}" in words and g.outcome in words and "Thermograph" in words
    seq = dresher.impartial.sequence("0.07", 200)
    assert seq.period == 34  # Dawson's Kayles (Winning Ways, ch. 4)
    assert f"period 34 from heap {seq.preperiod}" in text_of(svg_of(seq))
    q = dresher.impartial.quotient("0.75", 20)
    words = text_of(html_of(q))
    assert "order 8" in words and "P-portion: {a, b^2}" in words and "products" in words
    position = dresher.impartial.heaps("0.77", [7, 12, 3])
    assert f"{position.winning_count} in all" in text_of(html_of(position))
    dud = dresher.partisan.loopy("on+off")
    words = text_of(html_of(dud))
    assert "dud" in words and "outcome D" in words and "onside on" in words
    short(dud)
    form = dresher.impartial.misere_form("*[[2],0]")
    words = text_of(html_of(form))
    assert "misère canonical form *[2#0]" in words and "1^2" in words and "*[2#]" in words
    short(form)


def test_long_game_names_stay_short_in_repr():
    g = dresher.partisan.game("+".join(["{5|{3|-2}}"] * 6))
    assert len(short(g)) <= 200


def test_matrix_nhg_and_goofspiel_solutions_are_tables():
    m = dresher.matrix.solve([[2, -1], [-1, 1]])
    words = text_of(html_of(m))
    assert f"Value {m.value} ≈" in words and "2/5" in words
    line = dresher.nhg.line(2, 2, 5)
    assert "player I (hides)" in text_of(html_of(line))
    tree = dresher.nhg.tree([(0, 1), (1, 2), (1, 3)], 1, 2)
    assert "1 2" in text_of(html_of(tree)) or "0 1" in text_of(html_of(tree))
    g = dresher.goofspiel.solve(3)
    table = html_of(g).find(".//table")
    assert len(table.findall(".//tbody/tr")) == 3  # a row per prize
    assert "exact" in short(g)
    play = dresher.goofspiel.strategy(4, "3:2/1, 1:3/3, 2", "win-loss")
    assert "lead" in text_of(html_of(play))


def test_a_race_draws_its_bounds_over_time():
    race = dresher.racing.coin(0.7, epsilon=0.05, delta=0.05, seed=3)
    assert race.decision == "first" and race.looks
    games, lower, upper = race.looks[-1]
    assert games == race.games and (lower, upper) == (race.lower, race.upper)
    assert [l[0] for l in race.looks] == sorted(l[0] for l in race.looks)
    assert "bounds after each test" in text_of(svg_of(race))
    assert short(race).startswith("Race(first after")


def test_a_picture_that_cannot_be_drawn_is_none_not_an_error():
    assert dresher.eternity.Board("not a board", "2 2\n" + "0 0 0 0\n" * 4)._repr_svg_() is None
    assert dresher.racing.Race("undecided", 0, 0.0, 1.0)._repr_svg_() is None

