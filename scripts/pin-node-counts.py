#!/usr/bin/env python3
"""Re-pins fixtures/node-counts.txt: the positions `mayan solve --threads 1`
expands on each board listed there, for each reading.

Run it only after a change that is meant to alter the search (a new
pruning, a new move order), and say so in the commit: the test
`node_counts_match_the_pinned_fixture` exists to catch the other kind.

  scripts/pin-node-counts.py
"""
import json
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PATH = os.path.join(ROOT, "fixtures", "node-counts.txt")


def main():
    subprocess.run(["cargo", "build", "--release", "-q", "-p", "mayan"], cwd=ROOT, check=True)
    mayan = os.path.join(ROOT, "target", "release", "mayan")
    out = []
    with open(PATH) as f:
        lines = f.read().splitlines()
    for line in lines:
        if line.startswith("#") or not line.strip():
            out.append(line)
            continue
        file, reading, _ = line.split()
        cmd = [mayan, "solve", "--json", "--threads", "1", os.path.join(ROOT, "fixtures", file)]
        if reading == "pruned":
            cmd.append("--no-null-moves")
        report = json.loads(subprocess.run(cmd, check=True, capture_output=True).stdout)
        out.append(f"{file} {reading} {report['nodes']}")
    with open(PATH, "w") as f:
        f.write("\n".join(out) + "\n")


if __name__ == "__main__":
    main()
