//! Pan and zoom: the map group's transform (screen = map·k + t) and the pointer gesture that drives it.
//! Zoom is clamped to [`MIN_ZOOM`]–[`MAX_ZOOM`] times the "fit" scale of the current board size.

use super::layout::{num, world_rect, Rect};

pub const MIN_ZOOM: f64 = 0.5;
pub const MAX_ZOOM: f64 = 6.0;
/// A press that moves less than this many CSS pixels is a tap, not a pan.
pub const TAP_SLOP: f64 = 6.0;
/// Smallest on-screen hex radius (CSS px) of the first view.
pub const MIN_START_PX: f64 = 16.0;

#[derive(Clone, Copy, PartialEq)]
pub struct Cam {
    pub k: f64,
    pub tx: f64,
    pub ty: f64,
    /// Screen size the camera was last fitted to or clamped for (CSS px).
    pub w: f64,
    pub h: f64,
}

impl Default for Cam {
    fn default() -> Self {
        Cam { k: 0.5, tx: 0.0, ty: 0.0, w: 0.0, h: 0.0 }
    }
}

/// `v` limited to [lo, hi]; `lo` wins if they cross. (`f64::clamp` panics then, and its panic message
/// alone brings all of core's float formatting into the wasm.)
pub fn clamp(v: f64, lo: f64, hi: f64) -> f64 {
    v.min(hi).max(lo)
}

fn fit_k(r: &Rect, w: f64, h: f64) -> f64 {
    (w / r.w()).min(h / r.h()).max(1e-3)
}

impl Cam {
    /// The whole map, centred in a `w`×`h` board.
    pub fn fit(w: f64, h: f64) -> Cam {
        let r = world_rect();
        let k = fit_k(&r, w, h);
        Cam { k, tx: (w - r.w() * k) / 2.0 - r.x0 * k, ty: (h - r.h() * k) / 2.0 - r.y0 * k, w, h }
    }

    /// The first view: the whole map, unless its hexes would be too small to tap (phones): then the
    /// map's full height (hexes of at least [`MIN_START_PX`] radius), centred on `focus` (where the
    /// action is) or on the map.
    pub fn initial(w: f64, h: f64, focus: Option<(f64, f64)>) -> Cam {
        let c = Cam::fit(w, h);
        if c.hex_px() >= MIN_START_PX {
            return c;
        }
        let r = world_rect();
        let k = (MIN_START_PX / super::layout::S).max(h / r.h());
        let (x, y) = focus.unwrap_or(((r.x0 + r.x1) / 2.0, (r.y0 + r.y1) / 2.0));
        // Centre on the focus, then let the map's edges keep it on screen.
        let c = Cam { k, ..c }.center_on(x, y);
        let fit_axis = |t: f64, size: f64, lo: f64, hi: f64| {
            if (hi - lo) * k <= size {
                (size - (hi - lo) * k) / 2.0 - lo * k
            } else {
                clamp(t, size - hi * k, -lo * k)
            }
        };
        let tx = fit_axis(c.tx, w, r.x0, r.x1);
        let ty = fit_axis(c.ty, h, r.y0, r.y1);
        Cam { tx, ty, ..c }
    }

    /// Put the map point (x, y) in the middle of the board.
    pub fn center_on(self, x: f64, y: f64) -> Cam {
        Cam { tx: self.w / 2.0 - x * self.k, ty: self.h / 2.0 - y * self.k, ..self }
    }

    pub fn transform(&self) -> String {
        let mut s = String::from("translate(");
        num(&mut s, self.tx, 2);
        s.push(' ');
        num(&mut s, self.ty, 2);
        s.push_str(") scale(");
        num(&mut s, self.k, 4);
        s.push(')');
        s
    }

    /// Zoom by `f` about the screen point (px, py), clamped.
    pub fn zoom_at(self, px: f64, py: f64, f: f64) -> Cam {
        let fk = fit_k(&world_rect(), self.w.max(1.0), self.h.max(1.0));
        let k = clamp(self.k * f, fk * MIN_ZOOM, fk * MAX_ZOOM);
        let g = k / self.k;
        Cam { k, tx: px - (px - self.tx) * g, ty: py - (py - self.ty) * g, ..self }
    }

    /// Pan by a screen delta, keeping part of the map on screen.
    pub fn pan(self, dx: f64, dy: f64) -> Cam {
        let r = world_rect();
        let keep = 60.0_f64.min(self.w / 3.0).min(self.h / 3.0);
        let tx = clamp(self.tx + dx, keep - r.x1 * self.k, self.w - keep - r.x0 * self.k);
        let ty = clamp(self.ty + dy, keep - r.y1 * self.k, self.h - keep - r.y0 * self.k);
        Cam { tx, ty, ..self }
    }

    /// Pan the least needed so the map point (x, y) is at least `margin` px inside the board.
    pub fn reveal(self, x: f64, y: f64, margin: f64) -> Cam {
        let sx = x * self.k + self.tx;
        let sy = y * self.k + self.ty;
        let dx = if sx < margin {
            margin - sx
        } else if sx > self.w - margin {
            self.w - margin - sx
        } else {
            0.0
        };
        let dy = if sy < margin {
            margin - sy
        } else if sy > self.h - margin {
            self.h - margin - sy
        } else {
            0.0
        };
        Cam { tx: self.tx + dx, ty: self.ty + dy, ..self }
    }

    /// Screen size of a hex radius, for level-of-detail classes.
    pub fn hex_px(&self) -> f64 {
        super::layout::S * self.k
    }
}

/// The active pointers of one gesture (mouse, pen or fingers).
#[derive(Clone, Default)]
pub struct Gesture {
    /// (pointer id, last x, last y) in board-relative CSS px.
    pub pointers: Vec<(i32, f64, f64)>,
    /// Where the first pointer went down.
    pub start: (f64, f64),
    /// This gesture panned or pinched: the click that follows is not a tap.
    pub dragged: bool,
}

impl Gesture {
    pub fn down(&mut self, id: i32, x: f64, y: f64) {
        if self.pointers.is_empty() {
            self.start = (x, y);
            self.dragged = false;
        } else {
            // A second finger: a pinch, never a tap.
            self.dragged = true;
        }
        self.pointers.retain(|p| p.0 != id);
        self.pointers.push((id, x, y));
    }

    /// A pointer moved: the new camera, if the gesture changes it.
    pub fn moved(&mut self, id: i32, x: f64, y: f64, cam: Cam) -> Option<Cam> {
        let i = self.pointers.iter().position(|p| p.0 == id)?;
        if self.pointers.len() >= 2 {
            let j = if i == 0 { 1 } else { 0 };
            let (_, ox, oy) = self.pointers[j];
            let (_, px, py) = self.pointers[i];
            let d0 = ((px - ox).powi(2) + (py - oy).powi(2)).sqrt().max(1.0);
            let d1 = ((x - ox).powi(2) + (y - oy).powi(2)).sqrt().max(1.0);
            let (m0x, m0y) = ((px + ox) / 2.0, (py + oy) / 2.0);
            let (m1x, m1y) = ((x + ox) / 2.0, (y + oy) / 2.0);
            self.pointers[i] = (id, x, y);
            self.dragged = true;
            return Some(cam.zoom_at(m0x, m0y, d1 / d0).pan(m1x - m0x, m1y - m0y));
        }
        let (_, px, py) = self.pointers[i];
        if !self.dragged {
            let (sx, sy) = self.start;
            if ((x - sx).powi(2) + (y - sy).powi(2)).sqrt() < TAP_SLOP {
                return None;
            }
            self.dragged = true;
        }
        self.pointers[i] = (id, x, y);
        Some(cam.pan(x - px, y - py))
    }

    pub fn up(&mut self, id: i32) {
        self.pointers.retain(|p| p.0 != id);
    }
}
