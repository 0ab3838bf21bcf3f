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

pub const RXPEXY: About = About {
    setup: "Two players: the PSL with a StarGate at every system, Wandering's End and four systems placed at \
            random beyond the Zulu Limits, and sixteen StarForces; the RxPexy with six random systems within six \
            hexes of those and eight StarForces (43.2, 31.1). Both may redeploy with a free first plot.",
    rules: "The Volume reaches ten levels beyond the Zulu Limits for every shift, and all random systems lie on one \
            side of it (43.4). This scenario uses the basic combat until the Tactical Display arrives.",
    victory: "Points for enemy StarGates neutralized for good: the PSL 10 for each RxPexy Gate; the RxPexy 10 for \
              each random PSL Gate, 5 for a tertiary and 15 for a secondary or home system's (43.3). Most points wins.",
    length: "30 Game-Turns (reconstructed).",
};

pub const REVOLUTION: About = About {
    setup: "Three players: the PSL as in scenario 17 with eighteen StarForces; the Union of Sentients with six \
            random systems and six StarForces; the RxPexy with six random systems on the US's far side of the \
            Volume and six StarForces (44.2, 31.1). All may redeploy with a free first plot.",
    rules: "The US and the PSL fight from the start, the RxPexy and the PSL from Game-Turn 4, the US and the RxPexy \
            never (44.4; the last is our reading). The Volume reaches ten levels beyond the Zulu Limits (43.4). \
            This scenario uses the basic combat until the Tactical Display arrives.",
    victory: "Points for StarGates neutralized for good: the PSL 10 a US Gate and 5 a RxPexy Gate; the US 20 a PSL \
              Gate and 100 if it loses none by Game-Turn 40; the RxPexy 10 a PSL tertiary, 15 a random and 20 a \
              secondary or home Gate (44.3). Most points wins.",
    length: "40 Game-Turns (44.3).",
};

pub const OBSOLESCENCE: About = About {
    setup: "Two players: the RxPexy with the six random systems of scenario 18 and five tachyon cruisers there; the \
            PSL with every system of scenario 18, its own and the US's, and 24 StarForces, all inactive (45.2).",
    rules: "At each Game-Turn's end a decimal chit of 9 brings the PSL's Gates and StarForces into play, the \
            StarForces entering at any of its systems. Tachyon cruisers move two lites a turn, attack at 3 with no \
            Defense, and neutralize for good an inactive Gate whose LiteZulu they enter (45.4). This scenario uses \
            the basic combat until the Tactical Display arrives.",
    victory: "The PSL: 40 points if no PSL system is occupied after Game-Turn 20, and 10 a RxPexy Gate; the RxPexy \
              15 a tertiary or random and 25 a home or secondary PSL Gate neutralized (45.3). Most points wins.",
    length: "20 Game-Turns (45.3).",
};

pub const INCURSION: About = About {
    setup: "Two players: the PSL with a StarGate at every system and Wandering's End and two StarForces; the \
            Xenophobes with two StarGates placed at random beyond the Zulu Limits and six StarForces (41.2, 31.1).",
    rules: "Battles with the Xenophobes destroy the Forces lost. Xenophobe StarForces holding two Game-Turns \
            unopposed at a PSL system whose Gate is gone or neutralized for good make it go nova at the end of \
            the next. The PSL gets a StarForce every even Game-Turn to 12 and four after its first system is \
            lost, entering at a working Gate (41.2; 31.0 reconstructed). Shifts may reach ten levels beyond \
            the Zulu Limits. This scenario uses the basic combat until the Tactical Display arrives.",
    victory: "Xenophobes: 50 a home, 30 a secondary, 5 a tertiary system destroyed, 1 a PSL StarForce destroyed, \
              and a win at once when Sol, Sigma Draconis and 70 Ophiuchi are all destroyed. PSL: 80 a Xenophobe \
              Gate neutralized for good, 10 a Xenophobe StarForce destroyed (41.3). Most points wins.",
    length: "24 Game-Turns (reconstructed).",
};

pub fn about(scenario: &str) -> Option<About> {
    match scenario {
        "incursion" => Some(INCURSION),
        "obsolescence" => Some(OBSOLESCENCE),
        "rxpexy" => Some(RXPEXY),
        "revolution" => Some(REVOLUTION),
        "fakerwar" => Some(FAKERWAR),
        "reference" => Some(REFERENCE),
        "rescue" => Some(RESCUE),
        _ => None,
    }
}
