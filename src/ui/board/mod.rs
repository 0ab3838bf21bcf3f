//! The board kit every game's map shares, naming no game: `camera` (pan, zoom, gestures: [`camera::PanZoom`]),
//! `layout` (the hex grid's pixel geometry, numbers written small, arrow-key steps), `marks` (the chosen
//! log entry's hexes and units), [`text_card`] (the "Units as text" card; [`units_card`] and
//! [`action_list`] for a game's units) and [`counter_card`] (the tapped counter, enlarged, with its
//! values). Each game's board is in its own folder (`ui::stargate::board`,
//! `ui::deltavee`).

pub mod camera;
pub mod counter_card;
pub mod layout;
pub mod marks;
mod text_card;

pub use text_card::{action_list, text_card, units_card};
