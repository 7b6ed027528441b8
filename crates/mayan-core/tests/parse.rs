//! The parsers and puzzle validation on good and bad input (docs/spec.md
//! sections 6, 7, 8 and 9): every bad input gets an error that says what
//! and where.
use mayan_core::format::notation::{self, MoveText};
use mayan_core::format::{grid, noip, panel};
use mayan_core::puzzle::{MAX_BUDGET, validate_budget};
use mayan_core::{
    Board, Dir, GREY, Goal, Move, MoveSet, Notation, ParseError, Pos, Puzzle, PuzzleError,
    PuzzleSetup,
};

const SAMPLE: &[u8] = b"3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n";

fn noip_err(input: &[u8]) -> ParseError {
    match noip::parse(input) {
        Ok(v) => panic!("{:?} was accepted: {v:?}", String::from_utf8_lossy(input)),
        Err(e) => e,
    }
}

fn grid_err(input: &[u8]) -> ParseError {
    match grid::parse(input) {
        Ok(v) => panic!("{:?} was accepted: {v:?}", String::from_utf8_lossy(input)),
        Err(e) => e,
    }
}

fn at(line: usize, column: usize) -> Option<Pos> {
    Some(Pos { line, column })
}

/// A NOIP puzzle from text, validated.
fn noip_puzzle(input: &[u8]) -> Result<Puzzle, PuzzleError> {
    let i = noip::parse(input).unwrap();
    Puzzle::new(i.board, MoveSet::Drag, i.budget, Notation::Noip)
}

// ---------------------------------------------------------------- NOIP

#[test]
fn noip_sample_reads_column_by_column_bottom_up() {
    let i = noip::parse(SAMPLE).unwrap();
    assert_eq!(i.budget, 3);
    assert_eq!((i.board.width(), i.board.height()), (5, 7));
    assert_eq!(i.board.column(2), &[2, 3, 4, 0, 0, 0, 0]);
    assert_eq!(i.board.column(4), &[2, 4, 3, 4, 0, 0, 0]);
    assert_eq!(i.board.block_count(), 12);
    // The writer gives back an input the parser reads to the same board.
    let again = noip::parse(noip::write(&i.board, 3).as_bytes()).unwrap();
    assert_eq!(again, i);
}

#[test]
fn noip_takes_any_whitespace_and_a_trailing_space() {
    let a = noip::parse(b"1\n1 0\n1 0 \n0\n1 0\n0\n").unwrap();
    let b = noip::parse(b"  1 1 0\t1 0\r\n0 1 0 0").unwrap();
    assert_eq!(a, b);
}

#[test]
fn noip_empty_input_is_refused() {
    for input in [&b""[..], b"   \n\n\t "] {
        let e = noip_err(input);
        assert_eq!(e.pos, None);
        assert_eq!(e.message, "empty input: expected the move count n");
    }
}

#[test]
fn noip_truncated_input_says_which_column_is_missing_and_after_what() {
    let e = noip_err(b"3\n1 0\n2 1 0\n");
    assert_eq!(
        e.to_string(),
        "unexpected end of input after line 3, column 5: column 2 is missing (expected 5 columns, each closed by 0)"
    );
    let e = noip_err(b"3\n1 0\n2 1");
    assert_eq!(
        e.to_string(),
        "unexpected end of input after line 3, column 3: column 1 is not closed by 0 (expected 5 columns, each closed by 0)"
    );
    let e = noip_err(b"3");
    assert!(e.message.contains("column 0 is missing"), "{e}");
    assert!(e.message.contains("after line 1, column 1"), "{e}");
}

#[test]
fn noip_non_numbers_are_refused_at_their_place() {
    let e = noip_err(b"3\n1 0\n2 x 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n");
    assert_eq!(e.pos, at(3, 3));
    assert_eq!(e.message, "expected a colour (an integer), found `x`");
    assert_eq!(
        e.to_string(),
        "line 3, column 3: expected a colour (an integer), found `x`"
    );
    let e = noip_err(b"three\n1 0\n");
    assert_eq!(e.pos, at(1, 1));
    assert_eq!(
        e.message,
        "expected the move count n (an integer), found `three`"
    );
    let e = noip_err(b"3\n1 0\n2 1.5 0\n");
    assert_eq!(e.pos, at(3, 3));
    assert!(e.message.contains("`1.5`"), "{e}");
    let e = noip_err(b"3\n1 0\n2 - 0\n");
    assert_eq!(e.pos, at(3, 3));
    assert!(e.message.contains("found `-`"), "{e}");
}

#[test]
fn noip_binary_junk_is_refused_without_a_panic() {
    let e = noip_err(b"\x00\xff\xfe\x01 0");
    assert_eq!(e.pos, at(1, 1));
    assert!(e.message.starts_with("expected the move count n"), "{e}");
    // The junk is shown escaped, not raw.
    assert!(!e.message.contains('\0'), "{e:?}");
    assert!(e.message.contains("\\0"), "{e:?}");
    let e = noip_err(b"2\n1 0\n1 \x1b[31m 0\n");
    assert_eq!(e.pos, at(3, 3));
    assert!(!e.message.contains('\x1b'), "{e:?}");
    // Invalid UTF-8 in the middle of a number.
    let e = noip_err(b"2\n1 0\n1\xc3 0\n");
    assert_eq!(e.pos, at(3, 1));
    assert!(e.message.contains("expected a colour"), "{e}");
    // A very long token is cut short in the message.
    let long = [b'z'; 5000];
    let e = noip_err(&long);
    assert!(e.message.len() < 200, "{} bytes", e.message.len());
}

#[test]
fn noip_column_taller_than_seven_is_refused_at_the_eighth_block() {
    let e = noip_err(b"1\n1 2 1 2 1 2 1 2 0\n0\n0\n0\n0\n");
    assert_eq!(e.pos, at(2, 15));
    assert_eq!(
        e.message,
        "column 0 is taller than 7 blocks (is a closing 0 missing?)"
    );
    // Seven is fine.
    noip::parse(b"1\n1 2 1 2 1 2 1 0\n0\n0\n0\n0\n").unwrap();
    // A missing closing 0 shows up the same way in the next column.
    let e = noip_err(b"1\n0\n1 2 1 2 1 2 1\n2 1 0\n0\n0\n");
    assert_eq!(e.pos, at(4, 1));
    assert!(e.message.contains("column 1 is taller than 7"), "{e}");
}

#[test]
fn noip_colour_out_of_range_names_colour_column_and_place() {
    let e = noip_err(b"1\n1 0\n11 0\n0\n0\n0\n");
    assert_eq!(e.pos, at(3, 1));
    assert_eq!(
        e.message,
        "colour 11 in column 1 is out of range (1 to 10, 0 closes the column)"
    );
    let e = noip_err(b"1\n1 0\n0\n0\n0\n2 -3 0\n");
    assert_eq!(e.pos, at(6, 3));
    assert!(
        e.message
            .starts_with("colour -3 in column 4 is out of range"),
        "{e}"
    );
    // Ten is the largest NOIP colour.
    noip::parse(b"1\n10 0\n0\n0\n0\n0\n").unwrap();
    let e = noip_err(b"1\n99999999999999999999999 0\n0\n0\n0\n0\n");
    assert_eq!(e.pos, at(2, 1));
    assert_eq!(
        e.message,
        "a colour `99999999999999999999999` is far too large"
    );
}

#[test]
fn noip_text_after_the_last_column_is_refused() {
    let e = noip_err(b"3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n5\n");
    assert_eq!(e.pos, at(7, 1));
    assert!(
        e.message
            .starts_with("unexpected `5` after the last column"),
        "{e}"
    );
}

#[test]
fn noip_budget_out_of_range_is_refused_by_puzzle_validation() {
    for (n, text) in [
        (0, &b"0\n1 1 0\n1 0\n0\n0\n0\n"[..]),
        (-2, b"-2\n1 1 0\n1 0\n0\n0\n0\n"),
        (1_000_000, b"1000000\n1 1 0\n1 0\n0\n0\n0\n"),
    ] {
        // The parser reads n as written ...
        assert_eq!(noip::parse(text).unwrap().budget, n);
        // ... and validation says it is out of range.
        let e = noip_puzzle(text).unwrap_err();
        assert_eq!(
            e,
            PuzzleError::Budget {
                found: n,
                max: MAX_BUDGET
            }
        );
        assert_eq!(
            e.to_string(),
            format!("the move budget must be from 1 to 50, found {n}")
        );
    }
    // Past i64 it is a parse error with its place.
    let e = noip_err(b"99999999999999999999\n0\n0\n0\n0\n0\n");
    assert_eq!(e.pos, at(1, 1));
    assert_eq!(
        e.message,
        "the move count n `99999999999999999999` is far too large"
    );
    // The bounds themselves.
    assert_eq!(validate_budget(1), Ok(1));
    assert_eq!(validate_budget(MAX_BUDGET as i64), Ok(MAX_BUDGET));
    assert!(validate_budget(MAX_BUDGET as i64 + 1).is_err());
    assert!(validate_budget(i64::MIN).is_err());
    assert!(validate_budget(i64::MAX).is_err());
}

#[test]
fn noip_board_already_holding_a_run_of_three_is_refused() {
    // A vertical run in column 1.
    let e = noip_puzzle(b"1\n0\n2 2 2 0\n0\n0\n0\n").unwrap_err();
    assert_eq!(
        e,
        PuzzleError::Run {
            colour: 2,
            x: 1,
            y: 0
        }
    );
    assert_eq!(
        e.to_string(),
        "the board already holds a run of three or more: colour 2 at cell (1, 0)"
    );
    // A horizontal run on row 1: the lowest, leftmost cell is named.
    let e = noip_puzzle(b"1\n1 3 0\n2 3 0\n1 3 0\n0\n0\n").unwrap_err();
    assert_eq!(
        e,
        PuzzleError::Run {
            colour: 3,
            x: 0,
            y: 1
        }
    );
    // Settling first is allowed when asked for.
    let i = noip::parse(b"1\n1 3 0\n2 3 0\n1 3 0\n0\n0\n").unwrap();
    let mut setup = PuzzleSetup {
        board: i.board,
        rules: MoveSet::Drag,
        budget: Some(1),
        goal: Goal::Exact,
        notation: Notation::Noip,
        finish: Default::default(),
    };
    setup.settle();
    let p = setup.into_puzzle().unwrap();
    assert_eq!(p.board().block_count(), 3);
}

// ---------------------------------------------------------------- grid

#[test]
fn grid_reads_characters_and_integers_alike() {
    let chars = grid::parse(b"2\n.1.\n#a2\n").unwrap();
    let ints = grid::parse(b"2\n0 1 0\n# 10 2\n").unwrap();
    assert_eq!(chars, ints);
    assert_eq!(chars.budget, Some(2));
    let b = chars.board;
    assert_eq!((b.width(), b.height()), (3, 2));
    assert_eq!(b.get(0, 0), GREY);
    assert_eq!(b.get(1, 0), 10);
    assert_eq!(b.get(1, 1), 1);
    assert_eq!(b.get(2, 0), 2);
    // Written back, it reads the same.
    let head = grid::Header {
        budget: Some(2),
        ..grid::Header::default()
    };
    let again = grid::parse(grid::write(&b, &head).as_bytes()).unwrap();
    assert_eq!(again.board, b);
    assert_eq!(again.budget, Some(2));
}

#[test]
fn a_grid_header_names_the_budget_the_rules_and_the_goal() {
    let g = grid::parse(b"moves=2 rules=swap4 goal=at-most\n.1.\n#a2\n").unwrap();
    assert_eq!(g.budget, Some(2));
    assert_eq!(g.rules, Some(MoveSet::Swap4));
    assert_eq!(g.goal, Some(Goal::AtMost));
    assert_eq!((g.board.width(), g.board.height()), (3, 2));
    // Any subset, in any order; written back, it reads the same.
    let g = grid::parse(b"goal=shortest\n11.1\n").unwrap();
    assert_eq!(
        (g.budget, g.rules, g.goal),
        (None, None, Some(Goal::Shortest))
    );
    let head = grid::Header {
        budget: Some(5),
        rules: Some(MoveSet::Swap4),
        goal: Some(Goal::Exact),
        finish: None,
    };
    let text = grid::write(&g.board, &head);
    assert_eq!(text, "moves=5 rules=swap4 goal=exact\n11.1\n");
    let again = grid::parse(text.as_bytes()).unwrap();
    assert_eq!(
        (again.budget, again.rules, again.goal),
        (Some(5), Some(MoveSet::Swap4), Some(Goal::Exact))
    );
}

#[test]
fn a_bad_grid_header_says_which_word_is_wrong() {
    let cases: [(&[u8], &str); 6] = [
        (
            b"moves=x\n11.1\n",
            "line 1, column 1: moves=x: the move budget is an integer",
        ),
        (
            b"moves=2 rule=swap4\n11.1\n",
            "line 1, column 9: the header has no field `rule`",
        ),
        (
            b"rules=swap8\n11.1\n",
            "line 1, column 1: unknown move set `swap8`",
        ),
        (
            b"goal=most\n11.1\n",
            "line 1, column 1: unknown goal `most`",
        ),
        (
            b"moves=2 moves=3\n11.1\n",
            "line 1, column 9: the header gives moves twice",
        ),
        (
            b"moves=2 3\n11.1\n",
            "line 1, column 9: `3` in the header is not key=value",
        ),
    ];
    for (text, want) in cases {
        let e = grid::parse(text).unwrap_err().to_string();
        assert!(e.starts_with(want), "{e}\nwanted: {want}");
    }
    assert!(grid::parse(b"moves=2\n").is_err());
}

#[test]
fn the_goal_follows_the_format_unless_asked_for() {
    use mayan_core::read::{ReadOptions, read};
    let noip = read(
        b"3\n1 0\n2 1 0\n2 3 4 0\n3 1 0\n2 4 3 4 0\n",
        &ReadOptions::default(),
    )
    .unwrap();
    assert_eq!(noip.setup.goal, Goal::Exact);
    let grid = read(b"2\n11.1\n", &ReadOptions::default()).unwrap();
    assert_eq!(grid.setup.goal, Goal::Exact);
    assert_eq!(grid.declared.goal, None);
    let headed = read(
        b"goal=at-most rules=swap4 moves=2\n11.1\n",
        &ReadOptions::default(),
    )
    .unwrap();
    assert_eq!(
        (headed.setup.goal, headed.setup.rules),
        (Goal::AtMost, MoveSet::Swap4)
    );
    let panel = br#"{"Version":2,"Puzzle Sets":[{"Set Name":"S","Puzzles":[{"Puzzle Type":"moves","Moves":2,"Stack":"010110"}]}]}"#;
    let p = read(panel, &ReadOptions::default()).unwrap();
    assert_eq!(p.setup.goal, Goal::AtMost);
    let asked = ReadOptions {
        goal: Some(Goal::Exact),
        rules: Some(MoveSet::Drag),
        ..ReadOptions::default()
    };
    assert_eq!(read(panel, &asked).unwrap().setup.goal, Goal::Exact);
    let h = read(b"goal=at-most rules=swap4 moves=2\n11.1\n", &asked).unwrap();
    assert_eq!((h.setup.goal, h.setup.rules), (Goal::Exact, MoveSet::Drag));
}

#[test]
fn grid_without_budget_line_has_none() {
    let g = grid::parse(b"12\n21\n").unwrap();
    assert_eq!(g.budget, None);
    assert_eq!(g.board.height(), 2);
}

#[test]
fn grid_box_maze_example_of_the_spec() {
    let text = b"2\n0 1 0 0 0 0\n0 2 0 0 0 0\n0 3 0 0 0 0\n0 2 1 0 0 0\n0 1 3 3 0 0\n0 2 2 1 0 0\n0 1 1 2 2 0\n";
    let g = grid::parse(text).unwrap();
    assert_eq!(g.budget, Some(2));
    assert_eq!((g.board.width(), g.board.height()), (6, 7));
    assert_eq!(g.board.column(1), &[1, 2, 1, 2, 3, 2, 1]);
    let p = Puzzle::new(g.board, MoveSet::Swap4, 2, Notation::Plain).unwrap();
    assert_eq!(p.board().block_count(), 15);
    // The fixture in examples/ is that board.
    let file = std::fs::read(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../examples/box-maze.txt"
    ))
    .unwrap();
    assert_eq!(grid::parse(&file).unwrap(), g);
}

#[test]
fn grid_empty_input_is_refused() {
    for input in [&b""[..], b"\n \n\r\n"] {
        let e = grid_err(input);
        assert_eq!(e.pos, None);
        assert_eq!(e.message, "empty input: expected rows of cells");
    }
}

#[test]
fn grid_rows_of_unequal_width_are_refused_at_the_odd_row() {
    let e = grid_err(b"1.\n123\n12\n");
    assert_eq!(e.pos, at(2, 1));
    assert_eq!(
        e.message,
        "this row has 3 cells, but the first row (line 1) has 2: rows must be of one width"
    );
    let e = grid_err(b"3\n1 2 0\n1 2\n");
    assert_eq!(e.pos, at(3, 1));
    assert!(e.message.contains("this row has 2 cells"), "{e}");
    assert!(e.message.contains("(line 2) has 3"), "{e}");
}

#[test]
fn grid_floating_block_is_refused_by_puzzle_validation() {
    let g = grid::parse(b"..\n1.\n.2\n").unwrap();
    let e = Puzzle::new(g.board, MoveSet::Drag, 1, Notation::Plain).unwrap_err();
    assert_eq!(e, PuzzleError::Floating { x: 0, y: 1 });
    assert_eq!(
        e.to_string(),
        "the block at cell (0, 1) floats: the cell below it is empty"
    );
    // With settle, it falls first.
    let mut setup = PuzzleSetup {
        board: g.board,
        rules: MoveSet::Drag,
        budget: Some(1),
        goal: Goal::Exact,
        notation: Notation::Plain,
        finish: Default::default(),
    };
    setup.settle();
    assert_eq!(setup.into_puzzle().unwrap().board().get(0, 0), 1);
}

#[test]
fn grid_bad_cells_are_refused_at_their_place() {
    let e = grid_err(b"1?\n");
    assert_eq!(e.pos, at(1, 2));
    assert!(e.message.starts_with("`?` is not a cell"), "{e}");
    // Upper case is not a colour (lower case a-z is).
    let e = grid_err(b"a.\nbA\n");
    assert_eq!(e.pos, at(2, 2));
    assert!(e.message.starts_with("`A` is not a cell"), "{e}");
    let e = grid_err(b"..\n  1\x00\n");
    assert_eq!(e.pos, at(2, 4));
    assert!(e.message.starts_with("`\\0` is not a cell"), "{e:?}");
    let e = grid_err(b"0 1\n0 36\n");
    assert_eq!(e.pos, at(2, 3));
    assert_eq!(
        e.message,
        "colour 36 is out of range (0 for empty, 1 to 35)"
    );
    let e = grid_err(b"0 -1\n");
    assert_eq!(e.pos, at(1, 3));
    assert!(e.message.starts_with("colour -1 is out of range"), "{e}");
    let e = grid_err(b"0 one\n");
    assert_eq!(e.pos, at(1, 3));
    assert!(e.message.contains("found `one`"), "{e}");
    // Binary junk.
    let e = grid_err(b"\xff\xfe\x01\n");
    assert_eq!(e.pos, at(1, 1));
    assert!(e.message.contains("is not a cell"), "{e}");
    let e = grid_err(b"..\n\x01\x02\n");
    assert_eq!(e.pos, at(2, 1));
    assert!(e.message.starts_with("`\\u{1}` is not a cell"), "{e:?}");
}

#[test]
fn grid_larger_than_16_by_16_is_refused() {
    let wide = format!("{}\n", "1".repeat(17));
    let e = grid_err(wide.as_bytes());
    assert_eq!(e.pos, at(1, 1));
    assert_eq!(
        e.message,
        "the grid is 17 cells wide, more than the 16 supported"
    );
    let tall = "1\n".repeat(17);
    let e = grid_err(tall.as_bytes());
    assert_eq!(e.pos, at(17, 1));
    assert_eq!(
        e.message,
        "the grid has 17 rows, more than the 16 supported"
    );
    // 16 x 16 is fine.
    let full = format!("{}\n", "1".repeat(16)).repeat(16);
    let g = grid::parse(full.as_bytes()).unwrap();
    assert_eq!((g.board.width(), g.board.height()), (16, 16));
}

#[test]
fn grid_budget_line_out_of_range() {
    let g = grid::parse(b"0\n12\n21\n").unwrap();
    assert_eq!(g.budget, Some(0));
    let e = Puzzle::new(g.board, MoveSet::Drag, g.budget.unwrap(), Notation::Plain).unwrap_err();
    assert!(matches!(e, PuzzleError::Budget { found: 0, .. }), "{e}");
    let g = grid::parse(b"-4\n12\n21\n").unwrap();
    assert_eq!(g.budget, Some(-4));
    let e = grid_err(b"99999999999999999999999\n12\n21\n");
    assert_eq!(e.pos, at(1, 1));
    assert!(e.message.contains("far too large"), "{e}");
}

#[test]
fn board_sizes_beyond_16_are_refused() {
    assert!(Board::new(16, 16).is_ok());
    for (w, h) in [(0, 5), (5, 0), (17, 3), (3, 17)] {
        let e = Board::new(w, h).unwrap_err();
        assert_eq!(
            e.to_string(),
            format!("a board of {w} x {h} is not supported (1 to 16 columns, 1 to 16 rows)")
        );
    }
}

// ---------------------------------------------------------------- answers

#[test]
fn answers_read_in_all_three_notations() {
    let a = notation::parse_answer(b"2 1 1\n3 1 -1\n\n0 0 U\nr3c2\n")
        .unwrap()
        .unwrap();
    let moves: Vec<MoveText> = a.iter().map(|(m, _)| *m).collect();
    assert_eq!(
        moves,
        vec![
            MoveText::Move(Move::new(2, 1, Dir::Right)),
            MoveText::Move(Move::new(3, 1, Dir::Left)),
            MoveText::Move(Move::new(0, 0, Dir::Up)),
            MoveText::Swap { x: 1, y: 2 },
        ]
    );
    assert_eq!(a[3].1.line, 5);
    assert_eq!(notation::parse_answer(b"-1\n").unwrap(), None);
}

#[test]
fn bad_answers_are_refused_at_their_place() {
    let e = notation::parse_answer(b"1 0 1\n-1\n").unwrap_err();
    assert_eq!(e.pos, at(2, 1));
    assert_eq!(e.message, "`-1` (no solution) mixed with moves");
    let e = notation::parse_answer(b"1 0 2\n").unwrap_err();
    assert_eq!(e.pos, at(1, 5));
    assert!(e.message.starts_with("`2` is not a direction"), "{e}");
    let e = notation::parse_answer(b"1 0 1\n1 0\n").unwrap_err();
    assert_eq!(e.pos, at(2, 1));
    assert!(e.message.contains("found 2"), "{e}");
    let e = notation::parse_answer(b"hello\n").unwrap_err();
    assert!(e.message.starts_with("`hello` is not a move"), "{e}");
    // Not answers at all.
    for text in [
        &b"hello\n"[..],
        b"1 0 2\n",
        b"1 0\n",
        b"1 0 1 1\n",
        b"x 0 1\n",
        b"99999999999999999999 0 1\n",
        b"1 0 1\n-1\n",
        b"r1\n",
        b"rxc2\n",
        b"r-1c2\n",
        b"r99999999999999999999c1\n",
    ] {
        assert!(
            notation::parse_answer(text).is_err(),
            "{}",
            String::from_utf8_lossy(text)
        );
    }
}

#[test]
fn minus_one_on_several_lines_is_not_an_answer() {
    for text in [&b"-1\n-1\n"[..], b"-1\n\n-1\n", b"  -1\n-1"] {
        let e = notation::parse_answer(text).unwrap_err();
        assert!(e.message.contains("`-1` (no solution) again"), "{e}");
    }
    let e = notation::parse_answer(b"-1\n\n -1\n").unwrap_err();
    assert_eq!(e.pos, at(3, 2));
    assert!(e.message.ends_with("line 1 had it"), "{e}");
}

#[test]
fn an_empty_answer_reads_as_no_moves() {
    for text in [&b""[..], b"\n", b"  \n\t\n"] {
        assert_eq!(notation::parse_answer(text).unwrap(), Some(Vec::new()));
    }
}

#[test]
fn a_coordinate_off_every_board_is_still_a_move() {
    // One rule for every coordinate an i64 holds: the move is read, and
    // the board refuses it.
    let read = |text: &[u8]| notation::parse_answer(text).unwrap().unwrap()[0].0;
    let outside = |x, y, dir| MoveText::Outside { x, y, dir };
    assert_eq!(read(b"1 99 1\n"), outside(1, 99, Dir::Right));
    assert_eq!(read(b"-3 0 -1\n"), outside(-3, 0, Dir::Left));
    assert_eq!(read(b"16 0 R\n"), outside(16, 0, Dir::Right));
    assert_eq!(
        read(b"9223372036854775807 0 U\n"),
        outside(i64::MAX, 0, Dir::Up)
    );
    assert_eq!(read(b"r0c1\n"), outside(0, -1, Dir::Right));
    assert_eq!(read(b"r17c1\n"), outside(0, 16, Dir::Right));
    assert_eq!(read(b"r1c17\n"), outside(16, 0, Dir::Right));
    // The largest cells that fit some board are moves and swaps.
    assert_eq!(
        read(b"15 15 L\n"),
        MoveText::Move(Move::new(15, 15, Dir::Left))
    );
    assert_eq!(read(b"r16c16\n"), MoveText::Swap { x: 15, y: 15 });
    // The board then refuses them, however far: `(x, y) is outside the board`.
    let board = Board::new(5, 7).unwrap();
    let refused = |text: &[u8]| read(text).resolve(&board).unwrap_err().to_string();
    assert_eq!(refused(b"1 99 1\n"), "(1, 99) is outside the board");
    assert_eq!(refused(b"-1 0 1\n"), "(-1, 0) is outside the board");
    assert_eq!(refused(b"r20c1\n"), "(0, 19) is outside the board");
    assert_eq!(refused(b"r8c1\n"), "(0, 7) is outside the board");
    assert_eq!(
        refused(b"r1c5\n"),
        "the block at (4, 0) cannot move Right: that is off the board"
    );
}

#[test]
fn answers_are_written_in_each_notation() {
    let moves = [Move::new(2, 1, Dir::Right), Move::new(3, 0, Dir::Left)];
    assert_eq!(
        notation::write_answer(Some(&moves), Notation::Noip),
        "2 1 1\n3 0 -1\n"
    );
    assert_eq!(
        notation::write_answer(Some(&moves), Notation::Plain),
        "2 1 R\n3 0 L\n"
    );
    // Panel Attack names the swapped pair by its left cell, 1-based.
    assert_eq!(
        notation::write_answer(Some(&moves), Notation::PanelAttack),
        "r2c3\nr1c3\n"
    );
    assert_eq!(notation::write_answer(None, Notation::Noip), "-1\n");
}

// ---------------------------------------------------------------- panel

pub(crate) fn panel_fixture(name: &str) -> Vec<u8> {
    std::fs::read(format!(
        "{}/../../fixtures/panel/{name}",
        env!("CARGO_MANIFEST_DIR")
    ))
    .unwrap()
}

#[test]
fn panel_attack_file_reads_its_sets() {
    let sets = panel::parse(&panel_fixture("panel-attack_stock-example_v2.json")).unwrap();
    let names: Vec<&str> = sets.iter().map(|s| s.name.as_str()).collect();
    assert!(names.contains(&"Classic set 1"), "{names:?}");
    let p = panel::find(&sets, "Classic set 1", 1).unwrap();
    assert_eq!(p.kind, "moves");
    let b = p.board().unwrap();
    assert_eq!((b.width(), b.height()), (6, 12));
    assert!(b.is_settled());
    let e = panel::find(&sets, "Classic set 1", 99).unwrap_err();
    assert!(e.to_string().contains("not 99"), "{e}");
    let e = panel::find(&sets, "No such set", 1).unwrap_err();
    assert!(
        e.to_string()
            .contains("no puzzle set named \"No such set\""),
        "{e}"
    );
    // v3 with nested sets.
    let v3 = panel::parse(&panel_fixture(
        "panel-game_Puzzles-v3_classic-sets-with-solutions.json",
    ))
    .unwrap();
    let count: usize = v3.iter().map(|s| s.puzzles.len()).sum();
    assert_eq!(count, 60);
}

#[test]
fn panel_attack_bad_files_are_refused() {
    let e = panel::parse(b"{\"Puzzle Sets\": [").unwrap_err();
    assert!(e.pos.is_some());
    assert!(e.message.starts_with("not JSON"), "{e}");
    let e = panel::parse(b"{\"Version\": 2}").unwrap_err();
    assert_eq!(e.message, "no \"Puzzle Sets\" list");
    let e =
        panel::parse(b"{\"Puzzle Sets\": [{\"Set Name\": \"s\", \"Puzzles\": [{}]}]}").unwrap_err();
    assert_eq!(e.message, "set \"s\", puzzle 1: no \"Stack\" string");
    let puzzle = |kind: &str, stack: &str| panel::PanelPuzzle {
        kind: kind.into(),
        stack: stack.into(),
        ..panel::PanelPuzzle::new(&Board::new(6, 12).unwrap(), 1)
    };
    let garbage = puzzle("moves", "[====]111");
    assert!(garbage.board().unwrap_err().message.contains("garbage"));
    let clear = puzzle("clear", "111");
    assert!(
        clear
            .board()
            .unwrap_err()
            .message
            .contains("\"clear\" puzzles are not supported")
    );
    let odd = puzzle("combo", "111");
    assert_eq!(
        odd.board().unwrap_err().message,
        "\"combo\" is not a puzzle type (the game has \"moves\", \"chain\" and \"clear\")"
    );
    // A chain puzzle reads, with the chain finish.
    let chain = puzzle("chain", "9191919");
    assert_eq!(chain.board().unwrap().block_count(), 7);
    assert_eq!(chain.finish(), mayan_core::Finish::Chain);
    let bad = puzzle("moves", "12x");
    assert_eq!(
        bad.board().unwrap_err().message,
        "`x` at stack position 3 is not a panel (0-9)"
    );
    let big = puzzle("moves", &"1".repeat(73));
    assert!(big.board().unwrap_err().message.contains("73 panels"));
}
