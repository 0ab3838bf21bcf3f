//! The scenarios' description cards (`Game::about`): our own summary of each, citing the cases; the
//! details are in the in-game help (`help`).

use crate::engine::game::About;

pub const SCORPII: About = About {
    setup: "Two players: the Cepheids around 1212–1314 and the Wezens around 1018–1119, each with StarGates, a few \
            StarFleets, Civilization Level 1 and a little RP (18.11).",
    rules: "No beacon stars, interstellar dust or nucleus treasures in this scenario, and some fate results do not \
            apply (18.14).",
    victory: "Keep every StarGate you started with and hold a friendly StarGate on 1816 at the end for a marginal \
              win; take and keep one of the other side's starting StarGates as well for a substantive one (18.12).",
    length: "25 Game-Turns (18.13).",
};

pub const NUCLEUS: About = About {
    setup: "Three players: the Guardians with four star navies between the spiral arms and the nucleus, and the \
            Centaurians and the Perseits setting out from their home gates (18.21).",
    rules: "The Guardians may not build or augment StarGates, nor de-neutralize one that was not theirs at the \
            start, keep 20 RP at most, and should keep their four navies whole and near full strength (ten \
            dreadnoughts and an explorer each; the referee leaves that to them); the other two may own one \
            dreadnought per ten SP (18.24–18.26).",
    victory: "The Centaurians or the Perseits win by holding, five Game-Turns running, a chain of friendly \
              StarGates at most four hexes apart from a starting gate to a hex beside the nucleus; the Guardians \
              win by preventing it (18.22).",
    length: "50 Game-Turns (18.23).",
};

pub const PSL: About = About {
    setup: "Solitaire: the Pan-Sentient League with StarGates in 1316, 1216 and 1215, two StarFleets, 5 RP and \
            Civilization Level 1 (18.31).",
    rules: "Played alone: the shift order needs no draw, and the player names and rolls for every beacon star's \
            hexrow himself (15.12).",
    victory: "Reach Civilization Level 2 by the end of the game (18.32); taking the X wisdom chit loses at once \
              (18.34).",
    length: "25 Game-Turns (18.33).",
};

pub const CYGNUS: About = About {
    setup: "Four players in and around Sol's spiral arm: the Cygnians, Rigelians, Wezeni and Regnad-Kcin, each with \
            StarGates, StarFleets and Civilization Level 1 (18.41).",
    rules: "The holder of the X wisdom chit builds no dreadnoughts and is limited in his interaction options, but \
            it counts as a chit spent on his fate rolls (18.44–18.46).",
    victory: "Hold friendly StarGates on four of 0814, 1118, 1212, 1215 and 1314 for five Game-Turns running; or \
              have a Civilization Level above all the others' together; or be the last player left. Failing \
              that, the highest SP times CL wins at the end (18.42).",
    length: "50 Game-Turns (18.43).",
};

pub const LUCK: About = About {
    setup: "Each player rolls two dice on the Seed Winds Table for his home region; players who roll the same \
            result roll again. He gets a StarGate at full potential in each hex of his result, a beacon star in \
            its first, and twice his SP in RP to raise StarFleets before play; what he does not spend is lost \
            (18.51–18.53).",
    rules: "Results marked with an asterisk also place beacon stars around their first hex by the discovery \
            procedure before play (18.53, 15.0). Solitaire has rules of its own (18.57).",
    victory: "Leave no StarGate on the map that is not friendly to you, or have a Civilization Level above all the \
         others' together; a draw when everyone keeps over 100 SP for ten Game-Turns (18.54). Alone: keep 100 \
         SP or more for five Game-Turns with no other StarGate on the map (18.57).",
    length: "No limit: play until someone wins (18.55).",
};

/// The card of scenario `id`.
pub fn about(id: &str) -> Option<About> {
    let card = match id {
        "scorpii" => SCORPII,
        "nucleus" => NUCLEUS,
        "psl" => PSL,
        "cygnus" => CYGNUS,
        "luck1" | "luck2" | "luck3" | "luck4" => LUCK,
        _ => return None,
    };
    Some(card)
}
