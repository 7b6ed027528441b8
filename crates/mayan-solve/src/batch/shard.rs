//! `--shard I/N`: one of N parts of the input; `--shard auto`: the part a
//! scheduler's job array gives this task.

use std::str::FromStr;

use mayan_i18n::t;

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
    #[error("{}", t!("solve-shard-shape"))]
    Shape,
    /// `I` or `N` is not a whole number.
    #[error("{}", t!("solve-shard-number"))]
    Number,
    /// `N` is 0.
    #[error("{}", t!("solve-shard-no-shards"))]
    NoShards,
    /// `I` is not below `N`.
    #[error("{}", t!(
        "solve-shard-past",
        count = count.to_string(),
        last = count.saturating_sub(1).to_string()
    ))]
    Past {
        /// `N`.
        count: usize,
    },
    /// `auto` and no scheduler's variables are set.
    #[error("{}", t!("solve-shard-no-scheduler"))]
    NoScheduler,
    /// A scheduler's variable that is not a whole number.
    #[error("{}", t!("solve-shard-variable", name = *name, value = format!("{value:?}")))]
    Variable {
        /// The variable.
        name: &'static str,
        /// Its value.
        value: String,
    },
    /// A scheduler that does not say how many tasks there are.
    #[error("{}", t!("solve-shard-no-count", scheduler = scheduler_key(scheduler)))]
    NoCount {
        /// The scheduler.
        scheduler: &'static str,
    },
    /// The task's number is outside the array as the variables describe it.
    #[error("{}", t!(
        "solve-shard-outside",
        scheduler = scheduler_key(scheduler),
        index = index.to_string(),
        count = count.to_string(),
        last = count.saturating_sub(1).to_string()
    ))]
    Outside {
        /// The scheduler.
        scheduler: &'static str,
        /// The task's 0-based number.
        index: usize,
        /// The tasks.
        count: usize,
        /// What to do about it, in English (the message
        /// `solve-shard-outside` says it for the scheduler in the
        /// language of the thread).
        hint: &'static str,
    },
}

/// A scheduler's key in the catalogue's messages (`slurm`, `kubernetes`,
/// `pbs`), from its [`Scheduler::name`].
fn scheduler_key(name: &str) -> &'static str {
    [Scheduler::Slurm, Scheduler::Kubernetes, Scheduler::Pbs]
        .into_iter()
        .find(|s| s.name() == name)
        .map_or("kubernetes", |s| match s {
            Scheduler::Slurm => "slurm",
            Scheduler::Kubernetes => "kubernetes",
            Scheduler::Pbs => "pbs",
        })
}

/// A scheduler that runs job arrays, as `--shard auto` reads it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Scheduler {
    /// Slurm (`sbatch --array`): `SLURM_ARRAY_TASK_ID` from
    /// `SLURM_ARRAY_TASK_MIN` by `SLURM_ARRAY_TASK_STEP`, of
    /// `SLURM_ARRAY_TASK_COUNT`.
    Slurm,
    /// A Kubernetes Indexed Job: `JOB_COMPLETION_INDEX`, from 0; the count
    /// (the Job's `completions`) given as `auto/N`.
    Kubernetes,
    /// PBS Pro (`qsub -J 0-N-1`): `PBS_ARRAY_INDEX`, used as the 0-based
    /// number; the count given as `auto/N`.
    Pbs,
}

impl Scheduler {
    /// Its name in messages.
    pub fn name(self) -> &'static str {
        match self {
            Scheduler::Slurm => "Slurm",
            Scheduler::Kubernetes => "a Kubernetes Indexed Job",
            Scheduler::Pbs => "PBS",
        }
    }
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

impl Shard {
    /// The shard of this task of a scheduler's job array (`--shard auto`,
    /// or `auto/N` with the count), from its environment `var` (such as
    /// `|name| std::env::var(name).ok()`): Slurm's variables first, then a
    /// Kubernetes Indexed Job's, then PBS's.
    pub fn from_scheduler(
        count: Option<usize>,
        var: impl Fn(&str) -> Option<String>,
    ) -> Result<(Shard, Scheduler), ShardError> {
        let number = |name: &'static str| -> Result<Option<usize>, ShardError> {
            match var(name) {
                None => Ok(None),
                Some(value) => value
                    .trim()
                    .parse()
                    .map(Some)
                    .map_err(|_| ShardError::Variable { name, value }),
            }
        };
        let (scheduler, index, count, hint) = if let Some(id) = number("SLURM_ARRAY_TASK_ID")? {
            let min = number("SLURM_ARRAY_TASK_MIN")?.unwrap_or(0);
            let step = number("SLURM_ARRAY_TASK_STEP")?.unwrap_or(1).max(1);
            let tasks = match count {
                Some(n) => n,
                None => number("SLURM_ARRAY_TASK_COUNT")?.ok_or(ShardError::NoCount {
                    scheduler: Scheduler::Slurm.name(),
                })?,
            };
            let index = id.checked_sub(min).map_or(usize::MAX, |d| d / step);
            (Scheduler::Slurm, index, tasks, "")
        } else if let Some(index) = number("JOB_COMPLETION_INDEX")? {
            let scheduler = Scheduler::Kubernetes;
            let n = count.ok_or(ShardError::NoCount {
                scheduler: scheduler.name(),
            })?;
            (
                scheduler,
                index,
                n,
                ": give the Job's completions as --shard auto/N",
            )
        } else if let Some(index) = number("PBS_ARRAY_INDEX")? {
            let scheduler = Scheduler::Pbs;
            let n = count.ok_or(ShardError::NoCount {
                scheduler: scheduler.name(),
            })?;
            (
                scheduler,
                index,
                n,
                ": number the array from 0 (qsub -J 0-N-1)",
            )
        } else {
            return Err(ShardError::NoScheduler);
        };
        if count == 0 || index >= count {
            return Err(match count {
                0 => ShardError::NoShards,
                _ => ShardError::Outside {
                    scheduler: scheduler.name(),
                    index,
                    count,
                    hint,
                },
            });
        }
        Ok((Shard { index, count }, scheduler))
    }

    /// Reads `--shard`: `I/N`, or `auto` or `auto/N` for a task of a job
    /// array, whose variables `var` reads.
    pub fn parse_option(
        text: &str,
        var: impl Fn(&str) -> Option<String>,
    ) -> Result<Shard, ShardError> {
        let text = text.trim();
        if text == "auto" {
            return Shard::from_scheduler(None, var).map(|(s, _)| s);
        }
        if let Some(n) = text.strip_prefix("auto/") {
            let n = n.trim().parse().map_err(|_| ShardError::Number)?;
            return Shard::from_scheduler(Some(n), var).map(|(s, _)| s);
        }
        text.parse()
    }

    /// The 0-based number of this part.
    pub fn index(&self) -> usize {
        self.index
    }

    /// How many parts there are.
    pub fn count(&self) -> usize {
        self.count
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

    fn env<'a>(vars: &'a [(&'a str, &'a str)]) -> impl Fn(&str) -> Option<String> + 'a {
        move |name| {
            vars.iter()
                .find(|(k, _)| *k == name)
                .map(|(_, v)| v.to_string())
        }
    }

    #[test]
    fn shard_auto_reads_the_schedulers_job_array() {
        let slurm = [
            ("SLURM_ARRAY_TASK_ID", "7"),
            ("SLURM_ARRAY_TASK_MIN", "5"),
            ("SLURM_ARRAY_TASK_COUNT", "4"),
        ];
        assert_eq!(Shard::parse_option("auto", env(&slurm)), Shard::new(2, 4));
        let stepped = [
            ("SLURM_ARRAY_TASK_ID", "6"),
            ("SLURM_ARRAY_TASK_MIN", "0"),
            ("SLURM_ARRAY_TASK_STEP", "3"),
            ("SLURM_ARRAY_TASK_COUNT", "3"),
        ];
        assert_eq!(Shard::parse_option("auto", env(&stepped)), Shard::new(2, 3));
        let k8s = [("JOB_COMPLETION_INDEX", "3")];
        assert_eq!(Shard::parse_option("auto/5", env(&k8s)), Shard::new(3, 5));
        assert_eq!(
            Shard::parse_option("auto", env(&k8s))
                .unwrap_err()
                .to_string(),
            "a Kubernetes Indexed Job does not say how many tasks the array has: give it as --shard auto/N"
        );
        let pbs = [("PBS_ARRAY_INDEX", "4")];
        assert_eq!(
            Shard::parse_option("auto/4", env(&pbs))
                .unwrap_err()
                .to_string(),
            "PBS task 4 is not one of the array's 4 tasks (0 to 3): number the array from 0 (qsub -J 0-N-1)"
        );
        assert_eq!(
            Shard::parse_option("auto", env(&[])),
            Err(ShardError::NoScheduler)
        );
        assert_eq!(
            Shard::parse_option("auto", env(&[("SLURM_ARRAY_TASK_ID", "x")])),
            Err(ShardError::Variable {
                name: "SLURM_ARRAY_TASK_ID",
                value: "x".into()
            })
        );
        assert_eq!(Shard::parse_option("1/3", env(&slurm)), Shard::new(1, 3));
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
