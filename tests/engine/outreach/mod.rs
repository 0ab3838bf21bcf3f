//! Outreach's foundation (issue 17, point 1): the map's checks M1–M6 of the reconstruction brief (§2.5), hex
//! math on its grid and the 5.52 example, line of sight, the tables' checks (§3), and a snapshot of every
//! table and the map with provenance tags (snapshot.txt; `UPDATE_SNAPSHOTS=1` rewrites it).

mod autonomous;
mod caretaker;
mod conflict;
mod contact;
mod economy;
mod fate;
mod interaction;
mod game;
mod los;
mod map;
mod playouts;
mod reduction;
mod scenarios;
mod seeds;
mod shifting;
mod snapshot;
mod tables;
mod turn;
mod victory;
mod wisdom;

use starshift::engine::hex::Hex;

/// Scenario `id` under Outreach II's rules with nothing on the map, at the end of the last player's
/// exploration (shift order by seat), the dice scripted.
pub fn bare(id: &str, dice: &[u32]) -> starshift::engine::outreach::state::State {
    use starshift::engine::outreach::{rules, state::Phase};
    let mut st = rules::new_game_with(id, true, 1).expect("sets up");
    st.forces.clear();
    st.gates.clear();
    st.chits.clear();
    st.order = st.seats().collect();
    st.discovery = None;
    st.phase = Phase::Exploration;
    st.at = st.order.len() - 1;
    st.dice = starshift::engine::dice::Dice::scripted(dice);
    st
}

/// The hex labelled `l`.
pub fn h(l: &str) -> Hex {
    Hex::from_label(l).unwrap_or_else(|| panic!("bad label {l}"))
}
