#!/bin/sh
# A testlib-style checker: `mayan check --judge testlib`.
# The judge runs it as
#     check.sh INPUT OUTPUT ANSWER [REPORT [-appes]]
# and reads exit 0 (ok), 1 (wrong answer), 2 (presentation error) or 3
# (judge failure), and one line on stderr (and REPORT, when given). It runs
# the mayan next to this script, else the one on PATH (docs/judge.md, "Using
# mayan check on a judge"); with neither, it is the judge's failure (exit 3).
case $0 in
    */*) here=${0%/*} ;;
    *) here=. ;;
esac
if [ -x "$here/mayan" ]; then
    exec "$here/mayan" check --judge testlib "$@"
fi
if command -v mayan >/dev/null 2>&1; then
    exec mayan check --judge testlib "$@"
fi
echo "FAIL no mayan binary: none next to $0 and none on PATH" >&2
exit 3
