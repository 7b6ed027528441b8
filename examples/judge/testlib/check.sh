#!/bin/sh
# A testlib-style checker: `mayan check --judge testlib`.
# The judge runs it as
#     check.sh INPUT OUTPUT ANSWER
# and reads exit 0 (ok), 1 (wrong answer), 2 (presentation error) or 3
# (judge failure), and one line on stderr. It runs the mayan next to this
# script, else the one on PATH (README, "Using mayan check on a judge").
here=$(dirname "$0")
if [ -x "$here/mayan" ]; then
    exec "$here/mayan" check --judge testlib "$@"
fi
exec mayan check --judge testlib "$@"
