//! The help a game gives in play: each rule case its code cites (in refusals, log lines and prompts), in a
//! sentence or three of our own words — never the rulebook's — with the tables that case uses; and every
//! table of the game, drawn from its data module, each value marked with its provenance. The shell reaches
//! it through `Game::help`; a native test checks that every cited case has a paraphrase and that no
//! paraphrase copies the rules text.

/// One rule case in our own words.
#[derive(Clone, Copy, Debug)]
pub struct Case {
    /// As cited: "7.2", "11.0 scenario 3".
    pub id: &'static str,
    /// Its heading, in our words ("Approach Option Matrix").
    pub title: &'static str,
    /// What the case means for play, in one to three sentences.
    pub text: &'static str,
    /// The ids of the tables it uses (`Table::id`).
    pub tables: &'static [&'static str],
}

/// Where a table value comes from (as the data modules tag them).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Source {
    /// Printed in the rules.
    Text,
    /// Follows from a case, or reads a printed value (a transcription judgement).
    Derived,
    /// Our design: the rules text lacks it.
    Reconstructed,
    /// Recovered from a fragment of the original sheet (an OCR'd scan, medium reliability): Outreach's
    /// Conflict Table and the column headings of its Exploration, Contact and Fate Tables.
    Fragment,
    /// Computed by an astronomy model from real data (Outreach's map: hex kinds, beacons, dust).
    Model,
}

impl Source {
    /// Every provenance, in the order the help explains them.
    pub const ALL: [Source; 5] = [Source::Text, Source::Derived, Source::Reconstructed, Source::Fragment, Source::Model];

    /// The one-letter tag the design briefs use: T, D, R, F, M.
    pub fn tag(self) -> char {
        match self {
            Source::Text => 'T',
            Source::Derived => 'D',
            Source::Reconstructed => 'R',
            Source::Fragment => 'F',
            Source::Model => 'M',
        }
    }

    /// Its name in words: "text", "derived", "reconstructed", "fragment", "model".
    pub fn name(self) -> &'static str {
        match self {
            Source::Text => "text",
            Source::Derived => "derived",
            Source::Reconstructed => "reconstructed",
            Source::Fragment => "fragment",
            Source::Model => "model",
        }
    }
}

/// Where a value of a data module comes from, and why it is what it is (every game's data modules tag
/// their values with it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Tag {
    pub source: Source,
    pub why: &'static str,
}

impl Tag {
    pub const fn new(source: Source, why: &'static str) -> Tag {
        Tag { source, why }
    }
    pub const fn text(why: &'static str) -> Tag {
        Tag::new(Source::Text, why)
    }
    pub const fn derived(why: &'static str) -> Tag {
        Tag::new(Source::Derived, why)
    }
    pub const fn fragment(why: &'static str) -> Tag {
        Tag::new(Source::Fragment, why)
    }
    pub const fn model(why: &'static str) -> Tag {
        Tag::new(Source::Model, why)
    }
    pub const fn reconstructed(why: &'static str) -> Tag {
        Tag::new(Source::Reconstructed, why)
    }
}

/// A table cell: its text and provenance.
#[derive(Clone, Debug)]
pub struct Cell(pub String, pub Source);

/// A table of the game, built from the engine's data.
#[derive(Clone, Debug)]
pub struct Table {
    /// The case that prints it ("9.2"), or a name for a table of reconstructed components ("units").
    pub id: &'static str,
    pub title: &'static str,
    /// The column headings.
    pub head: Vec<String>,
    /// Rows: the first cell is the row's heading.
    pub rows: Vec<Vec<Cell>>,
    /// What its letters and marks mean, in our words.
    pub note: &'static str,
    /// Why its values not printed in the rules are what they are, one reason a mark (the provenance's
    /// reason, shown under the table so that an owner of the original can correct it in one place).
    pub why: Vec<(Source, &'static str)>,
}

/// A case's id and title: what a game screen needs of its help at once, to link each citation and title
/// the link. The words and the tables come later (the web app fetches them when first asked for: issue
/// 20, `ui::help`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Title {
    pub id: &'static str,
    pub title: &'static str,
}

/// The titles of `cases` (`N` of them), made at compile time so that they hold no case's words: a game's
/// `TITLES` is `&titles::<{ HELP.cases.len() }>(HELP.cases)`.
pub const fn titles<const N: usize>(cases: &[Case]) -> [Title; N] {
    let mut out = [Title { id: "", title: "" }; N];
    let mut i = 0;
    while i < N {
        out[i] = Title { id: cases[i].id, title: cases[i].title };
        i += 1;
    }
    out
}

/// A game's help: its cases, sorted by id as written, and its tables.
#[derive(Clone, Copy, Debug)]
pub struct Help {
    pub cases: &'static [Case],
    pub tables: fn() -> Vec<Table>,
}

fn no_tables() -> Vec<Table> {
    Vec::new()
}

impl Help {
    /// A game without help.
    pub const NONE: Help = Help { cases: &[], tables: no_tables };

    /// The case cited as `id`.
    pub fn case(&self, id: &str) -> Option<&'static Case> {
        self.cases.iter().find(|c| c.id == id)
    }
}

impl Table {
    /// A row of values that are all `source`.
    pub fn row<S: ToString>(&mut self, head: &str, cells: impl IntoIterator<Item = S>, source: Source) {
        let mut r = vec![Cell(head.to_string(), Source::Text)];
        r.extend(cells.into_iter().map(|c| Cell(c.to_string(), source)));
        self.rows.push(r);
    }
    pub fn new(id: &'static str, title: &'static str, head: &[&str], note: &'static str) -> Table {
        Table { id, title, head: head.iter().map(|h| h.to_string()).collect(), rows: Vec::new(), note, why: Vec::new() }
    }
}

/// Every case cited in `text`, in order: each number like "7.2" standing as a word (not part of a longer
/// number), with " scenario N" after it kept when the game has that case. `known` says whether a case
/// id has help; numbers without help are left out. Returns (start, end, id) byte ranges.
pub fn citations(text: &str, known: &dyn Fn(&str) -> bool) -> Vec<(usize, usize, String)> {
    let b = text.as_bytes();
    // Every range is ASCII digits and spaces, so on char boundaries: `get` rather than indexing, whose
    // panic path formats with `Debug` (issue 20).
    let part = |a: usize, z: usize| text.get(a..z).unwrap_or_default();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let starts = b[i].is_ascii_digit() && (i == 0 || !(b[i - 1].is_ascii_digit() || b[i - 1] == b'.'));
        if !starts {
            i += 1;
            continue;
        }
        let mut j = i;
        while j < b.len() && b[j].is_ascii_digit() {
            j += 1;
        }
        let whole = j - i <= 2 && j + 1 < b.len() && b[j] == b'.' && b[j + 1].is_ascii_digit();
        if !whole {
            i = j;
            continue;
        }
        let mut k = j + 1;
        while k < b.len() && b[k].is_ascii_digit() {
            k += 1;
        }
        if k - j - 1 > 2 || (k < b.len() && (b[k] == b'.' && k + 1 < b.len() && b[k + 1].is_ascii_digit())) {
            i = k;
            continue;
        }
        let id = part(i, k);
        // "11.0 scenario 3"
        let rest = text.get(k..).unwrap_or_default();
        let scen = rest.strip_prefix(" scenario ").and_then(|r| {
            let n = r.bytes().take_while(|c| c.is_ascii_digit()).count();
            (n > 0).then(|| k + " scenario ".len() + n)
        });
        match scen.filter(|&e| known(part(i, e))) {
            Some(e) => {
                out.push((i, e, part(i, e).to_string()));
                i = e;
            }
            None => {
                if known(id) {
                    out.push((i, k, id.to_string()));
                }
                i = k;
            }
        }
    }
    out
}
