//! StarGate: scenario tests per rule case (scripted dice, exact events) and random playouts.

mod approach;
mod combat;
mod e2e_script;
mod end_pending;
mod golden;
mod movement;
mod playout;
pub(crate) mod support;
