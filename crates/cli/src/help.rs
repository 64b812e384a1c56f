//! `dresher <verb> --game G --help`: the verb's help with only G's own options beside the
//! common ones, so a user sees one game's flags, not every game's.

use clap::Command;

/// `command` with the options of every game but `game` hidden in `verb`'s help. A game's
/// options are those under a heading that names it, "... (--game G)" or "(--game G, ...)".
pub fn for_one_game(command: Command, verb: &str, game: &str) -> Command {
    let own = [format!("(--game {game})"), format!("(--game {game},")];
    command.mut_subcommand(verb, |sub| {
        let others: Vec<String> = sub
            .get_arguments()
            .filter(|a| {
                a.get_help_heading().is_some_and(|h| {
                    h.contains("(--game ") && !own.iter().any(|o| h.contains(o.as_str()))
                })
            })
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
}
