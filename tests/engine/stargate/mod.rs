//! StarGate: scenario tests per rule case (scripted dice, exact events) and random playouts.

mod golden;
mod movement;
mod playout;
mod support;
