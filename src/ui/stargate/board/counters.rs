//! Counter faces: square, coloured by side (Virunian dark red/purple, Coalition by race), with a short
//! type abbreviation in a band on top and the printed values ("2-2-6T") below. Drawn centred on (0, 0).

use super::layout::{COUNTER, COUNTER_DY};
use crate::ui::board::layout::{num, translate, S};
use crate::engine::stargate::view::UnitView;

/// Fill, band and ink colours of a counter kind.
pub fn colours(kind: &str) -> (&'static str, &'static str, &'static str) {
    match kind {
        "human" => ("#3567b0", "#1c3c70", "#ffffff"),
        "igugui" => ("#2f8f5c", "#185436", "#ffffff"),
        "meta-mexish" => ("#d09a32", "#7a5412", "#1b1303"),
        "duonoip" => ("#2a9aa3", "#135a60", "#ffffff"),
        "control" => ("#6a2466", "#3a0f3a", "#f6dcff"),
        "transport" => ("#552a7a", "#2d1248", "#eadcff"),
        "weapons" => ("#7e2238", "#440d1c", "#ffdbe3"),
        "monad" => ("#9c1628", "#4a0610", "#ffe3e3"),
        _ => ("#555b70", "#30333f", "#ffffff"),
    }
}

/// The short type name on the counter's band ("IGU", "CTL 3", "MONAD").
pub fn abbreviation(u: &UnitView) -> String {
    let g = u.group.map(|g| format!(" {g}")).unwrap_or_default();
    match u.kind {
        "human" => "HUM".into(),
        "igugui" => "IGU".into(),
        "meta-mexish" => "M-M".into(),
        "duonoip" => "DUO".into(),
        "control" => format!("CTL{g}"),
        "transport" => format!("TRN{g}"),
        "weapons" => format!("WPN{g}"),
        "monad" => "MONAD".into(),
        k => k.chars().take(3).collect::<String>().to_ascii_uppercase(),
    }
}

/// The printed values, taken from the unit's name ("Igugui 2-2-6T #1" → "2-2-6T").
pub fn values(u: &UnitView) -> String {
    u.name
        .split(' ')
        .find(|t| t.contains('-') && t.starts_with(|c: char| c.is_ascii_digit() || c == '('))
        .unwrap_or("")
        .to_string()
}

/// The font size of `s` in `width` map units: as large as fits at 0.55 em a glyph (a bold sans-serif's
/// digits are 0.55–0.7 em wide), at most `max`. Long texts are also given that width (`squeeze`), so a
/// wider font is narrowed a little instead of overflowing the counter.
fn text_size(s: &str, max: f64, width: f64) -> (f64, bool) {
    let n = s.chars().count().max(1) as f64;
    let size = (width / (n * 0.55)).min(max);
    (size, n >= 5.0)
}

/// Writes a centred counter text at `y`: its size, and its width when squeezed.
fn counter_text(o: &mut String, class: &str, t: &str, y: f64, max: f64, width: f64, ink: &str) {
    let (size, squeeze) = text_size(t, max, width);
    o.push_str("<text class=\"");
    o.push_str(class);
    o.push('"');
    attr(o, "y", y);
    attr(o, "font-size", size);
    if squeeze {
        attr(o, "textLength", width);
        o.push_str(" lengthAdjust=\"spacingAndGlyphs\"");
    }
    o.push_str(" fill=\"");
    o.push_str(ink);
    o.push_str("\" text-anchor=\"middle\">");
    text(o, t);
    o.push_str("</text>");
}

/// Writes ` name="v"` (at most two decimals).
fn attr(o: &mut String, name: &str, v: f64) {
    o.push(' ');
    o.push_str(name);
    o.push_str("=\"");
    num(o, v, 2);
    o.push('"');
}

/// Writes text content, escaped.
fn text(o: &mut String, t: &str) {
    for c in t.chars() {
        match c {
            '<' => o.push_str("&lt;"),
            '&' => o.push_str("&amp;"),
            c => o.push(c),
        }
    }
}

/// A unit's face, as SVG markup (the counters are decoration inside their labelled group).
pub fn face(o: &mut String, u: &UnitView) {
    let (fill, band, ink) = colours(u.kind);
    let h = COUNTER / 2.0;
    let r = 0.08 * COUNTER;
    let bh = 0.34 * COUNTER;
    let abbr = abbreviation(u);
    let vals = values(u);
    o.push_str("<rect class=\"sg-cface\"");
    attr(o, "x", -h);
    attr(o, "y", -h);
    attr(o, "width", COUNTER);
    attr(o, "height", COUNTER);
    attr(o, "rx", r);
    o.push_str(" fill=\"");
    o.push_str(fill);
    // The band: M a b Q a a b a H c Q h a h b V d H a Z, with a = -h, b = -h + r, c = h - r, d = -h + bh.
    o.push_str("\"/><path d=\"");
    let (a, b, c, d) = (-h, -h + r, h - r, -h + bh);
    for (cmd, v) in [('M', a), (' ', b), ('Q', a), (' ', a), (' ', b), (' ', a), ('H', c), ('Q', h), (' ', a), (' ', h), (' ', b), ('V', d), ('H', a)] {
        o.push(cmd);
        num(o, v, 2);
    }
    o.push_str("Z\" fill=\"");
    o.push_str(band);
    o.push_str("\"/>");
    // The type in the band, the values below: each as large as the counter's width allows.
    counter_text(o, "sg-cabbr", &abbr, -h + bh * 0.8, 0.27 * S, COUNTER * 0.8, ink);
    counter_text(o, "sg-cval", &vals, h * 0.58, 0.4 * S, COUNTER * 0.92, ink);
    if let Some(k) = u.skim {
        o.push_str("<g class=\"sg-skim\" transform=\"");
        o.push_str(&translate(-h + 0.2 * S, h - 0.2 * S));
        o.push_str("\"><circle");
        attr(o, "r", 0.2 * S);
        o.push_str("/><text");
        attr(o, "y", 0.07 * S);
        attr(o, "font-size", 0.2 * S);
        o.push_str(" text-anchor=\"middle\">S");
        o.push_str(&k.to_string());
        o.push_str("</text></g>");
    }
}

/// A face-down counter: nobody knows which unit it is.
pub fn blank_face(o: &mut String) {
    let h = COUNTER / 2.0;
    o.push_str("<rect class=\"sg-cface sg-blank\"");
    attr(o, "x", -h);
    attr(o, "y", -h);
    attr(o, "width", COUNTER);
    attr(o, "height", COUNTER);
    attr(o, "rx", 0.08 * COUNTER);
    o.push_str("/><text class=\"sg-blank-q\"");
    attr(o, "y", 0.16 * S);
    attr(o, "font-size", 0.5 * S);
    o.push_str(" text-anchor=\"middle\">?</text>");
}

/// The count badge on a stack's top counter (bottom right, where the lower counters peek out).
pub fn badge(o: &mut String, n: usize) {
    let h = COUNTER / 2.0;
    o.push_str("<g class=\"sg-badge\" transform=\"");
    o.push_str(&translate(h + 0.06 * S, h - 0.02 * S));
    o.push_str("\" aria-hidden=\"true\"><circle");
    attr(o, "r", 0.22 * S);
    o.push_str("/><text");
    attr(o, "y", 0.08 * S);
    attr(o, "font-size", 0.24 * S);
    o.push_str(" text-anchor=\"middle\">");
    o.push_str(&n.to_string());
    o.push_str("</text></g>");
}

/// Offset of layer `i` (0 = bottom) of a stack drawn with `m` visible layers (at most 3): the top
/// layer up and left, the lower ones peeking out down and right.
pub fn stack_offset(i: usize, m: usize) -> (f64, f64) {
    let d = 0.12 * S;
    let t = i as f64 - (m.max(1) - 1) as f64 / 2.0;
    (-d * t, -d * t + COUNTER_DY)
}
