//! The in-game help, the same for every game (issue 16, point 9): each rule case cited in a text — a
//! refusal, a prompt, a log line ("… (9.2)", "StarGate 7.4") — becomes a small button that opens a dialog
//! with the case in our own words and the tables it uses; and the player aid shows every table of the
//! game. The words and tables are the engine's (`engine::help`, reached through `Game::help`); the shell
//! sets the game being played ([`set_game`]).
//!
//! Texts are written as markup (escaped; a citation is `<span role="button" data-case="7.2">`, not a
//! `<button>`, so panels that count their buttons are not disturbed). One listener on the page opens the
//! dialog for a click, Enter or Space on a citation; the dialog is the browser's modal `<dialog>`: the
//! keyboard stays inside it, Escape closes it and the focus goes back to the citation.
//!
//! For the event log: [`linked`] gives a line as a view, [`markup`] appends it to markup.
//!
//! A game's help is with its code ([`GameHelp::Here`]) or comes in two parts ([`GameHelp::Later`], issue
//! 20): its cases' ids and titles with the game's code, so every citation is linked and titled at once,
//! and the cases' words and the tables in a wasm chunk of the game's own (`<game>_help`,
//! [`help_chunk!`](crate::help_chunk)), fetched the first time a case or the player aid opens.

use crate::engine::game::About;
use crate::engine::help::{citations, Help, Source, Table, Title};
use crate::platform::dom::cast;
use crate::ui::{esc, esc_attr, on_event, rtext};
use leptos::prelude::*;
use std::cell::Cell;
use std::future::Future;
use std::pin::Pin;

/// The whole help being fetched: `None` if it cannot be.
pub type Loading = Pin<Box<dyn Future<Output = Option<Whole>>>>;

/// The whole help with the code that draws it, and the scenarios' description cards (`Game::about`): in
/// a game's help chunk when it has one, so that opening a game fetches neither the words and tables nor
/// the code that makes their markup, nor the cards' text, which shows only when a folded card opens.
#[derive(Clone, Copy)]
pub struct Whole {
    pub help: Help,
    /// A case's words and its tables, as markup (`None`: no such case).
    pub case: fn(&Help, &str) -> Option<String>,
    /// Every table, as markup (the player aid).
    pub tables: fn(&Help) -> String,
    /// A scenario's description card.
    pub about: fn(&str) -> Option<About>,
}

impl Whole {
    /// `help` and `about` with the code that draws the help (called in a game's help chunk, so that the
    /// code goes there).
    pub fn of(help: Help, about: fn(&str) -> Option<About>) -> Whole {
        Whole { help, case: case_markup, tables: tables_markup, about }
    }
}

/// A game's help as the game screen holds it.
#[derive(Clone, Copy)]
pub enum GameHelp {
    /// All of it at hand (`GameHelp::NONE`: no help, nothing linked).
    Here(Whole),
    /// The cases' ids and titles (`Game::titles`) at once; the whole help (`Game::help`) when first asked
    /// for, its chunk fetched first (once).
    Later { titles: &'static [Title], load: fn() -> Loading },
}

impl GameHelp {
    /// No help: nothing is linked.
    pub const NONE: GameHelp =
        GameHelp::Here(Whole { help: Help::NONE, case: |_, _| None, tables: |_| String::new(), about: |_| None });

    /// Every case's id and title.
    fn titles(&self) -> impl Iterator<Item = (&'static str, &'static str)> {
        let (here, later) = match *self {
            GameHelp::Here(w) => (w.help.cases, &[][..]),
            GameHelp::Later { titles, .. } => (&[][..], titles),
        };
        here.iter().map(|c| (c.id, c.title)).chain(later.iter().map(|t| (t.id, t.title)))
    }

    /// The id and title of the case cited as `id`.
    fn title(&self, id: &str) -> Option<(&'static str, &'static str)> {
        self.titles().find(|t| t.0 == id)
    }

    /// The whole help, fetched first if it must be.
    pub async fn whole(self) -> Option<Whole> {
        match self {
            GameHelp::Here(w) => Some(w),
            GameHelp::Later { load, .. } => load().await,
        }
    }
}

/// In a game's `Screen` impl, its `game_help`: `help_chunk!($split, Type)`: `Game::help` is reached
/// through a split point named `$split` (the chunk `starshift-<split>-<hash>.wasm`, `scripts/split.mjs`,
/// which fetches the help's stylesheet with it), so that the words and the tables stay out of the game's
/// own chunk. Every game's help is split (Outreach's weighs 20 kB brotli, the others 5–7 kB).
#[macro_export]
macro_rules! help_chunk {
    ($split:ident, $game:ty) => {
        fn game_help() -> $crate::ui::help::GameHelp {
            #[leptos::wasm_split::wasm_split($split, wasm_split_path = leptos::wasm_split, fallible)]
            fn whole() -> Result<$crate::ui::help::Whole, $crate::ui::table::Unfetched> {
                Ok($crate::ui::help::Whole::of(
                    <$game as $crate::engine::game::Game>::help(),
                    <$game as $crate::engine::game::Game>::about,
                ))
            }
            $crate::ui::help::GameHelp::Later {
                titles: <$game as $crate::engine::game::Game>::titles(),
                load: || Box::pin(async { whole().await.ok() }),
            }
        }
    };
}

thread_local! {
    /// The game being played: its name and help.
    static GAME: Cell<(&'static str, GameHelp)> = const { Cell::new(("", GameHelp::NONE)) };
    static LISTENING: Cell<bool> = const { Cell::new(false) };
}

fn game() -> (&'static str, GameHelp) {
    GAME.with(|g| g.get())
}

/// Said where the words or tables could not be fetched.
const UNFETCHED: &str = "<p class=\"help-text\">This help could not be fetched: Starshift loads it the first time it \
    is opened. Check the connection and try again.</p>";

/// The game screen opens `name`, whose help is `help`: citations link to its cases from now on.
pub fn set_game(name: &'static str, help: GameHelp) {
    GAME.with(|g| g.set((name, help)));
    if LISTENING.with(|l| l.replace(true)) {
        return;
    }
    // For the page's whole life: a citation anywhere opens its case.
    std::mem::forget(window_event_listener(leptos::ev::click, |ev| {
        if let Some(id) = case_of(ev.target()) {
            ev.prevent_default();
            open(&id);
        } else if closest(ev.target(), "[data-help-close]").is_some() {
            close();
        }
    }));
    std::mem::forget(window_event_listener(leptos::ev::keydown, |ev| {
        let key = ev.key();
        if key == "Enter" || key == " " {
            if let Some(id) = case_of(ev.target()) {
                ev.prevent_default();
                open(&id);
            }
        }
    }));
}

fn closest(target: Option<web_sys::EventTarget>, selector: &str) -> Option<web_sys::Element> {
    cast::<web_sys::Element>(target?)?.closest(selector).ok()?
}

fn case_of(target: Option<web_sys::EventTarget>) -> Option<String> {
    closest(target, "[data-case]")?.get_attribute("data-case")
}

/// Appends `text` as markup, escaped, each case it cites (that the game explains) a button opening it.
pub fn markup(out: &mut String, text: &str) {
    let (_, help) = game();
    let mut found = citations(text, &|id| help.title(id).is_some());
    // A case named in words (the test game's "Sealed Bids").
    if found.is_empty() {
        for (id, _) in help.titles().filter(|c| !c.0.starts_with(|ch: char| ch.is_ascii_digit())) {
            // Tried at each character: `str::find` brings the two-way string searcher (issue 20).
            if let Some(at) = text.char_indices().map(|(i, _)| i).find(|&i| text.get(i..).is_some_and(|t| t.starts_with(id))) {
                found.push((at, at + id.len(), id.to_string()));
                break;
            }
        }
    }
    // The ranges lie on char boundaries; `get` rather than indexing, whose panic path formats with `Debug`
    // (issue 20).
    let mut last = 0;
    for (start, end, id) in found {
        if start < last {
            continue;
        }
        // A citation stays on one line with its brackets, "(5.1)" or "(SF 7.0)": "(" ending a line and
        // "5.1)" starting the next read as broken, most of all on a phone, where the link is a finger's size.
        let lead = text.get(last..start).and_then(|t| t.rsplit_once('(')).map(|(_, w)| w).filter(|w| {
            w.is_empty() || w.strip_suffix(' ').is_some_and(|w| !w.is_empty() && w.bytes().all(|c| c.is_ascii_alphabetic()))
        });
        let open = lead.map_or(0, |w| w.len() + 1);
        let close = text.get(end..).is_some_and(|t| t.starts_with(')'));
        esc(out, text.get(last..start - open).unwrap_or_default());
        if open > 0 || close {
            out.push_str("<span class=\"cite\">");
        }
        esc(out, text.get(start - open..start).unwrap_or_default());
        let title = help.title(&id).map_or("", |c| c.1);
        out.push_str("<span class=\"case-link\" role=\"button\" tabindex=\"0\" aria-haspopup=\"dialog\" data-case=\"");
        esc_attr(out, &id);
        out.push_str("\" title=\"Rule ");
        esc_attr(out, &id);
        out.push_str(": ");
        esc_attr(out, title);
        out.push_str("\">");
        esc(out, text.get(start..end).unwrap_or_default());
        out.push_str("</span>");
        last = end;
        if close {
            out.push(')');
            last += 1;
        }
        if open > 0 || close {
            out.push_str("</span>");
        }
    }
    esc(out, text.get(last..).unwrap_or_default());
}

/// `text` as markup (see [`markup`]).
pub fn markup_string(text: &str) -> String {
    let mut o = String::with_capacity(text.len() + 16);
    markup(&mut o, text);
    o
}

/// `<tag attrs>text</tag>` with the text's citations linked (as `ui::elem`, for markup panels).
pub fn elem(out: &mut String, tag: &str, attrs: &str, text: &str) {
    out.push('<');
    out.push_str(tag);
    out.push_str(attrs);
    out.push('>');
    markup(out, text);
    out.push_str("</");
    out.push_str(tag);
    out.push('>');
}

/// A text as a `<span class=…>` whose citations open their cases: e.g. a line of the event log.
pub fn linked(text: String, class: &'static str) -> AnyView {
    view! { <span class=class inner_html=markup_string(&text)></span> }.into_any()
}

/// Case `id`'s words and its tables, as markup.
fn case_markup(help: &Help, id: &str) -> Option<String> {
    let case = help.case(id)?;
    let mut o = String::with_capacity(2048);
    o.push_str("<p class=\"help-text\">");
    markup(&mut o, case.text);
    o.push_str("</p><p class=\"help-own muted\">In our words: a summary of the case, not the rulebook's text.</p>");
    let tables = (help.tables)();
    for id in case.tables {
        if let Some(t) = tables.iter().find(|t| t.id == *id) {
            table(&mut o, t);
        }
    }
    Some(o)
}

/// Every table of the help, as markup.
fn tables_markup(help: &Help) -> String {
    let mut o = String::with_capacity(16 * 1024);
    for t in (help.tables)() {
        table(&mut o, &t);
    }
    o
}

/// Appends a table: caption, headings, rows; a value not printed in the rules is marked (see [`legend`]).
fn table(o: &mut String, t: &Table) {
    o.push_str("<div class=\"help-scroll\" role=\"region\" tabindex=\"0\" aria-label=\"");
    esc_attr(o, t.title);
    o.push_str("\"><table class=\"help-table\"><caption>");
    if t.id.starts_with(|c: char| c.is_ascii_digit()) {
        esc(o, t.id);
        o.push(' ');
    }
    esc(o, t.title);
    o.push_str("</caption><thead><tr>");
    for h in &t.head {
        o.push_str("<th scope=\"col\">");
        esc(o, h);
        o.push_str("</th>");
    }
    o.push_str("</tr></thead><tbody>");
    for row in &t.rows {
        o.push_str("<tr>");
        for (i, c) in row.iter().enumerate() {
            let tag = if i == 0 { "th" } else { "td" };
            o.push('<');
            o.push_str(tag);
            o.push_str(if i == 0 { " scope=\"row\"" } else { "" });
            if let Some(class) = prov_class(c.1) {
                o.push_str(" class=\"");
                o.push_str(class);
                o.push('"');
            }
            o.push('>');
            esc(o, &c.0);
            if let Some((mark, title)) = prov_mark(c.1) {
                o.push_str("<sup title=\"");
                o.push_str(title);
                o.push_str("\">");
                o.push_str(mark);
                o.push_str("</sup>");
            }
            o.push_str("</");
            o.push_str(tag);
            o.push('>');
        }
        o.push_str("</tr>");
    }
    o.push_str("</tbody></table></div>");
    o.push_str("<p class=\"help-note\">");
    markup(o, t.note);
    let used = |s: &Source| t.rows.iter().flatten().any(|c| c.1 == *s);
    let marks: Vec<&str> = Source::ALL.into_iter().filter(used).filter_map(legend).collect();
    if !marks.is_empty() {
        o.push_str(" <span class=\"help-legend\">");
        o.push_str(&marks.join("; "));
        o.push_str(".</span>");
    }
    o.push_str("</p>");
    // Why each mark's values are what they are: the data module's reasons, to check against an original.
    if !t.why.is_empty() {
        o.push_str("<ul class=\"help-why\">");
        for (source, why) in &t.why {
            o.push_str("<li>");
            if let Some((mark, name)) = prov_mark(*source) {
                o.push_str(mark);
                o.push(' ');
                o.push_str(name);
                o.push_str(": ");
            }
            esc(o, why);
            o.push_str("</li>");
        }
        o.push_str("</ul>");
    }
}

/// A cell's class for its provenance (none for the text's own values).
fn prov_class(s: Source) -> Option<&'static str> {
    match s {
        Source::Text => None,
        Source::Derived => Some("prov-derived"),
        Source::Reconstructed => Some("prov-rec"),
        Source::Fragment => Some("prov-fragment"),
        Source::Model => Some("prov-model"),
    }
}

/// A cell's superscript mark and its title (none for the text's own values).
fn prov_mark(s: Source) -> Option<(&'static str, &'static str)> {
    match s {
        Source::Text => None,
        Source::Derived => Some(("†", "derived")),
        Source::Reconstructed => Some(("*", "reconstructed")),
        Source::Fragment => Some(("‡", "fragment")),
        Source::Model => Some(("§", "model")),
    }
}

/// What a mark means, for the legend under a table that uses it.
fn legend(s: Source) -> Option<&'static str> {
    match s {
        Source::Text => None,
        Source::Reconstructed => Some("* reconstructed: not in the rules text, our design"),
        Source::Derived => Some("† derived: read from a case or a printed value by us"),
        Source::Fragment => Some("‡ fragment: recovered from a scan of the original sheet"),
        Source::Model => Some("§ model: computed from an astronomy model"),
    }
}

/// The dialog on the page, made once.
fn dialog() -> Option<web_sys::HtmlDialogElement> {
    let doc = document();
    if let Some(d) = doc.get_element_by_id("help-dialog") {
        return cast(d);
    }
    let d = doc.create_element("dialog").ok()?;
    d.set_id("help-dialog");
    d.set_class_name("help-dialog");
    let _ = d.set_attribute("aria-labelledby", "help-title");
    doc.body()?.append_child(&d).ok()?;
    cast(d)
}

/// Opens the dialog on case `id` of the game being played (or moves it there, from a citation inside it),
/// once its words have been fetched.
pub fn open(id: &str) {
    let (name, help) = game();
    let Some((id, title)) = help.title(id) else { return };
    leptos::task::spawn_local(async move {
        let help = help.whole().await;
        show_case(name, id, title, help);
    });
}

fn show_case(name: &str, id: &str, title: &str, help: Option<Whole>) {
    let Some(d) = dialog() else { return };
    let mut o = String::with_capacity(2048);
    o.push_str("<div class=\"help-head\"><h2 id=\"help-title\">");
    esc(&mut o, title);
    o.push_str(" <span class=\"help-case\">");
    esc(&mut o, name);
    if id != title {
        o.push(' ');
        esc(&mut o, id);
    }
    o.push_str("</span></h2><button type=\"button\" class=\"small\" data-help-close>Close</button></div>");
    match help.and_then(|w| (w.case)(&w.help, id)) {
        Some(case) => o.push_str(&case),
        None => o.push_str(UNFETCHED),
    }
    d.set_inner_html(&o);
    if !d.open() {
        let _ = d.show_modal();
    }
    d.set_scroll_top(0);
    if let Some(b) = d.query_selector("[data-help-close]").ok().flatten().and_then(cast::<web_sys::HtmlElement>) {
        let _ = b.focus();
    }
}

/// Closes the dialog.
pub fn close() {
    if let Some(d) = dialog() {
        d.close();
    }
}

/// The player aid: every table of the game being played, drawn when opened (fetched the first time).
pub fn aid(name: &'static str) -> AnyView {
    let html = RwSignal::new(String::new());
    let draw = move || {
        let (_, help) = game();
        leptos::task::spawn_local(async move {
            let o = match help.whole().await {
                Some(w) => (w.tables)(&w.help),
                None => UNFETCHED.to_string(),
            };
            html.set(o);
        })
    };
    view! {
        <details class="card aid" on:toggle=on_event(move |ev| {
            let el: web_sys::HtmlDetailsElement = event_target(&ev);
            if el.open() {
                draw();
            } else {
                html.set(String::new());
            }
        })>
            <summary>{format!("Player aid: {name} tables")}</summary>
            <div class="aid-tables" role="region" aria-label=format!("{name} tables") inner_html=rtext(move || html.get())></div>
        </details>
    }
    .into_any()
}
