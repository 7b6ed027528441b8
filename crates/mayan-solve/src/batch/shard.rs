//! `--shard I/N`: one of N parts of the input.

use std::str::FromStr;

/// Part `index` of `count`: the lines (or Panel Attack puzzles) whose
/// 0-based number is `index` modulo `count`. The `count` shards of an
/// input partition it exactly.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shard {
    index: usize,
    count: usize,
}

/// Why a text is not a shard.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ShardError {
    /// Not `I/N`.
    #[error("expected I/N, such as 0/4 (lines 0, 4, 8, ...)")]
    Shape,
    /// `I` or `N` is not a whole number.
    #[error("I and N must be whole numbers, such as 0/4")]
    Number,
    /// `N` is 0.
    #[error("N must be at least 1")]
    NoShards,
    /// `I` is not below `N`.
    #[error("I must be below N (shards are 0-based: 0/{count} to {last}/{count})", last = count - 1)]
    Past {
        /// `N`.
        count: usize,
    },
}

impl Shard {
    /// Part `index` (0-based) of `count`.
    pub fn new(index: usize, count: usize) -> Result<Shard, ShardError> {
        match (index, count) {
            (_, 0) => Err(ShardError::NoShards),
            (i, n) if i >= n => Err(ShardError::Past { count: n }),
            _ => Ok(Shard { index, count }),
        }
    }

    /// Whether this shard keeps the item of 0-based number `i`.
    pub fn keeps(&self, i: usize) -> bool {
        i % self.count == self.index
    }

    /// How many of the first `n` items this shard keeps.
    pub fn share(&self, n: u64) -> u64 {
        let (i, count) = (self.index as u64, self.count as u64);
        (n + count - 1 - i) / count
    }
}

impl FromStr for Shard {
    type Err = ShardError;

    /// Reads `I/N` (0-based, `I < N`).
    fn from_str(text: &str) -> Result<Shard, ShardError> {
        let (i, n) = text.split_once('/').ok_or(ShardError::Shape)?;
        let (Ok(index), Ok(count)) = (i.trim().parse::<usize>(), n.trim().parse::<usize>()) else {
            return Err(ShardError::Number);
        };
        Shard::new(index, count)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn shards_are_checked() {
        assert_eq!("0/1".parse(), Shard::new(0, 1));
        assert_eq!("3/4".parse(), Shard::new(3, 4));
        for bad in ["4/4", "1/0", "x/2", "1", "-1/2", "1/2/3"] {
            assert!(bad.parse::<Shard>().is_err(), "{bad}");
        }
        assert_eq!(
            "5/4".parse::<Shard>().unwrap_err().to_string(),
            "I must be below N (shards are 0-based: 0/4 to 3/4)"
        );
    }

    #[test]
    fn shards_partition_and_count_their_share() {
        for n in 0..20u64 {
            let shards: Vec<Shard> = (0..3).map(|i| Shard::new(i, 3).unwrap()).collect();
            for s in &shards {
                let kept = (0..n as usize).filter(|&i| s.keeps(i)).count() as u64;
                assert_eq!(s.share(n), kept, "{s:?} of {n}");
            }
            for i in 0..n as usize {
                assert_eq!(shards.iter().filter(|s| s.keeps(i)).count(), 1);
            }
        }
    }
}
