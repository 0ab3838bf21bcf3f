//! The corpus of inputs that once crashed or fooled Starshift (issue 15), kept as regression inputs in
//! `tests/fuzz/corpus/*.txt`: each file is `#` comment lines, an `# expect: TEXT` line (words the refusal
//! must contain), and the input, a link or a JSON record. Each must be refused, in words.

use super::{load_any, words::assert_words};

const DIR: &str = concat!(env!("CARGO_MANIFEST_DIR"), "/tests/fuzz/corpus");

#[test]
fn the_corpus_of_past_crashes_is_refused_in_words() {
    let mut n = 0;
    for entry in std::fs::read_dir(DIR).expect("the corpus") {
        let path = entry.expect("entry").path();
        if path.extension().is_none_or(|e| e != "txt") {
            continue;
        }
        let name = path.file_name().expect("name").to_string_lossy().to_string();
        let text = std::fs::read_to_string(&path).expect("reads");
        let expect = text.lines().find_map(|l| l.strip_prefix("# expect: ")).unwrap_or_else(|| panic!("{name}: no expect"));
        let input: String = text.lines().filter(|l| !l.starts_with('#')).collect::<Vec<_>>().join("\n");
        let why = load_any(&input).map(|_| ()).expect_err(&format!("{name} must be refused")).to_string();
        assert_words(&name, &why);
        assert!(why.contains(expect), "{name}: expected \"{expect}\" in: {why}");
        n += 1;
    }
    assert!(n >= 8, "{n} corpus files");
}
