//! The five scenarios' description cards (`Game::about`, 11.0): our own summary of each, citing the cases;
//! the ships' exact pods and hexes are on the board and their logs once the game is set up (`setup`).

use crate::engine::game::About;

/// Play has no turn limit in any scenario: Game-Turns go on until a condition is met (3.0, 11.0).
const UNTIL_DECIDED: &str = "No turn limit: Game-Turns go on until a player meets a condition (3.0, 11.0).";

/// The card of scenario `id`.
pub fn about(id: &str) -> Option<About> {
    Some(match id {
        "showdown" => About {
            setup: "Maps A and B. One Piccolo a side, each with a hunter pod, starting at opposite ends at speed 1 \
                    (11.0 scenario 1). The suggested first game.",
            rules: "No hyperjumps (11.0).",
            victory: "Destroy the enemy Piccolo: the first to do so wins at once (11.0 scenario 1).",
            length: UNTIL_DECIDED,
        },
        "first-shot" => About {
            setup: "Map A. Player 1: the Sword, a light cruiser with weapons, a battlecraft and armored pods, at \
                    speed 3. Player 2: two Daggers heading for it at speed 3 (11.0 scenario 2).",
            rules: "No hyperjumps (11.0). If every craft of one side gets more than 25 hexes from every craft of \
                    the other, the battle is called off (11.0 scenario 2).",
            victory: "Player 1 must destroy both Daggers; Player 2 must destroy the Sword; otherwise a draw once \
                      the sides are over 25 hexes apart (11.0 scenario 2).",
            length: UNTIL_DECIDED,
        },
        "tau-ceti" => About {
            setup: "Maps A to E. Player 1: four smugglers (a Corco Iota and three Corco Gammas) placed by their \
                    player near A0909, already short of energy. Player 2: the Sword, placed along map A's edge \
                    (11.0 scenario 3).",
            rules: "Hyperjumps are allowed, but only from map E or a map laid in line with it (7.2, 11.0 \
                    scenario 3).",
            victory: "Player 1 wins by jumping out the Iota or two Gammas, or by destroying the Sword. Player 2 \
                      needs three smugglers destroyed, the Iota among them (11.0 scenario 3).",
            length: UNTIL_DECIDED,
        },
        "pirates" => About {
            setup: "Maps A to C, the planet Esata and an asteroid belt. Player 1: the liner Corco Mu heading for \
                    Esata, and a Dagger idle near the planet. Player 2: two pirate Flutes at rest (11.0 scenario 4).",
            rules: "The Dagger stays idle until alerted: a roll of 1 or 2 in each of Player 1's Command Phases \
                    (11.0 scenario 4). Asteroid fields fill each marker's hex and its neighbours.",
            victory: "Player 1 wins when the Mu reaches orbit around Esata (6.5) or both Flutes are destroyed. \
                      Player 2 wins when a Flute docks with the Mu (7.4). A destroyed Mu is a draw (11.0 scenario 4).",
            length: UNTIL_DECIDED,
        },
        "convoy-red" => About {
            setup: "Maps A to C and a planet. Player 1: a convoy (a Spear escort, three cargo Corco Zetas and a \
                    Dagger) placed near A0407 on one course, short of energy. Player 2: the Clarinet and two \
                    Flutes, also on one course of their choosing (11.0 scenario 5).",
            rules: "A convoy ship reaching orbit (6.5) leaves play and scores (11.0 scenario 5).",
            victory: "First to 8 Victory Points. Player 1 scores 1 per ship brought into orbit plus 1 per intact \
                      cargo pod aboard; Player 2 scores 1 per convoy ship and per cargo pod destroyed, less 2 per \
                      Flute lost. Losing the Clarinet loses the game for Player 2 (11.0 scenario 5).",
            length: UNTIL_DECIDED,
        },
        _ => return None,
    })
}
