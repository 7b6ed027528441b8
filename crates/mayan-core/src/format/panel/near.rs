//! The set names nearest to a name that is not in a file, for the error
//! that says so. Cheap on any input: a file may hold thousands of names of
//! thousands of characters, and the name asked for may be as long.

use std::cmp::Reverse;
use std::collections::HashSet;

use super::PanelSet;

/// Names are compared edit by edit only up to this many characters (a set
/// name is a few words); longer ones are near only by a shared word.
const MAX_COMPARED: usize = 256;

/// The most edits a near name is away.
const MAX_EDITS: usize = 8;

/// The set names nearest to `asked`: all of them when there are at most
/// five, else up to five that share a word with it or are a few edits away
/// (at most a third of its length, at least 2 and at most 8; names of
/// more than 256 characters only by a shared word), the most shared words
/// first, then the fewest edits (a name further away last), then in file
/// order. The work is linear in the names' lengths, plus at most 256 x 17
/// steps a name.
pub(super) fn closest(sets: &[PanelSet], asked: &str) -> Vec<String> {
    if sets.len() <= 5 {
        return sets.iter().map(|s| s.name.clone()).collect();
    }
    let asked_lower: Vec<char> = asked.to_lowercase().chars().collect();
    let asked_words: HashSet<String> = words(asked).collect();
    let near = (asked_lower.len() / 3).clamp(2, MAX_EDITS);
    let mut scored: Vec<(usize, usize, usize)> = sets
        .iter()
        .enumerate()
        .filter_map(|(i, s)| {
            let shared = words(&s.name).filter(|w| asked_words.contains(w)).count();
            let edits = if asked_lower.len() <= MAX_COMPARED {
                // At most `near` characters more than `asked`, or too far.
                let name: Vec<char> = s
                    .name
                    .chars()
                    .take(asked_lower.len() + near + 1)
                    .flat_map(char::to_lowercase)
                    .collect();
                edit_distance_within(&asked_lower, &name, near)
            } else {
                None
            };
            (shared > 0 || edits.is_some()).then_some((i, shared, edits.unwrap_or(usize::MAX)))
        })
        .collect();
    scored.sort_by_key(|&(i, shared, edits)| (Reverse(shared), edits, i));
    scored
        .iter()
        .take(5)
        .map(|&(i, _, _)| sets[i].name.clone())
        .collect()
}

/// The lower-case words of a name.
fn words(s: &str) -> impl Iterator<Item = String> + '_ {
    s.split(|c: char| !c.is_alphanumeric())
        .filter(|w| !w.is_empty())
        .map(str::to_lowercase)
}

#[cfg(test)]
thread_local! {
    /// Steps of [`edit_distance_within`] on this thread, for the tests of
    /// the work done.
    static STEPS: std::cell::Cell<u64> = const { std::cell::Cell::new(0) };
}

/// The Levenshtein distance between two strings of characters when it is
/// at most `cap`, else `None`: only the cells within `cap` of the diagonal
/// are computed, and the computation stops when every cell of a row is
/// past `cap`; at most `(2 cap + 1) * a.len()` steps.
fn edit_distance_within(a: &[char], b: &[char], cap: usize) -> Option<usize> {
    if a.len().abs_diff(b.len()) > cap {
        return None;
    }
    // Any distance past `cap`.
    let far = cap + 1;
    // row[j]: the distance of a[..i] and b[..j] for j within `cap` of i;
    // cells outside the band hold `far` (row 0's beyond `cap` do).
    let mut row: Vec<usize> = (0..=b.len()).map(|j| j.min(far)).collect();
    for i in 1..=a.len() {
        let lo = i.saturating_sub(cap).max(1);
        let hi = (i + cap).min(b.len());
        let mut diagonal = row[lo - 1];
        row[lo - 1] = if lo == 1 { i.min(far) } else { far };
        let mut best = row[lo - 1];
        for j in lo..=hi {
            #[cfg(test)]
            STEPS.with(|s| s.set(s.get() + 1));
            let up = row[j];
            let next = (diagonal + usize::from(a[i - 1] != b[j - 1]))
                .min(up + 1)
                .min(row[j - 1] + 1)
                .min(far);
            diagonal = up;
            row[j] = next;
            best = best.min(next);
        }
        if best > cap {
            return None;
        }
    }
    Some(row[b.len()]).filter(|&d| d <= cap)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The whole table, for comparison.
    fn edit_distance(a: &[char], b: &[char]) -> usize {
        let mut row: Vec<usize> = (0..=b.len()).collect();
        for (i, ca) in a.iter().enumerate() {
            let mut diagonal = row[0];
            row[0] = i + 1;
            for (j, cb) in b.iter().enumerate() {
                let next = (diagonal + usize::from(ca != cb))
                    .min(row[j] + 1)
                    .min(row[j + 1] + 1);
                diagonal = row[j + 1];
                row[j + 1] = next;
            }
        }
        row[b.len()]
    }

    fn chars(s: &str) -> Vec<char> {
        s.chars().collect()
    }

    #[test]
    fn edit_distances_within_a_cap_agree_with_the_whole_table() {
        let d = |a: &str, b: &str, cap| edit_distance_within(&chars(a), &chars(b), cap);
        assert_eq!(d("", "", 0), Some(0));
        assert_eq!(d("abc", "", 3), Some(3));
        assert_eq!(d("abc", "", 2), None);
        assert_eq!(d("kitten", "sitting", 3), Some(3));
        assert_eq!(d("kitten", "sitting", 2), None);
        assert_eq!(d("classic set 1", "clasic set 1", 2), Some(1));
        // Every pair of short strings over a small alphabet, every cap.
        let all: Vec<Vec<char>> = (0..3u32.pow(5))
            .flat_map(|n| {
                (0..=5).map(move |len| {
                    (0..len)
                        .map(|k| (b'a' + (n / 3u32.pow(k) % 3) as u8) as char)
                        .collect()
                })
            })
            .collect::<HashSet<Vec<char>>>()
            .into_iter()
            .step_by(7)
            .collect();
        for a in &all {
            for b in &all {
                let full = edit_distance(a, b);
                for cap in 0..=6 {
                    let want = (full <= cap).then_some(full);
                    assert_eq!(edit_distance_within(a, b, cap), want, "{a:?} {b:?} {cap}");
                }
            }
        }
    }

    fn sets(names: impl Iterator<Item = String>) -> Vec<PanelSet> {
        names
            .map(|name| PanelSet {
                name: name.clone(),
                path: vec![name],
                puzzles: Vec::new(),
            })
            .collect()
    }

    #[test]
    fn near_names_come_first() {
        let names = [
            "Classic set 1",
            "Classic set 2",
            "Training",
            "Other",
            "Mine",
            "Extra",
        ];
        let s = sets(names.iter().map(|n| n.to_string()));
        assert_eq!(
            closest(&s, "clasic set 1"),
            ["Classic set 1", "Classic set 2"]
        );
        assert_eq!(closest(&s, "Traning"), ["Training"]);
        assert!(closest(&s, "zzzzzzzzzzzz").is_empty());
    }

    // Issue 36: the suggestion compared every name with the name asked for
    // in full (5,000 x 5,000 steps a name), so 1,000 names of 5,000
    // characters and a name of 5,000 took a minute to say "no such set".
    #[test]
    fn regression_the_closest_set_names_are_cheap_for_huge_names() {
        let long = "n".repeat(5000);
        let steps = |names: &[PanelSet], asked: &str| {
            STEPS.with(|s| s.set(0));
            let found = closest(names, asked);
            (found, STEPS.with(std::cell::Cell::get))
        };
        let huge = sets((0..1000).map(|i| format!("{i}{long}")));
        // The old code: 25,000,000 steps a name.
        let (found, work) = steps(&huge, &long);
        assert!(found.is_empty(), "{found:?}");
        assert_eq!(work, 0);
        // Names and an ask at the limit compared edit by edit, alike
        // everywhere: at most 17 steps a character.
        let edge = "n".repeat(MAX_COMPARED);
        let alike = sets((0..1000).map(|i| format!("{edge}{}", i % 10)));
        let (found, work) = steps(&alike, &edge);
        assert_eq!(found.len(), 5);
        assert!(work <= 1000 * 17 * MAX_COMPARED as u64, "{work} steps");
    }
}
