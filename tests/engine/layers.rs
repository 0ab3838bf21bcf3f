//! The layers (docs/design.md, "Layers"): `src/platform` names no UI code and no game (a game folder is a
//! folder under src/engine with a mod.rs or game.rs, so a new game is covered without editing this test);
//! `src/ui` reaches the browser only through Leptos, the DOM's node, element and event types, and
//! `platform` — never through js-sys, wasm-bindgen, `Reflect`, the `window` object or what hangs off it;
//! every game folder has its UI folder (src/ui/<folder>/mod.rs), and no other UI file (the shell, the shared
//! board kit `ui/board/`) names the game.

use super::purity::{assert_matcher, is_word, rust_files};
use std::path::{Path, PathBuf};

/// `src` with comments, string literals and character literals blanked out (a string keeps its quotes).
fn code_only(src: &str) -> String {
    let c: Vec<char> = src.chars().collect();
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    while i < c.len() {
        let at = |k: usize| c.get(k).copied().unwrap_or('\0');
        if c[i] == '/' && at(i + 1) == '/' {
            while i < c.len() && c[i] != '\n' {
                i += 1;
            }
        } else if c[i] == '/' && at(i + 1) == '*' {
            let mut depth = 0;
            while i < c.len() {
                if c[i] == '/' && at(i + 1) == '*' {
                    depth += 1;
                    i += 2;
                } else if c[i] == '*' && at(i + 1) == '/' {
                    depth -= 1;
                    i += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    i += 1;
                }
            }
            out.push(' ');
        } else if c[i] == 'r' && (at(i + 1) == '"' || at(i + 1) == '#') && (i == 0 || !is_word(c[i - 1])) {
            // A raw string r"…" or r#"…"#.
            let mut j = i + 1;
            while at(j) == '#' {
                j += 1;
            }
            if at(j) != '"' {
                out.push(c[i]);
                i += 1;
                continue;
            }
            let hashes = j - i - 1;
            j += 1;
            while j < c.len() && !(c[j] == '"' && (1..=hashes).all(|h| at(j + h) == '#')) {
                j += 1;
            }
            out.push_str("\"\"");
            i = j + 1 + hashes;
        } else if c[i] == '"' {
            i += 1;
            while i < c.len() && c[i] != '"' {
                i += if c[i] == '\\' { 2 } else { 1 };
            }
            out.push_str("\"\"");
            i += 1;
        } else if c[i] == '\'' && at(i + 1) == '\\' {
            // '\n', '\'', '\u{…}'
            i += 2;
            while i < c.len() && c[i] != '\'' {
                i += 1;
            }
            out.push_str("' '");
            i += 1;
        } else if c[i] == '\'' && at(i + 2) == '\'' {
            out.push_str("' '");
            i += 3;
        } else {
            out.push(c[i]);
            i += 1;
        }
    }
    out
}

#[derive(Clone, Debug, PartialEq)]
enum Tok {
    Word(String),
    Path,
    Open,
    Close,
    Comma,
    Star,
    Other(char),
}

fn tokens(code: &str) -> Vec<Tok> {
    let c: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < c.len() {
        if is_word(c[i]) {
            let start = i;
            while i < c.len() && is_word(c[i]) {
                i += 1;
            }
            out.push(Tok::Word(c[start..i].iter().collect()));
            continue;
        }
        match c[i] {
            ':' if c.get(i + 1) == Some(&':') => {
                out.push(Tok::Path);
                i += 1;
            }
            '{' => out.push(Tok::Open),
            '}' => out.push(Tok::Close),
            ',' => out.push(Tok::Comma),
            '*' => out.push(Tok::Star),
            ch if ch.is_whitespace() => {}
            ch => out.push(Tok::Other(ch)),
        }
        i += 1;
    }
    out
}

/// The path starting at `t[i]` under `prefix` (segments so far), use-tree braces expanded; and where it ends.
fn path_at(t: &[Tok], mut i: usize, mut prefix: Vec<String>, out: &mut Vec<Vec<String>>) -> usize {
    loop {
        match t.get(i) {
            Some(Tok::Word(w)) => {
                prefix.push(w.clone());
                i += 1;
                if t.get(i) == Some(&Tok::Path) {
                    i += 1;
                    continue;
                }
                out.push(prefix);
                return i;
            }
            Some(Tok::Star) => {
                prefix.push("*".into());
                out.push(prefix);
                return i + 1;
            }
            Some(Tok::Open) => {
                i += 1;
                while i < t.len() {
                    match &t[i] {
                        Tok::Close => return i + 1,
                        Tok::Comma => i += 1,
                        _ => {
                            i = path_at(t, i, prefix.clone(), out);
                            // `self as x`: skip to the next item of this group.
                            while i < t.len() && !matches!(t[i], Tok::Comma | Tok::Close) {
                                i += 1;
                            }
                        }
                    }
                }
                return i;
            }
            // `Vec::<T>` and the like: the path ends before the turbofish.
            _ => {
                if !prefix.is_empty() {
                    out.push(prefix);
                }
                return i;
            }
        }
    }
}

/// Every path named in `src` as its segments, outside comments and literals, with use-tree braces
/// expanded: `use crate::engine::{record::Record, stargate};` names `crate engine record Record` and
/// `crate engine stargate`.
fn paths(src: &str) -> Vec<Vec<String>> {
    let t = tokens(&code_only(src));
    let mut out = Vec::new();
    let mut i = 0;
    while i < t.len() {
        let starts = matches!(t[i], Tok::Word(_)) && (i == 0 || t[i - 1] != Tok::Path);
        i = if starts { path_at(&t, i, Vec::new(), &mut out) } else { i + 1 };
    }
    out
}

/// Methods called in `src` (`.name(` or `.name::<…>(`), outside comments and literals.
fn methods(src: &str) -> Vec<String> {
    let t = tokens(&code_only(src));
    t.windows(3)
        .filter_map(|w| match w {
            [Tok::Other('.'), Tok::Word(m), Tok::Other('(') | Tok::Path] => Some(m.clone()),
            _ => None,
        })
        .collect()
}

/// What a platform file names that it must not: UI code, or a game's module (`games`: the folder names).
fn platform_offences(src: &str, games: &[String]) -> Vec<String> {
    let mut found = Vec::new();
    for p in paths(src) {
        let first = p.iter().position(|s| s != "super").unwrap_or(p.len());
        let ui = (p.first().is_some_and(|s| s == "crate") && p.get(1).is_some_and(|s| s == "ui"))
            || (first > 0 && p.get(first).is_some_and(|s| s == "ui"));
        if ui {
            found.push(p[..=p.iter().position(|s| s == "ui").unwrap_or(0)].join("::"));
        }
        for w in p.windows(2) {
            if w[0] == "engine" && (games.contains(&w[1]) || w[1] == "*") {
                found.push(format!("engine::{}", w[1]));
            }
        }
    }
    found
}

/// Path segments the UI never names: the JavaScript binding layer and the browser's global object.
const UI_FORBIDDEN: [&str; 8] =
    ["js_sys", "wasm_bindgen", "wasm_bindgen_futures", "Reflect", "Closure", "JsValue", "JsCast", "window"];
/// Browser APIs reached from the window or document (storage, identity, address, timing, media queries)
/// and the JavaScript casts: the UI calls platform adapters instead.
const UI_FORBIDDEN_METHODS: [&str; 16] = [
    "navigator",
    "location",
    "history",
    "local_storage",
    "session_storage",
    "indexed_db",
    "crypto",
    "match_media",
    "performance",
    "get_computed_style",
    "cookie",
    "dyn_into",
    "dyn_ref",
    "unchecked_into",
    "unchecked_ref",
    "unchecked_from_js",
];
/// The web_sys types the UI may name besides every `…Element` and `…Event`: the DOM it renders and
/// receives.
const UI_DOM_TYPES: [&str; 6] = ["Node", "NodeList", "EventTarget", "DomRect", "DomTokenList", "HtmlCollection"];

/// What a UI file names that it must not (see [`UI_FORBIDDEN`], [`UI_FORBIDDEN_METHODS`], [`UI_DOM_TYPES`]).
fn ui_offences(src: &str) -> Vec<String> {
    let mut found = Vec::new();
    for p in paths(src) {
        for (k, s) in p.iter().enumerate() {
            if UI_FORBIDDEN.contains(&s.as_str()) || s.starts_with("gloo") {
                found.push(s.clone());
            }
            if s == "web_sys" {
                if let Some(ty) = p.get(k + 1) {
                    let dom = ty.ends_with("Element") || ty.ends_with("Event") || UI_DOM_TYPES.contains(&ty.as_str());
                    if !dom {
                        found.push(format!("web_sys::{ty}"));
                    }
                }
            }
        }
    }
    for m in methods(src) {
        if UI_FORBIDDEN_METHODS.contains(&m.as_str()) {
            found.push(format!(".{m}("));
        }
    }
    found
}

fn strings(v: &[&str]) -> Vec<String> {
    v.iter().map(|s| s.to_string()).collect()
}

#[test]
fn paths_are_read_with_use_trees_and_without_comments_or_literals() {
    let p = |src: &str| paths(src).into_iter().map(|p| p.join("::")).filter(|p| p.contains("::")).collect::<Vec<_>>();
    assert_eq!(
        p("use crate::engine::{record::{Record, FORMAT_VERSION}, stargate as sg, self};"),
        strings(&[
            "crate::engine::record::Record",
            "crate::engine::record::FORMAT_VERSION",
            "crate::engine::stargate",
            "crate::engine::self"
        ])
    );
    assert_eq!(p("let v = Vec::<web_sys::Element>::new();"), strings(&["web_sys::Element"]));
    assert_eq!(p("use a::*; x(b::c)"), strings(&["a::*", "b::c"]));
    assert_eq!(
        p("// crate::ui::x\n/* js_sys::Y /* nested */ still */ \"js_sys::Z\" r#\"a::b\"# '\"' c::d"),
        strings(&["c::d"])
    );
    assert_eq!(p("fn f<'a>(x: &'a str) -> &'a str { '\\'' ; e::f }"), strings(&["e::f"]));
    assert_eq!(
        methods("x.location().hash(); y.location; \".crypto()\"; e.dyn_ref::<T>()"),
        strings(&["location", "hash", "dyn_ref"])
    );
}

#[test]
fn the_platform_matcher_finds_ui_and_game_code_and_only_that() {
    let games = strings(&["stargate", "deltavee"]);
    let bad = [
        ("crate::ui::sort_by_key(&mut v, f);", "crate::ui"),
        ("use crate::ui;", "crate::ui"),
        ("use crate::{engine::record, ui::store};", "crate::ui"),
        ("use super::super::ui::App;", "super::super::ui"),
        ("use crate::engine::stargate::tables::Tactic;", "engine::stargate"),
        ("use crate::engine::{record::Record, deltavee::state::Unit};", "engine::deltavee"),
        ("use crate::engine; fn f() -> engine::stargate::Side { todo!() }", "engine::stargate"),
        ("use crate::engine::*;", "engine::*"),
    ];
    let fine = [
        "use crate::engine::record::{Record, FORMAT_VERSION};",
        "use crate::engine::sort::sort;",
        "use super::storage; use super::dom::call;",
        "// crate::ui::sort_by_key, crate::engine::stargate",
        "let s = \"crate::ui\"; let ui = 1; my::ui::x(); crate::uid::f();",
        "use crate::engine::stargates::X; use crate::stargate::Y;",
    ];
    assert_matcher(|src| platform_offences(src, &games), &bad, &fine);
}

#[test]
fn the_ui_matcher_finds_browser_calls_and_only_those() {
    let bad = [
        ("js_sys::Reflect::get(&w, &k)", "js_sys"),
        ("use js_sys::{Array, Reflect};", "Reflect"),
        ("use wasm_bindgen::JsCast;", "wasm_bindgen"),
        ("use leptos::wasm_bindgen::prelude::*;", "wasm_bindgen"),
        ("let cb = Closure::<dyn FnMut()>::new(f);", "Closure"),
        ("fn f(x: &JsValue) {}", "JsValue"),
        ("let w = window();", "window"),
        ("let w = leptos::prelude::window();", "window"),
        ("web_sys::window().unwrap()", "window"),
        ("let s: web_sys::Storage = todo!();", "web_sys::Storage"),
        ("use web_sys::{Element, Url};", "web_sys::Url"),
        ("use leptos::web_sys::MediaQueryList;", "web_sys::MediaQueryList"),
        ("let h = document().location();", ".location("),
        ("el.dyn_into::<web_sys::Element>()", ".dyn_into("),
        ("let n = w.navigator();", ".navigator("),
        ("gloo_timers::callback::Timeout::new(1, f)", "gloo_timers"),
    ];
    let fine = [
        "let el: web_sys::HtmlInputElement = event_target(&ev);",
        "fn f(t: Option<web_sys::EventTarget>, n: &Option<web_sys::Node>, e: &web_sys::KeyboardEvent) {}",
        "let el = target.and_then(cast::<web_sys::Element>);",
        "document().query_selector(\"#x\"); set_timeout(f, d); request_animation_frame(g);",
        "let handle = window_event_listener(ev::keydown, f);",
        "s.history.last(); let window_size = 3; my_window(); ",
        "// js_sys::Reflect, window(), x.location()",
        "let t = \"a new window; js_sys:: .location()\";",
        "crate::platform::motion::animate(&el, \"transform\", &v, 1.0);",
    ];
    assert_matcher(ui_offences, &bad, &fine);
}

/// The game folders: each folder under src/engine holding a mod.rs or game.rs.
fn games(engine: &Path) -> Vec<String> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(engine).unwrap_or_else(|e| panic!("{}: {e}", engine.display())) {
        let path = entry.expect("dir entry").path();
        if path.is_dir() && (path.join("mod.rs").is_file() || path.join("game.rs").is_file()) {
            out.push(path.file_name().and_then(|n| n.to_str()).expect("a folder name").to_string());
        }
    }
    out.sort();
    out
}

/// Every offence in the Rust files under `dir` (which must include each of `must`), once per file.
fn offences(dir: &str, must: &[&str], check: impl Fn(&str) -> Vec<String>) -> Vec<String> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join(dir);
    let mut files: Vec<PathBuf> = Vec::new();
    rust_files(&root, &mut files);
    for m in must {
        assert!(files.iter().any(|f| f.ends_with(m)), "{m} not found under {}", root.display());
    }
    let mut out = Vec::new();
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let mut hits = check(&src);
        hits.sort();
        hits.dedup();
        for hit in hits {
            out.push(format!("{dir}/{}: {hit}", f.strip_prefix(&root).unwrap_or(f).display()));
        }
    }
    out
}

#[test]
fn the_platform_names_no_ui_code_and_no_game() {
    let games = games(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine"));
    for g in ["deltavee", "stargate"] {
        assert!(games.iter().any(|x| x == g), "{g} is not found as a game folder: {games:?}");
    }
    let found = offences("src/platform", &["mod.rs", "storage.rs", "fragment.rs", "resize.rs", "motion.rs"], |src| {
        platform_offences(src, &games)
    });
    assert!(found.is_empty(), "the platform must know no UI and no game:\n{}", found.join("\n"));
}

#[test]
fn the_ui_reaches_the_browser_only_through_leptos_the_dom_and_platform() {
    let found = offences("src/ui", &["mod.rs", "focus.rs", "board/camera.rs", "deltavee/map.rs"], ui_offences);
    assert!(
        found.is_empty(),
        "the UI must call the browser through platform adapters (docs/design.md, \"Layers\"):\n{}",
        found.join("\n")
    );
}

/// The games a UI file names (`engine::<game>` or `ui::<game>`, also as `super::<game>` or `self::<game>`
/// from src/ui/mod.rs), as `engine::<game>` or `ui::<game>`; `engine::*` names every game.
fn game_names(src: &str, games: &[String]) -> Vec<String> {
    let mut found = Vec::new();
    for p in paths(src) {
        for w in p.windows(2) {
            let layer = match w[0].as_str() {
                "engine" => "engine",
                "ui" | "super" | "self" => "ui",
                _ => continue,
            };
            if games.contains(&w[1]) || (layer == "engine" && w[1] == "*") {
                found.push(format!("{layer}::{}", w[1]));
            }
        }
    }
    found
}

/// UI files outside the game folders that may name a game (`engine::<game>` or `ui::<game>`), each with the
/// game it names. None: `ui/table.rs` builds every game's entry from the one list (`engine::$folder`,
/// `ui::$folder`) and names no game itself, and `ui/mod.rs` only declares the game folders (`pub mod`).
const UI_SHELL_NAMING_A_GAME: [(&str, &str); 0] = [];

#[test]
fn the_game_matcher_finds_games_named_and_only_those() {
    let games = strings(&["stargate", "deltavee"]);
    let bad = [
        ("use crate::engine::stargate::tables::Tactic;", "engine::stargate"),
        ("use crate::engine::{record::Record, deltavee::state::Unit};", "engine::deltavee"),
        ("use crate::engine; fn f() -> engine::stargate::Side { todo!() }", "engine::stargate"),
        ("use crate::engine::*;", "engine::*"),
        ("use crate::ui::stargate::board::Board;", "ui::stargate"),
        ("use crate::ui::{deltavee, game::Screen};", "ui::deltavee"),
        ("use super::stargate::aid;", "ui::stargate"),
        ("view! { <crate::ui::stargate::board::Board view=v/> }", "ui::stargate"),
    ];
    let fine = [
        "use crate::engine::hex::Hex; use crate::ui::board::layout::S;",
        "pub mod stargate; pub mod deltavee;",
        "// crate::engine::stargate::data, ui::deltavee",
        "let s = \"engine::stargate\"; let stargate = 1;",
        "macro_rules! m { ($f:ident) => { crate::engine::$f::X; crate::ui::$f::Y } }",
        "use crate::engine::stargates::X; use crate::ui::*;",
    ];
    assert_matcher(|src| game_names(src, &games), &bad, &fine);
}

/// Each game has its UI folder (src/ui/<folder>/mod.rs, the folder named as in the one list of games and
/// under src/engine), and only that folder names the game: no other UI file names `engine::<folder>` or
/// `ui::<folder>` (besides [`UI_SHELL_NAMING_A_GAME`]), so the shell (`game`, `table`, `lobby`, `store`, …)
/// and the shared board kit (`ui/board/`) stay game-neutral.
#[test]
fn each_game_has_a_ui_folder_and_only_that_folder_names_it() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let games = games(&root.join("src/engine"));
    for g in ["bids", "deltavee", "stargate"] {
        assert!(games.iter().any(|x| x == g), "{g} is not found as a game folder: {games:?}");
    }
    let ui = root.join("src/ui");
    let missing: Vec<String> =
        games.iter().filter(|g| !ui.join(g).join("mod.rs").is_file()).map(|g| format!("src/ui/{g}/mod.rs")).collect();
    assert!(missing.is_empty(), "every game folder under src/engine needs its UI folder:\n{}", missing.join("\n"));

    let mut files = Vec::new();
    rust_files(&ui, &mut files);
    for must in ["mod.rs", "table.rs", "game.rs", "board/mod.rs", "board/camera.rs", "board/layout.rs", "stargate/board.rs"] {
        assert!(files.iter().any(|f| f.strip_prefix(&ui).is_ok_and(|r| r == Path::new(must))), "src/ui/{must} not found");
    }
    let mut found = Vec::new();
    for f in &files {
        let rel = f.strip_prefix(&ui).expect("under src/ui");
        let rel_s = rel.to_string_lossy().replace('\\', "/");
        // The game folder this file is in, if any.
        let own = rel.parent().and_then(|d| d.components().next()).and_then(|c| c.as_os_str().to_str());
        let src = std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        let mut hits = game_names(&src, &games);
        hits.sort();
        hits.dedup();
        for hit in hits {
            let game = hit.split("::").nth(1).unwrap_or_default();
            let allowed = own == Some(game) || UI_SHELL_NAMING_A_GAME.contains(&(rel_s.as_str(), game));
            if !allowed {
                found.push(format!("src/ui/{rel_s}: {hit}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "only a game's own UI folder (src/ui/<folder>/) names the game; the shell and the board kit name none:\n{}",
        found.join("\n")
    );
}

/// Effects are made by `ui::effect` alone: each `Effect::new` call puts its own copy of the effect's task
/// in the wasm (issue 20: about 1 kB each; the helper saved 2.1–2.4 kB of each game's cold load).
#[test]
fn every_effect_is_made_by_the_one_helper() {
    let found = offences("src/ui", &["mod.rs", "stargate/board.rs"], |src| {
        paths(src).into_iter().map(|p| p.join("::")).filter(|p| p.ends_with("Effect::new")).collect()
    });
    assert_eq!(
        found,
        vec!["src/ui/mod.rs: Effect::new".to_string()],
        "make effects with crate::ui::effect (src/ui/mod.rs), not Effect::new"
    );
}

/// Contexts are read by `ui::context` alone: Leptos' `expect_context`, made for each type, formats its
/// message with `Debug`, which brought core's `Debug` for `str` and its escapes into the wasm (issue 20:
/// the first load −3.6 kB when the last twelve calls went).
#[test]
fn every_context_is_read_by_the_one_helper() {
    let found = offences("src/ui", &["mod.rs"], |src| {
        tokens(&code_only(src))
            .into_iter()
            .filter_map(|t| match t {
                Tok::Word(w) if w == "expect_context" => Some(w),
                _ => None,
            })
            .collect()
    });
    assert!(found.is_empty(), "read contexts with crate::ui::context (src/ui/mod.rs), not expect_context:\n{}", found.join("\n"));
}

/// No Unicode case mapping in the app's code: `to_uppercase` and `to_lowercase` bring the Unicode case
/// tables into the wasm (issue 20: Outreach's and StarForce's cold weight −5.2 kB each when the last two
/// calls became ASCII). Engine text is ASCII where it is capitalised: use the `_ascii_` forms.
#[test]
fn no_unicode_case_mapping_in_the_app() {
    let case = |src: &str| -> Vec<String> {
        methods(src).into_iter().filter(|m| m == "to_uppercase" || m == "to_lowercase").collect()
    };
    let mut found = offences("src/engine", &["mod.rs"], case);
    found.extend(offences("src/ui", &["mod.rs"], case));
    found.extend(offences("src/platform", &["mod.rs"], case));
    assert!(found.is_empty(), "use make_ascii_uppercase / to_ascii_uppercase, not Unicode case mapping:\n{}", found.join("\n"));
}

/// No search for a string literal in the app's code (`find("…")`, `split_once(" (")`, `replace("…", …)`
/// and the like): a `&str` pattern brings core's two-way string searcher into the wasm (issue 20: each game
/// cold −0.9 to −1.1 kB when the last three went). Search for a `char`, compare, or use `strip_prefix` /
/// `strip_suffix` instead.
#[test]
fn no_string_literal_search_in_the_app() {
    const SEARCHING: [&str; 15] = [
        "find", "rfind", "contains", "split", "rsplit", "split_once", "rsplit_once", "splitn", "replace", "replacen",
        "matches", "match_indices", "trim_matches", "trim_start_matches", "trim_end_matches",
    ];
    let search = |src: &str| -> Vec<String> {
        let t = tokens(&code_only(src));
        (0..t.len().saturating_sub(3))
            .filter_map(|i| match &t[i..i + 4] {
                [Tok::Other('.'), Tok::Word(m), Tok::Other('('), Tok::Other('"')] if SEARCHING.contains(&m.as_str()) => {
                    // The DOM's `class_list().contains("…")` asks the browser: no search in the wasm.
                    let dom = i >= 3
                        && matches!(&t[i - 3..i], [Tok::Word(w), Tok::Other('('), Tok::Other(')')] if w == "class_list");
                    (!dom).then(|| format!(".{m}(\"…\")"))
                }
                _ => None,
            })
            .collect()
    };
    let mut found = offences("src/engine", &["mod.rs"], search);
    found.extend(offences("src/ui", &["mod.rs"], search));
    found.extend(offences("src/platform", &["mod.rs"], search));
    assert!(found.is_empty(), "a string literal searched for brings core's string searcher into the wasm:\n{}", found.join("\n"));
}
