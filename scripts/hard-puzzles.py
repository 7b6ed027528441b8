#!/usr/bin/env python3
"""Times what a designer asking for hard puzzles waits for (issue 34): unique
puzzles at 8, 10 and 12 moves from `mayan gen --unique`, and proofs that
dense 7 x 5 boards have no solution at 10 and 12 moves, on one and two
threads. Prints the median wall time of each setting and, with two
binaries, the ratio between them. Not a test: run it on a quiet machine
(`uptime` first; a build or test run on the other core makes every figure
wrong).

    scripts/hard-puzzles.py                          # everything, target/release/mayan
    scripts/hard-puzzles.py --only gen --seeds 1,2,3
    scripts/hard-puzzles.py --only proofs --proof-moves 10,12
    scripts/hard-puzzles.py --bin old=/tmp/mayan-old --bin new=target/release/mayan --only gen

Runs are interleaved (every binary and setting once, then again,
`--repeat` times). Each binary must print the same bytes for a seed every
time it runs it, and for a proof every binary must give the same answer;
a difference is an error (exit 1). A run that takes longer than
`--limit` seconds is stopped and counted as that long, marked `>`.
"""

import argparse
import glob
import os
import statistics
import subprocess
import sys
import time

# (moves, count): the settings of issue 34's bars.
GEN = [(8, 5), (10, 10), (12, 3)]


def timed(cmd, limit):
    """Runs cmd; returns (seconds, stdout bytes, stopped)."""
    start = time.perf_counter()
    try:
        out = subprocess.run(cmd, capture_output=True, timeout=limit)
    except subprocess.TimeoutExpired:
        return limit, None, True
    wall = time.perf_counter() - start
    if out.returncode not in (0,):
        sys.exit(f"{' '.join(cmd)}: exit {out.returncode}\n{out.stderr.decode(errors='replace')}")
    return wall, out.stdout, False


def median_text(values, stopped):
    m = statistics.median(values)
    return (">" if stopped else "") + f"{m:.2f}"


def gen(bins, seeds, repeat, threads, limit, settings):
    print(f"mayan gen --unique --moves N --count K --seed S --json --threads {threads}")
    walls, outputs, stopped = {}, {}, set()
    for _ in range(repeat):
        for moves, count in settings:
            for seed in seeds:
                for label, path in bins:
                    cmd = [path, "gen", "--unique", "--moves", str(moves), "--count", str(count),
                           "--seed", str(seed), "--json", "--threads", str(threads)]
                    wall, out, cut = timed(cmd, limit)
                    key = (moves, seed, label)
                    walls.setdefault(key, []).append(wall)
                    if cut:
                        stopped.add(key)
                        continue
                    seen = outputs.setdefault(key, out)
                    if seen != out:
                        sys.exit(f"{label}: gen --moves {moves} --seed {seed} printed other bytes on a second run")
    head = f"{'moves':>5} {'count':>5} {'seed':>5} " + " ".join(f"{label:>10}" for label, _ in bins)
    print(head)
    print("-" * len(head))
    for moves, count in settings:
        per_bin = {label: [] for label, _ in bins}
        for seed in seeds:
            cells = []
            for label, _ in bins:
                key = (moves, seed, label)
                per_bin[label].append(statistics.median(walls[key]))
                cells.append(f"{median_text(walls[key], key in stopped):>10}")
            print(f"{moves:>5} {count:>5} {seed:>5} " + " ".join(cells))
        meds = " ".join(f"{statistics.median(per_bin[label]):>10.2f}" for label, _ in bins)
        print(f"{moves:>5} {count:>5} {'med':>5} {meds}")
    print()


def proofs(bins, boards, budgets, repeat, limit):
    print("mayan solve --json --no-null-moves --moves N --threads T BOARD (dense boards)")
    walls, answers, stopped = {}, {}, set()
    for _ in range(repeat):
        for board in boards:
            for n in budgets:
                for label, path in bins:
                    for t in (1, 2):
                        cmd = [path, "solve", "--no-null-moves", "--moves", str(n),
                               "--threads", str(t), board]
                        wall, out, cut = timed(cmd, limit)
                        key = (board, n, label, t)
                        walls.setdefault(key, []).append(wall)
                        if cut:
                            stopped.add(key)
                            continue
                        seen = answers.setdefault((board, n), out)
                        if seen != out:
                            sys.exit(f"{board} n={n}: {label} --threads {t} answered otherwise")
    cols = [(label, t) for label, _ in bins for t in (1, 2)]
    head = f"{'board':<14} {'n':>3} {'answer':>6} " + " ".join(f"{label + ' t' + str(t):>12}" for label, t in cols)
    print(head)
    print("-" * len(head))
    for n in budgets:
        per = {c: [] for c in cols}
        for board in boards:
            out = answers.get((board, n))
            answer = "?" if out is None else ("-1" if out.strip() == b"-1" else "yes")
            cells = []
            for label, t in cols:
                key = (board, n, label, t)
                per[(label, t)].append(statistics.median(walls[key]))
                cells.append(f"{median_text(walls[key], key in stopped):>12}")
            print(f"{os.path.basename(board):<14} {n:>3} {answer:>6} " + " ".join(cells))
        meds = " ".join(f"{statistics.median(per[c]):>12.2f}" for c in cols)
        print(f"{'median':<14} {n:>3} {'':>6} {meds}")
    print()


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--bin", action="append", default=[], metavar="[LABEL=]PATH",
                   help="binaries to time (default target/release/mayan)")
    p.add_argument("--only", choices=["gen", "proofs"], help="time only one part")
    p.add_argument("--seeds", default="1,2,3", help="gen seeds (default 1,2,3)")
    p.add_argument("--moves", default=None,
                   help="gen settings as MOVES:COUNT,... (default 8:5,10:10,12:3)")
    p.add_argument("--threads", type=int, default=2, help="gen threads (default 2)")
    p.add_argument("--boards", default="fixtures/dense-10/*.in", help="proof boards (a glob)")
    p.add_argument("--proof-moves", default="10", help="proof budgets (default 10; 12 takes minutes)")
    p.add_argument("--repeat", type=int, default=1, help="runs of each setting (default 1)")
    p.add_argument("--limit", type=float, default=600, help="seconds before a run is stopped (default 600)")
    args = p.parse_args()
    bins = []
    for b in args.bin or ["target/release/mayan"]:
        label, _, path = b.rpartition("=")
        if not os.access(path, os.X_OK):
            sys.exit(f"{path}: not an executable (build it: cargo build --release)")
        bins.append((label or "mayan", path))
    print(f"load: {os.getloadavg()[0]:.2f} (measure on a quiet machine)\n")
    if args.only in (None, "gen"):
        settings = GEN
        if args.moves:
            try:
                settings = [(int(m), int(c)) for m, c in (s.split(":") for s in args.moves.split(","))]
            except ValueError:
                sys.exit(f"--moves {args.moves}: give MOVES:COUNT pairs, as in --moves 10:10,12:3")
        seeds = [int(s) for s in args.seeds.split(",")]
        gen(bins, seeds, args.repeat, args.threads, args.limit, settings)
    if args.only in (None, "proofs"):
        boards = sorted(glob.glob(args.boards))
        if not boards:
            sys.exit(f"no boards match {args.boards}")
        budgets = [int(m) for m in args.proof_moves.split(",")]
        proofs(bins, boards, budgets, args.repeat, args.limit)


if __name__ == "__main__":
    main()
