//! How the panels of a strip are shared out over its rows.

/// The most panels a row of a strip holds.
pub(super) const MAX_PER_ROW: usize = 8;
/// The fewest panels a row of a strip is made to hold (when there are as
/// many).
pub(super) const MIN_PER_ROW: usize = 4;

/// How many panels each row of a strip holds, for moves of `groups[i]`
/// frames each. Each row width from [`MIN_PER_ROW`] to [`MAX_PER_ROW`] is
/// tried two ways: rows filled to the width, and rows where a move's
/// frames start a new row when they fit a row but not what is left of
/// this one. Of those layouts the one with the fewest blank places wins
/// (rows times the widest row, less the panels), then the one that splits
/// the fewest moves over two rows, then the one with the fewest rows: the
/// frames are spread evenly, and no last row holds one frame when they
/// could be.
pub(super) fn row_lengths(groups: &[usize]) -> Vec<usize> {
    let total: usize = groups.iter().sum();
    let mut best: Option<((usize, usize, usize), Vec<usize>)> = None;
    for per_row in total.min(MIN_PER_ROW)..=total.min(MAX_PER_ROW) {
        for keep_whole in [false, true] {
            let rows = fill_rows(groups, per_row, keep_whole);
            let widest = rows.iter().copied().max().unwrap_or(0);
            let key = (
                widest * rows.len() - total,
                splits(groups, &rows),
                rows.len(),
            );
            if best.as_ref().is_none_or(|(k, _)| key < *k) {
                best = Some((key, rows));
            }
        }
    }
    best.map(|(_, rows)| rows).unwrap_or_default()
}

/// Rows of at most `per_row` panels; with `keep_whole`, a move that fits
/// a row but not the rest of this one starts the next.
pub(super) fn fill_rows(groups: &[usize], per_row: usize, keep_whole: bool) -> Vec<usize> {
    let mut rows = vec![0usize];
    for &g in groups {
        let used = rows.last().copied().unwrap_or(0);
        if keep_whole && used > 0 && g > per_row - used && g <= per_row {
            rows.push(0);
        }
        let mut left = g;
        while left > 0 {
            let used = rows.last().copied().unwrap_or(0);
            if used == per_row {
                rows.push(0);
                continue;
            }
            let take = left.min(per_row - used);
            if let Some(r) = rows.last_mut() {
                *r += take;
            }
            left -= take;
        }
    }
    rows.retain(|&r| r > 0);
    rows
}

/// How many moves `rows` cut in two (or more).
pub(super) fn splits(groups: &[usize], rows: &[usize]) -> usize {
    let mut ends = std::collections::BTreeSet::new();
    let mut at = 0;
    for r in rows {
        at += r;
        ends.insert(at);
    }
    let (mut start, mut cut) = (0, 0);
    for g in groups {
        if *g > 1 && ends.range(start + 1..start + g).next().is_some() {
            cut += 1;
        }
        start += g;
    }
    cut
}
