"""`cargo xtask bench goofspiel --vs openspiel [N ...]`: Goofspiel's optimal first bids from
dresher's exact solver against backward induction over OpenSpiel's own game
(`goofspiel(num_cards=N, points_order=random, returns_type=...)`: its transitions and
returns, each simultaneous node's matrix game solved by HiGHS through scipy), for both
payoffs; times, ratios, and the largest difference between the two first-bid tables; and
dresher's whole optimal policy loaded into OpenSpiel's `TabularPolicy`, with the
exploitability OpenSpiel computes for it (0 up to rounding when it is optimal); then
OpenSpiel's CFR+ (its C++ solver) run until its average policy's exploitability is below
1e-3 and 1e-6, or for at most CFR_SECONDS, against dresher's exact solve.

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


#: The most seconds HiGHS gets for the sequence-form LP.
LP_SECONDS = 300


def sequence_form_lp(n, returns_type):
    """OpenSpiel's turn-based game as a sequence-form LP (Koller, Megiddo and von Stengel)
    solved by HiGHS: `max q_root` subject to `E x = e`, `x >= 0`, `F^T q <= A^T x`. Its
    information sets are OpenSpiel's strings joined with the player's own last sequence,
    a perfect-recall view (the strings alone omit the bids). Player 1's first bid per prize,
    the value, the sequences of both players, and whether HiGHS finished."""
    import numpy as np
    import pyspiel
    from scipy.optimize import linprog
    from scipy.sparse import coo_matrix

    game = pyspiel.convert_to_turn_based(pyspiel.load_game(
        f"goofspiel(num_cards={n},points_order=random,returns_type={returns_type})"
    ))
    seqs = [1, 1]  # sequence 0 of each player is the empty one
    infosets = [{}, {}]  # (string, own last sequence) -> (parent sequence, {action: sequence})
    payoff = {}

    def walk(state, prob, last):
        if state.is_terminal():
            pair = tuple(last)
            payoff[pair] = payoff.get(pair, 0.0) + prob * state.returns()[0]
        elif state.is_chance_node():
            for a, p in state.chance_outcomes():
                walk(state.child(a), prob * p, last)
        else:
            p = state.current_player()
            key = (state.information_state_string(p), last[p])
            if key not in infosets[p]:
                actions = state.legal_actions()
                infosets[p][key] = (last[p], {a: seqs[p] + i for i, a in enumerate(actions)})
                seqs[p] += len(actions)
            for a, seq in infosets[p][key][1].items():
                walk(state.child(a), prob, [seq if q == p else last[q] for q in (0, 1)])

    walk(game.new_initial_state(), 1.0, [0, 0])
    n0, n1 = seqs
    sets0, sets1 = list(infosets[0].values()), list(infosets[1].values())
    m1 = len(sets1) + 1  # q: the root's and one per player-2 information set
    # Equalities on x: x_0 = 1, and each information set's sequences sum to its parent's.
    rows, cols, vals = [0], [0], [1.0]
    for i, (parent, children) in enumerate(sets0, start=1):
        rows += [i] * (len(children) + 1)
        cols += list(children.values()) + [parent]
        vals += [1.0] * len(children) + [-1.0]
    a_eq = coo_matrix((vals, (rows, cols)), shape=(len(sets0) + 1, n0 + m1))
    b_eq = np.zeros(len(sets0) + 1)
    b_eq[0] = 1
    # One inequality per player-2 sequence j: (F^T q)_j - (A^T x)_j <= 0.
    rows, cols, vals = [0], [n0], [1.0]
    for i, (parent, children) in enumerate(sets1, start=1):
        for seq in children.values():
            rows.append(seq), cols.append(n0 + i), vals.append(1.0)
        rows.append(parent), cols.append(n0 + i), vals.append(-1.0)
    for (s0, s1), v in payoff.items():
        rows.append(s1), cols.append(s0), vals.append(-v)
    a_ub = coo_matrix((vals, (rows, cols)), shape=(n1, n0 + m1)).tocsr()
    c = np.zeros(n0 + m1)
    c[n0] = -1
    bounds = [(0, None)] * n0 + [(None, None)] * m1
    r = linprog(c, A_ub=a_ub, b_ub=np.zeros(n1), A_eq=a_eq.tocsr(), b_eq=b_eq, bounds=bounds,
                method="highs", options={"time_limit": LP_SECONDS})
    if r.status != 0:
        return None, None, (n0, n1), False
    # The opening sets, in the order the walk met them: the prizes' chance outcomes, 1..N.
    opening = [children for parent, children in infosets[0].values() if parent == 0]
    bids = [[r.x[seq] for _, seq in sorted(children.items())] for children in opening]
    return bids, -r.fun, (n0, n1), True


#: The exploitabilities CFR+ is timed to.
TARGETS = (1e-3, 1e-6)


def cfr_plus(n, returns_type):
    """One run of OpenSpiel's CFR+ (its C++ solver), its average policy's exploitability
    checked every 25 iterations: per target of TARGETS, the seconds and iterations it took
    to go below it (None when CFR_SECONDS passed first), and the exploitability reached."""
    import pyspiel

    game = pyspiel.convert_to_turn_based(pyspiel.load_game(
        f"goofspiel(num_cards={n},points_order=random,returns_type={returns_type})"
    ))
    solver = pyspiel.CFRPlusSolver(game)
    start, iterations, e, reached = time.perf_counter(), 0, float("inf"), {}
    while e >= TARGETS[-1] and time.perf_counter() - start < CFR_SECONDS:
        for _ in range(25):
            solver.evaluate_and_update_policy()
        iterations += 25
        e = pyspiel.exploitability(game, solver.average_policy())
        for target in TARGETS:
            if e < target and target not in reached:
                reached[target] = (time.perf_counter() - start, iterations)
    return reached, e


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
            (bids, value, sizes, done), t_lp = timed(lambda: sequence_form_lp(n, cfr_returns))
            if done:
                diff = max(abs(float(a) - b) for r1, r2 in zip(ours.first_bid, bids)
                           for a, b in zip(r1, r2))
                print(f"    OpenSpiel sequence-form LP (perfect-recall view, HiGHS): {t_lp:.1f} s "
                      f"({t_lp / t_ours:.0f}x), {sizes[0]} + {sizes[1]} sequences, value "
                      f"{value:.1e}, first bids differ by at most {diff:.1e}")
            else:
                print(f"    OpenSpiel sequence-form LP: not solved in {LP_SECONDS} s "
                      f"({sizes[0]} + {sizes[1]} sequences; {t_lp:.0f} s in all)")
            reached, last = cfr_plus(n, cfr_returns)
            for target in TARGETS:
                if target in reached:
                    seconds, iterations = reached[target]
                    print(f"    OpenSpiel CFR+ to {target:.0e}: {seconds:.1f} s, {iterations} "
                          f"iterations ({seconds / t_ours:.0f}x dresher's exact solve)")
                else:
                    print(f"    OpenSpiel CFR+ to {target:.0e}: not reached in {CFR_SECONDS} s "
                          f"(exploitability {last:.1e}; more than {CFR_SECONDS / t_ours:.0f}x "
                          "dresher's exact solve)")


if __name__ == "__main__":
    sizes = [int(a) for a in sys.argv[1:]] or [4, 5]
    bad = [n for n in sizes if not 1 <= n <= 5]
    if bad:
        sys.exit(f"N must be in 1..=5 (OpenSpiel's tree grows too fast past 5): {bad}")
    main(sizes)
