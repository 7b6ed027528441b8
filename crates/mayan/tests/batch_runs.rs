//! `mayan batch` runs that are cut, resumed, sharded and merged: nothing
//! lost, nothing twice (issue 35). Unix only where a test sends signals.

use std::collections::BTreeMap;
use std::path::Path;
use std::process::{Child, Command as StdCommand, Stdio};
use std::time::{Duration, Instant};

use assert_cmd::Command as Cmd;
use predicates::prelude::*;
use serde_json::Value;
use tempfile::TempDir;

use crate::gen_batch::untimed;

fn mayan() -> Cmd {
    Cmd::cargo_bin("mayan").unwrap()
}

/// A 10 x 10 swap4 board with 12 moves: far too many positions to search.
const LONG: &str = "4346532365\n3421352624\n5355115215\n6466434632\n6332432463\n4463214235\n2354215221\n3346461544\n2643566215\n1234151212\n";

fn long_line(id: u64) -> String {
    format!(
        "{}\n",
        serde_json::json!({"id": id, "grid": LONG, "rules": "swap4", "moves": 12})
    )
}

fn quick_line(id: u64) -> String {
    format!("{{\"id\": {id}, \"grid\": \"11.1\", \"moves\": 1}}\n")
}

/// Each line's `id` as written, with how many lines carry it.
fn ids(text: &str) -> BTreeMap<String, usize> {
    let mut seen = BTreeMap::new();
    for line in text.lines() {
        let v: Value = serde_json::from_str(line).unwrap_or_else(|e| panic!("{e}: {line}"));
        *seen.entry(v["id"].to_string()).or_insert(0) += 1;
    }
    seen
}

fn spawn_batch(args: &[&str], dir: &Path) -> Child {
    StdCommand::new(assert_cmd::cargo::cargo_bin("mayan"))
        .arg("batch")
        .args(["--no-progress"])
        .args(args)
        .current_dir(dir)
        .stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap()
}

fn signal(child: &Child, sig: &str) {
    let ok = StdCommand::new("kill")
        .args([&format!("-{sig}"), &child.id().to_string()])
        .status()
        .unwrap()
        .success();
    // The process may have ended on its own just before.
    let _ = ok;
}

#[cfg(unix)]
#[test]
fn regression_ctrl_c_leaves_the_jobs_it_stopped_out_so_resume_runs_them() {
    let tmp = TempDir::new().unwrap();
    let mut input = quick_line(1);
    for id in 2..=8 {
        input += &long_line(id);
    }
    input += &quick_line(9);
    std::fs::write(tmp.path().join("jobs.jsonl"), &input).unwrap();
    let child = spawn_batch(
        &["--threads", "2", "--resume", "res.jsonl", "jobs.jsonl"],
        tmp.path(),
    );
    std::thread::sleep(Duration::from_millis(1500));
    signal(&child, "INT");
    let out = child.wait_with_output().unwrap();
    assert_eq!(out.status.code(), Some(3));
    let res = std::fs::read_to_string(tmp.path().join("res.jsonl")).unwrap();
    // Only the job that finished; no "stopped (cancelled)" line.
    assert_eq!(ids(&res).keys().collect::<Vec<_>>(), ["1"], "{res}");
    assert!(!res.contains("cancelled"), "{res}");
    // The resumed run answers every other job (the long ones out of time).
    mayan()
        .args(["batch", "--no-progress", "--timeout", "0.3"])
        .args(["--resume", "res.jsonl", "jobs.jsonl"])
        .current_dir(tmp.path())
        .assert()
        .code(1);
    let res = std::fs::read_to_string(tmp.path().join("res.jsonl")).unwrap();
    let seen = ids(&res);
    assert_eq!(seen.len(), 9, "{res}");
    assert!(seen.values().all(|&n| n == 1), "{res}");
}

#[test]
fn regression_resume_refuses_a_file_that_is_not_its_own() {
    let tmp = TempDir::new().unwrap();
    std::fs::write(tmp.path().join("one.jsonl"), quick_line(1)).unwrap();
    for notes in [
        "my notes",
        "{\"id\":1,\"solved\":true}\nmy notes\n",
        "{\"notes\": 1",
    ] {
        std::fs::write(tmp.path().join("notes.txt"), notes).unwrap();
        mayan()
            .args(["batch", "--resume", "notes.txt", "one.jsonl"])
            .current_dir(tmp.path())
            .assert()
            .code(2)
            .stderr(predicate::str::contains(
                "--resume notes.txt: cannot resume: line ",
            ))
            .stderr(predicate::str::contains(
                "resume appends only to a file batch wrote",
            ));
        assert_eq!(
            std::fs::read_to_string(tmp.path().join("notes.txt")).unwrap(),
            notes
        );
    }
}

#[cfg(unix)]
#[test]
fn regression_resume_reads_an_endless_file_with_the_line_cap() {
    let tmp = TempDir::new().unwrap();
    std::fs::write(tmp.path().join("one.jsonl"), quick_line(1)).unwrap();
    let start = Instant::now();
    mayan()
        .args(["batch", "--resume", "/dev/zero", "one.jsonl"])
        .current_dir(tmp.path())
        .timeout(Duration::from_secs(20))
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "line 1 is longer than 1 MiB: not a report of mayan batch",
        ));
    assert!(start.elapsed() < Duration::from_secs(20));
}

#[test]
fn regression_resume_cuts_only_a_report_cut_short_and_ends_a_whole_one() {
    let tmp = TempDir::new().unwrap();
    let input = quick_line(1) + &quick_line(2) + &quick_line(3);
    std::fs::write(tmp.path().join("jobs.jsonl"), &input).unwrap();
    let full = mayan()
        .args(["batch", "jobs.jsonl"])
        .current_dir(tmp.path())
        .output()
        .unwrap();
    let full = String::from_utf8(full.stdout).unwrap();
    let lines: Vec<&str> = full.lines().collect();
    // A whole report without its line end, then one cut short.
    for (kept, want) in [
        (format!("{}\n{}", lines[0], lines[1]), 3),
        (format!("{}\n{}", lines[0], &lines[1][..20]), 3),
    ] {
        std::fs::write(tmp.path().join("res.jsonl"), &kept).unwrap();
        mayan()
            .args(["batch", "--resume", "res.jsonl", "jobs.jsonl"])
            .current_dir(tmp.path())
            .assert()
            .success();
        let res = std::fs::read_to_string(tmp.path().join("res.jsonl")).unwrap();
        let seen = ids(&res);
        assert_eq!(seen.len(), want, "{res}");
        assert!(seen.values().all(|&n| n == 1), "{res}");
    }
}

#[test]
fn regression_two_panel_attack_sets_of_one_name_are_two_jobs() {
    let tmp = TempDir::new().unwrap();
    let file = r#"{"Version": 2, "Puzzle Sets": [
 {"Set Name": "A", "Puzzles": [{"Puzzle Type": "moves", "Moves": 1, "Stack": "110100"}]},
 {"Set Name": "A", "Puzzles": [{"Puzzle Type": "moves", "Moves": 1, "Stack": "011010"}]}]}"#;
    std::fs::write(tmp.path().join("dup.json"), file).unwrap();
    mayan()
        .args(["batch", "--out", "res.jsonl", "dup.json"])
        .current_dir(tmp.path())
        .assert()
        .success();
    let res = std::fs::read_to_string(tmp.path().join("res.jsonl")).unwrap();
    let sets: Vec<Value> = untimed(&res).iter().map(|v| v["set"].clone()).collect();
    assert_eq!(sets, ["A", "A (2)"]);
    // Resume knows both: nothing is solved again.
    mayan()
        .args(["batch", "--resume", "res.jsonl", "dup.json"])
        .current_dir(tmp.path())
        .assert()
        .success();
    assert_eq!(
        std::fs::read_to_string(tmp.path().join("res.jsonl")).unwrap(),
        res
    );
    // `mayan list` shows both names (and counts one puzzle as one).
    mayan()
        .args(["list", "dup.json"])
        .current_dir(tmp.path())
        .assert()
        .success()
        .stdout(predicate::str::contains("A (1 puzzle)\n"))
        .stdout(predicate::str::contains(
            "A (2) (1 puzzle, \"A\" in the file)\n",
        ));
    // And the second is picked by its name.
    mayan()
        .args(["solve", "--puzzle", "A (2)", "--index", "1", "dup.json"])
        .current_dir(tmp.path())
        .assert()
        .success()
        .stdout("r1c4\n");
}

#[test]
fn regression_ids_past_64_bits_are_echoed_as_written() {
    let input = "{\"id\": 18446744073709551616, \"grid\": \"11.1\", \"moves\": 1}\n\
                 {\"id\": 18446744073709551617, \"grid\": \"11.1\", \"moves\": 1}\n\
                 {\"id\": 1.50, \"grid\": \"11.1\", \"moves\": 1}\n\
                 {\"id\": -0, \"grid\": 3}\n";
    let out = mayan()
        .args(["batch", "--no-progress"])
        .write_stdin(input)
        .output()
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    let starts: Vec<&str> = text.lines().map(|l| &l[..l.find(",\"").unwrap()]).collect();
    assert_eq!(
        starts,
        [
            "{\"id\":18446744073709551616",
            "{\"id\":18446744073709551617",
            "{\"id\":1.50",
            "{\"id\":-0"
        ]
    );
}

#[test]
fn regression_a_bad_first_line_of_a_large_file_is_one_error_line() {
    let tmp = TempDir::new().unwrap();
    // 18 lines of almost 1 MiB each (spaces inside the JSON): past the
    // 16 MiB a Panel Attack file may have, with a first line that is not JSON.
    let pad = " ".repeat(1_000_000);
    let mut input = format!("{{oops{pad}\n");
    for id in 1..=17 {
        input += &format!("{{\"id\": {id},{pad}\"grid\": \"11.1\", \"moves\": 1}}\n");
    }
    assert!(input.len() > 16 << 20);
    std::fs::write(tmp.path().join("big.jsonl"), &input).unwrap();
    let out = mayan()
        .args(["batch", "--no-progress", "big.jsonl"])
        .current_dir(tmp.path())
        .output()
        .unwrap();
    assert_eq!(out.status.code(), Some(1));
    let reports = untimed(&String::from_utf8(out.stdout).unwrap());
    assert_eq!(reports.len(), 18);
    assert!(
        reports[0]["error"]
            .as_str()
            .unwrap()
            .starts_with("line 1: ")
    );
    assert!(reports[1..].iter().all(|r| r["solved"] == true));
}

/// The peak resident memory of a process, read from /proc until it ends.
#[cfg(target_os = "linux")]
fn peak_rss_kib(mut child: Child) -> u64 {
    let status = format!("/proc/{}/status", child.id());
    let mut peak = 0;
    loop {
        if let Ok(text) = std::fs::read_to_string(&status) {
            for line in text.lines() {
                if let Some(kb) = line.strip_prefix("VmHWM:") {
                    let kb: u64 = kb.trim().trim_end_matches("kB").trim().parse().unwrap_or(0);
                    peak = peak.max(kb);
                }
            }
        }
        if child.try_wait().unwrap().is_some() {
            return peak;
        }
        std::thread::sleep(Duration::from_millis(5));
    }
}

/// What a search holds besides its tables (the binary, the threads'
/// stacks, each thread's table of positions one move from the end), as
/// docs/batch.md documents it.
const RSS_ABOVE_MEMORY_MIB: u64 = 12;

#[cfg(target_os = "linux")]
#[test]
fn regression_memory_bounds_a_search_on_several_threads() {
    let case = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../fixtures/dense/case01.in");
    for threads in ["1", "2", "4"] {
        for memory in [16u64, 48] {
            let child = StdCommand::new(assert_cmd::cargo::cargo_bin("mayan"))
                .args(["solve", "--threads", threads, "--timeout", "2"])
                .args(["--memory", &memory.to_string()])
                .arg(&case)
                .stdout(Stdio::null())
                .stderr(Stdio::null())
                .spawn()
                .unwrap();
            let peak = peak_rss_kib(child);
            assert!(
                peak <= (memory + RSS_ABOVE_MEMORY_MIB) << 10,
                "--threads {threads} --memory {memory}: peak {} MiB",
                peak >> 10
            );
        }
    }
}

#[test]
fn shard_auto_takes_the_job_arrays_task() {
    let input: String = (1..=7).map(quick_line).collect();
    let by_hand = mayan()
        .args(["batch", "--shard", "2/3"])
        .write_stdin(input.clone())
        .output()
        .unwrap();
    let slurm = mayan()
        .args(["batch", "--shard", "auto"])
        .env("SLURM_ARRAY_TASK_ID", "12")
        .env("SLURM_ARRAY_TASK_MIN", "10")
        .env("SLURM_ARRAY_TASK_COUNT", "3")
        .write_stdin(input.clone())
        .output()
        .unwrap();
    assert_eq!(
        untimed(&String::from_utf8(slurm.stdout).unwrap()),
        untimed(&String::from_utf8(by_hand.stdout).unwrap())
    );
    let k8s = mayan()
        .args(["batch", "--shard", "auto/3"])
        .env("JOB_COMPLETION_INDEX", "2")
        .write_stdin(input.clone())
        .output()
        .unwrap();
    assert_eq!(ids(&String::from_utf8(k8s.stdout).unwrap()).len(), 2);
    mayan()
        .args(["batch", "--shard", "auto"])
        .env_remove("SLURM_ARRAY_TASK_ID")
        .env_remove("JOB_COMPLETION_INDEX")
        .env_remove("PBS_ARRAY_INDEX")
        .write_stdin(input)
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "--shard auto: no job array's variables are set",
        ));
}

#[test]
fn merge_joins_the_shards_into_the_one_process_run() {
    let tmp = TempDir::new().unwrap();
    let mut input = String::new();
    for id in 1..=10 {
        input += &quick_line(id);
        if id == 4 {
            input += "{oops\n";
        }
    }
    std::fs::write(tmp.path().join("jobs.jsonl"), &input).unwrap();
    let one = mayan()
        .args(["batch", "jobs.jsonl"])
        .current_dir(tmp.path())
        .output()
        .unwrap();
    let one = String::from_utf8(one.stdout).unwrap();
    for i in 0..3 {
        mayan()
            .args([
                "batch",
                "--shard",
                &format!("{i}/3"),
                "--out",
                &format!("part{i}.jsonl"),
                "jobs.jsonl",
            ])
            .current_dir(tmp.path())
            .assert()
            .code(if i == 1 { 1 } else { 0 });
    }
    let merged = mayan()
        .args([
            "merge",
            "--input",
            "jobs.jsonl",
            "part2.jsonl",
            "part0.jsonl",
            "part1.jsonl",
        ])
        .current_dir(tmp.path())
        .output()
        .unwrap();
    assert!(
        merged.status.success(),
        "{}",
        String::from_utf8_lossy(&merged.stderr)
    );
    assert_eq!(
        untimed(&String::from_utf8(merged.stdout).unwrap()),
        untimed(&one)
    );
    // A part left out: the rest, and the gaps on stderr.
    mayan()
        .args(["merge", "--input", "jobs.jsonl", "part0.jsonl", "part2.jsonl"])
        .current_dir(tmp.path())
        .assert()
        .code(1)
        .stderr(predicate::str::contains("error: 4 of 11 jobs not answered by any part: line 2 (id 2), line 5, line 8 (id 7), line 11 (id 10)"));
    // A part given twice.
    mayan()
        .args([
            "merge",
            "--input",
            "jobs.jsonl",
            "part0.jsonl",
            "part0.jsonl",
        ])
        .current_dir(tmp.path())
        .assert()
        .code(2)
        .stderr(predicate::str::contains(
            "1 is answered twice: part0.jsonl, line 1 and part0.jsonl, line 1",
        ));
}

#[test]
fn gen_shards_make_the_one_machine_runs_puzzles() {
    let run = |extra: &[&str]| {
        let out = mayan()
            .args([
                "gen", "--json", "--count", "7", "--moves", "2", "--seed", "5",
            ])
            .args(extra)
            .output()
            .unwrap();
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        String::from_utf8(out.stdout).unwrap()
    };
    let one = run(&[]);
    let mut lines: Vec<String> = (0..3)
        .flat_map(|i| {
            run(&["--shard", &format!("{i}/3")])
                .lines()
                .map(str::to_string)
                .collect::<Vec<_>>()
        })
        .collect();
    let case = |l: &String| {
        serde_json::from_str::<Value>(l).unwrap()["case"]
            .as_u64()
            .unwrap()
    };
    lines.sort_by_key(case);
    assert_eq!(lines.join("\n") + "\n", one);
    mayan()
        .args(["gen", "--count", "3", "--shard", "0/2", "--out", "x"])
        .assert()
        .code(2)
        .stderr(predicate::str::contains("--json"));
}

/// A tiny random number generator for the fuzz test (xorshift).
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: u64) -> u64 {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        self.0 % n
    }
}

#[cfg(unix)]
#[test]
fn fuzz_resume_answers_every_job_exactly_once_however_the_runs_are_cut() {
    let tmp = TempDir::new().unwrap();
    let jobs = mayan()
        .args([
            "gen",
            "--json",
            "--count",
            "40",
            "--moves",
            "4",
            "--seed",
            "11",
            "--unsolvable",
            "20",
        ])
        .output()
        .unwrap();
    assert!(jobs.status.success());
    std::fs::write(tmp.path().join("jobs.jsonl"), &jobs.stdout).unwrap();
    let cases = String::from_utf8(jobs.stdout).unwrap().lines().count();
    let rounds: u64 = std::env::var("MAYAN_FUZZ_CASES")
        .ok()
        .and_then(|v| v.parse().ok())
        .map_or(6, |n: u64| (n / 500).max(6));
    for seed in 1..=rounds {
        let mut rng = Rng(seed * 0x9e37_79b9_7f4a_7c15);
        let res = tmp.path().join("res.jsonl");
        let _ = std::fs::remove_file(&res);
        for attempt in 0.. {
            assert!(attempt < 200, "seed {seed}: never finished");
            let child = spawn_batch(
                &["--threads", "2", "--resume", "res.jsonl", "jobs.jsonl"],
                tmp.path(),
            );
            std::thread::sleep(Duration::from_millis(rng.below(120)));
            match rng.below(3) {
                0 => signal(&child, "INT"),
                1 => signal(&child, "KILL"),
                _ => {}
            }
            let out = child.wait_with_output().unwrap();
            if out.status.success() {
                break;
            }
            // A crash can also cut the file anywhere in its last line.
            if let Ok(text) = std::fs::read(&res)
                && rng.below(2) == 0
                && !text.is_empty()
            {
                let last = text[..text.len() - 1]
                    .iter()
                    .rposition(|&b| b == b'\n')
                    .map_or(0, |i| i + 1);
                let cut = last + rng.below((text.len() - last) as u64) as usize;
                std::fs::write(&res, &text[..cut]).unwrap();
            }
        }
        let text = std::fs::read_to_string(&res).unwrap();
        let seen = ids(&text);
        assert_eq!(seen.len(), cases, "seed {seed}: {text}");
        assert!(seen.values().all(|&n| n == 1), "seed {seed}: {seen:?}");
    }
}

/// What a report says, without what differs between runs (its timing,
/// and a stopped search's count of positions in its error).
fn verdicts(text: &str) -> Vec<(String, String)> {
    untimed(text)
        .iter()
        .map(|v| {
            let said = match v.get("error").and_then(Value::as_str) {
                Some(e) => format!("error: {}", &e[..e.find(" after ").unwrap_or(e.len())]),
                None => format!("{} {}", v["solved"], v["moves"]),
            };
            (v["id"].to_string(), said)
        })
        .collect()
}

/// The scheduler test's input: quick puzzles and, in every shard, long
/// ones that `--timeout` stops, so that a shard runs for seconds and can
/// be killed in the middle.
fn scheduler_input() -> String {
    let jobs = mayan()
        .args([
            "gen", "--json", "--count", "24", "--moves", "4", "--seed", "3",
        ])
        .output()
        .unwrap();
    assert!(jobs.status.success());
    let mut input = String::new();
    for (i, line) in String::from_utf8(jobs.stdout).unwrap().lines().enumerate() {
        input += line;
        input += "\n";
        if i % 2 == 0 {
            input += &long_line(1000 + i as u64);
        }
    }
    input
}

const SCHEDULER_BATCH: &str = "batch --no-progress --threads 1 --timeout 0.6";

/// Runs the input in one process: the output the shards must merge into.
fn one_process(dir: &Path) -> String {
    let out = mayan()
        .args(SCHEDULER_BATCH.split(' '))
        .arg("jobs.jsonl")
        .current_dir(dir)
        .output()
        .unwrap();
    String::from_utf8(out.stdout).unwrap()
}

fn merged(dir: &Path, parts: &[&str]) -> String {
    let out = mayan()
        .args(["merge", "--input", "jobs.jsonl"])
        .args(parts)
        .current_dir(dir)
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "merge: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

/// GNU parallel runs three shards (`--shard {}/3`), one of them killed in
/// the middle first and resumed by the parallel run; the merged output is
/// the one-process run's. Needs GNU parallel (scripts/ci-schedulers.sh).
#[cfg(unix)]
#[test]
#[ignore = "needs GNU parallel: scripts/ci-schedulers.sh"]
fn scheduler_gnu_parallel_shards_merge_into_the_one_process_run() {
    let tmp = TempDir::new().unwrap();
    std::fs::write(tmp.path().join("jobs.jsonl"), scheduler_input()).unwrap();
    let want = one_process(tmp.path());
    let bin = assert_cmd::cargo::cargo_bin("mayan");
    let bin = bin.to_str().unwrap();
    // Shard 1, killed after a second (its four long jobs take 2.4 s).
    let killed = StdCommand::new("timeout")
        .args(["-s", "KILL", "1", bin])
        .args(SCHEDULER_BATCH.split(' '))
        .args(["--shard", "1/3", "--resume", "part1.jsonl", "jobs.jsonl"])
        .current_dir(tmp.path())
        .status()
        .unwrap();
    assert!(!killed.success(), "shard 1 was to be killed in the middle");
    let cut = std::fs::read_to_string(tmp.path().join("part1.jsonl")).unwrap();
    let status = StdCommand::new("parallel")
        .args([
            "--halt",
            "now,fail=1",
            &format!("{bin} {SCHEDULER_BATCH} --shard {{}}/3 --resume part{{}}.jsonl jobs.jsonl"),
            ":::",
            "0",
            "1",
            "2",
        ])
        .current_dir(tmp.path())
        .status()
        .unwrap();
    // Exit 1: the long jobs' error lines.
    assert_eq!(status.code(), Some(1), "parallel");
    let part1 = std::fs::read_to_string(tmp.path().join("part1.jsonl")).unwrap();
    assert!(part1.lines().count() > cut.lines().count());
    let got = merged(tmp.path(), &["part0.jsonl", "part1.jsonl", "part2.jsonl"]);
    assert_eq!(verdicts(&got), verdicts(&want));
}

/// A Slurm job array of three tasks runs `batch --shard auto`; one task is
/// cancelled in the middle (scancel) and the array resubmitted, each task
/// resuming its own part; the merged output is the one-process run's. The
/// job script is docs/batch.md's. Needs a running Slurm
/// (scripts/ci-schedulers.sh starts one on localhost).
#[cfg(unix)]
#[test]
#[ignore = "needs Slurm: scripts/ci-schedulers.sh"]
fn scheduler_slurm_job_array_shards_merge_into_the_one_process_run() {
    let tmp = TempDir::new().unwrap();
    let dir = tmp.path();
    std::fs::write(dir.join("jobs.jsonl"), scheduler_input()).unwrap();
    let want = one_process(dir);
    let bin = assert_cmd::cargo::cargo_bin("mayan");
    let script = format!(
        "#!/bin/bash\n\
         #SBATCH --array=0-2\n\
         #SBATCH --cpus-per-task=1\n\
         #SBATCH --output=slurm-%A_%a.out\n\
         {} {SCHEDULER_BATCH} --shard auto --resume \"part-$SLURM_ARRAY_TASK_ID.jsonl\" jobs.jsonl\n",
        bin.display()
    );
    std::fs::write(dir.join("shards.sbatch"), &script).unwrap();
    let sbatch = |wait: bool| {
        let out = StdCommand::new("sbatch")
            .args(["--parsable", "--chdir"])
            .arg(dir)
            .args(wait.then_some("--wait"))
            .arg("shards.sbatch")
            .current_dir(dir)
            .output()
            .unwrap();
        String::from_utf8(out.stdout).unwrap().trim().to_string()
    };
    // The first submission: task 1 cancelled a second in.
    let job = sbatch(false);
    assert!(!job.is_empty(), "sbatch did not submit");
    std::thread::sleep(Duration::from_millis(1500));
    let _ = StdCommand::new("scancel")
        .args(["--signal=KILL", &format!("{job}_1")])
        .status();
    // Until the array has ended.
    for _ in 0..120 {
        let q = StdCommand::new("squeue")
            .args(["-h", "-j", &job])
            .output()
            .unwrap();
        if q.stdout.is_empty() {
            break;
        }
        std::thread::sleep(Duration::from_millis(500));
    }
    let cut = std::fs::read_to_string(dir.join("part-1.jsonl")).unwrap_or_default();
    // Resubmitted, as after a preemption: each task resumes its part.
    sbatch(true);
    let part1 = std::fs::read_to_string(dir.join("part-1.jsonl")).unwrap();
    assert!(
        part1.lines().count() > cut.lines().count(),
        "task 1 was to be cancelled in the middle"
    );
    let got = merged(dir, &["part-0.jsonl", "part-1.jsonl", "part-2.jsonl"]);
    assert_eq!(verdicts(&got), verdicts(&want));
}
