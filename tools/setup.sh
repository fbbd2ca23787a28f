#!/bin/sh
# Installs what building and testing shakki needs (when missing), then
# configures a Meson build directory (once).
#
#   tools/setup.sh            what building and the examples need
#   tools/setup.sh --tests    also what every test needs (Emscripten,
#                             chromium and puppeteer-core for the web page)
#
#   SHAKKI_BUILD_DIR       build directory (default: build)
#   SHAKKI_MESON_OPTIONS   extra options for `meson setup`, e.g. -Db_sanitize=address,undefined
#   CXX                    compiler for a new build directory (g++ or clang++)
set -eu
cd "$(dirname "$0")/.."

packages="meson ninja-build doctest-dev g++ pkg-config pgn-extract time libzstd-dev zlib1g-dev"
case "${CXX:-}" in *clang*) packages="$packages clang" ;; esac
case "${CXXFLAGS:-} ${LDFLAGS:-}" in *libc++*) packages="$packages libc++-dev libc++abi-dev" ;; esac
# --tests: also what only the test suite uses: Emscripten for the
# WebAssembly test (large, so the quick start goes without it) and the
# zstd program, which makes the compressed test files, GNU parallel, and
# chromium for the web page's test (npm fetches puppeteer-core below).
tests=0
if [ "${1:-}" = "--tests" ]; then
    tests=1
    packages="$packages emscripten zstd parallel chromium"
    # Debian's nodejs comes without npm; other builds of Node bring it.
    command -v npm >/dev/null 2>&1 || packages="$packages npm"
fi

missing=""
for p in $packages; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing="$missing $p"
done
if [ -n "$missing" ]; then
    if [ "$(id -u)" -ne 0 ]; then
        echo "setup: missing packages:$missing (run as root, or: sudo apt-get install$missing)" >&2
        exit 1
    fi
    echo "setup: installing$missing" >&2
    export DEBIAN_FRONTEND=noninteractive
    apt-get install -y -q $missing >/dev/null 2>&1 || { apt-get update -q >/dev/null && apt-get install -y -q $missing >/dev/null; }
fi

# puppeteer-core drives the system chromium; it downloads no browser. The
# version is pinned by tests/drivers/package-lock.json.
if [ $tests = 1 ] && [ ! -d tests/drivers/node_modules/puppeteer-core ]; then
    echo "setup: npm ci --prefix tests/drivers (puppeteer-core)" >&2
    npm ci --prefix tests/drivers --no-audit --no-fund --silent >&2 ||
        echo "setup: npm could not install puppeteer-core; the web test will skip" >&2
fi

build_dir="${SHAKKI_BUILD_DIR:-build}"
if [ ! -f "$build_dir/build.ninja" ]; then
    # shellcheck disable=SC2086 # options are meant to split
    meson setup "$build_dir" ${SHAKKI_MESON_OPTIONS:-} >/dev/null
fi
