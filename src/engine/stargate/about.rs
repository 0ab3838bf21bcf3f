//! The scenario's description card (`Game::about`): our own summary of the rules it rests on, citing the
//! cases; the details are in the in-game help (`help`).

use crate::engine::game::About;

pub const STANDARD: About = About {
    setup: "The Coalition brings up to one unit of each race a turn through its staging hexes onto the map (3.1). \
            The Virunian units start face down, drawn blind into Stargates A and B by die roll turn after turn \
            until all have come in (3.2).",
    rules: "Tri-Ships move as groups of three and Monads move freely (5.0–6.0); an approach is a secret choice of \
            tactics by both sides (7.0). The Nullgate hex is closed to movement, and its gravity may pull a unit \
            from an energy-4 hex at the end of each turn (11.2, 11.3).",
    victory: "The Virunians need eight Coalition units lost, with every one of the four races among them (12.1). \
              The Coalition needs a loss in each of the six Tri-Ship groups (12.2); if both happen at once, the \
              Coalition wins.",
    length: "No turn limit: Game-Turns go on until one side meets its condition (12.0).",
};
