//! The map: M1 (totals, the nucleus's neighbours, Sol to the core), M2 (named hexes), hex math on the grid.

use super::h;
use starshift::engine::hex::{Dir, Hex};
use starshift::engine::outreach::map::{self, Kind};
use starshift::engine::outreach::scenarios::named_hexes;
use std::collections::BTreeSet;

fn count(k: Kind) -> usize {
    map::hexes().filter(|&x| map::kind(x) == Some(k)).count()
}

#[test]
fn m1_the_kinds_add_up_to_the_brief_totals() {
    assert_eq!(map::hexes().count(), 50 * 28);
    let totals: Vec<usize> = Kind::ALL.iter().map(|&k| count(k)).collect();
    assert_eq!(totals, [396, 422, 534, 45, 3], "axis, fringe, interspiral, nucleus, core");
    assert!(map::hexes().all(|x| map::kind(x).is_some()), "every grid character is a kind");
    for k in map::KINDS.iter().chain(map::DUST.iter()).enumerate() {
        let (i, line) = k;
        assert_eq!(&line[..2], format!("{:02}", i % 28 + 1), "row numbers in order");
        assert_eq!(line.len(), 3 + 50, "row {line}");
    }
    let core: BTreeSet<Hex> = map::hexes().filter(|&x| map::kind(x) == Some(Kind::Core)).collect();
    assert_eq!(core, map::CORE.into_iter().collect(), "the core hexes are 3516, 3615, 3616");
    assert_eq!(map::kind(h("0000")), None);
    assert_eq!(map::kind(h("5101")), None);
    assert_eq!(map::kind(h("0129")), None);
}

#[test]
fn m1_dust_has_566_sides_from_the_digits() {
    let sides = map::dust_sides();
    assert_eq!(sides.len(), 566);
    let bits: u32 = map::hexes().map(|x| map::dust_digit(x).count_ones()).sum();
    assert_eq!(bits, 566, "one side per digit bit");
    // Each side reads the same from both hexes.
    for (x, d) in &sides {
        let y = x.neighbor(*d);
        assert!(map::dust_between(*x, y) && map::dust_between(y, *x), "{x}|{y}");
        assert!(map::dust_side(y, d.opposite()));
        assert!(map::on_map(*x) && map::on_map(y), "{x}|{y}: both hexes of a dust side are on the map");
    }
    // The sides give back the digits they were read from.
    for (i, line) in map::DUST.iter().enumerate() {
        let row = i as i32 + 1;
        let redrawn: String = (1..=map::COLS)
            .map(|c| {
                let x = Hex::from_offset(c, row);
                let digit: u32 = sides.iter().filter(|(y, _)| *y == x).map(|(_, d)| 1 << (d.number() - 1)).sum();
                char::from_digit(digit, 10).unwrap()
            })
            .collect();
        assert_eq!(&line[3..], redrawn, "row {row}");
    }
    assert!(!map::dust_between(h("1316"), h("1318")), "only adjacent hexes share a side");
    // Sol (1316) has no dust side (M5).
    assert!(Dir::ALL.iter().all(|&d| !map::dust_side(h("1316"), d)));
    // 0814|0915 is dust (M5).
    assert!(map::dust_between(h("0814"), h("0915")));
}

#[test]
fn m1_the_nucleus_has_27_neighbours_and_sol_is_22_from_the_core() {
    let touching: BTreeSet<Hex> = map::hexes()
        .filter(|&x| !map::kind(x).unwrap().is_nucleus())
        .filter(|&x| x.neighbors().iter().any(|&n| map::kind(n).is_some_and(Kind::is_nucleus)))
        .collect();
    assert_eq!(touching.len(), 27, "non-nucleus hexes adjacent to the nucleus (18.22)");
    let d = map::CORE.iter().map(|&c| map::SOL.distance(c)).min().unwrap();
    assert_eq!(d, 22, "1316 to the nearest core hex");
    // The nucleus is every hex within 3 of a core hex (brief 2.2).
    for x in map::hexes() {
        let near = map::CORE.iter().any(|&c| c.distance(x) <= 3);
        assert_eq!(map::kind(x).unwrap().is_nucleus(), near, "{x}");
    }
}

#[test]
fn m1_beacons_are_the_fifteen_model_hexes() {
    let hexes: BTreeSet<Hex> = map::BEACONS.iter().map(|b| b.at()).collect();
    assert_eq!(hexes.len(), 15);
    let labels: Vec<&str> = map::BEACONS.iter().map(|b| b.hex).collect();
    assert_eq!(
        labels,
        ["1010", "1014", "1113", "1119", "1213", "1216", "1217", "1218", "1314", "1315", "1316", "1317", "1412", "1522", "1817"]
    );
    assert_eq!(map::beacon(h("1316")).unwrap().name(), "Antares");
    assert_eq!(map::beacon(h("1316")).unwrap().stars.len(), 13, "Antares + 12");
    assert_eq!(map::beacon(h("1216")).unwrap().stars.len(), 10, "Rigel + 9");
    assert_eq!(map::beacon(h("1522")).unwrap().name(), "Eta Carinae");
    for b in &map::BEACONS {
        assert!(map::kind(b.at()).is_some_and(|k| !k.is_nucleus()), "{} on the map, outside the nucleus", b.hex);
    }
}

#[test]
fn m2_every_named_hex_is_on_the_map_and_outside_the_nucleus() {
    let named = named_hexes();
    assert!(named.len() > 80, "{} named", named.len());
    for (x, at) in &named {
        let k = map::kind(*x).unwrap_or_else(|| panic!("{x} ({at}) is off the map"));
        assert!(!k.is_nucleus(), "{x} ({at}) lies in the nucleus");
    }
    let far = named.iter().map(|(x, _)| x.offset()).fold((0, 0), |a, b| (a.0.max(b.0), a.1.max(b.1)));
    assert_eq!(far, (49, 28), "the named hexes reach column 49 and row 28");
    // Objectives: 1816 and 1212 fringe; 0814, 1118, 1215, 1314 axis.
    for (l, k) in [("1816", Kind::Fringe), ("1212", Kind::Fringe)]
        .into_iter()
        .chain(["0814", "1118", "1215", "1314"].map(|l| (l, Kind::Axis)))
    {
        assert_eq!(map::kind(h(l)), Some(k), "{l}");
    }
    assert_eq!(map::kind(map::SOL), Some(Kind::Fringe), "Sol");
}

#[test]
fn hex_math_follows_the_brief_grid() {
    // Axial q = XX, r = YY − (XX + XX mod 2)/2: even columns half a hex lower.
    for (l, q, r) in [("2020", 20, 10), ("0101", 1, 0), ("0201", 2, 0), ("5028", 50, 3), ("1316", 13, 9)] {
        assert_eq!(h(l), Hex::new(q, r), "{l}");
        assert_eq!(h(l).label(), l);
    }
    // Direction 1 = N, clockwise; (dq, dr) as the brief lists.
    let steps = [(0, -1), (1, -1), (1, 0), (0, 1), (-1, 1), (-1, 0)];
    for (d, s) in Dir::ALL.iter().zip(steps) {
        let o = Hex::new(0, 0).neighbor(*d);
        assert_eq!((o.q, o.r), s, "direction {}", d.number());
    }
    // Cube coordinates: the distance is the largest cube difference.
    for (a, b) in [("2020", "2014"), ("1316", "3516"), ("0101", "5028"), ("4903", "1412")] {
        let (x, y) = (h(a).cube(), h(b).cube());
        assert_eq!(x.0 + x.1 + x.2, 0);
        let d = (x.0 - y.0).abs().max((x.1 - y.1).abs()).max((x.2 - y.2).abs());
        assert_eq!(h(a).distance(h(b)), d, "{a}–{b}");
    }
    // Shift length (5.41) is the hex distance: count the destination, not the origin.
    assert_eq!(h("2020").distance(h("2014")), 6);
    assert_eq!(h("1316").distance(h("1516")), 2);
    assert_eq!(h("0101").distance(h("5028")), 52);
    for x in map::hexes().step_by(37) {
        for d in Dir::ALL {
            assert_eq!(x.distance(x.step(d, 5)), 5);
        }
    }
}

#[test]
fn the_5_52_example_six_hexes_from_2020() {
    let got: Vec<String> = Dir::ALL.iter().map(|&d| h("2020").step(d, 6).label()).collect();
    assert_eq!(got, ["2014", "2617", "2623", "2026", "1423", "1417"], "directions 1..6");
    assert_eq!(h("2020").step(Dir::new(1).unwrap(), 6), h("2014"), "a 1 sends it to 2014");
    assert_eq!(h("2020").step(Dir::new(3).unwrap(), 6), h("2623"), "a 3 to 2623");
}
