//! StarGate: scenario tests per rule case (scripted dice, exact events) and random playouts.

mod movement;
mod playout;
mod support;
