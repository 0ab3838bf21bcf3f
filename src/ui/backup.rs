//! Backup and storage: every saved game in one file and back (merged, never overwriting), the
//! reminder when there is no recent backup, and what the browser says about keeping this site's storage.
//!
//! Backup file (`starshift-backup-<date>.json`): `{"starshift_backup": 1, "created_ms", "saves": [{"id",
//! "save": <SaveFile>} or {"id", "text": <the entry as stored>}]}` — unreadable and newer-format entries
//! travel as their stored text, so a backup never loses what it cannot read.

use crate::platform::storage::{self, Listed, SaveFile};
use crate::platform::{clock, files, seed};
use crate::ui::store::{relation, use_app, AppCtx, Notice, Relation};
use crate::ui::{click, on_event, rflag, rtext, tools};
use leptos::prelude::*;
use serde::{Deserialize, Serialize};

const BACKUP_VERSION: u32 = 1;
/// A backup is reminded after this long (Safari clears a site's storage after 7 days without a visit).
const REMIND_AFTER_MS: u64 = 7 * 24 * 3600 * 1000;
/// Larger files are refused before parsing.
const MAX_BACKUP_BYTES: usize = 32 << 20;

#[derive(Serialize, Deserialize)]
struct BackupFile {
    starshift_backup: u32,
    created_ms: u64,
    saves: Vec<Entry>,
}

#[derive(Serialize, Deserialize)]
struct Entry {
    id: String,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    save: Option<SaveFile>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    text: Option<String>,
}

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
    let saves = list
        .into_iter()
        .map(|l| match l {
            Listed::Ok { id, save } => Entry { id, save: Some(save), text: None },
            Listed::Damaged { id, text, .. } | Listed::Newer { id, text, .. } => Entry { id, save: None, text: Some(text) },
        })
        .collect::<Vec<_>>();
    let n = saves.len();
    let file = BackupFile { starshift_backup: BACKUP_VERSION, created_ms: now, saves };
    let name = format!("starshift-backup-{}.json", clock::date_local(now));
    let text = serde_json::to_string(&file).unwrap_or_default();
    if let Err(e) = files::download(&name, &text, "application/json") {
        return app.message.set(Some(Notice::error(e)));
    }
    let _ = storage::set_last_backup_ms(now);
    app.message.set(Some(Notice::info(format!("{n} saved game(s) backed up to the file {name}. Keep it somewhere safe."))));
    app.saves_rev.update(|r| *r += 1);
}

/// Merges a backup file into the saved games: a game already here is skipped, a different game with
/// the same id is added beside it under a new id; nothing stored is ever overwritten.
pub fn restore(app: AppCtx, text: &str) {
    let fail = |why: String| app.message.set(Some(Notice::error(format!("This backup could not be restored: {why}"))));
    if text.len() > MAX_BACKUP_BYTES {
        return fail(format!("the file is larger than {} MB.", MAX_BACKUP_BYTES >> 20));
    }
    let file: BackupFile = match serde_json::from_str(text) {
        Ok(f) => f,
        Err(e) => return fail(format!("it is not a Starshift backup file ({e}).")),
    };
    if file.starshift_backup > BACKUP_VERSION {
        return fail("it was made by a newer version of Starshift; reload to update the app, then try again.".into());
    }
    let mut here = match storage::list() {
        Ok(l) => l,
        Err(e) => return fail(e.to_string()),
    };
    let (mut added, mut already, mut beside, mut failed) = (0, 0, 0, Vec::new());
    for e in file.saves {
        let taken = storage::exists(&e.id);
        let result = match (e.save, e.text) {
            (Some(save), _) => {
                if here.iter().any(|l| matches!(l, Listed::Ok { save: s, .. } if relation(&s.record, &save.record) == Relation::Same)) {
                    already += 1;
                    continue;
                }
                let id = if taken { seed::random_id() } else { e.id };
                let r = storage::store(&id, &save);
                if r.is_ok() {
                    here.push(Listed::Ok { id, save });
                }
                r
            }
            (None, Some(text)) => {
                if here.iter().any(|l| matches!(l, Listed::Damaged { text: t, .. } | Listed::Newer { text: t, .. } if *t == text)) {
                    already += 1;
                    continue;
                }
                storage::store_text(&if taken { seed::random_id() } else { e.id }, &text)
            }
            (None, None) => continue,
        };
        match result {
            Ok(()) if taken => beside += 1,
            Ok(()) => added += 1,
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
    leptos::task::spawn_local(async move {
        if let Some(tools) = tools::get(app).await {
            (tools.back_up)(app)
        }
    })
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
                match files::read_text(file).await {
                    Ok(text) => {
                        if let Some(tools) = tools::get(app).await {
                            (tools.restore)(app, &text)
                        }
                    }
                    Err(e) => app.message.set(Some(Notice::error(e))),
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
                    <input type="file" accept=".json,application/json" class="visually-hidden" on:change=on_event(pick)/>
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
