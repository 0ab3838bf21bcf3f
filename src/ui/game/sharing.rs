//! What the share panel's buttons do: make the link (the browser deflates it), then hand it to the system
//! share sheet or the clipboard, a mail, a QR code or a file. A wasm chunk of its own (`sharing`, issue 20),
//! fetched on the first click, so that opening a game does not fetch it.

use super::qr;
use super::share::{Panel, Turn};
use crate::platform::clipboard;
use crate::platform::share::{self, Shared};
use crate::ui::export;
use crate::ui::table::{the, Unfetched};
use leptos::prelude::*;
use std::future::Future;
use std::pin::Pin;

/// The ways of sharing, reached through this table so that nothing outside the chunk calls their code.
#[derive(Clone, Copy)]
pub(super) struct Ways {
    /// The share sheet where the browser has one, else the clipboard, else the link selected.
    pub share: fn(Panel, Turn),
    /// A mail with the summary and the link.
    pub email: fn(Panel, Turn),
    /// The link made, then its QR code shown.
    pub qr: fn(Panel, Turn),
    /// The QR code of the link already made.
    pub show_qr: fn(Panel),
    /// The link made last, as a file.
    pub save_file: fn(Panel),
    /// The game screen's "Export record": the link of a game's link body, downloaded as the file named;
    /// what went wrong, if anything.
    pub export: fn(Vec<u8>, String) -> Pin<Box<dyn Future<Output = Result<(), String>>>>,
}

/// The split point: everything only this reaches goes into the chunk.
#[leptos::wasm_split::wasm_split(sharing, wasm_split_path = leptos::wasm_split, fallible)]
fn load() -> Result<Ways, Unfetched> {
    Ok(Ways { share: share_turn, email, qr: make_qr, show_qr, save_file, export: export_record })
}

/// The ways, their chunk fetched first (once).
pub(super) async fn ways() -> Result<Ways, Unfetched> {
    load().await
}

/// Runs `then` with the ways, their chunk fetched first (once); if it cannot be fetched, the panel says why.
pub(super) fn run(p: Panel, then: impl FnOnce(&Ways) + 'static) {
    leptos::task::spawn_local(async move {
        match ways().await {
            Ok(ways) => then(&ways),
            Err(Unfetched) => p.said.set(Some(Unfetched::notice().text)),
        }
    });
}

/// Makes the link and shows it (with its QR code, when that is open); returns it with the summary.
async fn make(p: Panel, t: Turn) -> (String, String) {
    let url = export::url(&t.body).await;
    p.share_url.set(Some(url.clone()));
    p.made.set_value(Some((t.file_name, url.clone())));
    if p.qr_open.get_untracked() {
        show_qr(p);
    }
    (url, t.summary)
}

/// Links go round like the device would: to the next player who must act (one of them, when several choose
/// at once: each seals in turn, so the order does not matter).
fn to(p: Panel) -> String {
    p.waiting_for.get_untracked().map_or("the next player".to_string(), |w| the(&w))
}

fn share_turn(p: Panel, t: Turn) {
    p.said.set(None);
    leptos::task::spawn_local(async move {
        let (url, summary) = make(p, t).await;
        if share::has_sheet() {
            match share::sheet("Starshift", &summary, &url).await {
                Shared::Done => return p.said.set(Some(format!("Shared. The link is for {}.", to(p)))),
                Shared::Cancelled => {
                    return p.said.set(Some("Not shared: the share sheet was closed. The link is below.".into()))
                }
                Shared::Unavailable => {}
            }
        }
        let field = p.field.get_untracked();
        let msg = if clipboard::write_text(&url).await {
            format!("Link copied to the clipboard. Send it to {}.", to(p))
        } else if field.as_ref().is_some_and(clipboard::select_and_copy) {
            format!("Link copied. Send it to {}.", to(p))
        } else {
            format!("Copy the selected link below and send it to {}.", to(p))
        };
        if let Some(f) = p.field.get_untracked() {
            f.select();
        }
        p.said.set(Some(msg));
    });
}

fn email(p: Panel, t: Turn) {
    leptos::task::spawn_local(async move {
        let (url, summary) = make(p, t).await;
        let body = format!("{summary}.\n\nOpen this turn in Starshift:\n{url}\n");
        p.said.set(Some(match share::open_mail(&format!("Starshift: {summary}"), &body) {
            Ok(()) => format!("A mail to {} with the link should open in your mail program.", to(p)),
            Err(e) => format!("The mail could not be opened ({e}). Copy the link below instead."),
        }));
    });
}

fn make_qr(p: Panel, t: Turn) {
    p.qr_open.set(true);
    leptos::task::spawn_local(async move {
        make(p, t).await;
    });
}

/// Opens the QR code of the link shown, made once per link.
fn show_qr(p: Panel) {
    let Some(url) = p.share_url.get_untracked() else { return };
    if p.qr.with_untracked(|q| q.as_ref().is_none_or(|(of, _)| *of != url)) {
        let code = qr::svg(&url);
        p.qr.set(Some((url, code)));
    }
    p.qr_open.set(true);
}

fn save_file(p: Panel) {
    if let Some((name, text)) = p.made.get_value() {
        p.said.set(Some(match export::download(&name, &text) {
            Ok(()) => format!("The game was saved as {name}. Send the file to {}.", to(p)),
            Err(e) => e,
        }));
    }
}

fn export_record(body: Vec<u8>, name: String) -> Pin<Box<dyn Future<Output = Result<(), String>>>> {
    Box::pin(async move { export::download(&name, &export::url(&body).await) })
}
