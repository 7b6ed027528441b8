//! Reports in input order, however the searches finish.

use std::collections::BTreeMap;

/// Hands items back in the order they were issued: [`issue`](Reorder::issue)
/// numbers a job as it is read, [`done`](Reorder::done) files its answer
/// when it comes, and [`next_ready`](Reorder::next_ready) gives the answers
/// whose turn has come. [`in_flight`](Reorder::in_flight) bounds the
/// memory a front end lets this hold.
#[derive(Debug)]
pub struct Reorder<T> {
    waiting: BTreeMap<u64, T>,
    issued: u64,
    handed: u64,
}

impl<T> Default for Reorder<T> {
    fn default() -> Self {
        Reorder {
            waiting: BTreeMap::new(),
            issued: 0,
            handed: 0,
        }
    }
}

impl<T> Reorder<T> {
    /// An empty order.
    pub fn new() -> Reorder<T> {
        Reorder::default()
    }

    /// The number of the next job, from 0.
    pub fn issue(&mut self) -> u64 {
        self.issued += 1;
        self.issued - 1
    }

    /// Files the answer of job `seq`.
    pub fn done(&mut self, seq: u64, item: T) {
        self.waiting.insert(seq, item);
    }

    /// The answer of the earliest job not handed back yet, if it is done.
    pub fn next_ready(&mut self) -> Option<T> {
        let item = self.waiting.remove(&self.handed)?;
        self.handed += 1;
        Some(item)
    }

    /// Jobs issued and not handed back (being solved, or done and waiting
    /// for an earlier one).
    pub fn in_flight(&self) -> u64 {
        self.issued - self.handed
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn answers_come_back_in_issue_order() {
        let mut order = Reorder::new();
        let seqs: Vec<u64> = (0..4).map(|_| order.issue()).collect();
        assert_eq!(seqs, [0, 1, 2, 3]);
        order.done(2, "c");
        order.done(1, "b");
        assert_eq!(order.next_ready(), None);
        order.done(0, "a");
        let ready: Vec<&str> = std::iter::from_fn(|| order.next_ready()).collect();
        assert_eq!(ready, ["a", "b", "c"]);
        assert_eq!(order.in_flight(), 1);
        order.done(3, "d");
        assert_eq!(order.next_ready(), Some("d"));
        assert_eq!(order.in_flight(), 0);
    }
}
