//! The in-game help (issue 16, point 9): every rule case a game's code cites to players — in refusals
//! (`refuse("7.2", …)`, "DeltaVee 11.0 scenario 4"), log lines ("… (9.2)", "(5.31–5.32)") and prompts —
//! has a paraphrase, each paraphrase's tables exist, and no paraphrase copies the rules text (no run of
//! eight words in a row in common with it).

use starshift::engine::bids::Bids;
use starshift::engine::deltavee::DeltaVee;
use starshift::engine::game::Game;
use starshift::engine::help::{citations, Help};
use starshift::engine::stargate::StarGate;
use std::collections::{BTreeSet, HashSet};

/// The string literals of the Rust files under `dir` (comment lines left out: players never read them).
fn literals(dir: &str, out: &mut Vec<(String, String)>) {
    let mut entries: Vec<_> = std::fs::read_dir(dir).unwrap_or_else(|e| panic!("{dir}: {e}")).flatten().collect();
    entries.sort_by_key(|e| e.path());
    for e in entries {
        let path = e.path();
        if path.is_dir() {
            literals(path.to_str().unwrap(), out);
            continue;
        }
        if path.extension().is_none_or(|x| x != "rs") || path.file_name().is_some_and(|n| n == "help.rs") {
            continue;
        }
        let src = std::fs::read_to_string(&path).unwrap();
        for line in src.lines().filter(|l| !l.trim_start().starts_with("//")) {
            let mut cur: Option<String> = None;
            let mut chars = line.chars();
            while let Some(ch) = chars.next() {
                match (&mut cur, ch) {
                    (None, '"') => cur = Some(String::new()),
                    (None, '\'') => {
                        // A char literal such as '"' (skip it), or a lifetime.
                        let rest: String = chars.clone().take(3).collect();
                        if rest.starts_with("\"'") || rest.starts_with("\\\"") {
                            chars.nth(if rest.starts_with("\\") { 2 } else { 1 });
                        }
                    }
                    (Some(s), '\\') => {
                        s.push('\\');
                        if let Some(n) = chars.next() {
                            s.push(n);
                        }
                    }
                    (Some(_), '"') => out.push((path.display().to_string(), cur.take().unwrap())),
                    (Some(s), c) => s.push(c),
                    (None, _) => {}
                }
            }
        }
    }
}

/// Every case cited in the game's engine and UI folders, with where.
fn cited(folder: &str) -> Vec<(String, String)> {
    let mut lits = Vec::new();
    literals(&format!("src/engine/{folder}"), &mut lits);
    literals(&format!("src/ui/{folder}"), &mut lits);
    let mut out = Vec::new();
    for (file, lit) in lits {
        for (at, _, id) in citations(&lit, &|_| true) {
            // Markup numbers (stroke-width=\"1.6\", a viewBox's -15.5) are no citations.
            if lit[..at].ends_with(['"', '-', '=']) {
                continue;
            }
            // "brief 2.2" names a section of the reconstruction brief (shared/design), not a rule case.
            if lit[..at].ends_with("brief ") {
                continue;
            }
            out.push((id, format!("{file}: \"{lit}\"")));
        }
    }
    out
}

fn check_cited<G: Game>(folder: &str) -> usize {
    check_cited_help(folder, &G::help())
}

/// Every case cited in `folder` has a paraphrase in `help`; the number of distinct cases cited.
fn check_cited_help(folder: &str, help: &Help) -> usize {
    let found = cited(folder);
    assert!(found.len() > 20, "{folder}: the scan finds the citations ({} found)", found.len());
    let missing: BTreeSet<String> =
        found.iter().filter(|(id, _)| help.case(id).is_none()).map(|(id, at)| format!("{id} — {at}")).collect();
    assert!(missing.is_empty(), "{folder}: cases cited without a paraphrase in its help module:\n{}", missing.into_iter().collect::<Vec<_>>().join("\n"));
    found.iter().map(|f| f.0.clone()).collect::<BTreeSet<_>>().len()
}

fn check_tables(name: &str, help: &Help) {
    let tables = (help.tables)();
    let ids: Vec<&str> = tables.iter().map(|t| t.id).collect();
    for t in &tables {
        assert!(!t.rows.is_empty(), "{name} table {} has rows", t.id);
        for r in &t.rows {
            assert_eq!(r.len(), t.head.len(), "{name} table {}: row {} has a cell per column", t.id, r[0].0);
        }
    }
    let mut seen = HashSet::new();
    for c in help.cases {
        assert!(seen.insert(c.id), "{name}: case {} twice", c.id);
        assert!(!c.text.is_empty() && c.text.len() <= 420, "{name} {}: one to three short sentences", c.id);
        for t in c.tables {
            assert!(ids.contains(t), "{name} case {} uses table {t}, which the game does not have ({ids:?})", c.id);
        }
    }
}

#[test]
fn every_cited_stargate_case_has_a_paraphrase() {
    let n = check_cited::<StarGate>("stargate");
    check_tables("StarGate", &StarGate::help());
    let ids: Vec<&str> = (StarGate::help().tables)().iter().map(|t| t.id).collect();
    assert_eq!(ids, ["7.2", "7.5", "8.2", "9.2", "units"], "every chart of the game, and the counters");
    assert!(n >= 45, "{n} cases cited");
}

#[test]
fn every_cited_deltavee_case_has_a_paraphrase() {
    let n = check_cited::<DeltaVee>("deltavee");
    check_tables("DeltaVee", &DeltaVee::help());
    let ids: Vec<&str> = (DeltaVee::help().tables)().iter().map(|t| t.id).collect();
    assert_eq!(ids, ["4.9", "5.8", "7.7", "8.4", "8.7", "8.8", "9.5", "9.7"], "every chart the text prints");
    assert!(n >= 40, "{n} cases cited");
}

#[test]
fn every_cited_starforce_case_has_a_paraphrase() {
    let help = starshift::engine::starforce::help::HELP;
    let n = check_cited_help("starforce", &help);
    check_tables("StarForce", &help);
    let ids: Vec<&str> = (help.tables)().iter().map(|t| t.id).collect();
    assert_eq!(ids, ["2.2", "2.3", "6.2", "6.4", "8.3", "8.4", "15.0", "stars"], "every table of the data module");
    assert!(n >= 30, "{n} cases cited");
}

#[test]
fn every_cited_outreach_case_has_a_paraphrase() {
    let help = starshift::engine::outreach::help::HELP;
    let n = check_cited_help("outreach", &help);
    check_tables("Outreach", &help);
    assert!(n >= 60, "{n} cases cited");
    // The paraphrases come in case order (5.1, 5.11, 5.2; 9.2 before 10.0), as the help lists them.
    let key = |id: &str| {
        let (major, minor) = id.split_once('.').unwrap_or((id, ""));
        (major.parse::<u32>().unwrap_or(0), minor.to_string())
    };
    for w in help.cases.windows(2) {
        assert!(key(w[0].id) < key(w[1].id), "Outreach: {} before {}", w[0].id, w[1].id);
    }
}

#[test]
fn the_test_game_explains_its_refusals() {
    // Its refusals cite "Sealed Bids", its one rule.
    assert!(Bids::help().case("Sealed Bids").is_some());
    check_tables("Sealed Bids", &Bids::help());
}

#[test]
fn citations_are_found_as_the_texts_write_them() {
    let all = |_: &str| true;
    let ids = |t: &str| citations(t, &all).into_iter().map(|c| c.2).collect::<Vec<_>>();
    assert_eq!(ids("skims it (5.31–5.32)."), ["5.31", "5.32"]);
    assert_eq!(ids("the range is short (StarGate 10.1)"), ["10.1"]);
    assert_eq!(ids("not yet (DeltaVee 11.0 scenario 4)"), ["11.0 scenario 4"]);
    assert_eq!(ids("moves to 2801 (5.0, 5.8): 3 hexes"), ["5.0", "5.8"]);
    assert_eq!(ids("version 1.2.3 and 123.4"), Vec::<String>::new());
    let only = |id: &str| id == "7.2";
    assert_eq!(citations("(7.2, 7.5 shielded)", &only).len(), 1, "numbers without help are left as text");
    let scen = |id: &str| id == "11.0";
    assert_eq!(citations("(11.0 scenario 9)", &scen)[0].2, "11.0", "a scenario without its own case cites the section");
}

/// Lower-case words of a text, with LaTeX commands and comments left out.
pub(crate) fn words(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    for line in text.lines() {
        let line = line.split('%').next().unwrap_or("");
        let mut w = String::new();
        let mut command = false;
        for ch in line.chars().chain([' ']) {
            if ch == '\\' {
                command = true;
                w.clear();
            } else if ch.is_alphanumeric() {
                w.push(ch.to_ascii_lowercase());
            } else {
                if !w.is_empty() && !command {
                    out.push(std::mem::take(&mut w));
                }
                w.clear();
                command = false;
            }
        }
    }
    out
}

pub(crate) const RUN: usize = 8;

/// The rules texts (not in the project: they are the spec, kept beside it): `$STARSHIFT_RULES`, else
/// `../shared/rules` beside the checkout, else `/work/shared/rules` (a fresh clone elsewhere on this machine).
fn rules_dir() -> Option<std::path::PathBuf> {
    let beside = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../shared/rules");
    std::env::var_os("STARSHIFT_RULES")
        .map(Into::into)
        .into_iter()
        .chain([beside, "/work/shared/rules".into()])
        .find(|d: &std::path::PathBuf| d.join("stargate.md").is_file())
}

/// The rules text `file`; `None` (and a note) where the texts are not on this machine.
pub(crate) fn rules_text(file: &str) -> Option<String> {
    let Some(dir) = rules_dir() else {
        eprintln!("help: the rules texts are not on this machine (set STARSHIFT_RULES): the own-words check is skipped");
        return None;
    };
    let path = dir.join(file);
    Some(std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("the rules text {} cannot be read: {e}", path.display())))
}

fn check_own_words(name: &str, rules: &str, help: &Help) {
    let Some(text) = rules_text(rules) else { return };
    let path = rules;
    let rw = words(&text);
    assert!(rw.len() > 3000, "{path} read");
    let grams: HashSet<&[String]> = rw.windows(RUN).collect();
    let mut copied = Vec::new();
    for c in help.cases {
        let cw = words(&format!("{} {}", c.title, c.text));
        if let Some(g) = cw.windows(RUN).find(|g| grams.contains(g)) {
            copied.push(format!("{name} {}: \"{}\"", c.id, g.join(" ")));
        }
    }
    assert!(copied.is_empty(), "the rulebook's wording — say it in our own words:\n{}", copied.join("\n"));
}

#[test]
fn paraphrases_are_in_our_own_words() {
    check_own_words("StarGate", "stargate.md", &StarGate::help());
    check_own_words("DeltaVee", "deltavee.tex", &DeltaVee::help());
    check_own_words("Outreach", "outreach.md", &starshift::engine::outreach::help::HELP);
    check_own_words("StarForce", "starforce-tapes-and-campaign.txt", &starshift::engine::starforce::help::HELP);
}

#[test]
fn the_plagiarism_guard_catches_a_copied_sentence() {
    let Some(text) = rules_text("stargate.md") else { return };
    let rw = words(&text);
    let grams: HashSet<&[String]> = rw.windows(RUN).collect();
    // A run taken from the rules text itself (none is pasted into the project), framed by our words.
    let copied = format!("In short, {} and so on.", rw[rw.len() / 2..rw.len() / 2 + RUN + 2].join(" "));
    assert!(words(&copied).windows(RUN).any(|g| grams.contains(g)));
    // Our own words are not caught.
    assert!(!words("a roll at or under the number costs the mover its unit").windows(RUN).any(|g| grams.contains(g)));
}

/// The titles a game screen links citations with at once (`Game::titles`, issue 20: the web app fetches
/// the words later) are exactly its help's cases, in order.
#[test]
fn titles_are_the_help_cases() {
    use starshift::engine::help::Title;
    fn check<G: Game>() {
        let from_help: Vec<Title> = G::help().cases.iter().map(|c| Title { id: c.id, title: c.title }).collect();
        assert_eq!(G::titles(), &from_help[..], "{}", G::ID);
        assert!(!from_help.is_empty(), "{} has help", G::ID);
    }
    check::<StarGate>();
    check::<DeltaVee>();
    check::<starshift::engine::outreach::Outreach>();
    check::<starshift::engine::starforce::StarForce>();
    check::<Bids>();
}
