//! The Leptos app: the lobby, the game screen and the seat question, switched by `store::Screen`.
//!
//! `store` holds the app state and the flows (new, continue, import by link or record); `table` is a game
//! of any kind on the table; `lobby`, `game` (the game screen's shell, the same for every game) and `seats`
//! are the screens, and `branch` the question a link that branches from a saved game asks (`fork` tells
//! how an incoming history stands to a saved one). Each game's part of the game screen is its folder, named as in the one list of games:
//! `stargate` (its board, approach, combat and player-aid panels), `deltavee`, and `bids` (the test
//! game's); `outreach` (the galaxy map, its shift destinations with their scatter risk, and the prompt and players panels). `board` is the board kit they share (pan and zoom, the hex grid's geometry, the "Units as
//! text" card), naming no game. The UI only presents what the engine's views list.

pub mod backup;
pub mod branch;
#[cfg(feature = "test-game")]
pub mod bids;
pub mod board;
pub mod deltavee;
pub mod export;
pub mod flows;
pub mod focus;
pub mod fork;
pub mod game;
pub mod help;
pub mod lobby;
pub mod outreach;
pub mod seats;
pub mod starforce;
pub mod stargate;
pub mod store;
pub mod table;
pub mod tools;
pub mod update;

use crate::platform::dom::cast;
use crate::platform::fragment;
use leptos::prelude::*;
use store::{AppCtx, Screen};

/// "A", "A and B", "A, B and C".
pub fn and_list(items: &[String]) -> String {
    match items {
        [] => String::new(),
        [one] => one.clone(),
        [rest @ .., last] => format!("{} and {last}", rest.join(", ")),
    }
}

pub use crate::engine::sort::{pair_key, sort_by_key};

/// A seat's colour on a map, as the class of its index in the game's seat order: `seat-0` … `seat-5`
/// (style/board.css), whatever the game and however many seats it has (a seventh would share seat-5's).
pub fn seat_class<G: crate::engine::game::Game>(seat: G::Seat) -> &'static str {
    const CLASSES: [&str; 6] = ["seat-0", "seat-1", "seat-2", "seat-3", "seat-4", "seat-5"];
    CLASSES[G::seats().iter().position(|s| *s == seat).unwrap_or(0).min(CLASSES.len() - 1)]
}

/// A reactive value in a view, as one shared type. Leptos renders every `Dyn<T>` with one copy of its
/// code, where each `move || …` closure written in a view gets its own (several hundred bytes of wasm each).
pub type Dyn<T> = std::sync::Arc<std::sync::Mutex<dyn FnMut() -> T + Send>>;

/// "Game-Turn N"; before the first Game-Turn (Outreach's pre-game builds and seeds, 18.41, 18.5), the
/// turn is 0: "Before Game-Turn 1".
pub fn game_turn(turn: u32) -> String {
    if turn == 0 {
        "Before Game-Turn 1".into()
    } else {
        format!("Game-Turn {turn}")
    }
}

/// Leptos' `Effect::new` as one plain function: `f` runs once the view is built, then again whenever a
/// signal it read changes. Each `Effect::new` makes its own copy of the effect's task in the wasm (about
/// 1 kB); every effect made here shares one. An effect that needs its last value keeps it in `f`.
pub fn effect(f: impl FnMut() + 'static) {
    effect_boxed(Box::new(f));
}

fn effect_boxed(mut f: Box<dyn FnMut()>) {
    Effect::new(move || f());
}

/// The context value of type `T` a parent provided, as Leptos' `expect_context`, whose message when it is
/// missing formats the type's name and the caller's place with `Debug` (which brought core's `Debug` for
/// `str` into the first load); this one says which type with `Display`, from one function for every type.
pub fn context<T: Clone + 'static>() -> T {
    use_context::<T>().unwrap_or_else(|| missing_context(std::any::type_name::<T>()))
}

#[cold]
#[inline(never)]
fn missing_context(type_name: &str) -> ! {
    panic!("no context of type {type_name} was provided")
}

/// Reactive text (or a string attribute or property).
pub fn rtext(f: impl FnMut() -> String + Send + 'static) -> Dyn<String> {
    std::sync::Arc::new(std::sync::Mutex::new(f))
}

/// A reactive boolean attribute, property or class.
pub fn rflag(f: impl FnMut() -> bool + Send + 'static) -> Dyn<bool> {
    std::sync::Arc::new(std::sync::Mutex::new(f))
}

/// A reactive piece of view.
pub fn rview(f: impl FnMut() -> AnyView + Send + 'static) -> Dyn<AnyView> {
    std::sync::Arc::new(std::sync::Mutex::new(f))
}

/// Leptos' `Show` as one plain function (no generic code per use): `then()` while `when` holds, else
/// `otherwise()`, rebuilt only when `when` flips.
pub fn show(when: Box<dyn Fn() -> bool + Send + Sync>, then: Box<dyn Fn() -> AnyView + Send>, otherwise: Box<dyn Fn() -> AnyView + Send>) -> Dyn<AnyView> {
    let w = Memo::new(move |_| when());
    rview(move || {
        let on = w.get();
        untrack(|| if on { then() } else { otherwise() })
    })
}

/// A part of a screen's first render that waits for a task of its own (a zero-delay timer, run in order):
/// the screen is built in several short tasks instead of one long one, so the page can paint and answer
/// input between them (Lighthouse's Total Blocking Time, issue 5).
pub fn later(part: impl Fn() -> AnyView + Send + Sync + 'static) -> Dyn<AnyView> {
    let ready = RwSignal::new(false);
    set_timeout(move || ready.set(true), std::time::Duration::ZERO);
    show(Box::new(move || ready.get()), Box::new(part), Box::new(nothing))
}

/// Nothing, as a view (the `otherwise` of a [`show`] without a fallback).
pub fn nothing() -> AnyView {
    ().into_any()
}

/// A click handler as one shared type (Leptos instantiates its listener code per handler type).
pub type Click = Box<dyn FnMut(leptos::ev::MouseEvent)>;

pub fn click(f: impl FnMut(leptos::ev::MouseEvent) + 'static) -> Click {
    Box::new(f)
}

/// Other handlers, one shared type per event type, like [`click`].
pub fn on_key(f: impl FnMut(leptos::ev::KeyboardEvent) + 'static) -> Box<dyn FnMut(leptos::ev::KeyboardEvent)> {
    Box::new(f)
}

pub fn on_submit(f: impl FnMut(leptos::ev::SubmitEvent) + 'static) -> Box<dyn FnMut(leptos::ev::SubmitEvent)> {
    Box::new(f)
}

pub fn on_event(f: impl FnMut(leptos::ev::Event) + 'static) -> Box<dyn FnMut(leptos::ev::Event)> {
    Box::new(f)
}

/// Appends `text` to markup, escaped (`&`, `<`, `>`).
pub fn esc(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            '>' => out.push_str("&gt;"),
            c => out.push(c),
        }
    }
}

/// Appends `text` for a double-quoted attribute value, escaped (`"`, `&`, `<`).
pub fn esc_attr(out: &mut String, text: &str) {
    for c in text.chars() {
        match c {
            '"' => out.push_str("&quot;"),
            '&' => out.push_str("&amp;"),
            '<' => out.push_str("&lt;"),
            c => out.push(c),
        }
    }
}

/// `<option>`s of `list` (id, name), `chosen` selected.
pub fn options<'a>(list: impl Iterator<Item = (&'a str, &'a str)>, chosen: &str) -> String {
    let mut o = String::new();
    for (id, name) in list {
        o.push_str("<option value=\"");
        esc_attr(&mut o, id);
        o.push_str(if id == chosen { "\" selected>" } else { "\">" });
        esc(&mut o, name);
        o.push_str("</option>");
    }
    o
}

/// Appends `<tag attrs>text</tag>` (the text escaped; `attrs` is markup, e.g. ` class="muted"`).
pub fn elem(out: &mut String, tag: &str, attrs: &str, text: &str) {
    out.push('<');
    out.push_str(tag);
    out.push_str(attrs);
    out.push('>');
    esc(out, text);
    out.push_str("</");
    out.push_str(tag);
    out.push('>');
}

/// For panels written as markup (engine text only, escaped) with one click listener: the index, among
/// the buttons inside the element the listener sits on, of the button the click hit.
pub fn button_index(ev: &leptos::ev::MouseEvent) -> Option<usize> {
    let hit = cast::<web_sys::Element>(ev.target()?)?.closest("button").ok()??;
    let all = cast::<web_sys::Element>(ev.current_target()?)?.query_selector_all("button").ok()?;
    (0..all.length()).position(|i| all.get(i).is_some_and(|b| b == *hit))
}

/// A panel written as markup (engine text only, escaped): `<section class=… aria-labelledby=…>` holding
/// `html()` (set again when it changes), shown while `visible()`; a click on its i-th button calls
/// `on_button(i)`. The markup is replaced after an action, so the keyboard focus then goes to the panel's
/// button at the same place (or its last one), else to the panel, else to the prompt.
pub fn markup_panel(
    class: &'static str,
    labelled_by: &'static str,
    visible: Box<dyn Fn() -> bool + Send + Sync>,
    html: Box<dyn Fn() -> String + Send + Sync>,
    on_button: Box<dyn Fn(usize) + Send + Sync>,
) -> AnyView {
    let html: std::sync::Arc<dyn Fn() -> String + Send + Sync> = html.into();
    let on_button: std::sync::Arc<dyn Fn(usize) + Send + Sync> = on_button.into();
    show(
        visible,
        Box::new(move || {
            let (html, on_button) = (html.clone(), on_button.clone());
            view! {
                <section class=class aria-labelledby=labelled_by tabindex="-1" inner_html=rtext(move || html())
                    on:click=click(move |ev| {
                        if let Some(i) = button_index(&ev) {
                            on_button(i);
                            let panel = format!("section[aria-labelledby=\"{labelled_by}\"]");
                            focus::after_markup(panel, i);
                        }
                    })></section>
            }
            .into_any()
        }),
        Box::new(nothing),
    )
    .into_any()
}

/// Mounts the app in a task of its own, after the one that instantiated the wasm (see [`later`]).
pub fn mount() {
    set_timeout(|| leptos::mount::mount_to_body(App), std::time::Duration::ZERO);
}

#[component]
fn App() -> impl IntoView {
    let app = AppCtx::new();
    provide_context(app);

    // A shared game in the URL fragment: import it once, then clear the fragment so a reload does not.
    let take_fragment = move || {
        if let Some(code) = fragment::read() {
            fragment::clear();
            flows::run(app, None, Some("the game link"), Box::new(move |f| (f.open_code)(app, &code)));
        }
    };
    take_fragment();
    // The app lives as long as the page.
    fragment::on_change(take_fragment);

    // index.html's static header belongs to the lobby.
    effect(move || {
        let lobby = matches!(app.screen.get(), Screen::Lobby);
        if let Some(el) = document().get_element_by_id("shell") {
            let _ = el.toggle_attribute_with_force("hidden", !lobby);
        }
    });

    view! {
        <update::UpdateBanner/>
        {rview(move || match app.screen.get() {
            Screen::Lobby => view! { <lobby::Lobby/> }.into_any(),
            Screen::Game(g) => game::game_screen(g),
            Screen::ChooseSeats(p, draw) => draw(p),
            Screen::Branch(b, draw) => draw(b),
            Screen::Opening(what) => view! {
                <div class="lobby">
                    <section class="card" role="status"><p>{format!("Opening {what}\u{2026}")}</p></section>
                </div>
            }.into_any(),
        })}
    }
}
