#!/usr/bin/env python3
"""How the search scales with threads: runs `mayan solve` on each board at
each budget and thread count, interleaved (every setting once, then again,
`--repeat` times), and prints the median wall time, the positions searched
and the speed-up against the first thread count. Every run of a board and
budget must print the same answer; a difference is an error (exit 1).

    scripts/scaling.py --threads 1,2 --moves 9,10 fixtures/noip-random/case00128.in ...
    scripts/scaling.py --threads 1,2,4,8,16 --repeat 5 boards/*.in    # a larger machine
    scripts/scaling.py --bin old=/tmp/old/mayan --bin new=target/release/mayan ...

Measure on a quiet machine (`uptime` first): another build or test run on
the same cores makes every figure wrong. Extra arguments for `mayan solve`
go after `--`, e.g. `-- --no-null-moves` (the default here) or `-- --goal
at-most`.
"""

import argparse
import json
import os
import resource
import statistics
import subprocess
import sys
import time


def run(binary, board, moves, threads, extra):
    cmd = [binary, "solve", "--json", "--moves", str(moves), "--threads", str(threads)]
    cmd += extra + [board]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    out = subprocess.run(cmd, capture_output=True, text=True)
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime
    if out.returncode != 0:
        sys.exit(f"{' '.join(cmd)}: exit {out.returncode}\n{out.stderr}")
    report = json.loads(out.stdout)
    return wall, cpu, report.get("nodes"), json.dumps(report.get("moves"))


def main():
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("boards", nargs="+", help="NOIP or grid files")
    p.add_argument("--threads", default="1,2", help="thread counts, the first is the base (default 1,2)")
    p.add_argument("--moves", default="9", help="budgets (default 9)")
    p.add_argument("--repeat", type=int, default=3, help="runs of each setting (default 3)")
    p.add_argument("--bin", action="append", default=[], metavar="[LABEL=]PATH",
                   help="binaries to compare (default target/release/mayan)")
    args, extra = p.parse_known_args()
    extra = [a for a in extra if a != "--"] or ["--no-null-moves"]
    bins = []
    for b in args.bin or ["target/release/mayan"]:
        label, _, path = b.rpartition("=")
        bins.append((label or os.path.basename(os.path.dirname(path)) or path, path))
    threads = [int(t) for t in args.threads.split(",")]
    budgets = [int(m) for m in args.moves.split(",")]
    settings = [(b, t) for b in bins for t in threads]
    walls, cpus, nodes, answers = {}, {}, {}, {}
    for _ in range(args.repeat):
        for board in args.boards:
            for n in budgets:
                for (label, path), t in settings:
                    wall, cpu, count, answer = run(path, board, n, t, extra)
                    key = (board, n, label, t)
                    walls.setdefault(key, []).append(wall)
                    cpus.setdefault(key, []).append(cpu)
                    nodes[key] = count
                    seen = answers.setdefault((board, n), answer)
                    if seen != answer:
                        sys.exit(f"{board} n={n}: {label} --threads {t} answered {answer}, others {seen}")
    head = f"{'board':<28} {'n':>3} {'answer':>7} {'binary':>8} {'thr':>4} {'median s':>9} {'cpu s':>7} {'positions':>12} {'speed-up':>9}"
    print(head)
    print("-" * len(head))
    ratios = {}
    for board in args.boards:
        for n in budgets:
            solved = "yes" if answers[(board, n)] not in ("null", "[]") else "none"
            for label, _ in bins:
                base = statistics.median(walls[(board, n, label, threads[0])])
                for t in threads:
                    m = statistics.median(walls[(board, n, label, t)])
                    ratio = base / m if m > 0 else float("nan")
                    ratios.setdefault((label, t, solved), []).append(ratio)
                    print(f"{os.path.basename(board):<28} {n:>3} {solved:>7} {label:>8} {t:>4} "
                          f"{m:>9.3f} {statistics.median(cpus[(board, n, label, t)]):>7.2f} {nodes[(board, n, label, t)]:>12} {ratio:>8.2f}x")
    print()
    print("median speed-up against", threads[0], "thread(s):")
    for (label, t, solved), rs in sorted(ratios.items()):
        if t != threads[0]:
            print(f"  {label:>8} {t:>3} threads, {solved:>4} solution: {statistics.median(rs):.2f}x "
                  f"(min {min(rs):.2f}x, {len(rs)} boards)")


if __name__ == "__main__":
    main()
