#!/usr/bin/env python3
"""Generates StarForce's star table (the STAR_ROWS of src/engine/starforce/data/stars.rs) from
shared/data/nearby-stars.csv, following the reconstruction brief's SF 2.4 (shared/design/starforce.md).

Position, best source first: the rules' text, then a play report's or fan scenario's coordinate, then the
csv's projection of modern data (starforce_hex_model / starforce_level_model: column 20 + x, row 20 - y,
level round z, odd columns half a hex lower). The edits and their reasons are in EDITS below; classes in
PRIMARIES / SECONDARIES. Checks: 74 systems, no two in one LiteZulu, all in Known Space (SF 2.3, odd-q
parity), 3 primaries and 14 secondaries.

Run from the repository root:  python3 scripts/starforce-stars.py [path/to/nearby-stars.csv]
(default ../shared/data/nearby-stars.csv). Rewrites the generated block and runs rustfmt on the file."""
import csv, os, re, subprocess, sys

CSV = sys.argv[1] if len(sys.argv) > 1 else os.path.join("..", "shared", "data", "nearby-stars.csv")
RUST = "src/engine/starforce/data/stars.rs"

ZL = [20, 20, 20, 20, 20, 20, 19, 19, 19, 18, 18, 18, 17, 17, 16, 15, 14, 14, 13, 11, 10]

def axial(col, row):  # SF 2.1: odd columns half a hex lower
    return col, row - (col - (col & 1)) // 2

def planar(a, b):
    (q1, r1), (q2, r2) = axial(*a), axial(*b)
    dq, dr = q1 - q2, r1 - r2
    return (abs(dq) + abs(dr) + abs(dq + dr)) // 2

def known(col, row, level):
    p = planar((col, row), (20, 20))
    return p <= 20 and abs(level) <= ZL[p]

def hexpair(s):
    return int(s[:2]), int(s[2:])

# Left off: outside Known Space (SF 2.4).
DROPPED = ["Gliese 625", "Xi Bootis", "BD-8 4352", "BD-7 4003"]

# name -> (position "XXYY/Z" or None for the projection, Tag constructor, reason). Rows not listed take
# the projection with the shared PROJECTED tag.
EDITS = {
    "Sol": ("2020/0", "text",
            "the errata put Sol at 2020/0, in column 20 with 70 Ophiuchi (E38.1-2); OCR copies read 202010 or 2022/0"),
    "70 Ophiuchi": ("2036/1", "derived",
            "a play report's coordinate list gives 2036/+1, in Sol's column 20 as the errata say (E38.1); projection 2037/+1"),
    "Sigma Draconis": ("2326/17", "derived",
            "the errata print 2336/+17, but 2336 lies 18 hexes from Sol where the Zulu Limit is 13; column and level kept, "
            "the row read as a slip for 26 where the projection puts it (2326/+18), so Wandering's End (2223/+8) lies between "
            "it and Sol (SF 2.4)"),
    "Epsilon Indi": ("2325/-10", "derived",
            "a 2014 play report's scenario victory condition names 2325/-10; the projection gives 2623/-10, 4 hexes away, "
            "but a report of the printed map outranks the projection (SF 2.4)"),
    "CD-36 15693": ("2922/-6", "derived",
            "a 2018 play report puts the map's 'CD-36' in hex 2922 (projection 2822); level from the projection"),
    "CD-37 15492": ("3220/-9", "derived",
            "a 2018 play report's unlabelled system in hex 3220 is probably this star (projection 3119, the next hex); "
            "level from the projection"),
    "Luyten 789-6": (None, "model",
            "projection 3024/-3; a 2018 play report's unlabelled system in hex 3024 is probably this star"),
    "Ross 780": ("3424/-4", "derived", "a 2018 play report gives 3424/-4, as the projection does"),
    "Ross 614": ("1807/-2", "derived", "a 2021 play report puts it at level -2 (projection -1); hex from the projection"),
    "Ross 47": ("2101/5", "derived",
            "a 2021 play report's levels -7 to +5 imply +5 (projection +4); hex from the projection"),
    "Altair": ("2734/2", "derived", "play reports give 2734/+2 (projection 2835/+3)"),
    "BD-21 1377": ("2002/-7", "derived",
            "a 2021 play report gives 2002/-7 for the map's 'CD-21' (Gliese 229; projection 1902/-7)"),
    "BD+4 4048": ("2537/2", "derived",
            "play reports give 2537/+2 for the map's 'BD' (projection 2638/+2, just outside Known Space)"),
    "36 Ophiuchi": ("1636/-8", "derived", "a play report's coordinate list gives 1636/-8 (projection 1736/-9)"),
    "36 Ophiuchi C": ("1637/-8", "derived",
            "a play report's coordinate list gives 1637/-8 for the map's 'CD-26', next to 36 Ophiuchi A-B as in the sky "
            "(projection 1737/-9)"),
    "BD+45 2505": ("1734/14", "derived",
            "a play report's coordinate list gives 1734/+14 for the map's 'BD+45' (projection 1734/+15, beyond the Zulu "
            "Limit 14)"),
    "HR 7703": ("2833/-11", "derived", "a play report's coordinate list gives 2833/-11 (projection 2933/-12)"),
    "Luyten 347-14": ("2433/-14", "derived", "a play report's coordinate list gives 2433/-14 (projection 2532/-14)"),
    "CD-45 13677": ("2832/-14", "derived",
            "a play report's coordinate list gives 2832/-14 for the map's 'CD-45', as the projection does"),
    "Ross 882": ("1204/1", "derived",
            "the projection 1102/+1 lies 22 hexes from Sol, outside Known Space; placed 2 hexes inward at 1204, level "
            "kept (SF 2.4)"),
    "BD-20 4125": (None, "derived",
            "the scenarios' 'CD-20' read as this star (Gliese 570), in the style of the map's 'CD-21' for BD-21 1377; "
            "position the projection 0732/-7"),
}
# Renamed where the scenarios use another label.
NAMES = {"BD-20 4125": "BD-20 4125 (CD-20)"}

# Systems no catalogue row matches: (name, position, reason); tag derived.
ADDED = [
    ("CD-21", "1938/-7",
     "a fan scenario names a system 'CD-21' at 1938/-7 that matches no star of the list (the map's 'CD-21' label is "
     "BD-21 1377 at 2002); kept as an unidentified system"),
    ("Unidentified 3325", "3325/-5",
     "a play report uses a system at 3325/-5 that matches no star of the list; kept as an unidentified system"),
]

PRIMARIES = ["Sol", "Sigma Draconis", "70 Ophiuchi"]
SECONDARIES = ["Alpha Centauri", "Tau Ceti", "Epsilon Indi", "Epsilon Eridani", "82 Eridani", "Delta Pavonis",
               "61 Cygni", "HR 8832", "Eta Cassiopeiae", "HR 7703", "36 Ophiuchi", "BD-20 4125"]
SECONDARIES_ADDED = ["Omicron2 Eridani", "Procyon"]

def rust_str(s):
    return '"' + s.replace("\\", "\\\\").replace('"', '\\"') + '"'

def tag_lines(tag):
    """The `tag:` field, a long reason broken into string continuations of at most 100 columns."""
    if not tag.startswith("Tag::"):
        return [f"        tag: {tag},"]
    head, text = tag.split("(", 1)
    text = text[1:-2]  # the reason inside the quotes
    out, line = [f"        tag: {head}("], '            "'
    for word in text.split(" "):
        if len(line) + len(word) + 3 > 100:
            out.append(line + "\\")
            line = "             "
        line += word + " "
    out.append(line[:-1] + '",')
    out.append("        ),")
    return out

def main():
    rows = list(csv.DictReader(open(CSV, newline="")))
    assert len(rows) == 76, len(rows)
    names = {r["name"] for r in rows}
    for n in list(EDITS) + DROPPED + PRIMARIES + SECONDARIES + SECONDARIES_ADDED:
        assert n in names, n
    stars = []
    for r in rows:
        name = r["name"]
        if name in DROPPED:
            col, row = hexpair(r["starforce_hex_model"])
            assert not known(col, row, int(r["starforce_level_model"])), name
            continue
        pos, source, why = EDITS.get(name, (None, None, None))
        if pos is None:
            col, row = hexpair(r["starforce_hex_model"])
            level = int(r["starforce_level_model"])
        else:
            h, l = pos.split("/")
            col, row = hexpair(h)
            level = int(l)
        tag = "PROJECTED" if source is None else f"Tag::{source}({rust_str(why)})"
        if name in PRIMARIES:
            cls, ctag = "Primary", "PRIMARY"
        elif name in SECONDARIES:
            cls, ctag = "Secondary", "SECONDARY"
        elif name in SECONDARIES_ADDED:
            cls, ctag = "Secondary", "SECONDARY_ADDED"
        else:
            cls, ctag = "Tertiary", "TERTIARY"
        stars.append((col, row, level, NAMES.get(name, name), cls, tag, ctag))
    for name, pos, why in ADDED:
        h, l = pos.split("/")
        col, row = hexpair(h)
        stars.append((col, row, int(l), name, "Tertiary", f"Tag::derived({rust_str(why)})", "TERTIARY"))
    stars.sort(key=lambda s: (s[0], s[1], s[2]))
    assert len(stars) == 74, len(stars)
    assert len({s[:3] for s in stars}) == 74, "two systems share a LiteZulu"
    for s in stars:
        assert known(*s[:3]), s
    assert sum(s[4] == "Primary" for s in stars) == 3 and sum(s[4] == "Secondary" for s in stars) == 14
    lines = [f"pub const STAR_ROWS: [StarRow; {len(stars)}] = ["]
    for col, row, level, name, cls, tag, ctag in stars:
        lines += ["    StarRow {", f"        name: {rust_str(name)},", f"        at: LiteZulu::at({col}, {row}, {level}),",
                  f"        class: Class::{cls},", *tag_lines(tag), f"        class_tag: {ctag},", "    },"]
    lines.append("];")
    src = open(RUST).read()
    begin = "// BEGIN GENERATED by scripts/starforce-stars.py: do not edit by hand.\n"
    end = "// END GENERATED"
    new, n = re.subn(re.escape(begin) + r".*?" + re.escape(end), lambda _: begin + "\n".join(lines) + "\n" + end,
                     src, flags=re.S)
    assert n == 1, "markers not found"
    open(RUST, "w").write(new)
    subprocess.run(["rustfmt", "--edition", "2021", RUST], check=True)
    print(f"{RUST}: {len(stars)} systems")

main()
