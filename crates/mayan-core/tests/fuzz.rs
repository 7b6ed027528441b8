//! Fuzz tests of the readers (issue 18), as seeded property tests: files of
//! the repository (`mayan_oracle::fuzz`'s corpus), mutated the ways that
//! matter for their formats, through the one puzzle reader
//! ([`read::read`]), the answer reader ([`notation::parse_answer`]) and the
//! Panel Attack reader ([`read::panel_sets`]).
//!
//! Every property holds for every input: the reader returns (no panic)
//! within [`fuzz::READ_LIMIT`]; an error is a short message with no Rust
//! `Debug` dump in it; a text read in a format was in its own (a `.in`
//! name is NOIP, a `.json` name Panel Attack, a NOIP file cut at a line end
//! never a grid); and a puzzle that reads and validates, written back in
//! its format, reads back equal.
//!
//! The case counts are fixed and the generator seeded, so a run takes the
//! same few seconds every time; `MAYAN_FUZZ_CASES=N` runs N cases of each
//! property instead (docs/building.md, "Fuzzing longer").

use std::sync::LazyLock;

use mayan_core::format::grid::{self, Header};
use mayan_core::format::noip;
use mayan_core::format::notation::{self, MoveText};
use mayan_core::read::{self, Format, PanelPick, ReadError, ReadOptions};
use mayan_core::{Board, EMPTY, GREY, Goal, MoveSet, Notation, Puzzle};
use mayan_oracle::fuzz::{self, Mutation, Seed};
use proptest::prelude::*;
use proptest::test_runner::TestCaseError;

static PUZZLES: LazyLock<Vec<Seed>> = LazyLock::new(fuzz::puzzles);
static ANSWERS: LazyLock<Vec<Seed>> = LazyLock::new(fuzz::answers);

fn mutation() -> impl Strategy<Value = Mutation> {
    (any::<u8>(), any::<u32>(), any::<u32>(), any::<u8>())
        .prop_map(|(kind, a, b, c)| Mutation::from_parts(kind, a, b, c))
}

fn mutations() -> impl Strategy<Value = Vec<Mutation>> {
    proptest::collection::vec(mutation(), 0..=3)
}

/// A property's verdict as proptest takes it.
fn verdict(r: Result<(), String>) -> Result<(), TestCaseError> {
    r.map_err(TestCaseError::fail)
}

/// What the reader is told, from a few numbers: mostly the seed's own name
/// and detection, sometimes another name, a forced format, other rules, a
/// budget or a goal; for a Panel Attack file a pick, right or wrong.
fn options(seed: &Seed, name: u8, format: u8, extra: u8, pick: u32) -> ReadOptions {
    let file_name = match name % 8 {
        4 => None,
        5 => Some("fuzz.txt".to_string()),
        6 => Some("fuzz.in".to_string()),
        7 => Some("fuzz.json".to_string()),
        _ => Some(seed.name.clone()),
    };
    let format = match format % 12 {
        9 => Some(Format::Noip),
        10 => Some(Format::Grid),
        11 => Some(Format::PanelAttack),
        _ => None,
    };
    let mut opts = ReadOptions {
        file_name,
        format,
        ..ReadOptions::default()
    };
    match extra % 8 {
        4 => opts.rules = Some(MoveSet::Swap4),
        5 => opts.budget = Some(2),
        6 => opts.goal = Some(Goal::Shortest),
        _ => {}
    }
    opts.pick = match read::panel_sets(&seed.bytes) {
        Ok(sets) if !sets.is_empty() && !pick.is_multiple_of(8) => {
            let set = &sets[pick as usize % sets.len()];
            Some(PanelPick {
                set: set.name.clone(),
                // 0 and one past the last are wrong on purpose.
                index: (pick as usize >> 8) % (set.puzzles.len() + 2),
            })
        }
        _ if pick % 16 == 1 => Some(PanelPick {
            set: "Classic set 1".to_string(),
            index: 1,
        }),
        _ => None,
    };
    opts
}

/// The format a read ended in, from its result: the one it was read in or
/// failed in; `None` when it could tell none.
fn read_format(result: &Result<read::Read, ReadError>) -> Option<Format> {
    match result {
        Ok(r) => Some(r.format),
        Err(ReadError::Parse { format, .. } | ReadError::NotPanel { format }) => Some(*format),
        Err(ReadError::NoipRules) => Some(Format::Noip),
        Err(
            ReadError::NoPick { .. }
            | ReadError::NoPuzzle
            | ReadError::Pick(_)
            | ReadError::Find(_)
            | ReadError::Garbage { .. },
        ) => Some(Format::PanelAttack),
        Err(ReadError::Undetected { .. }) => None,
        Err(ReadError::Puzzle(_)) => None,
    }
}

/// A text is read in its own format: the one asked for; else a `.json`
/// name's Panel Attack; else a `.in` name's NOIP (unless the text starts
/// with `{`, which is Panel Attack whatever the name).
fn own_format(
    text: &[u8],
    opts: &ReadOptions,
    result: &Result<read::Read, ReadError>,
) -> Result<(), String> {
    let ext = opts
        .file_name
        .as_deref()
        .and_then(|n| std::path::Path::new(n).extension())
        .map(|e| e.to_string_lossy().to_ascii_lowercase());
    let brace = text.iter().find(|b| !b.is_ascii_whitespace()) == Some(&b'{');
    let expected = match (opts.format, ext.as_deref()) {
        (Some(f), _) => f,
        (None, Some("json")) => Format::PanelAttack,
        (None, _) if brace => Format::PanelAttack,
        (None, Some("in")) => Format::Noip,
        (None, _) => return Ok(()),
    };
    let got = read_format(result);
    if got == Some(expected) {
        Ok(())
    } else {
        Err(format!(
            "expected {expected:?} (name {:?}, format {:?}), read as {got:?}: {}",
            opts.file_name,
            opts.format,
            describe(result)
        ))
    }
}

fn describe(result: &Result<read::Read, ReadError>) -> String {
    match result {
        Ok(r) => format!("read as {:?}", r.format),
        Err(e) => format!("error: {e}"),
    }
}

/// A message is fit for a person: short, and no Rust `Debug` dump.
fn message_ok(message: &str) -> Result<(), String> {
    match fuzz::message_problem(message) {
        None => Ok(()),
        Some(problem) => Err(format!("{problem}: {message}")),
    }
}

/// A puzzle written back in the format it was read in.
fn write(p: &Puzzle, format: Format) -> Vec<u8> {
    match format {
        Format::Noip => noip::write(p.board(), p.budget()).into_bytes(),
        Format::Grid => grid::write(
            p.board(),
            &Header {
                budget: Some(i64::from(p.budget())),
                rules: Some(p.rules()),
                goal: Some(p.goal()),
                finish: Some(p.finish()),
            },
        )
        .into_bytes(),
        Format::PanelAttack => panel_file(p.board(), p.budget()),
    }
}

/// A Panel Attack file of one puzzle (the library writes none).
fn panel_file(board: &Board, budget: u32) -> Vec<u8> {
    let mut stack = String::new();
    for y in (0..board.height()).rev() {
        for x in 0..board.width() {
            stack.push(match board.get(x, y) {
                EMPTY => '0',
                GREY => '9',
                c => char::from(b'0' + c),
            });
        }
    }
    format!(
        r#"{{"Puzzle Sets": [{{"Set Name": "fuzz", "Puzzles": [{{"Puzzle Type": "moves", "Moves": {budget}, "Stack": "{stack}"}}]}}]}}"#
    )
    .into_bytes()
}

/// A puzzle written by `write` in its format reads back equal.
fn round_trip(
    p: &Puzzle,
    format: Format,
    opts: &ReadOptions,
    write: fn(&Puzzle, Format) -> Vec<u8>,
) -> Result<(), String> {
    let text = write(p, format);
    let back = ReadOptions {
        rules: opts.rules,
        goal: opts.goal,
        ..ReadOptions::default()
    };
    let shown = || String::from_utf8_lossy(&text).into_owned();
    match read::read_puzzle(&text, &back) {
        Ok(q) if q == *p => Ok(()),
        Ok(q) => Err(format!(
            "written as {:?} it reads back as another puzzle: {q:?}, not {p:?}",
            shown()
        )),
        Err(e) => Err(format!(
            "written as {:?} it does not read back: {e}",
            shown()
        )),
    }
}

/// Every property of one read: it returns in time and in its own format;
/// its error is a fit message; a puzzle it gives (settled first when
/// `settle`) is written back and read back equal.
fn check_read(text: &[u8], opts: &ReadOptions, settle: bool) -> Result<(), String> {
    let (t, o) = (text.to_vec(), opts.clone());
    let result = fuzz::within(fuzz::READ_LIMIT, move || read::read(&t, &o))?;
    own_format(text, opts, &result)?;
    match result {
        Err(e) => message_ok(&e.to_string()),
        Ok(r) => {
            let format = r.format;
            let mut setup = r.setup;
            if settle {
                setup.settle();
            }
            match setup.into_puzzle() {
                Err(e) => message_ok(&ReadError::Puzzle(e).to_string()),
                Ok(p) => round_trip(&p, format, opts, write),
            }
        }
    }
}

/// A NOIP file cut at a line end is NOIP or a NOIP error, never a grid; but
/// its first line alone, one integer, is a one-row grid too (docs/spec.md
/// section 7), and such a grid has no budget, so it is never answered.
fn cut_noip_not_grid(text: &[u8], result: &Result<read::Read, ReadError>) -> Result<(), String> {
    if read_format(result) != Some(Format::Grid) {
        return Ok(());
    }
    let lines = text
        .split(|&b| b == b'\n')
        .filter(|l| !l.trim_ascii().is_empty())
        .count();
    let answered = matches!(result, Ok(r) if r.setup.clone().into_puzzle().is_ok());
    if lines == 1 && !answered {
        Ok(())
    } else {
        Err(format!(
            "a NOIP file cut to {lines} lines is taken for a grid: {}",
            describe(result)
        ))
    }
}

/// Every property of one answer: read in time, a fit message, and moves
/// that, written back, read back the same.
fn check_answer(text: &[u8]) -> Result<(), String> {
    let t = text.to_vec();
    match fuzz::within(fuzz::READ_LIMIT, move || notation::parse_answer(&t))? {
        Err(e) => message_ok(&e.to_string()),
        Ok(None) => Ok(()),
        Ok(Some(moves)) => {
            let moves: Vec<MoveText> = moves.iter().map(|(m, _)| *m).collect();
            answer_round_trip(&moves, write_move_text)
        }
    }
}

/// Moves written one a line by `write` read back the same.
fn answer_round_trip(moves: &[MoveText], write: fn(MoveText) -> String) -> Result<(), String> {
    let written: String = moves.iter().map(|&m| write(m) + "\n").collect();
    let back = notation::parse_answer(written.as_bytes())
        .map_err(|e| format!("written as {written:?} the answer does not read back: {e}"))?;
    if back.is_some_and(|b| b.iter().map(|(m, _)| *m).eq(moves.iter().copied())) {
        Ok(())
    } else {
        Err(format!(
            "written as {written:?} the answer reads back otherwise"
        ))
    }
}

fn write_move_text(m: MoveText) -> String {
    match m {
        MoveText::Move(m) => notation::write_move(m, Notation::Plain),
        MoveText::Swap { x, y } => format!("r{}c{}", y + 1, x + 1),
        MoveText::Outside { x, y, dir } => format!("{x} {y} {}", dir.letter()),
    }
}

/// Every property of a Panel Attack file: read in time, fit messages for
/// the file, for each puzzle's board and for a pick that is not there.
fn check_panel(text: &[u8]) -> Result<(), String> {
    let t = text.to_vec();
    let sets = match fuzz::within(fuzz::READ_LIMIT, move || read::panel_sets(&t))? {
        Err(e) => return message_ok(&e.to_string()),
        Ok(sets) => sets,
    };
    for set in &sets {
        for p in &set.puzzles {
            if let Err(e) = p.board() {
                message_ok(&e.to_string())?;
            }
        }
        if let Err(e) = mayan_core::format::panel::find(&sets, &set.name, set.puzzles.len() + 1) {
            message_ok(&e.to_string())?;
        }
    }
    match mayan_core::format::panel::find(&sets, "no such set", 1) {
        Ok(_) => Err("a set that is not there is found".to_string()),
        Err(e) => message_ok(&e.to_string()),
    }
}

proptest! {
    #![proptest_config(fuzz::config(3000))]

    #[test]
    fn fuzz_read(
        i in any::<usize>(),
        muts in mutations(),
        (name, format, extra, pick) in (any::<u8>(), any::<u8>(), any::<u8>(), any::<u32>()),
    ) {
        let seed = &PUZZLES[i % PUZZLES.len()];
        let text = fuzz::mutate(&seed.bytes, &muts);
        let opts = options(seed, name, format, extra, pick);
        verdict(check_read(&text, &opts, extra % 8 == 7))?;
    }

    #[test]
    fn fuzz_cut_noip_file(i in any::<usize>(), cut in any::<u32>(), name in 0u8..3) {
        let noip: Vec<&Seed> = PUZZLES.iter().filter(|s| s.is_noip()).collect();
        let seed = noip[i % noip.len()];
        let text = Mutation::CutAtLineEnd(cut).apply(&seed.bytes);
        let opts = ReadOptions {
            file_name: match name {
                0 => Some(seed.name.clone()),
                1 => None,
                _ => Some("cut.txt".to_string()),
            },
            ..ReadOptions::default()
        };
        let result = read::read(&text, &opts);
        verdict(cut_noip_not_grid(&text, &result))?;
        verdict(check_read(&text, &opts, false))?;
    }

    #[test]
    fn fuzz_answer(i in any::<usize>(), muts in mutations()) {
        let seed = &ANSWERS[i % ANSWERS.len()];
        verdict(check_answer(&fuzz::mutate(&seed.bytes, &muts)))?;
    }

    #[test]
    fn fuzz_panel_sets(i in 0usize..2, muts in mutations()) {
        let panels: Vec<&Seed> = PUZZLES.iter().filter(|s| s.name.ends_with(".json")).collect();
        verdict(check_panel(&fuzz::mutate(&panels[i].bytes, &muts)))?;
    }
}

// Each property, checked once against an input or a writer broken on
// purpose, so that none of them holds whatever happens.

#[test]
fn the_own_format_property_catches_a_noip_file_read_as_a_grid() {
    let text = b"3\n1 0\n2 1 0\n";
    let forced = ReadOptions {
        format: Some(Format::Grid),
        ..ReadOptions::default()
    };
    let result = read::read(text, &forced);
    assert_eq!(read_format(&result), Some(Format::Grid));
    let named = ReadOptions {
        file_name: Some("case.in".to_string()),
        ..ReadOptions::default()
    };
    assert!(own_format(text, &named, &result).is_err());
    assert!(cut_noip_not_grid(text, &result).is_err());
}

#[test]
fn the_round_trip_property_catches_a_writer_that_loses_a_row() {
    let p = read::read_puzzle(
        b"moves=2 rules=swap4\n.1....\n.2....\n.3....\n.21...\n.133..\n.221..\n.1122.\n",
        &ReadOptions::default(),
    )
    .unwrap();
    let opts = ReadOptions::default();
    assert_eq!(round_trip(&p, Format::Grid, &opts, write), Ok(()));
    let lossy: fn(&Puzzle, Format) -> Vec<u8> = |p, f| {
        let text = write(p, f);
        let cut = text.iter().rposition(|&b| b == b'\n').unwrap_or(0);
        let cut = text[..cut]
            .iter()
            .rposition(|&b| b == b'\n')
            .map_or(0, |i| i + 1);
        text[..cut].to_vec()
    };
    assert!(round_trip(&p, Format::Grid, &opts, lossy).is_err());
    let headless: fn(&Puzzle, Format) -> Vec<u8> = |p, _| p.board().to_grid_string().into_bytes();
    assert!(round_trip(&p, Format::Grid, &opts, headless).is_err());
}

#[test]
fn the_message_property_catches_a_debug_dump_of_an_error() {
    let e = read::read(b"3\n1 0\n", &ReadOptions::default()).unwrap_err();
    assert_eq!(message_ok(&e.to_string()), Ok(()));
    assert!(message_ok(&format!("{e:?}")).is_err());
}

#[test]
fn the_answer_round_trip_catches_a_writer_that_swaps_row_and_column() {
    assert_eq!(check_answer(b"r1c3\n1 3 U\n2 1 -1\n"), Ok(()));
    let moves = [MoveText::Swap { x: 2, y: 0 }];
    assert_eq!(answer_round_trip(&moves, write_move_text), Ok(()));
    let swapped: fn(MoveText) -> String = |m| match m {
        MoveText::Swap { x, y } => format!("r{}c{}", x + 1, y + 1),
        m => write_move_text(m),
    };
    assert!(answer_round_trip(&moves, swapped).is_err());
}

#[test]
fn the_panel_property_catches_a_long_message() {
    let text = br#"{"Puzzle Sets": [{"Set Name": "s", "Puzzles": [{"Stack": "1"}]}]}"#;
    assert_eq!(check_panel(text), Ok(()));
    // What the reader said of a long set name before the fix.
    let long = "n".repeat(2000);
    assert!(message_ok(&format!("set \"{long}\" has puzzles 1 to 1, not 2")).is_err());
}
