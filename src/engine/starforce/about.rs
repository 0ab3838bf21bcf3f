//! The scenarios' description cards (`Game::about`): our own summary of each, citing the cases; the details
//! are in the in-game help (`help`).

use crate::engine::game::About;

pub const REFERENCE: About = About {
    setup: "Two players: the Solar Hegemony with the StarGate of Sol and StarForces J, K, L and M there; the \
            League with the StarGate of Epsilon Eridani and StarForces A, B and C, which may make one free shift \
            before the first Game-Turn (SF 16.0).",
    rules: "The reconstructed basic game: secret plots, shifts and overshifts, randomization and basic combat \
            with secret splits of strength (SF 5.0–9.0, 15.0); FakerForces may be made (SF 33.0).",
    victory: "Permanently neutralizing the enemy's StarGate wins at once; otherwise two StarForces alone at \
              Epsilon Indi at the end of two Game-Turns running win (SF 16.0).",
    length: "12 Game-Turns; a draw if nobody has won by then (SF 16.0).",
};

pub const RESCUE: About = About {
    setup: "Solitaire: a randomizer chit picks the tertiary star about to explode (38.1); twelve StarForces start \
            at Sol, Sigma Draconis, the endangered star and the tertiary nearest it, and every other intact \
            system has a friendly StarGate (38.2).",
    rules: "A StarForce holding at the endangered star takes one Population Point aboard and sets it down at \
            another system (38.3); at the end of every Game-Turn two decimal chits reading 0 and 0 make the \
            star explode with everything at it (38.4).",
    victory: "Each of the 60 Population Points saved scores one, each StarForce lost costs three: 60 decisive, \
              50 substantive, 40 marginal, less a defeat (38.51).",
    length: "Until the nova, or until no Population Point is left at the star (38.4).",
};

pub const FAKERWAR: About = About {
    setup: "Three players: the Humans with Gates at Sol, Alpha Centauri, Tau Ceti, Epsilon Indi, Epsilon Eridani, \
            82 Eridani and Delta Pavonis, the L'Chal-Dah at Sigma Draconis, 61 Cygni, HR 8832 and Eta Cassiopeiae, \
            the Rame at 70 Ophiuchi, HR 7703, 36 Ophiuchi and CD-20; four StarForces each at its home (42.2).",
    rules: "Every StarForce breaks down into FakerForces at once and none combine; FakerForces fight each other \
            at strength 1 and never a Gate; the first FakerForce into a system not its own is randomized on a \
            decimal chit of 8 or 9 (42.4). This scenario uses the basic combat until the Tactical Display arrives.",
    victory: "FakerForces alone in eight tertiary systems at the end of two Game-Turns running, or eight \
              FakerForces at Wandering's End (2223/+8) with no other player's there (42.3).",
    length: "30 Game-Turns (reconstructed), then a draw.",
};

pub fn about(scenario: &str) -> Option<About> {
    match scenario {
        "fakerwar" => Some(FAKERWAR),
        "reference" => Some(REFERENCE),
        "rescue" => Some(RESCUE),
        _ => None,
    }
}
