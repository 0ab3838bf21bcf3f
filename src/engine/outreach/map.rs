//! The Outreach galaxy map (3.0, 3.1): 50 columns × 28 rows of hexes 0101–5028, each of one kind; the
//! printed beacon stars; the interstellar dust hexsides. Data only — what the kinds and dust mean for play
//! lives with the rules, line of sight in `los`.
//!
//! The map sheet is lost. Its size is derived: the scenarios name hexes up to column 49 and row 28 (18.52),
//! and 50×28 flat-top hexes have the sheet's 22"×34" proportions. The kinds, the beacons and the dust come
//! from an astronomy model (brief §2.2–2.3: spiral arms after Reid 2014 on SPI's naive projection, Sol in
//! 1316); its output is embedded below as the authoritative data, not recomputed. Named stars are real
//! stars (3.0) placed by `shared/data/beacon-stars.csv`.

use super::Tag;
use crate::engine::hex::{Dir, Hex};

/// Columns 01–50.
pub const COLS: i32 = 50;
/// Rows 01–28.
pub const ROWS: i32 = 28;
/// Provenance of the map's size.
pub const SIZE_TAG: Tag = Tag::derived(
    "18.52 names hexes up to column 49 and row 28; 50x28 flat-top hexes have the 22x34 sheet's proportions (3.0)",
);

/// The kind of a hex (3.0).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Kind {
    /// Spiral axis (printed green).
    Axis,
    /// Spiral fringe (grey).
    Fringe,
    /// Interspiral (black).
    Interspiral,
    /// Galactic nucleus.
    Nucleus,
    /// One of the three core hexes at the very centre, each holding a wisdom chit (3.31); otherwise a
    /// nucleus hex (17.0).
    Core,
}

impl Kind {
    pub const ALL: [Kind; 5] = [Kind::Axis, Kind::Fringe, Kind::Interspiral, Kind::Nucleus, Kind::Core];

    /// Its letter in [`KINDS`].
    pub fn letter(self) -> char {
        match self {
            Kind::Axis => 'A',
            Kind::Fringe => 'f',
            Kind::Interspiral => '.',
            Kind::Nucleus => 'n',
            Kind::Core => 'K',
        }
    }
    pub fn from_letter(c: char) -> Option<Kind> {
        Kind::ALL.into_iter().find(|k| k.letter() == c)
    }
    pub fn name(self) -> &'static str {
        match self {
            Kind::Axis => "spiral axis",
            Kind::Fringe => "spiral fringe",
            Kind::Interspiral => "interspiral",
            Kind::Nucleus => "galactic nucleus",
            Kind::Core => "galactic core",
        }
    }
    /// Nucleus or core: no exploring (6.15), no gates (14.11), a scatter on a shift from or to it removes
    /// the force (5.53b, 5.72).
    pub fn is_nucleus(self) -> bool {
        matches!(self, Kind::Nucleus | Kind::Core)
    }
}

/// Provenance of [`KINDS`].
pub const KINDS_TAG: Tag = Tag::model(
    "brief 2.2: distance from the nearest arm centre of a Reid-2014 spiral model (axis <= 1,000 ly, fringe <= 2,200 ly, \
     scaled by sqrt(R/8.34 kpc)); nucleus = within 3 of a core hex",
);
/// Provenance of the core hexes.
pub const CORE_TAG: Tag =
    Tag::model("brief 2.2: the three hexes nearest the Galactic Centre, 26,700 ly east of Sol along row 16 (3.0, 17.0)");
/// Provenance of [`DUST`].
pub const DUST_TAG: Tag = Tag::model(
    "brief 2.3: lanes along the arms' coreward edges (offset k = 0.65 Perseus, 2.4 Local, 0.8 others); \
     the Local lane is the Great Rift between Sol and Sagittarius",
);
/// Provenance of [`BEACONS`].
pub const BEACONS_TAG: Tag = Tag::model(
    "brief 2.3: one printed beacon per hex holding a star of shared/data/beacon-stars.csv (real luminous stars, 3.0)",
);

/// The kind of every hex, row by row (brief §2.4; provenance in [`KINDS_TAG`]): `A` axis, `f` fringe, `.`
/// interspiral, `n` nucleus, `K` core; each line is its row number, a space, then columns 01 to 50.
pub const KINDS: [&str; 28] = [
    "01 .ffAAff.....fAAAf.......fAAAAfAfffffAAAAff...fAAff",
    "02 .fAAAf.....ffAAff......fAAAff.f.....f.ffAAff..ffAf",
    "03 fAAAf......AAAf..fAA.ffAAff.............ffAA...fAA",
    "04 fAAff....ffAAff.fAAffAAff........f.f......AAff..fA",
    "05 AAAf.....fAAAf.fAAAffAA......ffAfAAAfA....ffAA..fA",
    "06 AAf......fAAf.fAAffAAff..ffAfAAAAAAAAAAA....AAf..f",
    "07 Aff.....fAAffffAAffAAf..fAAAAffAAAAAAAAAAf..ffAf.f",
    "08 Af.....ffAAf.fAAffAAf..fAAAAffAAA.f.AAffAAf..fAA..",
    "09 Af.....fAAf.fAAf.AAf.ffAAAAffAA.......AAfAAf..AAf.",
    "10 f......fAAfffAAffAAf.AAffAffAff.......fAf.AA..fAf.",
    "11 f.....fAAfffAAf.fAf.fAAfAf.AA..........fA.fAf.fAf.",
    "12 f.....fAAf.fAfffAAffAAfAA..Af......n......fAAf.AA.",
    "13 ......fAAffAAf.fAffAAffAA.fAf....nnnnn.....fAf.fAf",
    "14 .....ffAfffAAf.fAffAA.fAf.fA...nnnnnnnn....fAA.fAf",
    "15 .....fAAf.fAAf.fAffAf.fAf.ff...nnnnKnnn....fAA.fAf",
    "16 .....fAAfffAf..AAfAAf.fAf.fA...nnnKKnnn.....A.fAAf",
    "17 .....fAAffAAf.fAAfAAf.fAf.fA...nnnnnnnn........AAf",
    "18 .....fAAffAAf.fAAfAAf.fAf.fAf...nnnnnnn.......fAff",
    "19 .....fAAffAAf.fAAfAAf.fAf..ff.....nnn.........fAfA",
    "20 .....fAAffAAf.fAAfAAf.fAf..fAf.........fAf...fAffA",
    "21 .....fAAffAAf..fAffAf.fAf...fAff......fAA....AAffA",
    "22 .....fAAffAAf..fAffAf..fAf...fAAff.f.AAf....fAffAA",
    "23 .....fAAffAAf..fAAfAAf.fAA....ffAAAAAff....fAffAAf",
    "24 .....fAAffAAf..fAAffAf..fAf.....f.f.f....ffAAffAAf",
    "25 .....fAAffAAf...AAffAA..ffAf............fAAfffAAf.",
    "26 .....fAAffAAf...fAAfAAf...AAff...........ffffAAf..",
    "27 .....fAAfffAff..fAAffAAf..ffAAff.........ffAAff...",
    "28 ......fAAffAAf...fAAffAA....AAAAff.f.f.ffAAAA.....",
];
/// The dust digit of every hex, row by row (brief §2.4; provenance in [`DUST_TAG`]): 1 its north side is
/// dust, + 2 its north-east side, + 4 its south-east side (the other three sides are its neighbours' digits).
pub const DUST: [&str; 28] = [
    "01 00004000000000400000000000044240000242000000004000",
    "02 00046000000004600000000004411010000010330000002700",
    "03 00061000000006100000000441100000000000003700000200",
    "04 00410000000441000000004110000000000000000200000070",
    "05 04600000000610000004446000000000000000000037000021",
    "06 06100000004100000041511000000447434300000002000000",
    "07 41000000006000000464600000044131375337000000370000",
    "08 60000000046000000616100004471004411071330000060000",
    "09 10000000061000044141000445510441100023003700020000",
    "10 00000000410000061460004116104110000000700200007000",
    "11 00000000600000060610046041046000000000230070006000",
    "12 00000000600000410600061460061000000000000067006000",
    "13 00000004600000604100410610060000000000000027002700",
    "14 00000006100004606004600600060000000000000006000600",
    "15 00000006000006106004100600410000000000000006700600",
    "16 00000006000006006006000600270000000000000000204100",
    "17 00000006000006006006000600060000000000000000006000",
    "18 00000006000006006006000600060000000000000000006000",
    "19 00000006000041006006000600020000000000040000046000",
    "20 00000041000060006006000600007000000000060000061041",
    "21 00000060000060006006000200002300000004410000410461",
    "22 00000027000060006002000070000033040441100004600670",
    "23 00000006000027002700700027000000313110000006104710",
    "24 00000006000006000600600002000000000000000441046100",
    "25 00000006000006000600270000700000000000004110061000",
    "26 00000006000006000200020000230000000000000004410000",
    "27 00000006000006000070007000003300000000000441100000",
    "28 00000002000002000023002300000033000000004110000000",
];

/// The three core hexes (3.0, 17.0): 3516, 3615, 3616 (provenance [`CORE_TAG`]).
pub const CORE: [Hex; 3] = [Hex::from_offset(35, 16), Hex::from_offset(36, 15), Hex::from_offset(36, 16)];

/// Sol (18.3, 18.4): hex 1316 (text).
pub const SOL: Hex = Hex::from_offset(13, 16);

/// A printed beacon star hex (15.0): its label and the named stars the model puts in it, the one printed
/// first.
#[derive(Clone, Copy, Debug)]
pub struct Beacon {
    pub hex: &'static str,
    pub stars: &'static [&'static str],
}

impl Beacon {
    pub fn at(&self) -> Hex {
        Hex::from_label(self.hex).expect("a beacon's label is XXYY")
    }
    /// The name printed in the hex.
    pub fn name(&self) -> &'static str {
        self.stars[0]
    }
}

/// The printed beacon stars (15 hexes; provenance [`BEACONS_TAG`]).
pub const BEACONS: [Beacon; 15] = [
    Beacon { hex: "1010", stars: &["Rho Cassiopeiae"] },
    Beacon { hex: "1014", stars: &["Alpha Camelopardalis"] },
    Beacon { hex: "1113", stars: &["Kappa Cassiopeiae"] },
    Beacon { hex: "1119", stars: &["VY Canis Majoris"] },
    Beacon { hex: "1213", stars: &["VV Cephei"] },
    Beacon { hex: "1216", stars: &["Rigel", "Betelgeuse", "Alnitak", "Mintaka", "Zeta Geminorum", "Eta Leonis", "Zeta Persei", "Zeta Aurigae", "Mebsuta", "Beta Camelopardalis"] },
    Beacon { hex: "1217", stars: &["Wezen", "Aludra", "Alnilam", "Arneb"] },
    Beacon { hex: "1218", stars: &["Omicron2 Canis Majoris"] },
    Beacon { hex: "1314", stars: &["Deneb", "Mu Cephei"] },
    Beacon { hex: "1315", stars: &["Sadr", "Delta Cephei"] },
    Beacon { hex: "1316", stars: &["Antares", "Canopus", "Polaris", "Mirzam", "Saiph", "Enif", "Sadalsuud", "Sadalmelik", "Rasalgethi", "Adhara", "Suhail", "Hadar", "Mirfak"] },
    Beacon { hex: "1317", stars: &["Naos", "Aspidiske", "Regor", "l Carinae", "Sigma Canis Majoris", "Pi Puppis", "Beta Doradus", "Azmidi"] },
    Beacon { hex: "1412", stars: &["P Cygni"] },
    Beacon { hex: "1522", stars: &["Eta Carinae"] },
    Beacon { hex: "1817", stars: &["Zeta1 Scorpii"] },
];

/// On the map: columns 01–50, rows 01–28.
pub fn on_map(h: Hex) -> bool {
    let (c, r) = h.offset();
    (1..=COLS).contains(&c) && (1..=ROWS).contains(&r)
}

/// Every hex of the map, column by column (0101, 0102, …, 5028).
pub fn hexes() -> impl Iterator<Item = Hex> {
    (1..=COLS).flat_map(|c| (1..=ROWS).map(move |r| Hex::from_offset(c, r)))
}

/// The character of `grid` for an on-map hex (each line: two digits, a space, then columns 01–50).
fn cell(grid: &[&str; 28], h: Hex) -> Option<u8> {
    if !on_map(h) {
        return None;
    }
    let (c, r) = h.offset();
    grid[r as usize - 1].as_bytes().get(2 + c as usize).copied()
}

/// The kind of an on-map hex; `None` off the map.
pub fn kind(h: Hex) -> Option<Kind> {
    cell(&KINDS, h).and_then(|b| Kind::from_letter(b as char))
}

/// The dust digit of an on-map hex (0 off the map): 1 north side + 2 north-east + 4 south-east.
pub fn dust_digit(h: Hex) -> u8 {
    cell(&DUST, h).map_or(0, |b| b - b'0')
}

/// Whether the hexside between `a` and its neighbour in direction `d` is interstellar dust (16.0).
pub fn dust_side(a: Hex, d: Dir) -> bool {
    match d.number() {
        1..=3 => dust_digit(a) & (1 << (d.number() - 1)) != 0,
        _ => {
            let b = a.neighbor(d);
            let back = d.opposite();
            dust_digit(b) & (1 << (back.number() - 1)) != 0
        }
    }
}

/// Whether the side between two adjacent hexes is dust (false if they are not adjacent).
pub fn dust_between(a: Hex, b: Hex) -> bool {
    match a.line_to(b) {
        Some((d, 1)) => dust_side(a, d),
        _ => false,
    }
}

/// Every dust hexside once, as (hex, direction 1–3 from it), in map order.
pub fn dust_sides() -> Vec<(Hex, Dir)> {
    let mut out = Vec::new();
    for h in hexes() {
        for n in 1..=3 {
            let d = Dir::new(n).expect("1-3");
            if dust_side(h, d) {
                out.push((h, d));
            }
        }
    }
    out
}

/// The printed beacons' hexes, in [`BEACONS`]' order, parsed once at compile time: shifts and beacon
/// discovery look a hex up here for every hex they weigh.
const BEACON_HEXES: [Hex; BEACONS.len()] = {
    let mut out = [Hex::from_offset(0, 0); BEACONS.len()];
    let mut i = 0;
    while i < BEACONS.len() {
        out[i] = match Hex::from_label(BEACONS[i].hex) {
            Some(h) => h,
            None => panic!("a beacon's label is XXYY"),
        };
        i += 1;
    }
    out
};

/// The printed beacon in `h`, if any.
pub fn beacon(h: Hex) -> Option<&'static Beacon> {
    BEACON_HEXES.iter().position(|&b| b == h).map(|i| &BEACONS[i])
}
