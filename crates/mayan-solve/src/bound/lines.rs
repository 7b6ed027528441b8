//! Which column counts of one colour can be the columns of vanishing lines
//! (*decomposable* vectors, see [`super`]), and the single shifts between
//! count vectors: pure functions, shared by the bound and by the build
//! script (`build.rs` takes this file in with `#[path]`), which tabulates
//! them for 7 x 5 boards.

/// Whether one colour's column counts can be the columns of lines that
/// vanish (see the documentation of the bound module).
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

/// Calls `f(from, to, shifted)` for each way of moving one block of
/// `counts` from column `from` to a neighbouring column `to`, with
/// `shifted` the counts after the move (`counts` is restored after each).
/// Stops at the first call that returns true, and says whether one did.
pub(super) fn any_shift(
    counts: &mut [u8],
    mut f: impl FnMut(usize, usize, &mut [u8]) -> bool,
) -> bool {
    for from in 0..counts.len() {
        if counts[from] == 0 {
            continue;
        }
        for to in [from.wrapping_sub(1), from + 1] {
            if to >= counts.len() {
                continue;
            }
            counts[from] -= 1;
            counts[to] += 1;
            let stop = f(from, to, counts);
            counts[from] += 1;
            counts[to] -= 1;
            if stop {
                return true;
            }
        }
    }
    false
}
