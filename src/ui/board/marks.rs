//! The log entry the player chose: its marks (`Game::marks`, where it happened as the viewing seat may know
//! it), which the shell provides as a context and each board highlights and brings into view.

use super::camera::PanZoom;
use crate::engine::game::Marks;
use leptos::prelude::*;

/// The chosen log entry's marks (`None`: no entry chosen), provided by the game screen's shell.
#[derive(Clone, Copy)]
pub struct LogMarks(pub Signal<Option<Marks>>);

/// The chosen entry's marks, or never any outside a game screen.
pub fn log_marks() -> Signal<Option<Marks>> {
    use_context::<LogMarks>().map_or_else(|| Signal::derive(|| None), |m| m.0)
}

/// Brings the points (map coordinates) of each newly chosen entry into view.
pub fn follow_marks(pz: PanZoom, points: impl Fn(&Marks) -> Vec<(f64, f64)> + Send + Sync + 'static) {
    let marks = log_marks();
    crate::ui::effect(move || {
        let pts = marks.with(|m| m.as_ref().map(&points).unwrap_or_default());
        if !pts.is_empty() {
            request_animation_frame(move || pz.show_points(&pts));
        }
    });
}
