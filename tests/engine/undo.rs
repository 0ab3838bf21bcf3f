//! Undo is your own (issue 16, point 6): a seat takes back its own actions of its current turn; another
//! seat's action needs that seat's consent; nothing crosses a roll or a reveal.

use starshift::engine::bids::{Action as Bid, Bidder, Bids, SEAL_DOMAIN};
use starshift::engine::game::{Game, Options};
use starshift::engine::record::Session;
use starshift::engine::seal::{self, LISTED_SALT};
use starshift::engine::stargate::{Action, Side, StarGate};

fn seal_bid(s: &mut Session<Bids>, seat: Bidder, bid: u8) {
    let commitment = seal::commitment(SEAL_DOMAIN, &[bid], LISTED_SALT);
    s.act(seat, Bid::Seal { commitment }).expect("a seal is legal");
}

#[test]
fn a_seats_own_last_actions_need_no_consent_anothers_need_its_own() {
    let mut s = Session::<Bids>::new("three", Options::new(), 1).expect("sets up");
    assert_eq!(s.undo_consent(Bidder::A), Err("There is nothing to undo."));
    seal_bid(&mut s, Bidder::A, 3);
    assert_eq!(s.undo_consent(Bidder::A), Ok(None));
    seal_bid(&mut s, Bidder::B, 2);
    // B's seal is B's to take back; A and C, whoever asks, need B's consent (N seats, not "the other").
    assert_eq!(s.undo_consent(Bidder::B), Ok(None));
    assert_eq!(s.undo_consent(Bidder::A), Ok(Some(Bidder::B)));
    assert_eq!(s.undo_consent(Bidder::C), Ok(Some(Bidder::B)));
    s.undo().expect("a seal reveals nothing");
    // Once B's action is gone, A's own is the last again.
    assert_eq!(s.undo_consent(Bidder::A), Ok(None));
    assert_eq!(s.undo_consent(Bidder::B), Ok(Some(Bidder::A)));
}

#[test]
fn no_consent_crosses_a_reveal() {
    let mut s = Session::<Bids>::new("two", Options::new(), 1).expect("sets up");
    seal_bid(&mut s, Bidder::A, 3);
    seal_bid(&mut s, Bidder::B, 2);
    s.act(Bidder::A, Bid::Open { bid: 3, salt: LISTED_SALT }).expect("opens");
    assert!(s.undo_consent(Bidder::A).is_err(), "an opened bid is a reveal");
    assert!(s.undo_consent(Bidder::B).is_err());
}

#[test]
fn a_stargate_seat_owns_the_run_of_its_actions_at_the_end() {
    let mut s = Session::<StarGate>::new("standard", Options::new(), 7).expect("sets up");
    let seat = StarGate::to_act(&s.state)[0];
    let stage = StarGate::legal_actions(&s.state, seat)
        .into_iter()
        .find(|a| matches!(a, Action::Stage { .. }))
        .expect("the first segment stages");
    s.act(seat, stage).expect("legal");
    assert_eq!(s.undo_consent(seat), Ok(None));
    let other = if seat == Side::Coalition { Side::Virunian } else { Side::Coalition };
    assert_eq!(s.undo_consent(other), Ok(Some(seat)));
}
