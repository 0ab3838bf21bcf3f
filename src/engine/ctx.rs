//! The state an action is changing and the events that change it, for every game: an event is applied
//! the moment it is emitted, so the rules go on reading the state as it now stands, and a die roll is an
//! event like any other (it names its table and row in the game's `Purpose`).

use super::dice::Dice;

/// A game state that changes only by its events.
pub trait Evented {
    type Event;
    /// What a die is rolled for.
    type Purpose;
    fn apply(&mut self, ev: &Self::Event);
    fn dice(&self) -> &Dice;
    /// The event of a roll.
    fn rolled(sides: u32, face: u32, purpose: Self::Purpose) -> Self::Event;
    /// An event the state as it now stands calls for at once, whatever event brought it there (Outreach
    /// 17.22: a wisdom chit whose carrier is gone); none by default.
    fn follow_up(&self) -> Option<Self::Event> {
        None
    }
}

pub struct Ctx<S: Evented> {
    pub st: S,
    pub events: Vec<S::Event>,
}

impl<S: Evented> Ctx<S> {
    pub fn emit(&mut self, ev: S::Event) {
        self.st.apply(&ev);
        self.events.push(ev);
        while let Some(next) = self.st.follow_up() {
            self.st.apply(&next);
            self.events.push(next);
        }
    }
    /// Rolls a die of `sides` faces, logged with what it is for.
    pub fn roll(&mut self, sides: u32, purpose: S::Purpose) -> u32 {
        let face = self.st.dice().peek(sides);
        self.emit(S::rolled(sides, face, purpose));
        face
    }
}

/// Implements [`Evented`] for a game's `State`, whose dice are its `dice` field, whose events `event::apply`
/// applies, and whose roll event is `Event::Rolled { sides, face, purpose }`; `follow_up: path` names the
/// game's [`Evented::follow_up`].
macro_rules! evented {
    ($state:ident, $event:ident, $purpose:ident $(, follow_up: $follow:path)?) => {
        impl $crate::engine::ctx::Evented for $state {
            type Event = $event;
            type Purpose = $purpose;
            fn apply(&mut self, ev: &$event) {
                event::apply(self, ev)
            }
            fn dice(&self) -> &$crate::engine::dice::Dice {
                &self.dice
            }
            fn rolled(sides: u32, face: u32, purpose: $purpose) -> $event {
                $event::Rolled { sides, face, purpose }
            }
            $(fn follow_up(&self) -> Option<$event> {
                $follow(self)
            })?
        }
    };
}
pub(crate) use evented;
