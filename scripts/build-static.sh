#!/bin/sh
# Builds target/static/mayan: mayan as a static, not position-independent
# executable, the binary for judges (docs/judge.md) and the one
# scripts/compare-reference.py times. Prints its path and its C library
# (`target/static/mayan musl`).
#
# It is the solver only (`--no-default-features`: no web server, terminal
# player or renderer), built in target/solver-only/ (the target directory
# of the solver-only build, docs/building.md) so that it never replaces the
# full target/release/mayan.
#
# A static binary starts sooner (no shared libraries to load and relocate),
# which matters when a solve itself takes a few milliseconds.
#
# With musl (the Rust target `<arch>-unknown-linux-musl`, added with rustup
# when it is missing and rustup can fetch it) the binary also skips glibc's
# start-up, which asks the CPU for its cache sizes with some dozens of
# `cpuid` instructions; each traps to the hypervisor on a virtual machine.
# musl's allocator is slow to start: it maps and unmaps memory for its
# small-size groups some 90 times while clap parses the command line (about
# 0.15 ms; mayan served small allocations from an arena of its own until
# that was dropped as hand-written unsafe code). On the project's machines
# a trivial solve took about 0.5 ms with musl and that arena, 1.15 ms
# static with glibc and 1.5 ms dynamic; the search itself runs at the same
# speed. Without musl, glibc is linked statically.
#
# `-C target-feature=+crt-static` goes to the final crate only (cargo rustc):
# set for the whole build it would also reach the proc-macro crates, which
# cannot be built that way. `-C relocation-model=static` makes a plain (not
# position-independent) executable: nothing to relocate at start, and some
# 25 fewer pages copied on write (about 0.08 ms a run; the price is that the
# binary always loads at the same address).
#
# MAYAN_STATIC_LIBC=glibc skips musl.
set -eu
cd "$(dirname "$0")/.."
flags="-C target-feature=+crt-static -C relocation-model=static"
musl="$(uname -m)-unknown-linux-musl"
dir=target/solver-only
solver_only="-p mayan --bin mayan --no-default-features --target-dir $dir"
mkdir -p target/static
have_musl() {
    command -v rustup >/dev/null 2>&1 || return 1
    rustup target list --installed 2>/dev/null | grep -qx "$musl" && return 0
    rustup target add "$musl" >/dev/null 2>&1
}
libc=glibc
if [ "${MAYAN_STATIC_LIBC:-musl}" != glibc ] && have_musl; then
    # shellcheck disable=SC2086
    if cargo rustc --release -q $solver_only --target "$musl" -- $flags; then
        cp "$dir/$musl/release/mayan" target/static/mayan
        libc=musl
    else
        echo "build-static.sh: the musl build failed; linking glibc statically" >&2
    fi
fi
if [ "$libc" = glibc ]; then
    # shellcheck disable=SC2086
    cargo rustc --release -q $solver_only -- $flags
    cp "$dir/release/mayan" target/static/mayan
    # cargo rustc left a static $dir/release/mayan: relink it as usual.
    # shellcheck disable=SC2086
    cargo build --release -q $solver_only
fi
# A dynamic executable lists its shared libraries ("libc.so.6 => ...").
if command -v ldd >/dev/null 2>&1 && ldd target/static/mayan 2>/dev/null | grep -q '=>'; then
    echo "build-static.sh: target/static/mayan is not static" >&2
    exit 1
fi
echo "target/static/mayan $libc"
