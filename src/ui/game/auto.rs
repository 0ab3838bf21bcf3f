//! Fewer clicks (issue 16, point 5): a phase whose only open action, for a seat played on this device,
//! is its end ends by itself, unless that rolls or reveals (then the player takes it) or the device's
//! setting (`platform::prefs`) is off. The log says which ends were automatic; since the rule reads only
//! the record (it was the only legal action), the log says so after a reload too. Each one is undoable.

use crate::engine::game::{player, Game};
use crate::engine::record::Session;
use crate::ui::table::the;

/// At most this many ends in a row (a whole turn of empty phases is a few).
const MAX_IN_A_ROW: usize = 16;

/// Whether `action` of `seat` is an end the shell takes by itself in `state`: the seat's only legal
/// action, ending its step, and neither rolling nor revealing (tried on a copy of the state).
fn only_end<G: Game>(state: &G::State, seat: G::Seat, action: &G::Action) -> bool {
    let legal = G::legal_actions(state, seat);
    legal.len() == 1 && legal[0] == *action && G::ends_step(action) && {
        let mut trial = state.clone();
        G::apply(&mut trial, seat, action).is_ok_and(|ev| !ev.iter().any(G::blocks_undo))
    }
}

/// Takes every such end of a seat played here, in turn; true if any was taken.
pub(super) fn end_by_itself<G: Game>(s: &mut Session<G>, is_local: &dyn Fn(G::Seat) -> bool) -> bool {
    let mut taken = 0;
    while taken < MAX_IN_A_ROW {
        let next = G::to_act(&s.state).into_iter().filter(|&seat| is_local(seat)).find_map(|seat| {
            let legal = G::legal_actions(&s.state, seat);
            let only = legal.into_iter().next().filter(|a| only_end::<G>(&s.state, seat, a))?;
            Some((seat, only))
        });
        let Some((seat, action)) = next else { break };
        if s.act(seat, action).is_err() {
            break;
        }
        taken += 1;
    }
    taken > 0
}

/// The log's notes for the ends that were the only action open: (action index, words). Kept up to date
/// by replaying only the actions added since the last call (from the start again after an undo).
pub(super) struct Marks<G: Game> {
    state: Option<G::State>,
    seen: Vec<(G::Seat, G::Action)>,
    notes: Vec<(usize, String)>,
}

impl<G: Game> Marks<G> {
    pub(super) fn new() -> Self {
        Marks { state: None, seen: Vec::new(), notes: Vec::new() }
    }

    pub(super) fn notes(&mut self, s: &Session<G>) -> &[(usize, String)] {
        let same = self.seen.len() <= s.history.len()
            && self.seen.last().is_none_or(|(seat, a)| {
                let e = &s.history[self.seen.len() - 1];
                e.seat == *seat && e.action == *a
            });
        if !same || self.state.is_none() {
            let Ok(st) = G::setup(&s.scenario, &s.options, s.seed) else { return &[] };
            *self = Marks { state: Some(st), seen: Vec::new(), notes: Vec::new() };
        }
        let Some(st) = self.state.as_mut() else { return &[] };
        for (i, e) in s.history.iter().enumerate().skip(self.seen.len()) {
            let ends = G::ends_step(&e.action);
            if ends && !e.events.iter().any(G::blocks_undo) && G::legal_actions(st, e.seat).len() == 1 {
                self.notes.push((i, format!("Automatic: {} had no other action open, so this ended by itself.", the(player::<G>(e.seat)))));
            }
            if G::apply(st, e.seat, &e.action).is_err() {
                break;
            }
            self.seen.push((e.seat, e.action.clone()));
        }
        &self.notes
    }
}

/// The device's play settings, as two checkboxes, read again whenever `changed()` (tracked) changes: the
/// question before an action may turn its setting off.
pub(super) fn settings(changed: impl Fn() + Send + Sync + Copy + 'static) -> leptos::prelude::AnyView {
    use crate::platform::prefs;
    use leptos::prelude::*;
    let toggle = |set: fn(bool) -> Result<(), String>| {
        crate::ui::on_event(move |ev| {
            let el: web_sys::HtmlInputElement = event_target(&ev);
            let _ = set(el.checked());
        })
    };
    view! {
        <fieldset class="card play-settings">
            <legend>"On this device"</legend>
            <label><input type="checkbox" checked=prefs::auto_end() on:change=toggle(prefs::set_auto_end)/>
                " End a phase by itself when that is the only action open"</label>
            <label><input type="checkbox" prop:checked=move || { changed(); prefs::confirm() } on:change=toggle(prefs::set_confirm)/>
                " Ask before an action that rolls or reveals (it cannot be undone)"</label>
        </fieldset>
    }
    .into_any()
}
