//! Text from an input quoted inside a one-line error message.

/// `token` as an error shows it: escaped (a newline cannot break the one-line error) and
/// cut to 24 characters, with `...` when it was longer.
///
/// ```
/// assert_eq!(verify::quoted("1.21 }\n{"), "\"1.21 }\\n{\"");
/// assert_eq!(verify::quoted(&"9".repeat(30)), format!("\"{}\"...", "9".repeat(24)));
/// ```
pub fn quoted(token: &str) -> String {
    let short: String = token.chars().take(24).collect();
    let more = if short.len() < token.len() { "..." } else { "" };
    format!("{short:?}{more}")
}

/// `text` cut in the middle to at most about `max` characters (the start says what went
/// wrong, the end often where), for messages that quote a long input.
///
/// ```
/// assert_eq!(verify::shortened("abcdefghij", 5), "ab ... ij");
/// ```
pub fn shortened(text: &str, max: usize) -> String {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() <= max {
        return text.to_string();
    }
    let head: String = chars[..max / 2].iter().collect();
    let tail: String = chars[chars.len() - max * 2 / 5..].iter().collect();
    format!("{head} ... {tail}")
}
