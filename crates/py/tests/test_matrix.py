"""Matrix games: exact values checked against closed forms and the Rust side's fixtures."""

from fractions import Fraction
from pathlib import Path

import pytest

import dresher

FIXTURES = Path(__file__).resolve().parents[3] / "fixtures"


def test_matching_pennies_is_worth_zero_with_fraction_strategies():
    s = dresher.matrix.solve([[1, -1], [-1, 1]])
    assert s.value == 0 and s.certified
    assert s.row_strategy == [Fraction(1, 2), Fraction(1, 2)]
    assert all(isinstance(p, Fraction) for p in s.row_strategy + s.col_strategy)


def test_two_by_two_without_saddle_matches_the_closed_form():
    # (ad - bc) / (a - b - c + d) for [[a, b], [c, d]] without a saddle point.
    a, b, c, d = 3, -1, -2, 4
    s = dresher.matrix.solve([[a, b], [c, d]])
    assert s.value == Fraction(a * d - b * c, a - b - c + d)


def test_fraction_entries_and_a_saddle_point():
    s = dresher.matrix.solve([[Fraction(1, 3), 5], [Fraction(2, 3), 3]])
    assert s.value == Fraction(2, 3)


def test_nfg_round_trip_and_the_seed_example():
    text = (FIXTURES / "matrix" / "rps.nfg").read_text()
    rows = dresher.matrix.read_nfg(text)
    assert dresher.matrix.solve(rows).value == 0
    again = dresher.matrix.read_nfg(dresher.matrix.write_nfg(rows, "rps"))
    assert again == rows


def test_numpy_integer_arrays_are_accepted():
    np = pytest.importorskip("numpy")
    assert dresher.matrix.solve(np.array([[0, 2], [3, 1]])).value == Fraction(3, 2)


@pytest.mark.parametrize(
    "bad",
    [[], [[]], [[1, 2], [3]], [[1.5]], [["x"]], [[True]], None, 7, [[1, None]]],
)
def test_bad_matrices_raise_value_error(bad):
    with pytest.raises((ValueError, TypeError)):
        dresher.matrix.solve(bad)


def test_a_pygambit_game_is_read_through_its_nfg_text():
    gbt = pytest.importorskip("pygambit")
    np = pytest.importorskip("numpy")
    a = np.array([[3, -1], [-2, 4]])
    # pygambit 17 makes strategic games with `StrategicGame`, 16 with `Game`.
    game = getattr(gbt, "StrategicGame", gbt.Game).from_arrays(a, -a)
    s = dresher.matrix.solve(game)
    assert s.value == 1 and s.certified  # (ad - bc) / (a - b - c + d) = 10 / 10
