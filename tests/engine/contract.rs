//! The contract every game keeps (issue 14): one list of games, N seats, and sealed simultaneous choices
//! that travel in links without showing what was chosen.

use serde_json::Value;
use starshift::engine::bids::{Action, Bidder, Bids, SEAL_DOMAIN};
use starshift::engine::game::{seat_by_id, seat_id, Game, Options, MAX_SEATS};
use starshift::engine::link;
use starshift::engine::record::Session;
use starshift::engine::registry::{self, Visit};
use starshift::engine::seal::{self, SealError, Sealing, Slot};

/// Every seat's id is its serde name in records, ids are unique, and a game has 1 to 6 seats.
struct SeatsAgree;

impl Visit for SeatsAgree {
    type Out = ();
    fn visit<G: Game>(self) {
        let seats = G::seats();
        assert!((1..=MAX_SEATS).contains(&seats.len()), "{}: {} seats", G::ID, seats.len());
        assert_eq!(G::SEAT_INFO.len(), seats.len(), "{}", G::ID);
        for &s in seats {
            let id = seat_id::<G>(s);
            assert_eq!(serde_json::to_value(s).unwrap(), Value::String(id.into()), "{}: a seat's id is its serde name", G::ID);
            assert_eq!(seat_by_id::<G>(id), Some(s));
            assert_eq!(G::SEAT_INFO.iter().filter(|i| i.id == id).count(), 1, "{}: ids are unique", G::ID);
        }
        for sc in G::scenarios() {
            let playing = G::seats_of(sc.id);
            assert!(!playing.is_empty() && playing.iter().all(|s| seats.contains(s)), "{} {}", G::ID, sc.id);
        }
    }
}

#[test]
fn every_listed_game_keeps_its_seats_in_one_place() {
    let games = registry::games();
    assert_eq!(games.iter().map(|g| g.id).collect::<Vec<_>>(), ["stargate", "deltavee", "outreach", "starforce", "bids"]);
    for g in &games {
        registry::visit(g.id, SeatsAgree).expect("every listed game is visited");
    }
    assert!(registry::visit("nosuchgame", SeatsAgree).is_none());
    assert!(!registry::find("bids").unwrap().listed, "the test game is not offered in the lobby");
}

/// One device's secrets: what it sealed, kept off the record.
#[derive(Default)]
struct Device {
    kept: Vec<(u64, Vec<u8>, u64)>,
}

impl Device {
    fn seal(&mut self, s: &mut Session<Bids>, seat: Bidder, bid: u8, salt: u64) {
        let (c, action) = Bids::seal(&s.state, seat, &[bid], salt).expect("may seal");
        self.kept.push((c, vec![bid], salt));
        s.act(seat, action).expect("the seal is legal");
    }
    /// What the shell does after every change: open what this device sealed once the game asks for it.
    fn open_due(&mut self, s: &mut Session<Bids>, seat: Bidder) -> bool {
        let Some(c) = Bids::to_open(&s.state, seat) else { return false };
        let Some((_, choice, salt)) = self.kept.iter().find(|k| k.0 == c).cloned() else { return false };
        let action = Bids::open(&s.state, seat, &choice, salt).expect("an opening");
        s.act(seat, action).expect("the opening matches its seal");
        true
    }
}

/// Passes a session through a link, as from one device to the next.
fn pass(s: &Session<Bids>) -> (String, Session<Bids>) {
    let text = link::encode(s);
    let next = link::decode::<Bids>(&text).expect("the link replays");
    assert_eq!(next.hash(), s.hash());
    (text, next)
}

#[test]
fn three_seats_seal_and_open_through_links_passed_from_device_to_device() {
    let (mut a, mut b, mut c) = (Device::default(), Device::default(), Device::default());
    let mut s = Session::<Bids>::new("three", Options::new(), 9).unwrap();
    assert_eq!(Bids::to_act(&s.state), [Bidder::A, Bidder::B, Bidder::C]);
    a.seal(&mut s, Bidder::A, 4, 0x1111_2222_3333_4444);
    let (_, mut s) = pass(&s);
    // Three seats to act, then two: the link names the seat among them in 2 bits, then 1.
    assert_eq!(Bids::to_act(&s.state), [Bidder::B, Bidder::C]);
    b.seal(&mut s, Bidder::B, 2, 0x5555_6666_7777_8888);
    let (_, mut s) = pass(&s);
    assert!(!a.open_due(&mut s, Bidder::A), "nothing opens before every seat has sealed");
    c.seal(&mut s, Bidder::C, 4, 0x9999_aaaa_bbbb_cccc);
    assert!(c.open_due(&mut s, Bidder::C));
    let (_, mut s) = pass(&s);
    assert!(a.open_due(&mut s, Bidder::A));
    let (_, mut s) = pass(&s);
    assert!(b.open_due(&mut s, Bidder::B));
    // A and C tie at 4: nobody wins round 1; round 2 begins with every seat to seal again.
    assert_eq!(s.state.won, [0, 0, 0]);
    assert_eq!(s.state.last, Some(vec![4, 2, 4]));
    assert_eq!(s.state.round, 2);
    assert_eq!(Bids::to_act(&s.state), [Bidder::A, Bidder::B, Bidder::C]);
}

#[test]
fn a_link_in_transit_reveals_nothing_of_a_sealed_choice() {
    // The same game with Bidder A's bid 1 or 5 sealed under the same salt: Bidder B's view and everything
    // in the record but the commitment itself are identical, and no listed-salt guess matches.
    let sealed = |bid: u8| {
        let mut s = Session::<Bids>::new("three", Options::new(), 3).unwrap();
        Device::default().seal(&mut s, Bidder::A, bid, 0xdead_beef_0bad_cafe);
        let (text, s) = pass(&s);
        (text, s)
    };
    let (link1, s1) = sealed(1);
    let (link5, s5) = sealed(5);
    assert_ne!(link1, link5);
    for seat in [Bidder::B, Bidder::C] {
        assert_eq!(serde_json::to_value(Bids::view(&s1.state, seat)).unwrap(), serde_json::to_value(Bids::view(&s5.state, seat)).unwrap());
    }
    let Action::Seal { commitment } = s1.history[0].action else { panic!("a seal") };
    for bid in 0..=7u8 {
        assert_ne!(seal::commitment(SEAL_DOMAIN, &[bid], seal::LISTED_SALT), commitment);
    }
    let rec = serde_json::to_string(&s1.record()).unwrap();
    assert!(!rec.contains("\"bid\""), "the record holds no bid: {rec}");
}

#[test]
fn a_sealed_choice_cannot_be_changed_or_opened_by_another_seat_or_early() {
    let mut s = Session::<Bids>::new("two", Options::new(), 1).unwrap();
    let mut a = Device::default();
    a.seal(&mut s, Bidder::A, 3, 42);
    let (_, again) = Bids::seal(&s.state, Bidder::B, &[5], 7).unwrap();
    let second = Action::Seal { commitment: seal::commitment(SEAL_DOMAIN, &[5], 1) };
    assert!(s.clone().act(Bidder::A, second).is_err(), "a seat seals once");
    assert!(s.clone().act(Bidder::A, Action::Open { bid: 3, salt: 42 }).is_err(), "no opening before all have sealed");
    s.act(Bidder::B, again).unwrap();
    // Bidder B cannot open Bidder A's choice: B's opening is checked against B's own seal.
    assert!(s.clone().act(Bidder::B, Action::Open { bid: 3, salt: 42 }).is_err());
    assert!(s.clone().act(Bidder::A, Action::Open { bid: 4, salt: 42 }).is_err(), "another bid does not match");
    assert!(s.clone().act(Bidder::A, Action::Open { bid: 3, salt: 43 }).is_err(), "another salt does not match");
    assert!(s.act(Bidder::A, Action::Open { bid: 3, salt: 42 }).is_ok());
}

#[test]
fn sealing_keeps_its_order() {
    let mut k = Sealing::new(3, |i| i != 1);
    assert_eq!(k.to_seal(), [0, 2]);
    assert_eq!(k.check_seal(1), Err(SealError::NotChoosing));
    k.slots[0] = Slot::Sealed(seal::commitment("d", &[1], 5));
    assert_eq!(k.check_seal(0), Err(SealError::AlreadySealed));
    assert!(k.to_open().is_empty());
    assert_eq!(k.check_open("d", 0, &[1], 5), Err(SealError::NotAllSealed));
    k.slots[2] = Slot::Sealed(seal::commitment("d", &[2], 6));
    assert_eq!(k.to_open(), [0, 2]);
    assert_eq!(k.check_open("d", 0, &[1], 5), Ok(()));
    assert_eq!(k.check_open("e", 0, &[1], 5), Err(SealError::Mismatch), "the domain is part of the commitment");
    k.slots[0] = Slot::Opened(vec![1]);
    assert!(k.opened().is_none());
    k.slots[2] = Slot::Opened(vec![2]);
    assert_eq!(k.opened(), Some(vec![Some(&[1u8][..]), None, Some(&[2u8][..])]));
}

#[test]
fn the_approach_commitment_is_the_shared_seal_over_the_same_bytes() {
    use starshift::engine::stargate::approach::commitment;
    use starshift::engine::stargate::tables::Tactic;
    // The bytes of the first release ("StarGate 7.1", option index, salt): old links keep their meaning.
    let mut msg = b"StarGate 7.1".to_vec();
    msg.push(Tactic::ALL[2].index() as u8);
    msg.extend_from_slice(&77u64.to_be_bytes());
    let d = starshift::engine::sha256::sha256(&msg);
    assert_eq!(commitment(Tactic::ALL[2], 77), u64::from_be_bytes(d[..8].try_into().unwrap()));
}

/// Random playouts of the test game in every scenario end, with listed seals and openings only.
#[test]
fn bids_playouts_end() {
    for sc in Bids::scenarios() {
        for seed in 0..20u64 {
            let mut s = Session::<Bids>::new(sc.id, Options::new(), seed).unwrap();
            let mut rng = crate::support::Rng::new(seed);
            for _ in 0..200 {
                let Some(&seat) = Bids::to_act(&s.state).first() else { break };
                let legal = Bids::legal_actions(&s.state, seat);
                s.act(seat, legal[rng.below(legal.len())].clone()).expect("listed actions are legal");
            }
            assert!(s.status().result.is_some(), "{} seed {seed} ends", sc.id);
            let again = link::decode::<Bids>(&link::encode(&s)).expect("replays");
            assert_eq!(again.hash(), s.hash());
        }
    }
}

/// The names of a trait's items (`fn`, `const`, `type`) in a source file.
fn trait_items(path: &str, head: &str) -> Vec<String> {
    let src = std::fs::read_to_string(path).unwrap();
    let start = src.find(head).unwrap_or_else(|| panic!("{head} in {path}"));
    let body = &src[start..];
    let end = body.find("\n}\n").expect("the trait ends");
    body[..end]
        .lines()
        .skip(1)
        .filter(|l| l.starts_with("    ") && !l.starts_with("     "))
        .filter_map(|l| {
            let l = l.trim_start();
            let rest = ["fn ", "const ", "type "].iter().find_map(|k| l.strip_prefix(k))?;
            Some(rest.split(|c: char| !(c.is_alphanumeric() || c == '_')).next()?.to_string())
        })
        .collect()
}

#[test]
fn the_guide_names_every_item_of_the_contract() {
    let guide = std::fs::read_to_string("docs/adding-a-game.md").unwrap();
    let game = trait_items("src/engine/game.rs", "pub trait Game");
    let screen = trait_items("src/ui/game.rs", "pub trait Screen");
    assert!(game.len() > 15 && screen.len() >= 5, "{game:?} {screen:?}");
    for item in game.iter().chain(&screen) {
        assert!(guide.contains(&format!("`{item}`")), "docs/adding-a-game.md does not name `{item}`");
    }
    // And every item the guide's tables name exists.
    for line in guide.lines().filter(|l| l.starts_with("| `")) {
        let cell = line.split('|').nth(1).unwrap();
        for name in cell.split('`').skip(1).step_by(2) {
            assert!(game.iter().chain(&screen).any(|i| i == name), "docs/adding-a-game.md names `{name}`, which no trait has");
        }
    }
}
