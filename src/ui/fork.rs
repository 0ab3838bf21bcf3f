//! How an incoming history (a link or a record) stands to the one saved on this device: the same game
//! going on, the same position, an older one, or a branch — one that agrees up to some action and then
//! goes another way (a retaken turn, or an old link played again). Plain functions over the actions, with
//! no browser and no game in them, so the native tests can include this file (`tests/engine/fork.rs`).

/// How an incoming record stands to a saved one.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Relation {
    /// Another game: a different game, scenario, seed or options.
    Different,
    /// The very same position.
    Same,
    /// The incoming record continues the saved game.
    Extends,
    /// The saved game is already further along than the incoming record.
    Older,
    /// The same game, but each has actions the other lacks after the first `common` actions they share.
    Branch { common: usize },
}

/// How many actions two histories share from the start.
pub fn common<A: PartialEq>(a: &[A], b: &[A]) -> usize {
    a.iter().zip(b).take_while(|(x, y)| x == y).count()
}

/// `saved` and `incoming` are the two histories; `same_setup` whether their game, scenario, seed and options
/// are all equal (a different seed is another game even with the same moves).
pub fn relation<A: PartialEq>(same_setup: bool, saved: &[A], incoming: &[A]) -> Relation {
    if !same_setup {
        return Relation::Different;
    }
    let n = common(saved, incoming);
    match (n == saved.len(), n == incoming.len()) {
        (true, true) => Relation::Same,
        (true, false) => Relation::Extends,
        (false, true) => Relation::Older,
        (false, false) => Relation::Branch { common: n },
    }
}

/// Among saved histories (index, relation, its number of actions), the one an incoming record belongs to: a save it continues,
/// equals or trails, the longest first; else the branch that shares the most actions with it.
pub fn best(found: impl IntoIterator<Item = (usize, Relation, usize)>) -> Option<(usize, Relation)> {
    let mut line: Option<(usize, Relation, usize)> = None;
    let mut branch: Option<(usize, Relation, usize)> = None;
    for (i, r, len) in found {
        let (slot, key) = match r {
            Relation::Different => continue,
            Relation::Branch { common } => (&mut branch, common),
            _ => (&mut line, len),
        };
        if slot.is_none_or(|(_, _, k)| key > k) {
            *slot = Some((i, r, key));
        }
    }
    line.or(branch).map(|(i, r, _)| (i, r))
}
