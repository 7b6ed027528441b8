#!/bin/sh
# A special judge for Lemon and LemonLime: `mayan check --judge lemon`.
# Lemon runs it as
#     check.sh INPUT OUTPUT ANSWER FULL_SCORE SCORE_FILE REPORT_FILE
# and reads the score (FULL_SCORE accepted, 0 otherwise) from SCORE_FILE and
# the message from REPORT_FILE; an exit code other than 0 is the judge's
# failure. It runs the mayan next to this script, else the one on PATH.
case $0 in
    */*) here=${0%/*} ;;
    *) here=. ;;
esac
if [ -x "$here/mayan" ]; then
    exec "$here/mayan" check --judge lemon "$@"
fi
if command -v mayan >/dev/null 2>&1; then
    exec mayan check --judge lemon "$@"
fi
echo "FAIL no mayan binary: none next to $0 and none on PATH" >&2
exit 3
