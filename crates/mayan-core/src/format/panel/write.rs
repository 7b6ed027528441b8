//! Writing Panel Attack files, version 2 or 3.

use serde_json::Value;

use super::{PanelPuzzle, PanelSet};

/// The Panel Attack file format versions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Default)]
pub enum Version {
    /// Version 2: flat sets; a puzzle's `"Do Countdown"`; no solutions.
    V2,
    /// Version 3, what the game ships now: nested sets, a puzzle's
    /// `"StartTiming"` and `"Solution"`.
    #[default]
    V3,
}

impl Version {
    /// The number in the file's `"Version"`.
    pub fn number(self) -> u8 {
        match self {
            Version::V2 => 2,
            Version::V3 => 3,
        }
    }

    /// The version of a number, 2 or 3.
    pub fn from_number(n: u8) -> Option<Version> {
        match n {
            2 => Some(Version::V2),
            3 => Some(Version::V3),
            _ => None,
        }
    }
}

/// A JSON string.
fn string(s: &str) -> String {
    Value::String(s.to_string()).to_string()
}

/// Writes sets as a Panel Attack file, the way the game's own files are
/// laid out.
///
/// Version 3 writes each set's names as the file gave them
/// ([`PanelSet::path`]) and nests them again; version 2 has no nesting and
/// writes the readable name ([`PanelSet::name`], `PARENT / CHILD` for a
/// nested set). Of a puzzle, the type, the start timing, the move limit, the
/// stack and (version 3) the solution are written; a version 2 puzzle counts
/// down when its start timing is `countdown`.
pub fn write(sets: &[PanelSet], version: Version) -> String {
    let mut out = format!(
        "{{\n  \"Version\": {},\n  \"Puzzle Sets\": [",
        version.number()
    );
    let mut first = true;
    let mut sep = |out: &mut String| {
        if !std::mem::take(&mut first) {
            out.push(',');
        }
    };
    match version {
        Version::V2 => {
            for set in sets {
                sep(&mut out);
                write_set(&mut out, 4, &set.name, Some(&set.puzzles), &[], version);
            }
        }
        Version::V3 => {
            for node in &tree(sets) {
                sep(&mut out);
                write_node(&mut out, 4, node);
            }
        }
    }
    out.push_str("\n  ]\n}\n");
    out
}

/// A version 3 set: its own name, its puzzles if the file gave any, and the
/// sets nested in it.
struct Node<'a> {
    name: &'a str,
    puzzles: Option<&'a [PanelPuzzle]>,
    children: Vec<Node<'a>>,
}

/// Nests the sets again by their paths, in the order they first appear.
fn tree(sets: &[PanelSet]) -> Vec<Node<'_>> {
    let mut roots: Vec<Node<'_>> = Vec::new();
    for set in sets {
        let mut level = &mut roots;
        let last = set.path.len().saturating_sub(1);
        for (depth, name) in set.path.iter().enumerate() {
            // A set's own node is new unless an earlier nested set made it
            // (the reader lists nested sets before their parent's puzzles).
            let reuse = level
                .iter()
                .rposition(|n| n.name == name && (depth < last || n.puzzles.is_none()));
            let i = match reuse {
                Some(i) => i,
                None => {
                    level.push(Node {
                        name,
                        puzzles: None,
                        children: Vec::new(),
                    });
                    level.len() - 1
                }
            };
            if depth == last {
                level[i].puzzles = Some(&set.puzzles);
            }
            level = &mut level[i].children;
        }
    }
    roots
}

fn write_node(out: &mut String, indent: usize, node: &Node<'_>) {
    write_set(
        out,
        indent,
        node.name,
        node.puzzles,
        &node.children,
        Version::V3,
    );
}

fn write_set(
    out: &mut String,
    indent: usize,
    name: &str,
    puzzles: Option<&[PanelPuzzle]>,
    children: &[Node<'_>],
    version: Version,
) {
    let pad = " ".repeat(indent);
    let inner = " ".repeat(indent + 2);
    out.push_str(&format!("\n{pad}{{\n{inner}\"Set Name\": {}", string(name)));
    if let Some(puzzles) = puzzles {
        out.push_str(&format!(",\n{inner}\"Puzzles\": ["));
        for (i, p) in puzzles.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            write_puzzle(out, indent + 4, p, version);
        }
        out.push_str(&format!("\n{inner}]"));
    }
    if !children.is_empty() {
        out.push_str(&format!(",\n{inner}\"Puzzle Sets\": ["));
        for (i, child) in children.iter().enumerate() {
            if i > 0 {
                out.push(',');
            }
            write_node(out, indent + 4, child);
        }
        out.push_str(&format!("\n{inner}]"));
    }
    out.push_str(&format!("\n{pad}}}"));
}

fn write_puzzle(out: &mut String, indent: usize, p: &PanelPuzzle, version: Version) {
    let pad = " ".repeat(indent);
    let inner = " ".repeat(indent + 2);
    let mut fields = vec![format!("\"Puzzle Type\": {}", string(&p.kind))];
    match version {
        Version::V2 => fields.push(format!(
            "\"Do Countdown\": {}",
            p.start.as_deref() == Some("countdown")
        )),
        Version::V3 => fields.push(format!(
            "\"StartTiming\": {}",
            string(p.start.as_deref().unwrap_or("immediately"))
        )),
    }
    fields.push(format!("\"Moves\": {}", p.moves));
    fields.push(format!("\"Stack\": {}", string(&p.stack)));
    if let (Version::V3, Some(s)) = (version, &p.solution) {
        fields.push(format!("\"Solution\": {}", string(s)));
    }
    out.push_str(&format!("\n{pad}{{"));
    for (i, f) in fields.iter().enumerate() {
        if i > 0 {
            out.push(',');
        }
        out.push_str(&format!("\n{inner}{f}"));
    }
    out.push_str(&format!("\n{pad}}}"));
}
