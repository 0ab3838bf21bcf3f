//! Backup and storage: every saved game in one file and back (merged, never overwriting), the
//! reminder when there is no recent backup, and what the browser says about keeping this site's storage.
//!
//! Backup file (`starshift-backup-<date>.txt`), one line each, as URL query text: first
//! `starshift-backup=2&created=<ms>`, then one line per save, `id=<id>&save=<the entry as stored>`: the
//! saves as they are kept (`engine::save`), unreadable and newer-format ones too, so a backup never loses
//! what it cannot read. Backups of version 1 (`{"starshift_backup": 1, "created_ms", "saves": [{"id",
//! "save": <save in JSON>} or {"id", "text"}]}`) keep being restored.

use crate::engine::link;
use crate::engine::save::{self, Saved};
use crate::platform::storage::{self, Listed};
use crate::platform::{clock, files, seed};
use crate::ui::store::{use_app, AppCtx, Notice};
use crate::ui::table::Table;
use crate::ui::{click, on_event, rflag, rtext, tools};
use leptos::prelude::*;

const BACKUP_VERSION: u32 = 2;
/// A backup is reminded after this long (Safari clears a site's storage after 7 days without a visit).
const REMIND_AFTER_MS: u64 = 7 * 24 * 3600 * 1000;
/// Larger files are refused before parsing.
const MAX_BACKUP_BYTES: usize = 32 << 20;

/// Downloads every saved game as one file and remembers when.
pub fn back_up(app: AppCtx) {
    let list = match storage::list() {
        Ok(l) => l,
        Err(e) => return app.message.set(Some(Notice::error(e.to_string()))),
    };
    if list.is_empty() {
        return app.message.set(Some(Notice::info("There are no saved games to back up.")));
    }
    let now = clock::now_ms();
    let line = |pairs: &[(&str, &str)]| form_urlencoded::Serializer::new(String::new()).extend_pairs(pairs).finish();
    let mut text = line(&[("starshift-backup", &BACKUP_VERSION.to_string()), ("created", &now.to_string())]);
    let n = list.len();
    for l in list {
        let stored = match &l {
            Listed::Ok { id, .. } => storage::stored(id).unwrap_or_default(),
            Listed::Damaged { text, .. } | Listed::Newer { text, .. } | Listed::Old { text, .. } => text.clone(),
        };
        text.push('\n');
        text.push_str(&line(&[("id", l.id()), ("save", &stored)]));
    }
    text.push('\n');
    let name = format!("starshift-backup-{}.txt", clock::date_local(now));
    if let Err(e) = files::download(&name, &text, "text/plain") {
        return app.message.set(Some(Notice::error(e)));
    }
    let _ = storage::set_last_backup_ms(now);
    app.message.set(Some(Notice::info(format!("{n} saved game(s) backed up to the file {name}. Keep it somewhere safe."))));
    app.saves_rev.update(|r| *r += 1);
}

/// The entries of a backup file: (id, the entry's text as stored).
fn entries(text: &str) -> Result<Vec<(String, String)>, String> {
    if text.trim_start().starts_with('{') {
        return entries_v1(text);
    }
    let mut lines = text.lines();
    let head: Vec<(String, String)> =
        form_urlencoded::parse(lines.next().unwrap_or_default().as_bytes()).into_owned().collect();
    let version = head.iter().find(|(k, _)| k == "starshift-backup").and_then(|(_, v)| v.parse::<u32>().ok());
    match version {
        None => return Err("it is not a Starshift backup file.".into()),
        Some(v) if v > BACKUP_VERSION => {
            return Err("it was made by a newer version of Starshift; reload to update the app, then try again.".into())
        }
        Some(_) => {}
    }
    let mut out = Vec::new();
    for line in lines.filter(|l| !l.trim().is_empty()) {
        let (mut id, mut stored) = (None, None);
        for (k, v) in form_urlencoded::parse(line.as_bytes()) {
            match &*k {
                "id" => id = Some(v.into_owned()),
                "save" => stored = Some(v.into_owned()),
                _ => {}
            }
        }
        match (id, stored) {
            (Some(id), Some(stored)) => out.push((id, stored)),
            _ => return Err("a line of it is damaged.".into()),
        }
    }
    Ok(out)
}

/// A backup of version 1 (JSON): each save's JSON text, or the text it kept.
fn entries_v1(text: &str) -> Result<Vec<(String, String)>, String> {
    #[derive(serde::Deserialize)]
    struct File {
        starshift_backup: u32,
        saves: Vec<Entry>,
    }
    #[derive(serde::Deserialize)]
    struct Entry {
        id: String,
        #[serde(default)]
        save: Option<serde_json::Value>,
        #[serde(default)]
        text: Option<String>,
    }
    let file: File = serde_json::from_str(text).map_err(|e| format!("it is not a Starshift backup file ({e})."))?;
    if file.starshift_backup > 1 {
        return Err("it was made by a newer version of Starshift; reload to update the app, then try again.".into());
    }
    Ok(file
        .saves
        .into_iter()
        .filter_map(|e| Some((e.id, e.save.map(|v| v.to_string()).or(e.text)?)))
        .collect())
}

/// A readable save's game as its link body, to tell whether it is already here (a save of the link
/// form needs no replay; one written before is replayed).
async fn body_of(text: &str) -> Option<Vec<u8>> {
    let save = save::parse_any(text).ok()?;
    if let Saved::Link(l) = &save.game {
        if let Some(p) = link::payload(l).ok().filter(|p| !p.deflated) {
            return Some(p.bytes);
        }
    }
    Table::open(&save).await.ok().map(|t| t.body())
}

/// Merges a backup file into the saved games: a game already here is skipped, a different game with
/// the same id is added beside it under a new id; nothing stored is ever overwritten.
pub fn restore(app: AppCtx, file: files::File) {
    leptos::task::spawn_local(async move {
        match files::read_text(file).await {
            Ok(text) => restore_text(app, &text).await,
            Err(e) => app.message.set(Some(Notice::error(e))),
        }
    });
}

async fn restore_text(app: AppCtx, text: &str) {
    let fail = |why: String| app.message.set(Some(Notice::error(format!("This backup could not be restored: {why}"))));
    if text.len() > MAX_BACKUP_BYTES {
        return fail(format!("the file is larger than {} MB.", MAX_BACKUP_BYTES >> 20));
    }
    let incoming = match entries(text) {
        Ok(e) => e,
        Err(why) => return fail(why),
    };
    let here = match storage::list() {
        Ok(l) => l,
        Err(e) => return fail(e.to_string()),
    };
    // What is here: each entry's text as stored, and each readable game as its link body.
    let mut texts = Vec::new();
    let mut bodies = Vec::new();
    for l in &here {
        match l {
            Listed::Ok { id, .. } => {
                if let Some(b) = body_of(&storage::stored(id).unwrap_or_default()).await {
                    bodies.push(b);
                }
            }
            Listed::Old { text, .. } => match body_of(text).await {
                Some(b) => bodies.push(b),
                None => texts.push(text.clone()),
            },
            Listed::Damaged { text, .. } | Listed::Newer { text, .. } => texts.push(text.clone()),
        }
    }
    let (mut added, mut already, mut beside, mut failed) = (0, 0, 0, Vec::new());
    for (id, stored) in incoming {
        let body = body_of(&stored).await;
        let known = match &body {
            Some(b) => bodies.contains(b),
            None => texts.contains(&stored),
        };
        if known {
            already += 1;
            continue;
        }
        let taken = storage::exists(&id);
        let id = if taken { seed::random_id() } else { id };
        match storage::store_text(&id, &stored) {
            Ok(()) => {
                match body {
                    Some(b) => bodies.push(b),
                    None => texts.push(stored),
                }
                if taken {
                    beside += 1
                } else {
                    added += 1
                }
            }
            Err(err) => failed.push(err.to_string()),
        }
    }
    app.saves_rev.update(|r| *r += 1);
    let mut msg = format!("Backup restored: {} game(s) added, {already} already here", added + beside);
    if beside > 0 {
        msg.push_str(&format!(", {beside} of them beside a different game with the same name (nothing was overwritten)"));
    }
    msg.push('.');
    if failed.is_empty() {
        app.message.set(Some(Notice::info(msg)));
    } else {
        app.message.set(Some(Notice::error(format!("{msg} {} could not be stored: {}", failed.len(), failed[0]))));
    }
}

/// [`back_up`] from a button, through the tools' chunk (`ui::tools`).
fn back_up_later(app: AppCtx) {
    tools::run(app, Box::new(move |t| (t.back_up)(app)))
}

/// Whether the lobby should remind the player to back up: some game changed since the last backup and
/// that backup is missing or older than a week.
pub fn backup_due(list: &[Listed], last: Option<u64>, now: u64) -> bool {
    let changed = |t: u64| last.is_none_or(|l| t > l);
    let stale = last.is_none_or(|l| now.saturating_sub(l) > REMIND_AFTER_MS);
    stale && list.iter().any(|l| matches!(l, Listed::Ok { save, .. } if changed(save.meta.updated_ms)))
}

/// The lobby's reminder.
#[component]
pub fn BackupReminder() -> impl IntoView {
    let app = use_app();
    let due = move || {
        app.saves_rev.track();
        storage::list().map(|l| backup_due(&l, storage::last_backup_ms(), clock::now_ms())).unwrap_or(false)
    };
    let text = move || match storage::last_backup_ms() {
        Some(ms) => format!("Your last backup is from {}. ", clock::format_local(ms)),
        None => "Your saved games have no backup yet. ".to_string(),
    };
    view! {
        <div class="notice warn backup-due" role="note" hidden=rflag(move || !due())>
            <span>{rtext(move || { app.saves_rev.track(); text() + "A browser can lose a site's storage: keep a copy." })}</span>
            <button class="small" on:click=click(move |_| back_up_later(app))>"Back up now"</button>
        </div>
    }
}

/// The lobby's "Backup and storage" card.
#[component]
pub fn BackupCard() -> impl IntoView {
    let app = use_app();
    let estimate = RwSignal::new(None::<(f64, f64)>);
    leptos::task::spawn_local(async move { estimate.set(storage::estimate().await) });
    let persist = move || {
        app.saves_rev.track();
        match storage::persistence().as_deref() {
            Some("granted") => "Kept: the browser has agreed to keep this site's storage.".to_string(),
            Some("denied") => "Not guaranteed: the browser may clear saves when space runs low (installing the app usually helps).".to_string(),
            Some(_) => "Not guaranteed: this browser cannot be asked to keep saves.".to_string(),
            None => "Not asked yet: Starshift asks the browser when you start your first game.".to_string(),
        }
    };
    let used = move || match estimate.get() {
        Some((u, q)) if q > 0.0 => format!("Using {} of {} available to this site.", size(u), size(q)),
        _ => String::new(),
    };
    let ask = move |_| {
        leptos::task::spawn_local(async move {
            storage::request_persistence().await;
            app.saves_rev.update(|r| *r += 1);
        })
    };
    let pick = move |ev: leptos::ev::Event| {
        let input: web_sys::HtmlInputElement = event_target(&ev);
        if let Some(file) = input.files().and_then(|l| l.get(0)) {
            leptos::task::spawn_local(async move {
                if let Some(tools) = tools::get(app).await {
                    (tools.restore)(app, file)
                }
            });
        }
        input.set_value("");
    };
    view! {
        <section class="card backup" aria-labelledby="backup-h">
            <h2 id="backup-h">"Backup and storage"</h2>
            <p><strong>"Saves: "</strong>{rtext(persist)}" "{rtext(used)}</p>
            <div class="actions">
                <button type="button" class="primary" on:click=click(move |_| back_up_later(app))>"Back up all games"</button>
                <label class="button file-button">
                    "Restore a backup…"
                    <input type="file" accept=".txt,text/plain,.json,application/json" class="visually-hidden" on:change=on_event(pick)/>
                </label>
                <button type="button" hidden=rflag(move || { app.saves_rev.track(); storage::persistence().as_deref() == Some("granted") })
                    on:click=click(ask)>"Ask to keep saves"</button>
            </div>
            <p class="muted">"Games are saved in this browser only. Safari (iPhone, iPad, Mac) deletes a site's storage after 7 days \
                without a visit unless the app is installed: add Starshift to the home screen (Share → Add to Home Screen) and \
                back up now and then. A restore adds games and never overwrites one."</p>
        </section>
    }
}

fn size(bytes: f64) -> String {
    let (v, unit) = if bytes >= 1e9 {
        (bytes / 1e9, "GB")
    } else if bytes >= 1e6 {
        (bytes / 1e6, "MB")
    } else {
        (bytes / 1e3, "kB")
    };
    // Integer formatting only (no float formatting code in the wasm).
    let tenths = (v * 10.0 + 0.5) as u64;
    format!("{}.{} {unit}", tenths / 10, tenths % 10)
}
