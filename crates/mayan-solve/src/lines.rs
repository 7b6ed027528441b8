// Which column counts of one colour can be the columns of vanishing lines:
// pure functions, included by `bound.rs` and by the build script, which
// tabulates them for 7 x 5 boards.

/// Whether one colour's column counts can be the columns of lines that
/// vanish (see the module documentation).
pub fn decomposable(counts: &[u8]) -> bool {
    fits(counts, 0, 0, 0)
}

/// Whether `counts` can be covered, given horizontal lines that have
/// covered one column (`a1`), two (`a2`) and three or more (`a3`) coming in
/// from the left. Lines of age one or two must go on; older ones may stop
/// or go on, and going on is never worse (an old line can stop anywhere), so
/// they go on as far as the count allows. Where a column has three or more
/// blocks, any number of lines may also start there.
fn fits(counts: &[u8], a1: u32, a2: u32, a3: u32) -> bool {
    let Some((&c, rest)) = counts.split_first() else {
        return a1 == 0 && a2 == 0;
    };
    let c = u32::from(c);
    let forced = a1 + a2;
    if forced > c {
        return false;
    }
    let go_on = a3.min(c - forced);
    if c <= 2 {
        // Every block of this column is in exactly one horizontal line.
        let start = c - forced - go_on;
        fits(rest, start, a1, a2 + go_on)
    } else {
        (0..=c - forced - go_on).any(|start| fits(rest, start, a1, a2 + go_on))
    }
}
