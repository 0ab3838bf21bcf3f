//! The scenario description cards (`Game::about`, issue 16 point 7): every scenario of every game has one,
//! each part filled, citing its cases, and in our own words (no run of the rulebook's words, as `help`).

use crate::help::{rules_text, words, RUN};
use starshift::engine::game::{About, Game};
use starshift::engine::registry::{self, Visit};
use std::collections::HashSet;

struct Cards;

impl Visit for Cards {
    type Out = Vec<(String, About)>;
    fn visit<G: Game>(self) -> Self::Out {
        G::scenarios()
            .iter()
            .map(|sc| {
                let a = G::about(sc.id).unwrap_or_else(|| panic!("{} {}: a card", G::ID, sc.id));
                for part in [a.setup, a.rules, a.victory, a.length] {
                    assert!(part.len() > 10, "{} {}: {part:?}", G::ID, sc.id);
                }
                assert!(a.victory.contains('('), "{} {}: the victory cites its case", G::ID, sc.id);
                (format!("{} {}", G::ID, sc.id), a)
            })
            .collect()
    }
}

fn cards(game: &str) -> Vec<(String, About)> {
    registry::visit(game, Cards).expect("a game")
}

#[test]
fn every_scenario_has_a_card() {
    for g in registry::games() {
        assert!(!cards(g.id).is_empty(), "{}", g.id);
    }
    assert!(cards("stargate")[0].1.victory.contains("12.1"));
    let dv = cards("deltavee");
    assert_eq!(dv.len(), 5);
    assert!(dv.iter().enumerate().all(|(i, (_, a))| a.victory.contains(&format!("11.0 scenario {}", i + 1))));
    assert_ne!(dv[0].1, dv[1].1, "each scenario its own card");
}

fn own_words(game: &str, rules: &str) {
    let Some(text) = rules_text(rules) else { return };
    let rw = words(&text);
    let grams: HashSet<&[String]> = rw.windows(RUN).collect();
    for (name, a) in cards(game) {
        let cw = words(&[a.setup, a.rules, a.victory, a.length].join(" "));
        if let Some(g) = cw.windows(RUN).find(|g| grams.contains(g)) {
            panic!("{name}: the rulebook's wording \"{}\" — say it in our own words", g.join(" "));
        }
    }
}

#[test]
fn the_cards_are_in_our_own_words() {
    own_words("stargate", "stargate.md");
    own_words("deltavee", "deltavee.tex");
}
