//! A game as a file: its link (deflated by the browser), one line of text that "Import a game" in the
//! lobby and the CLI read back. Exports, the share panel's file and the lobby's export all make it here;
//! records in JSON are the CLI's (`starshift record`).

use crate::engine::link;
use crate::platform::{deflate, files, fragment};

/// The link to a game's link body, deflated when that is shorter.
pub async fn url(body: &[u8]) -> String {
    fragment::link_for(&link::text(body, deflate::deflate(body).await.as_deref()))
}

/// "starshift-stargate-turn3.txt".
pub fn file_name(game: &str, turn: u32) -> String {
    format!("starshift-{game}-turn{turn}.txt")
}

/// Downloads `url` as the file `name`.
pub fn download(name: &str, url: &str) -> Result<(), String> {
    files::download(name, &format!("{url}\n"), "text/plain")
}
