#!/usr/bin/env bash
# BAPCtools, an independent checker of the problem package format, on the
# Kattis packages `mayan package` writes: for three goal and reading
# settings, `bt validate` (the validators on every test, and BAPCtools' own
# malformed inputs and answers, which they must refuse) and `bt run` (every
# submission gets the verdict of its folder). BAPCtools exits 1 on any
# warning, so a clean run is a pass. Installs BAPCtools into a virtualenv
# under target/ (pip, from PyPI) when it is missing. Needs python3 (with
# venv), g++ and a release build of mayan (the test step's).
set -euo pipefail

cd "$(dirname "$0")/.."

target="${CARGO_TARGET_DIR:-target}"
mkdir -p "$target"
target="$(cd "$target" && pwd)"
MAYAN="${MAYAN:-$target/release/mayan}"
VERSION="2026.10.0"
VENV="$target/bapctools-venv"

fail() {
    echo "ci-bapctools: FAILED: $*" >&2
    exit 1
}

[ -x "$MAYAN" ] || fail "no mayan at $MAYAN (cargo build --release first)"
command -v g++ >/dev/null || fail "g++ is not installed"
command -v python3 >/dev/null || fail "python3 is not installed"

if [ ! -x "$VENV/bin/bt" ] || [ "$("$VENV/bin/pip" show bapctools 2>/dev/null | sed -n "s/^Version: //p")" != "$VERSION" ]; then
    echo "ci-bapctools: installing bapctools $VERSION into $VENV" >&2
    rm -rf "$VENV"
    python3 -m venv "$VENV" || fail "cannot make a virtualenv (apt-get install python3-venv)"
    "$VENV/bin/pip" install -q "bapctools==$VERSION" || fail "cannot install bapctools $VERSION"
fi

work="$(mktemp -d -t mayan-bapctools.XXXXXX)"
trap 'rm -rf "$work"' EXIT
# BAPCtools looks for pypy3 for its Python aliases and warns (exit 1) when
# it is missing; the package holds no Python, so CPython stands in.
mkdir -p "$work/bin"
command -v pypy3 >/dev/null || ln -s "$(command -v python3)" "$work/bin/pypy3"
export PATH="$work/bin:$VENV/bin:$PATH"
# BAPCtools keeps a uuid -> problem.yaml cache under its config home and
# warns (exit 1) when a uuid's cached problem.yaml still exists elsewhere:
# the packages of a run that was killed before its cleanup (left in /tmp)
# or of a run beside this one made the next run fail. Each run gets its
# own config home.
export XDG_CONFIG_HOME="$work/config"
bt --version 2>/dev/null | sed -n 1p || true

for setting in "exact:literal:1" "at-most:pruned:2" "shortest:literal:3"; do
    IFS=: read -r goal reading seed <<<"$setting"
    flags=(--to kattis --goal "$goal" --seed "$seed" --count 20)
    [ "$reading" = pruned ] && flags+=(--no-null-moves)
    # BAPCtools wants a problem folder named [a-z0-9]+, as Kattis does.
    dir="$work/mayan${goal//-/}$reading"
    "$MAYAN" package "${flags[@]}" --out "$dir" || fail "mayan package ${flags[*]}"
    echo "ci-bapctools: bt validate and bt run on mayan package ${flags[*]}"
    (cd "$dir" && bt validate --problem . --no-bar) >"$work/validate.log" 2>&1 \
        || { cat "$work/validate.log" >&2; fail "bt validate on mayan package ${flags[*]}"; }
    (cd "$dir" && bt run --problem . --no-bar) >"$work/run.log" 2>&1 \
        || { cat "$work/run.log" >&2; fail "bt run on mayan package ${flags[*]}"; }
    grep -E "^(accepted|wrong_answer)/" "$work/run.log" | sed 's/  */ /g' || true
done
echo "ci-bapctools: every package passes"
