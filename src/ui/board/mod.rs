//! The board kit every game's map shares, naming no game: `camera` (pan, zoom, gestures: [`camera::PanZoom`]),
//! `layout` (the hex grid's pixel geometry, numbers written small, arrow-key steps), `marks` (the chosen
//! log entry's hexes and units), [`text_card`] (the "Units as text" card) and [`counter_card`] (the tapped
//! counter, enlarged, with its values). Each game's board is in its own folder (`ui::stargate::board`,
//! `ui::deltavee`).

pub mod camera;
pub mod counter_card;
pub mod layout;
pub mod marks;
mod text_card;

pub use text_card::text_card;
