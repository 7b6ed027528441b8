//! The page's puzzle packs: `GET /api/packs`.
//!
//! The packs are listed in `crates/mayan-web/packs.json` (data only: a
//! later pack is one entry there) and read from the project's own files,
//! which `build.rs` embeds in the binary, so that an installed `mayan
//! serve` has them. Every puzzle is read with the project's one reader
//! ([`mayan_core::read()`]), so a pack's puzzle means what the same file means
//! to `mayan solve`. A puzzle whose answer file says `-1` (no solution), a
//! Panel Attack puzzle of another kind than `moves` or `chain`, or a file that does not
//! read as a settled puzzle is left out, and [`Packs::left_out`] says why.

use std::collections::BTreeMap;
use std::sync::OnceLock;

use axum::Json;
use mayan_core::read::{ReadOptions, read, read_panel_file};
use mayan_core::{MoveSet, Notation, PuzzleSetup};
use serde::{Deserialize, Serialize};

use crate::api::rows;

include!(concat!(env!("OUT_DIR"), "/pack_files.rs"));

/// `packs.json`.
#[derive(Deserialize)]
struct PackList {
    packs: Vec<PackDef>,
}

/// One entry of `packs.json`: a pack of puzzle files, or one pack for each
/// set of a Panel Attack file whose name starts with `sets`.
#[derive(Deserialize)]
#[serde(deny_unknown_fields)]
struct PackDef {
    id: String,
    #[serde(default)]
    name: Option<String>,
    #[serde(default)]
    files: Vec<String>,
    #[serde(default)]
    names: BTreeMap<String, String>,
    #[serde(default)]
    rules: Option<String>,
    #[serde(default)]
    panel: Option<String>,
    #[serde(default)]
    sets: Option<String>,
}

/// Every pack, and the puzzles left out of them.
#[derive(Clone, Debug, Serialize)]
pub struct Packs {
    /// The packs, in the order of `packs.json`.
    pub packs: Vec<Pack>,
    /// The puzzles of the files that are not in a pack, and why.
    pub left_out: Vec<LeftOut>,
}

/// A pack: puzzles to play in order.
#[derive(Clone, Debug, Serialize)]
pub struct Pack {
    /// Its id, for links and the page's progress: `noip2011`,
    /// `panel-classic-set-1`.
    pub id: String,
    /// Its name: `NOIP 2011`, `Classic set 1` (a Panel Attack set's name).
    pub name: String,
    /// Its puzzles.
    pub puzzles: Vec<PackPuzzle>,
}

/// One puzzle of a pack.
#[derive(Clone, Debug, Serialize)]
pub struct PackPuzzle {
    /// What it is, for the page's progress: the file's path, and for a
    /// Panel Attack puzzle `PATH#SET#N`.
    pub key: String,
    /// Its number in the pack, from 1.
    pub number: usize,
    /// Its name: `Sample`, `Case 3`, `#5`.
    pub name: String,
    /// The file it comes from, from the workspace's root.
    pub file: String,
    /// Columns.
    pub width: usize,
    /// Rows.
    pub height: usize,
    /// The board, rows from the top (`0` empty, `36` grey).
    pub rows: Vec<Vec<u8>>,
    /// `drag` or `swap4`.
    pub rules: &'static str,
    /// `exact`, `at-most` or `shortest`.
    pub goal: &'static str,
    /// `clear`, or `chain` for a Panel Attack chain puzzle (docs/spec.md
    /// section 4).
    pub finish: &'static str,
    /// The move budget.
    pub moves: i64,
    /// How its moves are written: `noip`, `plain` or `panel-attack`.
    pub notation: &'static str,
    /// A Panel Attack puzzle's set, as `mayan list` names it.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub set: Option<String>,
    /// A Panel Attack puzzle's number in its set, from 1.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub index: Option<usize>,
}

/// A puzzle of a pack's files that is not in the pack.
#[derive(Clone, Debug, Serialize)]
pub struct LeftOut {
    /// The pack's id.
    pub pack: String,
    /// The puzzle: the file's path (`PATH#SET#N` in a Panel Attack file).
    pub key: String,
    /// Why it is left out.
    pub why: String,
}

/// The name notation's moves go by in the API.
fn notation_name(n: Notation) -> &'static str {
    match n {
        Notation::Noip => "noip",
        Notation::PanelAttack => "panel-attack",
        Notation::Plain => "plain",
    }
}

/// `Case 3` for a stem `case03`, else the stem.
fn default_name(stem: &str) -> String {
    match stem.strip_prefix("case").map(|d| d.parse::<u32>()) {
        Some(Ok(n)) => format!("Case {n}"),
        _ => stem.to_string(),
    }
}

/// A pack id's form of a name: `Classic set 1` is `classic-set-1`.
fn slug(name: &str) -> String {
    let mut s = String::new();
    for c in name.chars() {
        if c.is_ascii_alphanumeric() {
            s.push(c.to_ascii_lowercase());
        } else if !s.ends_with('-') {
            s.push('-');
        }
    }
    s.trim_matches('-').to_string()
}

/// A read puzzle as a pack's, or why it cannot be played.
fn puzzle(setup: PuzzleSetup, key: String, name: String, file: &str) -> Result<PackPuzzle, String> {
    setup
        .check_board()
        .map_err(|e| format!("not a puzzle: {e}"))?;
    let moves = setup.budget.ok_or("the file gives no move budget")?;
    let board = setup.board;
    Ok(PackPuzzle {
        key,
        number: 0,
        name,
        file: file.to_string(),
        width: board.width(),
        height: board.height(),
        rows: rows(&board),
        rules: setup.rules.name(),
        goal: setup.goal.name(),
        finish: setup.finish.name(),
        moves,
        notation: notation_name(setup.notation),
        set: None,
        index: None,
    })
}

impl Packs {
    /// Reads every pack of `packs.json` from the embedded files.
    fn read() -> Packs {
        let mut packs = Packs {
            packs: Vec::new(),
            left_out: Vec::new(),
        };
        let list: PackList = match serde_json::from_str(PACKS_JSON) {
            Ok(list) => list,
            Err(e) => {
                packs.left_out.push(LeftOut {
                    pack: String::new(),
                    key: "crates/mayan-web/packs.json".into(),
                    why: e.to_string(),
                });
                return packs;
            }
        };
        for def in &list.packs {
            if let Some(panel) = &def.panel {
                packs.read_panel(def, panel);
            } else {
                packs.read_files(def);
            }
        }
        packs
    }

    /// A pack of puzzle files.
    fn read_files(&mut self, def: &PackDef) {
        let mut pack = Pack {
            id: def.id.clone(),
            name: def.name.clone().unwrap_or_else(|| def.id.clone()),
            puzzles: Vec::new(),
        };
        let rules: Option<MoveSet> = def.rules.as_deref().and_then(|r| r.parse().ok());
        for pattern in &def.files {
            for &(_, path, text, answer) in PACK_FILES.iter().filter(|f| f.0 == pattern) {
                let left_out = |why: String| LeftOut {
                    pack: def.id.clone(),
                    key: path.to_string(),
                    why,
                };
                if answer.is_some_and(|a| a.trim() == "-1") {
                    self.left_out
                        .push(left_out("no solution: its answer file says -1".into()));
                    continue;
                }
                let opts = ReadOptions {
                    file_name: Some(path.to_string()),
                    ..ReadOptions::default()
                };
                let read = match read(text.as_bytes(), &opts) {
                    Ok(read) => read,
                    Err(e) => {
                        self.left_out.push(left_out(e.to_string()));
                        continue;
                    }
                };
                let mut setup = read.setup;
                if read.declared.rules.is_none() {
                    setup.rules = rules.unwrap_or(setup.rules);
                }
                let stem = std::path::Path::new(path)
                    .file_stem()
                    .map(|s| s.to_string_lossy().into_owned())
                    .unwrap_or_default();
                let name = def
                    .names
                    .get(&stem)
                    .cloned()
                    .unwrap_or_else(|| default_name(&stem));
                match puzzle(setup, path.to_string(), name, path) {
                    Ok(p) => pack.puzzles.push(p),
                    Err(why) => self.left_out.push(left_out(why)),
                }
            }
        }
        self.push(pack);
    }

    /// One pack for each set of a Panel Attack file whose name starts with
    /// the entry's `sets`.
    fn read_panel(&mut self, def: &PackDef, path: &str) {
        let Some(&(_, _, text, _)) = PACK_FILES.iter().find(|f| f.1 == path) else {
            return;
        };
        let prefix = def.sets.as_deref().unwrap_or("");
        let (sets, entries) = match read_panel_file(text.as_bytes(), &ReadOptions::default()) {
            Ok(read) => read,
            Err(e) => {
                self.left_out.push(LeftOut {
                    pack: def.id.clone(),
                    key: path.to_string(),
                    why: e.to_string(),
                });
                return;
            }
        };
        for set in sets.iter().filter(|s| s.name.starts_with(prefix)) {
            let id = format!("{}-{}", def.id, slug(&set.name));
            let mut pack = Pack {
                id: id.clone(),
                name: set.name.clone(),
                puzzles: Vec::new(),
            };
            for entry in entries.iter().filter(|e| e.pick.set == set.name) {
                let index = entry.pick.index;
                let key = format!("{path}#{}#{index}", set.name);
                let kind = set.puzzles.get(index - 1).map_or("", |p| p.kind.as_str());
                let made = if kind != "moves" && kind != "chain" {
                    Err(format!(
                        "a \"{kind}\" puzzle: only \"moves\" and \"chain\" puzzles are played"
                    ))
                } else {
                    match &entry.read {
                        Ok(read) => {
                            puzzle(read.setup.clone(), key.clone(), format!("#{index}"), path)
                        }
                        Err(e) => Err(e.to_string()),
                    }
                };
                match made {
                    Ok(p) => pack.puzzles.push(PackPuzzle {
                        set: Some(set.name.clone()),
                        index: Some(index),
                        ..p
                    }),
                    Err(why) => self.left_out.push(LeftOut {
                        pack: id.clone(),
                        key,
                        why,
                    }),
                }
            }
            self.push(pack);
        }
    }

    /// Numbers a pack's puzzles and adds it, unless it is empty.
    fn push(&mut self, mut pack: Pack) {
        for (i, p) in pack.puzzles.iter_mut().enumerate() {
            p.number = i + 1;
        }
        if !pack.puzzles.is_empty() {
            self.packs.push(pack);
        }
    }
}

/// The packs, read once.
pub fn packs() -> &'static Packs {
    static PACKS: OnceLock<Packs> = OnceLock::new();
    PACKS.get_or_init(Packs::read)
}

/// `GET /api/packs`: every pack with its puzzles, and the puzzles left out.
pub async fn packs_handler() -> Json<&'static Packs> {
    Json(packs())
}
