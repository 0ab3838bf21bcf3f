//! The engine stays pure Rust: no web crate and no UI or platform code is named anywhere under
//! src/engine, and the web crates are dependencies of the wasm32 target only.

use std::path::{Path, PathBuf};

const WEB_CRATES: [&str; 4] = ["leptos", "web_sys", "js_sys", "wasm_bindgen"];

pub(crate) fn is_word(c: char) -> bool {
    c.is_ascii_alphanumeric() || c == '_'
}

/// Source with `//` comments removed (doc comments may talk about what the engine does not use).
fn strip_line_comments(src: &str) -> String {
    src.lines().map(|l| l.find("//").map_or(l, |i| &l[..i])).collect::<Vec<_>>().join("\n")
}

/// Offending uses in `src`, as the matched text. The same as the regex
/// `\b(leptos|web_sys|js_sys|wasm_bindgen|gloo\w*)::|crate::(ui|platform)\b`, plus
/// `#[wasm_bindgen` attributes and `extern crate` of a web crate.
fn web_uses(src: &str) -> Vec<String> {
    let code = strip_line_comments(src);
    let mut found = Vec::new();
    let chars: Vec<(usize, char)> = code.char_indices().collect();
    let mut i = 0;
    while i < chars.len() {
        let (start, c) = chars[i];
        let boundary = i == 0 || !is_word(chars[i - 1].1);
        if !(boundary && is_word(c)) {
            i += 1;
            continue;
        }
        let mut j = i;
        while j < chars.len() && is_word(chars[j].1) {
            j += 1;
        }
        let end = chars.get(j).map_or(code.len(), |&(e, _)| e);
        let word = &code[start..end];
        let rest = &code[end..];
        let web = WEB_CRATES.contains(&word) || word.starts_with("gloo");
        if web && rest.starts_with("::") {
            found.push(format!("{word}::"));
        }
        if web && (code[..start].trim_end().ends_with("#[") || code[..start].trim_end().ends_with("extern crate")) {
            found.push(word.to_string());
        }
        if word == "crate" {
            for module in ["ui", "platform"] {
                let path = format!("::{module}");
                if rest.starts_with(&path) && !rest[path.len()..].starts_with(is_word) {
                    found.push(format!("crate::{module}"));
                }
            }
        }
        i = j;
    }
    found
}

#[test]
fn the_matcher_finds_what_it_should_and_only_that() {
    let bad = [
        ("use leptos::prelude::*;", "leptos::"),
        ("let w = web_sys::window();", "web_sys::"),
        ("js_sys::Date::now()", "js_sys::"),
        ("#[wasm_bindgen]\nfn f() {}", "wasm_bindgen"),
        ("use wasm_bindgen::JsCast;", "wasm_bindgen::"),
        ("gloo_timers::callback::Timeout::new", "gloo_timers::"),
        ("use gloo::storage;", "gloo::"),
        ("use crate::ui::App;", "crate::ui"),
        ("crate::platform::storage::save()", "crate::platform"),
        ("use crate::{engine, platform};  x(crate::platform)", "crate::platform"),
        ("extern crate leptos;", "leptos"),
    ];
    let fine = [
        "// no leptos:: here, only in a comment",
        "/// see crate::ui for the app",
        "let my_leptos = 1; let not_web_sys_x = 2;",
        "use crate::engine::hex::Hex;",
        "use crate::uid::Thing; crate::platformer::run();",
        "let s = \"leptos\";",
        "fn wasm_bindgen_like() {}",
        "use super::ui_helpers;",
    ];
    assert_matcher(web_uses, &bad, &fine);
}

/// Asserts that `matcher` reports each `bad` source's expected hit, and nothing for any `fine` source.
pub(crate) fn assert_matcher(matcher: impl Fn(&str) -> Vec<String>, bad: &[(&str, &str)], fine: &[&str]) {
    for (src, hit) in bad {
        let found = matcher(src);
        assert!(found.iter().any(|f| f == hit), "{src:?} should report {hit:?}, got {found:?}");
    }
    for src in fine {
        assert_eq!(matcher(src), Vec::<String>::new(), "{src:?}");
    }
}

pub(crate) fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path = entry.expect("dir entry").path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

#[test]
fn the_engine_names_no_web_crate_and_no_ui_or_platform_code() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("src/engine");
    let mut files = Vec::new();
    rust_files(&root, &mut files);
    // The walk must really have reached the engine, including the game folders.
    for must in ["mod.rs", "hex.rs", "dice.rs", "game.rs", "record.rs", "link.rs", "stargate/rules.rs"] {
        assert!(files.iter().any(|f| f.ends_with(must)), "{must} not found under {}", root.display());
    }
    let mut offences = Vec::new();
    for f in &files {
        let src = std::fs::read_to_string(f).unwrap_or_else(|e| panic!("{}: {e}", f.display()));
        for hit in web_uses(&src) {
            offences.push(format!("{}: {hit}", f.strip_prefix(&root).unwrap_or(f).display()));
        }
    }
    assert!(offences.is_empty(), "the engine must stay pure Rust:\n{}", offences.join("\n"));
}

const WASM_DEPS: &str = "[target.'cfg(target_arch = \"wasm32\")'.dependencies]";
const WEB_PACKAGES: [&str; 6] = ["leptos", "web-sys", "js-sys", "wasm-bindgen", "gloo", "console_error_panic_hook"];

/// Web packages declared in Cargo.toml outside the wasm32 target's dependencies, as "section: package".
fn misplaced_web_deps(toml: &str) -> Vec<String> {
    let wasm = WASM_DEPS.replace(' ', "");
    let mut section = String::new();
    let mut out = Vec::new();
    for line in toml.lines() {
        let line = line.split('#').next().unwrap_or("").trim();
        if line.starts_with('[') {
            section = line.replace(' ', "");
            // `[dependencies.leptos]`-style tables name the package in the header.
            let header = section.trim_matches(['[', ']']);
            if let Some((table, pkg)) = header.rsplit_once("dependencies.") {
                let in_wasm = format!("[{table}dependencies]") == wasm;
                if is_web(pkg.trim_matches('"')) && !in_wasm {
                    out.push(format!("{line}: {pkg}"));
                }
            }
            continue;
        }
        if !section.ends_with("dependencies]") {
            continue;
        }
        let Some((key, _)) = line.split_once('=') else { continue };
        let key = key.trim().trim_matches('"');
        let pkg = key.split('.').next().unwrap_or(key);
        if is_web(pkg) && section != wasm {
            out.push(format!("{section}: {pkg}"));
        }
    }
    out
}

fn is_web(pkg: &str) -> bool {
    WEB_PACKAGES.iter().any(|w| pkg == *w || (w == &"gloo" && pkg.starts_with("gloo")))
        || pkg.starts_with("leptos")
        || pkg.starts_with("wasm-bindgen")
}

#[test]
fn the_toml_checker_finds_misplaced_web_dependencies() {
    let good =
        format!("[dependencies]\nserde = \"1\"\n\n{WASM_DEPS}\nleptos = {{ version = \"0.8\" }}\nweb-sys = \"0.3\"\n");
    assert_eq!(misplaced_web_deps(&good), Vec::<String>::new());
    for bad in [
        "[dependencies]\nleptos = \"0.8\"\n",
        "[dependencies]\nserde = \"1\"\nweb-sys = { version = \"0.3\" }\n",
        "[dev-dependencies]\nwasm-bindgen = \"0.2\"\n",
        "[dependencies.leptos]\nversion = \"0.8\"\n",
        "[target.'cfg(unix)'.dependencies]\njs-sys = \"0.3\"\n",
        "[dependencies]\n\"gloo-timers\" = \"0.3\"\n",
        "[target.'cfg(target_arch = \"wasm32\")'.dependencies]\nleptos = \"0.8\"\n[dependencies]\nleptos_router = \"0.8\"\n",
    ] {
        assert!(!misplaced_web_deps(bad).is_empty(), "{bad}");
    }
}

#[test]
fn web_crates_are_wasm32_only_dependencies() {
    let toml = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("Cargo.toml")).expect("Cargo.toml");
    assert!(toml.contains(WASM_DEPS), "Cargo.toml has no wasm32 dependency section");
    let misplaced = misplaced_web_deps(&toml);
    assert!(misplaced.is_empty(), "web crates outside {WASM_DEPS}:\n{}", misplaced.join("\n"));
    // And the engine's own modules are not behind a wasm32 gate: it builds natively (this test runs).
    let lib = std::fs::read_to_string(Path::new(env!("CARGO_MANIFEST_DIR")).join("src/lib.rs")).expect("lib.rs");
    let engine_line = lib.lines().position(|l| l.trim() == "pub mod engine;").expect("pub mod engine;");
    assert!(
        engine_line == 0 || !lib.lines().nth(engine_line - 1).is_some_and(|l| l.contains("cfg(")),
        "the engine must not be gated to a target"
    );
}
