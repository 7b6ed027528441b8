//! The frame engine against Panel Attack's own engine, run headless under
//! LuaJIT by `scripts/panel-oracle/oracle.lua`: the whole state after every
//! frame (grid, each panel's state, timer and chain flag, the cursor and the
//! counters) and the result, on every recorded Solution of the game's
//! puzzle file and on random input strings over its boards.
//!
//! The oracle needs `luajit` and the game's engine in `../shared/panel-attack`
//! beside the repository (or `MAYAN_PANEL_ATTACK`). Without the engine the
//! tests say so and pass; with the engine and without `luajit` they fail.

use std::io::Write;
use std::path::PathBuf;
use std::process::{Command, Stdio};

use mayan_core::format::panel;
use mayan_core::frame::{DEFAULT_LEVEL, FrameGame, FrameSetup, Input, Outcome, Rules, Start};
use serde_json::{Value, json};

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../..")
}

/// The game's engine, or `None` (with a note) when it is not here.
fn engine() -> Option<PathBuf> {
    let dir = std::env::var_os("MAYAN_PANEL_ATTACK")
        .map(PathBuf::from)
        .unwrap_or_else(|| root().join("../shared/panel-attack"));
    if dir.join("common/engine/Stack.lua").is_file() {
        Some(dir)
    } else {
        eprintln!(
            "skipped: Panel Attack's engine is not at {} (set MAYAN_PANEL_ATTACK)",
            dir.display()
        );
        None
    }
}

/// One puzzle of the game's file.
struct Case {
    name: String,
    setup: FrameSetup,
    solution: Option<String>,
}

/// Every puzzle of the file, read by the library's reader (named by its
/// sets' path), at the default level under the current rules.
fn cases() -> Vec<Case> {
    let bytes = std::fs::read(root().join("fixtures/panel/panel-game_Puzzles-v3_full.json"))
        .expect("the game's puzzle file");
    let sets = panel::parse(&bytes).expect("the game's file reads");
    let mut out = Vec::new();
    for set in &sets {
        for (i, p) in set.puzzles.iter().enumerate() {
            out.push(Case {
                name: format!("/{} #{}", set.path.join("/"), i + 1),
                setup: p
                    .frame_setup(DEFAULT_LEVEL, Rules::Current)
                    .expect("every puzzle of the file sets up"),
                solution: p.solution.clone(),
            });
        }
    }
    out
}

/// What the game's engine answered for one request: a line per frame and
/// the result.
struct Answer {
    trace: Vec<String>,
    result: Value,
}

/// Runs the oracle on every request at once.
fn oracle(engine: &PathBuf, requests: &[Value]) -> Vec<Answer> {
    let mut child = Command::new("luajit")
        .arg(root().join("scripts/panel-oracle/oracle.lua"))
        .arg(engine)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("luajit runs (apt-get install luajit; .ci/run installs it)");
    let mut input = String::new();
    for r in requests {
        input.push_str(&r.to_string());
        input.push('\n');
    }
    let mut stdin = child.stdin.take().expect("stdin");
    let writer = std::thread::spawn(move || stdin.write_all(input.as_bytes()));
    let out = child.wait_with_output().expect("the oracle ends");
    writer.join().expect("writer").expect("write requests");
    assert!(
        out.status.success(),
        "oracle failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).expect("UTF-8");
    let mut answers = Vec::new();
    let mut trace = Vec::new();
    for line in text.lines() {
        if line.starts_with('{') {
            let result: Value = serde_json::from_str(line).expect("result JSON");
            assert!(result.get("error").is_none(), "oracle error: {line}");
            answers.push(Answer {
                trace: std::mem::take(&mut trace),
                result,
            });
        } else {
            trace.push(line.to_string());
        }
    }
    assert_eq!(answers.len(), requests.len(), "one answer per request");
    answers
}

fn request(setup: &FrameSetup, inputs: &[Input], frames: usize) -> Value {
    let mut r = json!({
        "type": setup.kind.name(),
        "moves": setup.moves,
        "stack": setup.stack,
        "stop": setup.stop,
        "shake": setup.shake,
        "countdown": setup.start == Start::Countdown,
        "level": setup.level,
        "inputs": Input::write_solution(inputs),
        "trace": true,
        "frames": frames,
    });
    if let Some((row, col)) = setup.cursor {
        r["cursor"] = json!([row, col]);
    }
    r
}

/// Plays the inputs (then no input) for up to `frames` frames, a trace
/// line a frame, and the result in the oracle's words.
fn play(
    setup: &FrameSetup,
    inputs: &[Input],
    frames: usize,
) -> (Vec<String>, Option<u64>, String, u64) {
    let mut game = FrameGame::new(setup).expect("the game's puzzles lay out");
    let mut trace = Vec::new();
    for i in 0..frames {
        if game.outcome() != Outcome::Running {
            break;
        }
        game.step(inputs.get(i).copied().unwrap_or(Input::NONE));
        trace.push(game.trace_line());
    }
    let result = match game.outcome() {
        Outcome::Running => "running",
        Outcome::Won { .. } => "won",
        Outcome::Lost { .. } => "lost",
    };
    (
        trace,
        game.random_colours(),
        result.to_string(),
        game.clock(),
    )
}

/// Compares one case; `Err` with the first frame that differs.
fn compare(
    name: &str,
    setup: &FrameSetup,
    inputs: &[Input],
    frames: usize,
    answer: &Answer,
) -> Result<(), String> {
    let (trace, random, result, clock) = play(setup, inputs, frames);
    for (i, (ours, theirs)) in trace.iter().zip(&answer.trace).enumerate() {
        if random.is_some_and(|f| (i as u64) >= f) {
            // From here the game plays its random colours.
            return Ok(());
        }
        if ours != theirs {
            let before = if i > 0 {
                answer.trace[i - 1].as_str()
            } else {
                "(start)"
            };
            return Err(format!(
                "{name}: frame {} differs\n before: {before}\n game:   {theirs}\n mayan:  {ours}\n inputs: {}",
                i + 1,
                Input::write_solution(inputs)
            ));
        }
    }
    if random.is_some() {
        return Ok(());
    }
    if trace.len() != answer.trace.len()
        || answer.result["result"] != result.as_str()
        || answer.result["frame"] != clock
    {
        return Err(format!(
            "{name}: game {} after {} frames ({} traced), mayan {result} after {clock} ({} traced)",
            answer.result["result"],
            answer.result["frame"],
            answer.trace.len(),
            trace.len()
        ));
    }
    Ok(())
}

fn check_all(cases: &[(String, FrameSetup, Vec<Input>, usize)], engine: &PathBuf) {
    // The oracle is engine 048: judge these cases under its rules.
    let cases: Vec<_> = cases
        .iter()
        .cloned()
        .map(|(n, mut s, i, f)| {
            s.rules = Rules::Engine048;
            (n, s, i, f)
        })
        .collect();
    let cases = &cases[..];
    let requests: Vec<Value> = cases.iter().map(|(_, s, i, f)| request(s, i, *f)).collect();
    let answers = oracle(engine, &requests);
    let failures: Vec<String> = cases
        .iter()
        .zip(&answers)
        .filter_map(|((name, setup, inputs, frames), answer)| {
            compare(name, setup, inputs, *frames, answer).err()
        })
        .collect();
    assert!(
        failures.is_empty(),
        "{} of {} cases differ from the game's engine; the first:\n{}",
        failures.len(),
        cases.len(),
        failures
            .iter()
            .take(3)
            .cloned()
            .collect::<Vec<_>>()
            .join("\n\n")
    );
}

#[test]
fn every_recorded_solution_plays_frame_by_frame_as_in_the_game() {
    let Some(engine) = engine() else { return };
    let cases: Vec<_> = cases()
        .into_iter()
        .filter_map(|c| {
            let inputs = Input::parse_solution(c.solution.as_deref()?)?;
            let frames = inputs.len() + 1500;
            Some((c.name, c.setup, inputs, frames))
        })
        .collect();
    assert_eq!(cases.len(), 234);
    check_all(&cases, &engine);
}

/// A small deterministic generator (xorshift).
struct Rng(u64);

impl Rng {
    fn next(&mut self) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0
    }
}

/// Random controller input of `frames` frames: taps and holds of the
/// directions, swaps, waits.
fn random_inputs(rng: &mut Rng, frames: usize) -> Vec<Input> {
    let mut out = Vec::new();
    while out.len() < frames {
        let input = match rng.next() % 10 {
            0 | 1 => Input::SWAP,
            2 => Input::UP,
            3 => Input::DOWN,
            4 => Input::LEFT,
            5 => Input::RIGHT,
            6 => Input(Input::SWAP.0 | Input::LEFT.0),
            _ => Input::NONE,
        };
        let hold = 1 + (rng.next() % if rng.next().is_multiple_of(8) { 25 } else { 4 }) as usize;
        out.extend(std::iter::repeat_n(input, hold));
    }
    out.truncate(frames);
    out
}

#[test]
fn random_inputs_on_every_board_play_frame_by_frame_as_in_the_game() {
    let Some(engine) = engine() else { return };
    let mut rng = Rng(0x9e37_79b9_7f4a_7c15);
    let mut cases = Vec::new();
    for c in self::cases() {
        for k in 0..2 {
            let frames = 300 + (rng.next() % 400) as usize;
            let inputs = random_inputs(&mut rng, frames);
            cases.push((
                format!("{} (random {k})", c.name),
                c.setup.clone(),
                inputs,
                frames + 200,
            ));
        }
    }
    check_all(&cases, &engine);
}

/// The one recorded Solution of the game's file that the current rules do
/// not see win at level 10: it plays, and then the board stays as it is
/// without winning or losing (`Moves` 0, no chain ended).
const UNFINISHED: &str =
    "/puzzle_set_name_mission/puzzle_set_name_novice/puzzle_set_name_novice_chains #3";

#[test]
fn the_games_recorded_solutions_win_under_the_current_rules_at_level_10() {
    // The file's Solutions were recorded at level 10: each ends on the
    // frame its last clear pops at that level's timing (and most lose at
    // the menu's default level 5, where panels hover and flash longer).
    let mut won_at_5 = 0;
    let mut not_won = Vec::new();
    let mut late = Vec::new();
    for c in cases() {
        let Some(inputs) = c.solution.as_deref().and_then(Input::parse_solution) else {
            continue;
        };
        let mut setup = c.setup.clone();
        setup.level = 10;
        let (_, _, result, clock) = play(&setup, &inputs, inputs.len() + 1500);
        if result != "won" {
            not_won.push(format!("{} {result} at frame {clock}", c.name));
        } else if clock as usize != inputs.len() {
            // A recorded Solution ends on the frame the game is won, but
            // for one whose recording stops early (its last inputs lost).
            late.push(format!(
                "{} won at frame {clock} of {}",
                c.name,
                inputs.len()
            ));
        }
        setup.level = 5;
        won_at_5 += usize::from(play(&setup, &inputs, inputs.len() + 1500).2 == "won");
    }
    assert_eq!(not_won.len(), 1, "{not_won:#?}");
    assert!(not_won[0].starts_with(UNFINISHED), "{not_won:#?}");
    // classic set 1 #2's Solution stops 59 frames before its last clear
    // pops: what it set moving falls and clears on its own.
    assert_eq!(
        late,
        ["/puzzle_set_name_classic/puzzle_set_name_classic_set_1 #2 won at frame 164 of 105"]
    );
    assert_eq!(won_at_5, 148);
}

/// The swaps of every recorded Solution of the game's file, rewritten by
/// [`frame::write_solution`] (each on a still board, written at level 1):
/// the game's engine plays the written strings frame by frame as the
/// frame engine does, and they win at every level where the swaps win on
/// still boards: all the classic ones; of the chain puzzles, those whose
/// Solutions do not swap while a chain falls.
#[test]
fn solutions_mayan_writes_win_at_every_level_and_play_as_in_the_game() {
    use mayan_core::format::{notation::MoveText, panel::solution};
    use mayan_core::frame;
    let bytes =
        std::fs::read(root().join("fixtures/panel/panel-game_Puzzles-v3_full.json")).unwrap();
    let sets = panel::parse(&bytes).unwrap();
    let mut written = Vec::new();
    let mut wins_everywhere = Vec::new();
    for set in &sets {
        for (i, p) in set.puzzles.iter().enumerate() {
            let Some(text) = &p.solution else { continue };
            if p.kind == "clear" {
                continue;
            }
            let name = format!("{} #{}", set.name, i + 1);
            let swaps: Vec<(u8, u8)> =
                solution::decode_for(text, p.start.as_deref(), p.timing.start_cursor())
                    .unwrap()
                    .into_iter()
                    .map(|s| match s {
                        MoveText::Swap { x, y } => (y + 1, x + 1),
                        other => panic!("{name}: {other:?}"),
                    })
                    .collect();
            let Ok(inputs) =
                frame::write_solution(&p.frame_setup(1, Rules::Current).unwrap(), &swaps)
            else {
                continue;
            };
            let parsed = Input::parse_solution(&inputs).unwrap();
            let wins = (1..=11).all(|level| {
                let setup = p.frame_setup(level, Rules::Current).unwrap();
                matches!(
                    frame::replay(&setup, &parsed).unwrap().outcome,
                    Outcome::Won { .. }
                )
            });
            if wins {
                wins_everywhere.push(name.clone());
            }
            let setup = p.frame_setup(DEFAULT_LEVEL, Rules::Current).unwrap();
            written.push((name, setup, parsed.clone(), parsed.len() + 1500));
        }
    }
    let not_everywhere: Vec<&str> = written
        .iter()
        .map(|(n, ..)| n.as_str())
        .filter(|n| !wins_everywhere.iter().any(|w| w == n))
        .collect();
    // 63 timed Solutions cannot be written so: on a still board one of
    // their swaps takes an empty cell or comes after the puzzle has ended.
    assert_eq!(written.len(), 91);
    // Novice chains #3's swaps never win; shoguns 3 to 5 were played
    // while garbage cleared, and their swaps on still boards do not win.
    assert_eq!(
        not_everywhere,
        [
            "Mission / Novice / Novice chains #3",
            "Mission / Advanced / Advanced shoguns #3",
            "Mission / Advanced / Advanced shoguns #4",
            "Mission / Advanced / Advanced shoguns #5"
        ]
    );
    let classic = wins_everywhere
        .iter()
        .filter(|n| n.starts_with("Classic"))
        .count();
    assert_eq!(classic, 60);
    if let Some(engine) = engine() {
        check_all(&written, &engine);
    }
}
