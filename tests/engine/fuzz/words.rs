//! Whether a message a player can see is words, not a Rust debug form (`Orbit { unit: Ship(7) }`,
//! `Some(3)`, `Part::Pod`, a CamelCase type name, a list in brackets). What a message quotes (`…`, "…")
//! is the input's own text and is not judged.

/// Game and product names written in CamelCase on purpose.
const NAMES: [&str; 14] = [
    "StarGate", "StarGates", "StarFleet", "StarFleets", "DeltaVee", "StarForce", "StarForces", "FakerForce", "FakerForces",
    "LiteZulu", "LiteZulus", "TeleShip", "SplitMix", "Game-Turn",
];

/// `msg` without what it quotes (`…` or "…"): names from the record itself, such as an unknown field or
/// a scenario id as written, which the message rightly shows as they are.
fn unquoted(msg: &str) -> String {
    let mut out = String::new();
    let mut open: Option<char> = None;
    for c in msg.chars() {
        match open {
            Some(q) if c == q => open = None,
            Some(_) => {}
            None if c == '`' || c == '"' => open = Some(c),
            None => out.push(c),
        }
    }
    out
}

/// The first piece of `msg` that looks like Rust's debug output, if any.
pub fn debug_form(msg: &str) -> Option<String> {
    let msg = &unquoted(msg);
    for mark in ["{ ", " }", "::", "[", "]", "{:"] {
        if msg.contains(mark) {
            return Some(mark.to_string());
        }
    }
    let chars: Vec<char> = msg.chars().collect();
    let mut i = 0;
    while i < chars.len() {
        if !(chars[i].is_alphanumeric() || chars[i] == '_') {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && (chars[i].is_alphanumeric() || chars[i] == '_') {
            i += 1;
        }
        let word: String = chars[start..i].iter().collect();
        let glued = chars.get(i).is_some_and(|&c| c == '(' || c == '{');
        let capital = word.starts_with(|c: char| c.is_ascii_uppercase());
        // `Ship(7)`, `Some(3)`, `Hex{`: a capitalised identifier glued to a bracket.
        if capital && glued {
            return Some(format!("{word}{}", chars[i]));
        }
        if matches!(word.as_str(), "None" | "Some" | "Ok" | "Err") {
            return Some(word);
        }
        // `ForceField`, `LaserBurst`: a type or variant name (a lower-case letter then a capital).
        let camel = word.chars().zip(word.chars().skip(1)).any(|(a, b)| a.is_lowercase() && b.is_uppercase());
        if camel && !NAMES.contains(&word.as_str()) {
            return Some(word);
        }
    }
    None
}

/// Panics, naming `what`, unless `msg` is words.
pub fn assert_words(what: &str, msg: &str) {
    if let Some(form) = debug_form(msg) {
        panic!("{what}: a player would read Rust's debug form ({form}) in: {msg}");
    }
}

#[test]
fn the_check_tells_words_from_debug_forms() {
    for debug in [
        "Orbit { unit: Ship(7) } is not an action of the Set-up (DeltaVee 3.0).",
        "The hit strikes Pod(8)",
        "Die (d10) on the Hit Table: 3, row 3: ForceField or Pod(8) (8.8).",
        "got Some(3)",
        "None",
        "Part::Pod",
        "[\"a\", \"b\"]",
    ] {
        assert!(debug_form(debug).is_some(), "{debug}");
    }
    for words in [
        "\u{201c}Leave Player 1's Piccolo E in orbit\u{201d} is not an action of the Set-up (DeltaVee 3.0).",
        "Die (d10) on the Hit Table: 3, row 3: force field or pod 8 (8.8).",
        "This game record is damaged and cannot be read (action 3: unknown field `state_hsah`, expected one of `format_version`, `game`).",
        "StarGate 7.1: the approach (DeltaVee is another game).",
        "Weave to (1048575, -3)",
        "StarGate has no scenario \"staNdard\"",
        "unknown variant `craft`, expected one of `LaserBurst`, `LaserBarrage`",
    ] {
        assert_eq!(debug_form(words), None, "{words}");
    }
}
