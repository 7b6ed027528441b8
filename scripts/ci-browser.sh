#!/usr/bin/env bash
# The browser test of the web page: installs Debian's chromium and
# chromedriver when missing, starts chromedriver on a free port, and runs the
# ignored (browser) tests of mayan-web against it. Fails loudly; always
# stops the chromedriver it started.
set -euo pipefail

cd "$(dirname "$0")/.."

# A free port unless one is given: a chromedriver left by a killed run
# (it runs in a session of its own) or a run beside this one may hold 4444.
free_port() {
    python3 -c 'import socket; s = socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1])' \
        2>/dev/null || echo 4444
}
PORT="${WEBDRIVER_PORT:-$(free_port)}"
# Screenshots of every state the tests check land here; CI keeps them as
# artifacts (under target/, so that they are never committed).
MAYAN_SCREENSHOTS="${MAYAN_SCREENSHOTS:-target/screenshots}"
mkdir -p "${MAYAN_SCREENSHOTS}"
MAYAN_SCREENSHOTS="$(cd "${MAYAN_SCREENSHOTS}" && pwd)"
export MAYAN_SCREENSHOTS
export WEBDRIVER_URL="http://localhost:${PORT}"

if ! command -v chromium >/dev/null 2>&1 || ! command -v chromedriver >/dev/null 2>&1 \
    || ! command -v curl >/dev/null 2>&1; then
    echo "ci-browser: installing chromium, chromium-driver and curl" >&2
    if [ "$(id -u)" -ne 0 ]; then
        echo "ci-browser: FAILED: chromium/chromedriver are missing and this is not root (apt-get install chromium chromium-driver)" >&2
        exit 1
    fi
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq chromium chromium-driver curl >/dev/null
fi
# A Chinese font, so that the screenshots of the page in Chinese show its
# text rather than empty boxes (the tests read the text, not the pixels: a
# machine without it only has poorer screenshots).
if ! fc-list :lang=zh 2>/dev/null | grep -q . && [ "$(id -u)" -eq 0 ]; then
    echo "ci-browser: installing fonts-wqy-microhei (Chinese screenshots)" >&2
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-wqy-microhei >/dev/null \
        || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq fonts-wqy-microhei >/dev/null; } \
        || echo "ci-browser: no Chinese font: the Chinese screenshots show boxes" >&2
fi

LOG="$(mktemp -t chromedriver.XXXXXX.log)"
# In a session of its own, so that its browsers can be stopped with it.
setsid chromedriver --port="${PORT}" >"${LOG}" 2>&1 &
DRIVER_PID=$!
cleanup() {
    if kill -0 "${DRIVER_PID}" 2>/dev/null; then
        # The browsers chromedriver started, then chromedriver's whole group.
        pkill -TERM -P "${DRIVER_PID}" 2>/dev/null || true
        kill -TERM -- "-${DRIVER_PID}" 2>/dev/null || kill "${DRIVER_PID}" 2>/dev/null || true
        wait "${DRIVER_PID}" 2>/dev/null || true
    fi
}
trap cleanup EXIT

# Wait until chromedriver answers (at most 30 s).
for _ in $(seq 1 150); do
    if curl -fsS "${WEBDRIVER_URL}/status" >/dev/null 2>&1; then
        break
    fi
    if ! kill -0 "${DRIVER_PID}" 2>/dev/null; then
        echo "ci-browser: FAILED: chromedriver exited at start:" >&2
        cat "${LOG}" >&2
        exit 1
    fi
    sleep 0.2
done
if ! curl -fsS "${WEBDRIVER_URL}/status" >/dev/null 2>&1; then
    echo "ci-browser: FAILED: chromedriver does not answer on ${WEBDRIVER_URL}" >&2
    cat "${LOG}" >&2
    exit 1
fi
echo "ci-browser: chromedriver is up on ${WEBDRIVER_URL} ($(chromium --version 2>/dev/null | head -n1))" >&2

# The whole workspace's `tests` binaries, so that cargo resolves the
# features `cargo test --workspace --release` did and compiles nothing
# again after it (`-p mayan-web` alone would rebuild tokio and all above
# it); only mayan-web's browser tests are ignored ones.
if ! cargo test --release --workspace --test tests -- --ignored browser::; then
    echo "ci-browser: FAILED: the browser tests of the web page failed (chromedriver log: ${LOG})" >&2
    tail -n 40 "${LOG}" >&2 || true
    exit 1
fi
echo "ci-browser: the browser tests passed (screenshots in ${MAYAN_SCREENSHOTS})" >&2
