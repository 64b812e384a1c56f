//! `dresher <verb> --game G --help`: the verb's help with only G's own options beside the
//! common ones, so a user sees one game's flags, not every game's. Where the verb keeps the
//! list of flags a game takes ([`crate::commands::flags_of`]), the help shows exactly that
//! list, the one the run accepts.

use clap::Command;

use crate::games::Game;

/// `command` with every option `game` does not take hidden in `verb`'s help: those outside
/// the verb's list for the game, or else those under a heading that names another game,
/// "... (--game G)" or "(--game G, ...)".
pub fn for_one_game(command: Command, verb: &str, game: &str) -> Command {
    let listed = <Game as clap::ValueEnum>::from_str(game, false)
        .ok()
        .and_then(|g| crate::commands::flags_of(verb, g));
    let own = [format!("(--game {game})"), format!("(--game {game},")];
    let foreign = |a: &clap::Arg| -> bool {
        let id = a.get_id().as_str();
        match &listed {
            Some(list) => !["game", "help"].contains(&id) && !list.iter().any(|f| f == id),
            None => a.get_help_heading().is_some_and(|h| {
                h.contains("(--game ") && !own.iter().any(|o| h.contains(o.as_str()))
            }),
        }
    };
    command.mut_subcommand(verb, |sub| {
        let others: Vec<String> = sub
            .get_arguments()
            .filter(|a| foreign(a))
            .map(|a| a.get_id().to_string())
            .collect();
        others
            .iter()
            .fold(sub, |sub, id| sub.mut_arg(id, |a| a.hide(true)))
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn help(args: &[&str]) -> String {
        let verb = args[1];
        let game = args
            .iter()
            .position(|a| *a == "--game")
            .map(|i| args[i + 1]);
        let command = crate::command();
        let command = match game {
            Some(g) => for_one_game(command, verb, g),
            None => command,
        };
        let mut sub = command.find_subcommand(verb).unwrap().clone();
        sub.render_long_help().to_string()
    }

    #[test]
    fn a_games_help_shows_its_own_options_and_no_other_games() {
        // An option's own line, not a mention in the examples.
        let (puzzle, nfg, spider) = ("--puzzle <", "--nfg <", "--spider <");
        let eternity = help(&["dresher", "solve", "--game", "eternity", "--help"]);
        assert!(eternity.contains(puzzle) && eternity.contains("--json"));
        assert!(!eternity.contains(nfg) && !eternity.contains(spider));
        let all = help(&["dresher", "solve", "--help"]);
        assert!(all.contains(puzzle) && all.contains(nfg));
        let nhg = help(&["dresher", "solve", "--game", "nhg", "--help"]);
        assert!(nhg.contains(spider) && !nhg.contains(puzzle));
    }

    /// `solve` and `sweep` show for each game exactly the flags its run accepts.
    #[test]
    fn each_games_help_lists_exactly_the_flags_it_accepts() {
        for verb in ["solve", "sweep"] {
            let sub = crate::command().find_subcommand(verb).unwrap().clone();
            let games = sub.get_arguments().find(|a| a.get_id() == "game").unwrap();
            for value in games.get_possible_values() {
                let game = value.get_name();
                let parsed = <Game as clap::ValueEnum>::from_str(game, false).unwrap();
                let listed = crate::commands::flags_of(verb, parsed)
                    .unwrap_or_else(|| panic!("{verb} --game {game}: no list of flags"));
                let shown = for_one_game(crate::command(), verb, game);
                let shown = shown.find_subcommand(verb).unwrap();
                let mut visible: Vec<String> = (shown.get_arguments())
                    .filter(|a| {
                        !a.is_hide_set() && !["game", "help"].contains(&a.get_id().as_str())
                    })
                    .map(|a| a.get_id().to_string())
                    .collect();
                let mut listed = listed;
                visible.sort();
                listed.sort();
                assert_eq!(visible, listed, "{verb} --game {game}");
            }
        }
        let goofspiel = help(&["dresher", "solve", "--game", "goofspiel", "--help"]);
        assert!(!goofspiel.contains("--svg <") && goofspiel.contains("--exact"));
    }
}
