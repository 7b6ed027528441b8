#!/usr/bin/env python3
"""Times mayan against the reference programs on the same boards, in one run.

The reference programs (C++ cut out of the seed documents) are built from
REFERENCE_DIR (default: ../shared/reference beside the repository) with g++
-O2. For each board, the programs run interleaved (reference, mayan,
reference, mayan, ...) --repeat times, each timed run right after an untimed
warm-up run of the same program; the table shows each board's median times
and the ratio reference / mayan, then the median ratio over the boards.
A second ratio divides the reference's run by mayan's search alone (the
time_ms of `mayan solve --json`), leaving out the 1.5 ms or so that starting
any process costs on these machines. Every answer is compared byte for
byte; a difference aborts the run.

  scripts/compare-reference.py                 # n = 5 against seed 003 and seed 000
  scripts/compare-reference.py --n6            # also n = 6 against seed 002 (slow: ~40 s a board)
  scripts/compare-reference.py --deep          # also n = 7 and 8 with all cores (mayan only)
  scripts/compare-reference.py --link dynamic  # time a plain `cargo build --release` binary

On Linux, mayan is built as a static, not position-independent executable,
target/static/mayan, by scripts/build-static.sh: with musl when rustup has
(or can fetch) that target, else with glibc. A trivial solve took about
0.5 ms with musl (while mayan had its own small-allocation arena, since
dropped as unsafe code), 1.15 ms static with glibc and 1.5 ms dynamic: glibc's
start-up asks the CPU for its cache sizes (`cpuid`, which traps to the
hypervisor on a virtual machine), and a dynamic binary loads and relocates
three shared libraries. The search is the same code either way.
"""
import argparse
import glob
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(cmd, stdin_path):
    """Runs a command on a file; returns (seconds, stdout).

    The child is started with posix_spawn and reaped with wait4, so the time
    is the program's own (about 0.3 ms less harness than subprocess.run on
    the project's machines).
    """
    exe = shutil.which(cmd[0]) or cmd[0]
    with open(stdin_path, "rb") as fin, tempfile.TemporaryFile() as fout:
        t = time.perf_counter()
        pid = os.posix_spawn(exe, cmd, os.environ, file_actions=[
            (os.POSIX_SPAWN_DUP2, fin.fileno(), 0),
            (os.POSIX_SPAWN_DUP2, fout.fileno(), 1),
        ])
        _, status, _ = os.wait4(pid, 0)
        dt = time.perf_counter() - t
        fout.seek(0)
        out = fout.read()
    if os.waitstatus_to_exitcode(status) != 0:
        sys.exit(f"{' '.join(cmd)} < {stdin_path} failed with status {status}")
    return dt, out


def peak_mib(cmd, stdin_path):
    """A command's peak resident memory in MiB, as GNU time reports it, or
    None without /usr/bin/time. (The wait4 usage of a child of this script
    will not do: a process's peak survives its exec, so it would include
    the Python process the child started as, some 10 MiB.)"""
    gnu_time = "/usr/bin/time"
    if not os.access(gnu_time, os.X_OK):
        return None
    with open(stdin_path, "rb") as fin:
        p = subprocess.run([gnu_time, "-f", "%M", *cmd], stdin=fin, capture_output=True)
    try:
        return int(p.stderr.decode().strip().splitlines()[-1]) / 1024
    except (ValueError, IndexError):
        return None


def search_ms(mayan_cmd, stdin_path):
    """mayan's own report of its search time (`--json`), in ms."""
    with open(stdin_path, "rb") as f:
        p = subprocess.run(mayan_cmd + ["--json"], stdin=f, capture_output=True, check=True)
    return json.loads(p.stdout)["time_ms"]


def with_budget(path, n, tmp):
    """A copy of a NOIP input with its move count set to n."""
    with open(path) as f:
        lines = f.read().split("\n", 1)
    out = os.path.join(tmp, f"{os.path.basename(path)}.n{n}")
    with open(out, "w") as f:
        f.write(f"{n}\n{lines[1]}")
    return out


def dense_boards(limit):
    """Dense 7 x 5 boards (30 blocks or more) from the fixtures."""
    found = []
    for path in sorted(glob.glob(os.path.join(ROOT, "fixtures/noip-random/*.in"))):
        with open(path) as f:
            toks = f.read().split()
        blocks = sum(1 for t in toks[1:] if t != "0")
        if blocks >= 30:
            found.append(path)
    return found[:limit]


def compare(title, boards, ref_cmd, mayan_cmd, repeat, warm_ref=True):
    print(f"\n## {title}\n")
    print("| board | reference (s) | mayan (ms) | ratio | mayan search (ms) | search ratio |")
    print("|---|---:|---:|---:|---:|---:|")
    ratios, search_ratios = [], []
    for b in boards:
        rt, mt = [], []
        for _ in range(repeat):
            # Each timed run right after an untimed run of the same program:
            # on this project's virtual machines the first run after another
            # program pays for re-touching memory that the host took back
            # (tens of ms of system time), which would swamp a 30 ms search.
            if warm_ref:
                run(ref_cmd, b)
            t, ref_out = run(ref_cmd, b)
            rt.append(t)
            run(mayan_cmd, b)
            t, my_out = run(mayan_cmd, b)
            mt.append(t)
            if ref_out != my_out:
                sys.exit(f"answers differ on {b}:\nreference:\n{ref_out.decode()}\nmayan:\n{my_out.decode()}")
        r, m = statistics.median(rt), statistics.median(mt)
        s = statistics.median(search_ms(mayan_cmd, b) for _ in range(repeat)) / 1e3
        ratios.append(r / m)
        search_ratios.append(r / s)
        print(f"| {os.path.basename(b).split('.')[0]} | {r:.3f} | {m * 1e3:.1f} | {r / m:.0f}x "
              f"| {s * 1e3:.1f} | {r / s:.0f}x |")
    print(f"\nmedian ratio, whole runs: **{statistics.median(ratios):.0f}x** over {len(boards)} boards "
          f"(min {min(ratios):.0f}x, max {max(ratios):.0f}x)")
    print(f"median ratio, reference run / mayan's search alone: {statistics.median(search_ratios):.0f}x "
          f"(min {min(search_ratios):.0f}x, max {max(search_ratios):.0f}x)")
    return statistics.median(ratios)


def main():
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--boards", type=int, default=15, help="dense boards to use (default 15)")
    ap.add_argument("--repeat", type=int, default=3, help="timed runs per board and program (default 3)")
    ap.add_argument("--n6", action="store_true", help="also n = 6 against seed 002 (about 40 s a board)")
    ap.add_argument("--n6-boards", type=int, default=2)
    ap.add_argument("--deep", action="store_true", help="also n = 7 and n = 8, all cores, mayan only")
    ap.add_argument("--link", choices=["static", "dynamic"], default="static",
                    help="how to link mayan (default static where the platform allows, see above)")
    args = ap.parse_args()

    ref_src = os.environ.get("REFERENCE_DIR", os.path.join(os.path.dirname(ROOT), "shared", "reference"))
    if not os.path.exists(os.path.join(ref_src, "build.sh")):
        sys.exit(f"no reference programs at {ref_src} (set REFERENCE_DIR)")
    if not shutil.which("g++"):
        sys.exit("g++ is needed to build the reference programs")
    tmp = tempfile.mkdtemp(prefix="mayan-compare-")
    subprocess.run(["sh", os.path.join(ref_src, "build.sh"), tmp], check=True, capture_output=True)
    mayan = os.path.join(ROOT, "target", "release", "mayan")
    linked = "dynamically"
    if args.link == "static" and sys.platform.startswith("linux"):
        built = subprocess.run(["sh", os.path.join(ROOT, "scripts", "build-static.sh")], cwd=ROOT,
                               stdout=subprocess.PIPE, text=True)
        out = built.stdout.split()
        if built.returncode == 0 and len(out) == 2:
            mayan = os.path.join(ROOT, out[0])
            linked = f"statically ({out[1]})"
    if linked == "dynamically":
        subprocess.run(["cargo", "build", "--release", "-q", "-p", "mayan"], cwd=ROOT, check=True)
    boards = dense_boards(args.boards)
    if not boards:
        sys.exit("no dense boards found under fixtures/noip-random")
    print(f"# mayan against the reference programs\n\n{len(boards)} dense 7 x 5 boards (30+ blocks), "
          f"{args.repeat} interleaved runs each, medians; machine: {os.cpu_count()} cores; "
          f"mayan linked {linked}.")
    five = [with_budget(b, 5, tmp) for b in boards]
    compare("n = 5, no null moves: seed 003 vs `mayan --threads 1 --no-null-moves`", five,
            [os.path.join(tmp, "seed003")], [mayan, "solve", "--threads", "1", "--no-null-moves"], args.repeat)
    compare("n = 5, literal rules: seed 000 vs `mayan --threads 1`", five,
            [os.path.join(tmp, "seed000")], [mayan, "solve", "--threads", "1"], args.repeat)
    if args.n6:
        six = [with_budget(b, 6, tmp) for b in boards[: args.n6_boards]]
        compare("n = 6, no null moves: seed 002 vs `mayan --threads 1 --no-null-moves`", six,
                [os.path.join(tmp, "seed002")], [mayan, "solve", "--threads", "1", "--no-null-moves"], 1,
                warm_ref=False)
    if args.deep:
        for n in (7, 8):
            print(f"\n## n = {n}, all cores (`mayan --threads 0`)\n")
            print("| board | time (s) | peak RSS (MiB) | answer |")
            print("|---|---:|---:|---|")
            for b in boards[:5]:
                p = with_budget(b, n, tmp)
                cmd = [mayan, "solve", "--threads", "0"]
                t, out = run(cmd, p)
                peak = peak_mib(cmd, p)
                ans = out.decode().strip().splitlines()
                shown = "?" if peak is None else f"{peak:.0f}"
                print(f"| {os.path.basename(b).split('.')[0]} | {t:.2f} | {shown} | "
                      f"{'-1' if ans == ['-1'] else f'{len(ans)} moves'} |")
    shutil.rmtree(tmp, ignore_errors=True)


if __name__ == "__main__":
    main()
