"""`cargo xtask bench goofspiel --vs openspiel [N ...]`: Goofspiel's optimal first bids from
dresher's exact solver against backward induction over OpenSpiel's own game
(`goofspiel(num_cards=N, points_order=random, returns_type=...)`: its transitions and
returns, each simultaneous node's matrix game solved by HiGHS through scipy), for both
payoffs; times, ratios, and the largest difference between the two first-bid tables; and
dresher's whole optimal policy loaded into OpenSpiel's `TabularPolicy`, with the
exploitability OpenSpiel computes for it (0 up to rounding when it is optimal); then
OpenSpiel's CFR+ (its C++ solver) run until its average policy's exploitability is below
1e-3, or for at most CFR_SECONDS, against dresher's exact solve.

OpenSpiel's `sequence_form_lp` is not used: its information-state strings for this game
omit the bids, so different histories share a string (imperfect recall), and its
equilibrium there is exploitable."""

import sys
import time

import dresher


def timed(f):
    start = time.perf_counter()
    out = f()
    return out, time.perf_counter() - start


def key(state):
    """Hands, prizes played (the current one last), scores: what the future depends on."""
    hand0, hand1, seq, points = str(state).split("\n")[:4]
    seq = seq.split(":")[1].split()
    if state.is_simultaneous_node():
        played = tuple(sorted(seq[:-1])) + (seq[-1],)
    else:
        played = tuple(sorted(seq)) + ("-",)
    return hand0, hand1, played, points, state.is_chance_node()


def matrix_game(a):
    """Player 1's optimal mix and the value of the zero-sum matrix game `a` (HiGHS LP)."""
    import numpy as np
    from scipy.optimize import linprog

    m, k = a.shape
    c = np.zeros(m + 1)
    c[-1] = -1
    a_ub = np.hstack([-a.T, np.ones((k, 1))])
    a_eq = np.hstack([np.ones((1, m)), np.zeros((1, 1))])
    bounds = [(0, None)] * m + [(None, None)]
    r = linprog(c, A_ub=a_ub, b_ub=np.zeros(k), A_eq=a_eq, b_eq=[1], bounds=bounds, method="highs")
    return r.x[:m], r.x[-1]


def openspiel_first_bids(n, returns_type):
    import numpy as np
    import pyspiel

    game = pyspiel.load_game(
        f"goofspiel(num_cards={n},points_order=random,returns_type={returns_type})"
    )
    memo = {}

    def after(state, a, b):
        child = state.clone()
        child.apply_actions([a, b])
        return child

    def payoff(state):
        r = state.returns()
        return r[0] - r[1] if returns_type == "total_points" else r[0]

    def matrix(state):
        rows, cols = state.legal_actions(0), state.legal_actions(1)
        return np.array([[value(after(state, a, b)) for b in cols] for a in rows])

    def value(state):
        if state.is_terminal():
            return payoff(state)
        k = key(state)
        if k not in memo:
            if state.is_chance_node():
                memo[k] = sum(p * value(state.child(a)) for a, p in state.chance_outcomes())
            else:
                memo[k] = matrix_game(matrix(state))[1]
        return memo[k]

    root = game.new_initial_state()
    bids = [list(matrix_game(matrix(root.child(a)))[0]) for a, _ in root.chance_outcomes()]
    return bids, len(memo)


def exploitability(n, payoff):
    """OpenSpiel's exploitability of dresher's policy on the turn-based game."""
    import pyspiel
    from open_spiel.python import policy as policy_lib
    from open_spiel.python.algorithms import exploitability as expl

    name, mixes = dresher.goofspiel.openspiel_policy(n, payoff)
    game = pyspiel.convert_to_turn_based(pyspiel.load_game(name))
    table = policy_lib.TabularPolicy(game)
    if set(table.state_lookup) != set(mixes):
        raise SystemExit(f"N = {n}: the policy's keys are not OpenSpiel's information states")
    for key, mix in mixes.items():
        row = table.action_probability_array[table.state_lookup[key]]
        row[:] = 0
        for action, p in mix:
            row[action] = p
    return expl.exploitability(game, table)


#: The most seconds CFR+ runs per game.
CFR_SECONDS = 120


def cfr_plus(n, returns_type, target=1e-3):
    """Seconds and iterations OpenSpiel's CFR+ takes to an exploitability below `target`
    (checked every 25 iterations), and the exploitability reached."""
    import pyspiel

    game = pyspiel.convert_to_turn_based(pyspiel.load_game(
        f"goofspiel(num_cards={n},points_order=random,returns_type={returns_type})"
    ))
    solver = pyspiel.CFRPlusSolver(game)
    start, iterations, e = time.perf_counter(), 0, float("inf")
    while e >= target and time.perf_counter() - start < CFR_SECONDS:
        for _ in range(25):
            solver.evaluate_and_update_policy()
        iterations += 25
        e = pyspiel.exploitability(game, solver.average_policy())
    return time.perf_counter() - start, iterations, e


def main(sizes):
    print("Goofspiel first bids: dresher exact vs backward induction over OpenSpiel's game")
    print(f"{'N':>3} {'payoff':>9} {'dresher s':>10} {'OpenSpiel s':>12} {'ratio':>7} "
          f"{'OpenSpiel states':>17} {'largest difference':>19} {'exploitability':>15}")
    for n in sizes:
        for payoff, returns_type in [("points", "total_points"), ("win-loss", "win_loss")]:
            ours, t_ours = timed(lambda: dresher.goofspiel.solve(n, payoff=payoff))
            (theirs, states), t_theirs = timed(lambda: openspiel_first_bids(n, returns_type))
            diff = max(
                abs(float(a) - b)
                for row_ours, row_theirs in zip(ours.first_bid, theirs)
                for a, b in zip(row_ours, row_theirs)
            )
            e = exploitability(n, payoff) if n <= 4 else float("nan")
            print(f"{n:>3} {payoff:>9} {t_ours:>10.3f} {t_theirs:>12.3f} "
                  f"{t_theirs / t_ours:>6.0f}x {states:>17} {diff:>19.1e} {e:>15.1e}")
            cfr_returns = "point_difference" if payoff == "points" else "win_loss"
            seconds, iterations, reached = cfr_plus(n, cfr_returns)
            verdict = "reached 1e-3" if reached < 1e-3 else f"stopped at {reached:.1e}"
            print(f"    OpenSpiel CFR+: {seconds:.1f} s, {iterations} iterations, {verdict} "
                  f"({seconds / t_ours:.0f}x dresher's exact solve)")


if __name__ == "__main__":
    sizes = [int(a) for a in sys.argv[1:]] or [4, 5]
    bad = [n for n in sizes if not 1 <= n <= 5]
    if bad:
        sys.exit(f"N must be in 1..=5 (OpenSpiel's tree grows too fast past 5): {bad}")
    main(sizes)
