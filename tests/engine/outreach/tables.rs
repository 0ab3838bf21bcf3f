//! The tables' checks (brief §3): the 5.52 cell, monotone scatter, the Percentage Loss formula against its
//! printed grid, the fate ranking, the PV chit mix, and each lookup against its table.

use starshift::engine::outreach::tables::*;

/// A scatter as a badness for comparison: arrival is best.
fn bad(s: Option<Scatter>) -> (u8, u8) {
    s.map_or((0, 0), |s| (s.loss, s.hexes))
}

#[test]
fn the_5_52_cell_six_to_eight_die_four() {
    assert_eq!(scatter_column(6), Some(2));
    assert_eq!(scatter_column(8), Some(2));
    assert_eq!(scatter(6, 4), Some(Scatter { loss: 10, hexes: 6 }), "10% and 6 hexes");
    assert_eq!(scatter(6, 5), None);
}

#[test]
fn scatter_never_worsens_with_a_higher_die_nor_improves_with_a_longer_shift() {
    for len in 2..=60u32 {
        for die in 1..=12 {
            let (now, up) = (bad(scatter(len, die)), bad(scatter(len, die + 1)));
            assert!(up.0 <= now.0 && up.1 <= now.1, "length {len}: die {die} {now:?}, die {} {up:?}", die + 1);
            let longer = bad(scatter(len + 1, die));
            assert!(longer.0 >= now.0 && longer.1 >= now.1, "die {die}: length {len} {now:?}, {} {longer:?}", len + 1);
        }
    }
    // No roll for one hex (5.4); 9+ always arrives.
    assert!((-3..=12).all(|d| scatter(1, d).is_none() && scatter(0, d).is_none()));
    assert!((2..=100).all(|l| scatter(l, 9).is_none()));
    // Its construction: safe from 2,3,5,5,6,7,8,9; each row lower adds a hex and 10%, at most 60%.
    let safe = [2, 3, 5, 5, 6, 7, 8, 9];
    for (c, &s) in safe.iter().enumerate() {
        for die in 1..=8usize {
            assert_eq!(SCATTER[die - 1][c].is_none(), die >= s, "column {c} die {die}");
            if die + 1 < s {
                let (a, b) = (SCATTER[die - 1][c].unwrap(), SCATTER[die][c].unwrap());
                assert_eq!(a.hexes, b.hexes + 1);
                assert_eq!(a.loss, (b.loss + 10).min(60));
            }
        }
    }
    assert_eq!(scatter(9, 2 + 2), Some(Scatter { loss: 20, hexes: 8 }), "V3: die 2, CL3 +2, on 9–12 → 20%/8");
    assert_eq!(scatter(2, 1), Some(Scatter { loss: 10, hexes: 2 }), "V18: 10%/2");
}

#[test]
fn the_percentage_loss_formula_reproduces_its_printed_grid() {
    for (i, row) in PERCENTAGE_LOSS.iter().enumerate() {
        for (j, &v) in row.iter().enumerate() {
            let (n, p) = (i as u32 + 1, PERCENTAGE_LOSS_PERCENTS[j]);
            assert_eq!(percentage_loss(n, p, false), v, "{n} fleets at {p}%");
        }
    }
    assert_eq!(percentage_loss(1, 45, false), 0, "one fleet dies only at 50% or more");
    assert_eq!(percentage_loss(1, 50, false), 1);
    assert_eq!(percentage_loss(4, 10, true), 0, "V1: 10% of 4, doubled, is 0");
    assert_eq!(percentage_loss(5, 50, true), 5, "V7 C/C: 3 doubled is 6, capped at the 5 there");
    assert_eq!(percentage_loss(10, 20, false), 2, "V7: 20% of 10");
    assert_eq!(percentage_loss(5, 50, false), 3, "V7: 50% of 5");
    assert_eq!(percentage_loss(0, 100, true), 0);
    assert_eq!(percentage_loss(u32::MAX, 100, true), u32::MAX, "no overflow");
}

#[test]
fn exploration_contact_and_reduction_read_their_tables() {
    assert_eq!(exploration(0, 6), None, "dreadnoughts alone cannot explore");
    // One explorer (total 2) succeeds on 5–6: 1/3; the Wezens' 4e + 1r (total 9) on 2–6: 5/6.
    assert_eq!((1..=6).filter(|&d| exploration(2, d) >= Some(Exploration::Success)).count(), 2);
    assert_eq!((1..=6).filter(|&d| exploration(9, d) >= Some(Exploration::Success)).count(), 5);
    for total in 1..=20 {
        assert_eq!(exploration(total, 6), Some(Exploration::X), "a 6 is X in every column");
        for d in 1..6 {
            assert!(exploration(total, d + 1) >= exploration(total, d), "higher die never worse");
            assert!(exploration(total + 1, d) >= exploration(total, d), "more fleets never worse");
        }
    }
    assert_eq!(exploration(13, 5), Some(Exploration::X));
    assert_eq!(exploration(12, 5), Some(Exploration::Success));
    // Contact: index 0 never; 17+ on 2–6.
    assert!((1..=6).all(|d| !contact(0, d)));
    assert_eq!((1..=6).filter(|&d| contact(1, d)).count(), 1);
    assert_eq!((1..=6).filter(|&d| contact(17, d)).count(), 5);
    assert!(contact(9, 4), "V12: index 9, die 4 → C");
    // Reduction: 10.22's +4 succeeds on 3–6; ≤ −3 never; ≥ +6 always.
    assert_eq!((1..=6).filter(|&d| reduction(4, d)).count(), 4);
    assert!(reduction(4, 3) && !reduction(4, 2), "V8");
    assert!((1..=6).all(|d| !reduction(-3, d) && !reduction(-30, d) && reduction(6, d) && reduction(60, d)));
    for diff in -5..8 {
        for d in 1..6 {
            assert!(reduction(diff, d + 1) >= reduction(diff, d) && reduction(diff + 1, d) >= reduction(diff, d));
        }
    }
}

#[test]
fn the_interaction_matrix_is_8_2() {
    use Opt::*;
    assert!(relation(A, A).uses_gates && relation(A, A).automatic_contact && relation(A, A).attack.is_none());
    assert!(relation(B, A).uses_gates && !relation(A, B).uses_gates, "A/B: B uses A's gates");
    assert!(relation(A, B).attack.is_none() && relation(B, A).attack.is_none(), "A/B: no attacks");
    assert_eq!((relation(C, A).attack, relation(A, C).attack), (Some(2), None), "A/C: only C, two columns");
    assert_eq!((relation(B, B).attack, relation(B, B).uses_gates), (Some(0), false));
    assert_eq!((relation(C, B).attack, relation(B, C).attack), (Some(1), Some(0)), "B/C");
    let cc = relation(C, C);
    assert!(cc.mandatory && cc.doubled && !cc.automatic_contact && cc.attack == Some(0));
    let auto = Opt::ALL.iter().flat_map(|&m| Opt::ALL.map(|t| relation(m, t))).filter(|r| r.automatic_contact).count();
    assert_eq!(auto, 1, "automatic contact only for A/A");
}

#[test]
fn the_riot_leans_neutral_and_sticks() {
    use Opt::*;
    let col = |p: Option<Opt>| (1..=6).map(|d| riot(p, d)).collect::<Vec<_>>();
    assert_eq!(col(None), [A, A, B, B, B, C]);
    assert_eq!(col(Some(A)), [A, A, A, A, B, C]);
    assert_eq!(col(Some(B)), [A, B, B, B, B, C]);
    assert_eq!(col(Some(C)), [B, B, C, C, C, C], "C thaws only to B");
}

#[test]
fn the_conflict_table_reads_columns_and_rows_as_the_brief_says() {
    assert_eq!(conflict_column(8, 8, 0), 2, "equal strength: 100–149");
    assert_eq!(conflict_column(8, 8, 2), 4, "V6: C on A, +2 → 200–299");
    assert_eq!(conflict_column(1, 10, 0), 0, "below 33% reads 33–65");
    assert_eq!(conflict_column(5, 0, 0), 6, "defender 0 reads 400+");
    assert_eq!(conflict_column(40, 10, 2), 6, "beyond 400+ stays 400+");
    assert_eq!(conflict_column(12, 6, 0), 4, "V7: 12 vs 6 → 200–299");
    assert_eq!(conflict(4, 4), Losses { attacker: 20, defender: 50 }, "V7: row 4, 200–299 → 20/50");
    assert_eq!(conflict(-7, 0), conflict(-2, 0), "rows clamp at −2");
    assert_eq!(conflict(12, 0), conflict(9, 0), "and at 9");
    assert_eq!(CONFLICT.len(), 12);
}

/// The rank of a fate result for the roller (higher is better): F<E<D<C<B<A<J<I<H<G<—<L1<L<K.
fn rank(f: Fate, chits: u8, had_k: bool) -> u8 {
    let effective = match f {
        Fate::L1 if chits >= 1 => 'L',
        Fate::L1 => '-',
        Fate::K2OrL if chits >= 2 && !had_k => 'K',
        Fate::K2OrL => 'L',
        Fate::None => '-',
        Fate::Letter(c) => c,
    };
    "FEDCBAJIHG-LK".find(effective).expect("a known result") as u8
}

#[test]
fn fate_never_falls_as_the_die_rises_or_the_column_moves_left() {
    for chits in 0..=2 {
        for had_k in [false, true] {
            for col in 0..FATE_COLUMNS.len() {
                for die in 1..FATE_CAP {
                    let (now, up) = (rank(fate(die, col), chits, had_k), rank(fate(die + 1, col), chits, had_k));
                    assert!(up >= now, "{chits} chits, column {col}: die {die} → {}", die + 1);
                    if col > 0 {
                        let left = rank(fate(die, col - 1), chits, had_k);
                        assert!(left >= now, "{chits} chits, die {die}: column {col} → {}", col - 1);
                    }
                }
            }
        }
    }
    assert_eq!(fate_column(23, 0), 2);
    assert_eq!(fate_column(23, 1), 1, "V11: 55 RP moves one column left");
    assert_eq!(fate(6, 1), Fate::L1, "V11: 10–19 row 6 → L1");
    assert_eq!(fate(8, 0), Fate::K2OrL, "V16: 0–9 die 8 → K2/L");
    assert_eq!(fate_column(250, 0), 10);
    assert_eq!(fate_column(5, 3), 0);
    // Natural rolls: an autonomous force (G–J) 1 time in 6 in every column.
    for col in 0..FATE_COLUMNS.len() {
        let auto = (1..=6).filter(|&d| matches!(fate(d, col), Fate::Letter('G'..='J'))).count();
        assert_eq!(auto, 1, "column {col}");
    }
}

#[test]
fn the_pv_chit_mix() {
    assert_eq!(PV_CHITS.len(), 60);
    let mean = |i: usize| PV_CHITS.iter().map(|c| c[i] as f64).sum::<f64>() / 60.0;
    let one = |x: f64| (x * 10.0).round() / 10.0;
    assert_eq!([one(mean(0)), one(mean(1)), one(mean(2))], [3.5, 2.3, 1.2], "axis, fringe, interspiral");
    assert!(PV_CHITS.iter().flatten().all(|&v| v <= 5), "at most 5");
    assert!(PV_CHITS.contains(&[5, 1, 2]), "the chit pictured in 3.2");
    assert_eq!(AUTONOMOUS_GATES.len(), 6);
    assert!(AUTONOMOUS_FLEETS.0 + AUTONOMOUS_FLEETS.1 >= 12, "J places 12 fleets");
    assert_eq!(FATE_EFFECTS.iter().filter_map(|e| e.autonomous).max_by_key(|a| a.0), Some((5, 12, 2)));
}
