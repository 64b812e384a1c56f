//! The whole optimal policy of both players in OpenSpiel's terms, so OpenSpiel's
//! `TabularPolicy` can hold it and its tools (exploitability, best response) can check it.
//!
//! The game is OpenSpiel's `goofspiel(num_cards=N, points_order=random, returns_type=...)`
//! seen through `pyspiel.convert_to_turn_based` (player 0 bids, then player 1, without
//! seeing player 0's card). Its information-state strings name the player to move, the
//! prizes turned up in order, both hands, who won each round (`0`, `1`, or `-3` for a tie)
//! and both scores; the last round is played without a decision. Everything the optimal
//! bid depends on (the hands, the prizes left, the prize showing, the lead) is in that
//! string, so one mix per string is the exact optimal policy. Card `c` is action `c - 1`.

use std::collections::{BTreeMap, HashMap};

use lp_core::Solution;
use verify::{to_f64, Status};

use crate::hand::cards;
use crate::{Error, ExactSolver, Hand, Payoff};

/// The largest N whose policy is written: N = 5 already has hundreds of thousands of
/// information states.
pub const MAX_OPENSPIEL_N: usize = 5;

/// Both players' optimal mixes, keyed by OpenSpiel's information-state strings.
pub struct OpenSpielPolicy {
    /// The game's OpenSpiel name, with its parameters.
    pub game: String,
    /// Per information state, `(action, probability)` for each legal action.
    pub policy: BTreeMap<String, Vec<(usize, f64)>>,
    /// Every matrix game's exact check together (unchecked when there was none to check).
    pub status: Status,
}

/// What a history has left and won so far, as OpenSpiel prints it.
#[derive(Clone)]
struct Path {
    hands: [Hand; 2],
    to_come: Hand,
    prizes: Vec<usize>,
    wins: Vec<i32>,
    points: [i32; 2],
}

/// `[Exact]` The optimal policy of Goofspiel with `n` cards for `payoff`, every matrix game
/// solved in rationals and certified; `1 <= n <= MAX_OPENSPIEL_N`.
pub fn openspiel_policy(n: usize, payoff: Payoff) -> Result<OpenSpielPolicy, Error> {
    if !(1..=MAX_OPENSPIEL_N).contains(&n) {
        return Err(Error::InvalidN(format!(
            "N = {n}: the OpenSpiel policy is written for 1 <= N <= {MAX_OPENSPIEL_N}"
        )));
    }
    let returns = match payoff {
        Payoff::Points => "point_difference",
        Payoff::WinLoss => "win_loss",
    };
    let all = ((1u32 << n) - 1) as Hand;
    let mut walk = Walk {
        solver: ExactSolver::with_payoff(n, payoff)?,
        solved: HashMap::new(),
        policy: BTreeMap::new(),
    };
    let start = Path {
        hands: [all, all],
        to_come: all,
        prizes: vec![],
        wins: vec![],
        points: [0, 0],
    };
    walk.chance(&start)?;
    Ok(OpenSpielPolicy {
        game: format!("goofspiel(num_cards={n},points_order=random,returns_type={returns})"),
        policy: walk.policy,
        // Fails closed: with no matrix game solved (N = 1) nothing was checked.
        status: Status::all(walk.solved.values().map(|s| s.verdict().status())),
    })
}

/// The walk over every history, each position's game solved once.
struct Walk {
    solver: ExactSolver,
    solved: HashMap<(Hand, Hand, Hand, i32, usize), Solution>,
    policy: BTreeMap<String, Vec<(usize, f64)>>,
}

impl Walk {
    /// A prize is turned up: each one left, in turn.
    fn chance(&mut self, path: &Path) -> Result<(), Error> {
        if path.hands[0].count_ones() < 2 {
            return Ok(()); // the last round is played without a decision
        }
        for prize in cards(path.to_come) {
            let mut next = path.clone();
            next.to_come &= !(1 << (prize - 1));
            next.prizes.push(prize);
            self.bid(&next, prize)?;
        }
        Ok(())
    }

    /// Both players bid for `prize`: their mixes recorded, then every pair of bids.
    fn bid(&mut self, path: &Path, prize: usize) -> Result<(), Error> {
        let [v, y] = path.hands;
        let lead = path.points[0] - path.points[1];
        let p = path.to_come | 1 << (prize - 1);
        let key = (v, y, p, lead, prize);
        if !self.solved.contains_key(&key) {
            let s = self.solver.prize_game_at(v, y, p, lead, prize)?;
            self.solved.insert(key, s);
        }
        let s = &self.solved[&key];
        for (player, mix) in [(0, s.row_strategy()), (1, s.col_strategy())] {
            let actions = cards(path.hands[player]).map(|c| c - 1);
            let mix = actions.zip(mix.iter().map(to_f64)).collect();
            self.policy.insert(information_state(path, player), mix);
        }
        for a in cards(v) {
            for b in cards(y) {
                let mut next = path.clone();
                next.hands = [v & !(1 << (a - 1)), y & !(1 << (b - 1))];
                let winner = match a.cmp(&b) {
                    std::cmp::Ordering::Greater => 0,
                    std::cmp::Ordering::Less => 1,
                    std::cmp::Ordering::Equal => -3,
                };
                next.wins.push(winner);
                if winner >= 0 {
                    next.points[winner as usize] += prize as i32;
                }
                self.chance(&next)?;
            }
        }
        Ok(())
    }
}

/// OpenSpiel's information-state string of `player` to move (turn-based view).
fn information_state(path: &Path, player: usize) -> String {
    let spaced =
        |items: &mut dyn Iterator<Item = String>| -> String { items.map(|i| i + " ").collect() };
    format!(
        "Current player: {player}\nPoint card sequence: {}\nP0 hand: {}\nP1 hand: {}\n\
         Win sequence: {}\nPoints: {} {} \n",
        spaced(&mut path.prizes.iter().map(usize::to_string)),
        spaced(&mut cards(path.hands[0]).map(|c| c.to_string())),
        spaced(&mut cards(path.hands[1]).map(|c| c.to_string())),
        spaced(&mut path.wins.iter().map(i32::to_string)),
        path.points[0],
        path.points[1],
    )
}
