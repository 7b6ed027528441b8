//! The random boards of a stress run (`mayan duel`) and of a problem's
//! secret tests (`mayan package`), easy to hard, the same for a seed.

use std::ops::RangeInclusive;

use mayan_core::MoveSet;
use mayan_solve::Control;
use mayan_solve::generate::{self, GenError, GenSpec, Generated};

/// One board of the run, before it is made.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Case {
    /// From 0.
    pub(crate) index: usize,
    pub(crate) budget: u32,
    pub(crate) kind: generate::Kind,
    /// Made to clear in one move fewer than its budget: the answer needs
    /// padding (or is -1).
    pub(crate) padded: bool,
    pub(crate) min_blocks: usize,
}

/// `count` boards, easy to hard: the budget climbs through `budgets` in
/// equal bands, and within each band the least number of blocks climbs; a
/// quarter have no solution ([`generate::plan`]), and one solvable board in
/// five is made to clear in one move fewer than its budget.
pub(crate) fn cases(count: usize, budgets: RangeInclusive<u32>, seed: u64) -> Vec<Case> {
    let kinds = generate::plan(seed, count, (count + 2) / 4);
    let first = *budgets.start();
    let bands = budgets.count().max(1);
    kinds
        .into_iter()
        .enumerate()
        .map(|(i, kind)| {
            let band = i * bands / count;
            let budget = first + band as u32;
            // Where this board is within its band, from 0 to 1 (exclusive).
            let along = (i * bands - band * count) as f64 / count as f64;
            let mut rng = generate::Rng::new(generate::puzzle_seed(seed, i as u64) ^ 0x6475_656c);
            let padded = kind == generate::Kind::Solvable && budget > 1 && rng.chance(1, 5);
            Case {
                index: i,
                budget,
                kind,
                padded,
                min_blocks: (along * f64::from(3 * budget + 2)) as usize,
            }
        })
        .collect()
}

/// Makes a case's board with the generator; a board with that many blocks
/// that cannot be found is made with no least number.
pub(crate) fn make(
    case: &Case,
    seed: u64,
    control: &Control,
    null_moves: bool,
) -> Result<Generated, GenError> {
    let spec = GenSpec {
        rules: MoveSet::Drag,
        moves: case.budget - u32::from(case.padded),
        min_blocks: case.min_blocks,
        null_moves,
        control: control.clone(),
        ..GenSpec::default()
    };
    let seed = generate::puzzle_seed(seed, case.index as u64);
    match generate::generate(&spec, seed, case.kind) {
        Err(GenError::GaveUp { .. }) if case.min_blocks > 0 => generate::generate(
            &GenSpec {
                min_blocks: 0,
                ..spec
            },
            seed,
            case.kind,
        ),
        other => other,
    }
}
