//! Pan and zoom: the map group's transform (screen = map·k + t) and the pointer gesture that drives it.
//! Zoom is clamped to [`MIN_ZOOM`]–[`MAX_ZOOM`] times the "fit" scale of the current board size (or in to
//! the world's `near`). [`PanZoom`] wires a camera into a board's `<svg>`: StarGate's and DeltaVee's.

use super::layout::{num, Rect};
use crate::platform::resize;
use leptos::ev;
use leptos::prelude::*;

pub const MIN_ZOOM: f64 = 0.5;
pub const MAX_ZOOM: f64 = 6.0;
/// A press that moves less than this many CSS pixels is a tap, not a pan.
pub const TAP_SLOP: f64 = 6.0;

/// What a board's camera shows: `r`, everything drawn (what "fit" shows; pans keep part of it on screen);
/// `start_k`, the least scale of the first view (unless the whole of `r` fits at it); `near`, a scale
/// zooming in may always reach (0: only [`MAX_ZOOM`] times "fit").
#[derive(Clone, Copy, PartialEq)]
pub struct World {
    pub r: Rect,
    pub start_k: f64,
    pub near: f64,
}

#[derive(Clone, Copy, PartialEq)]
pub struct Cam {
    pub k: f64,
    pub tx: f64,
    pub ty: f64,
    /// Screen size the camera was last fitted to or clamped for (CSS px).
    pub w: f64,
    pub h: f64,
    pub world: World,
}

impl Default for Cam {
    fn default() -> Self {
        let r = Rect { x0: 0.0, y0: 0.0, x1: 100.0, y1: 100.0 };
        Cam { k: 0.5, tx: 0.0, ty: 0.0, w: 0.0, h: 0.0, world: World { r, start_k: 0.0, near: 0.0 } }
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
    pub fn fit(world: World, w: f64, h: f64) -> Cam {
        let r = world.r;
        let k = fit_k(&r, w, h);
        Cam { k, tx: (w - r.w() * k) / 2.0 - r.x0 * k, ty: (h - r.h() * k) / 2.0 - r.y0 * k, w, h, world }
    }

    /// The first view: the whole map, unless it would be drawn smaller than `world.start_k` (phones:
    /// hexes or counters too small to tap): then the map's full height (at least that scale), centred on
    /// `focus` (where the action is) or on the map.
    pub fn initial(world: World, w: f64, h: f64, focus: Option<(f64, f64)>) -> Cam {
        let c = Cam::fit(world, w, h);
        if c.k >= world.start_k {
            return c;
        }
        let r = world.r;
        let k = world.start_k.max(h / r.h());
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
        let fk = fit_k(&self.world.r, self.w.max(1.0), self.h.max(1.0));
        let k = clamp(self.k * f, fk * MIN_ZOOM, (fk * MAX_ZOOM).max(self.world.near));
        let g = k / self.k;
        Cam { k, tx: px - (px - self.tx) * g, ty: py - (py - self.ty) * g, ..self }
    }

    /// Pan by a screen delta, keeping part of the map on screen.
    pub fn pan(self, dx: f64, dy: f64) -> Cam {
        let r = self.world.r;
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

/// What the camera does on its own until the player pans or zooms.
#[derive(Clone, Copy)]
enum Auto {
    Initial,
    Fit,
}

/// A camera wired into a board's `<svg>` (`svg`): its map group's transform ([`PanZoom::transform`]),
/// pointer, wheel and zoom-button handlers, and a refit on resize until the player pans or zooms.
#[derive(Clone, Copy)]
pub struct PanZoom {
    pub cam: RwSignal<Cam>,
    pub svg: NodeRef<leptos::svg::Svg>,
    // Until the player pans or zooms, the camera is recomputed for each board size: the first view, or
    // the whole map after "fit".
    auto: StoredValue<Option<Auto>>,
    gesture: StoredValue<Gesture>,
    /// The world for a board size; where the first view centres (for a board size).
    world: Callback<(f64, f64), World>,
    focus: Callback<(f64, f64), Option<(f64, f64)>>,
}

pub type PointerHandler = Box<dyn FnMut(ev::PointerEvent)>;

impl PanZoom {
    pub fn new(world: Callback<(f64, f64), World>, focus: Callback<(f64, f64), Option<(f64, f64)>>) -> PanZoom {
        let pz = PanZoom {
            cam: RwSignal::new(Cam::default()),
            svg: NodeRef::new(),
            auto: StoredValue::new(Some(Auto::Initial)),
            gesture: StoredValue::new(Gesture::default()),
            world,
            focus,
        };
        // Size changes: a ResizeObserver on the svg (the shell may resize the board without a window resize).
        crate::ui::effect(move || {
            let Some(svg) = pz.svg.get() else { return };
            request_animation_frame(move || pz.resync());
            if let Some(observer) = resize::observe(&svg, move || pz.resync()) {
                let keep = StoredValue::new_local(observer);
                on_cleanup(move || keep.with_value(|o| o.disconnect()));
            }
        });
        pz
    }

    /// The svg's box; `None` before it is mounted, and after the board is gone (a frame requested while it
    /// was mounted may run once a hand-over has replaced it).
    fn measure(self) -> Option<(f64, f64, f64, f64)> {
        let r = self.svg.try_get_untracked().flatten()?.get_bounding_client_rect();
        Some((r.left(), r.top(), r.width(), r.height()))
    }

    /// Re-read the board size (and the world); refit if untouched, else keep the view.
    pub fn resync(self) {
        let Some((_, _, w, h)) = self.measure() else { return };
        if w < 1.0 || h < 1.0 {
            return;
        }
        let c = self.cam.get_untracked();
        let world = self.world.run((w, h));
        if (c.w, c.h) == (w, h) && c.world == world {
            return;
        }
        self.cam.set(match self.auto.get_value() {
            Some(Auto::Fit) => Cam::fit(world, w, h),
            // The first size: the first view. Later sizes keep the map point at the centre.
            Some(Auto::Initial) if c.w == 0.0 => Cam::initial(world, w, h, self.focus.run((w, h))),
            _ => Cam { w, h, tx: c.tx + (w - c.w) / 2.0, ty: c.ty + (h - c.h) / 2.0, world, ..c },
        });
    }

    /// The player moved the camera: it stays where they put it.
    pub fn set(self, c: Cam) {
        self.auto.set_value(None);
        self.cam.set(c);
    }

    pub fn fit(self) {
        self.auto.set_value(Some(Auto::Fit));
        self.cam.update(|c| c.w = 0.0);
        self.resync();
    }

    pub fn zoom_center(self, f: f64) {
        self.resync();
        let c = self.cam.get_untracked();
        self.set(c.zoom_at(c.w / 2.0, c.h / 2.0, f));
    }

    /// Keeps the map point (x, y) in view (e.g. a unit that moved onto a map just laid down): when it is
    /// not at least `margin` px inside the board, the board centres on it; otherwise nothing moves.
    pub fn keep_in_view(self, x: f64, y: f64, margin: f64) {
        self.resync();
        // Asked for in an animation frame, it may come after the board is gone: then nothing to keep.
        let Some(c) = self.cam.try_get_untracked() else { return };
        if c.w < 1.0 || c.h < 1.0 {
            return;
        }
        let (sx, sy) = (x * c.k + c.tx, y * c.k + c.ty);
        let margin = margin.min(c.w / 3.0).min(c.h / 3.0);
        if sx < margin || sy < margin || sx > c.w - margin || sy > c.h - margin {
            self.set(c.center_on(x, y));
        }
    }

    /// Brings the map points into view (a chosen log entry's): nothing moves when all are at least a hex
    /// inside the board; otherwise the board centres on them, zooming out as far as needed to show them
    /// all (not past [`MIN_ZOOM`]).
    pub fn show_points(self, pts: &[(f64, f64)]) {
        self.resync();
        let Some(c) = self.cam.try_get_untracked() else { return };
        if pts.is_empty() || c.w < 1.0 || c.h < 1.0 {
            return;
        }
        let margin = (1.5 * super::layout::S * c.k).min(c.w / 4.0).min(c.h / 4.0);
        let inside = |&(x, y): &(f64, f64)| {
            let (sx, sy) = (x * c.k + c.tx, y * c.k + c.ty);
            sx >= margin && sy >= margin && sx <= c.w - margin && sy <= c.h - margin
        };
        if pts.iter().all(inside) {
            return;
        }
        let (mut x0, mut y0, mut x1, mut y1) = (f64::MAX, f64::MAX, f64::MIN, f64::MIN);
        for &(x, y) in pts {
            (x0, y0, x1, y1) = (x0.min(x), y0.min(y), x1.max(x), y1.max(y));
        }
        let pad = 2.0 * super::layout::S;
        let fit = ((c.w / (x1 - x0 + 2.0 * pad)).min(c.h / (y1 - y0 + 2.0 * pad))).max(fit_k(&c.world.r, c.w, c.h) * MIN_ZOOM);
        let k = c.k.min(fit);
        self.set(Cam { k, ..c }.center_on((x0 + x1) / 2.0, (y0 + y1) / 2.0));
    }

    /// The press that ends in a click panned or pinched: not a tap.
    pub fn dragged(self) -> bool {
        self.gesture.with_value(|g| g.dragged)
    }

    pub fn transform(self) -> crate::ui::Dyn<String> {
        crate::ui::rtext(move || self.cam.get().transform())
    }

    fn local(self, x: i32, y: i32) -> (f64, f64) {
        let (x, y) = (x as f64, y as f64);
        self.measure().map(|(l, t, _, _)| (x - l, y - t)).unwrap_or((x, y))
    }

    pub fn on_down(self) -> PointerHandler {
        Box::new(move |e| {
            if e.pointer_type() == "mouse" && e.button() != 0 {
                return;
            }
            self.resync();
            let (x, y) = self.local(e.client_x(), e.client_y());
            self.gesture.update_value(|g| g.down(e.pointer_id(), x, y));
        })
    }

    pub fn on_move(self) -> PointerHandler {
        Box::new(move |e| {
            let (x, y) = self.local(e.client_x(), e.client_y());
            let was = self.dragged();
            let mut out = None;
            self.gesture.update_value(|g| out = g.moved(e.pointer_id(), x, y, self.cam.get_untracked()));
            if let Some(c) = out {
                if !was {
                    if let Some(svg) = self.svg.get_untracked() {
                        let _ = svg.set_pointer_capture(e.pointer_id());
                    }
                }
                self.set(c);
            }
        })
    }

    /// For pointerup and pointercancel.
    pub fn on_up(self) -> PointerHandler {
        Box::new(move |e| self.gesture.update_value(|g| g.up(e.pointer_id())))
    }

    pub fn on_wheel(self) -> Box<dyn FnMut(ev::WheelEvent)> {
        Box::new(move |e| {
            e.prevent_default();
            self.resync();
            let (x, y) = self.local(e.client_x(), e.client_y());
            let unit = match e.delta_mode() {
                1 => 16.0,
                2 => 400.0,
                _ => 1.0,
            };
            let d = clamp(-e.delta_y() * unit * 0.0015, -0.5, 0.5);
            // e^d to within 0.3% on [-0.5, 0.5] (a zoom step needs no more; no libm exp in the wasm).
            let f = 1.0 + d * (1.0 + d * (0.5 + d * (1.0 / 6.0 + d / 24.0)));
            self.set(self.cam.get_untracked().zoom_at(x, y, f));
        })
    }

    /// The zoom buttons (in, out, fit), over the board's top right corner (`.sg-zoom`, in
    /// `style/board.css`, which every game's board fetches).
    pub fn buttons(self) -> AnyView {
        use crate::ui::click;
        view! {
            <div class="sg-zoom" role="group" aria-label="Zoom">
                <button type="button" aria-label="Zoom in" on:click=click(move |_| self.zoom_center(1.3))>"+"</button>
                <button type="button" aria-label="Zoom out" on:click=click(move |_| self.zoom_center(1.0 / 1.3))>"\u{2212}"</button>
                <button type="button" aria-label="Fit the map" on:click=click(move |_| self.fit())>"\u{2922}"</button>
            </div>
        }
        .into_any()
    }

    /// The keys "+", "-" and "0" (zoom in, out, fit): whether `key` was one.
    pub fn key(self, key: &str) -> bool {
        match key {
            "+" | "=" => self.zoom_center(1.25),
            "-" | "_" => self.zoom_center(0.8),
            "0" => self.fit(),
            _ => return false,
        }
        true
    }
}
