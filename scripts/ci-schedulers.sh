#!/usr/bin/env bash
# The scheduler tests of `mayan batch --shard` and `mayan merge`: installs
# GNU parallel, Slurm and munge when missing (Debian's packages), starts a
# single-node Slurm on localhost (scripts/slurm-localhost.sh), and runs the
# ignored `scheduler_` tests of the mayan crate with the test binaries
# `cargo test --workspace --release` built. Fails loudly.
set -euo pipefail

cd "$(dirname "$0")/.."

if ! command -v parallel >/dev/null || ! command -v sbatch >/dev/null \
    || ! command -v munged >/dev/null; then
    echo "ci-schedulers: installing parallel, slurm-wlm and munge" >&2
    if [ "$(id -u)" -ne 0 ]; then
        echo "ci-schedulers: FAILED: parallel/slurm are missing and this is not root" >&2
        exit 1
    fi
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq parallel slurm-wlm munge >/dev/null
fi
# GNU parallel asks once to be cited; this says it was read.
mkdir -p ~/.parallel && touch ~/.parallel/will-cite

bash scripts/slurm-localhost.sh || { echo "ci-schedulers: FAILED: Slurm did not start" >&2; exit 1; }

if ! cargo test --release --workspace --test tests -- --ignored scheduler_; then
    echo "ci-schedulers: FAILED: the scheduler tests failed" >&2
    exit 1
fi
echo "ci-schedulers: the GNU parallel and Slurm tests passed" >&2
