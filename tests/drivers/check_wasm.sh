#!/bin/sh
# Compiles shakki to WebAssembly with Debian's em++ and runs it under Node:
# the smoke test (tests/wasm/smoke.cpp) and the replay example.
#
#   tests/drivers/check_wasm.sh [WORK_DIR]
#
# Without em++ or node it skips (exit 77, which Meson reports as SKIP),
# unless SHAKKI_REQUIRE_WASM=1, as in CI, where a skip would hide a
# failure. `tools/setup.sh --tests` installs both.
# SHAKKI_BROWSER_TESTS_ELSEWHERE=1 skips it too: em++ and node build and
# run the same whatever compiler the rest of the build uses, so CI runs this
# test in one of its configurations only.
set -u
if [ "${SHAKKI_BROWSER_TESTS_ELSEWHERE:-0}" = 1 ]; then
    echo "check_wasm: run in another configuration (SHAKKI_BROWSER_TESTS_ELSEWHERE=1)"
    exit 77
fi
root=$(cd "$(dirname "$0")/../.." && pwd)
work=${1:-$(mktemp -d)}
mkdir -p "$work"

for tool in em++ node; do
    if ! command -v "$tool" >/dev/null 2>&1; then
        echo "check_wasm: $tool not found (Debian: apt-get install emscripten)"
        [ "${SHAKKI_REQUIRE_WASM:-0}" = 1 ] && exit 1
        exit 77
    fi
done

# Debian's emscripten runs its JavaScript optimizer with the system Node,
# which finds Debian's acorn module only through NODE_PATH.
for dir in /usr/share/nodejs /usr/lib/nodejs; do
    if [ -d "$dir/acorn" ]; then NODE_PATH="$dir${NODE_PATH:+:$NODE_PATH}"; fi
done
export NODE_PATH="${NODE_PATH:-}"

failures=0
expect() {
    if [ "$2" -eq 0 ]; then echo "ok   $1"; else echo "FAIL $1"; failures=$((failures + 1)); fi
}

# SINGLE_FILE puts the .wasm inside the .js: Emscripten 3.1.6 would fetch()
# a separate file, which Node 18 and later have but cannot use on a path.
build() {
    em++ -std=c++20 -Wall -Wextra -Wpedantic -Werror -O2 -I"$root/include" "$1" \
        -sENVIRONMENT=node -sSINGLE_FILE=1 -sNODERAWFS=1 -o "$2" 2>"$2.log"
    status=$?
    if [ $status -ne 0 ]; then head -c 4000 "$2.log"; fi
    return $status
}

build "$root/tests/wasm/smoke.cpp" "$work/smoke.js"
expect "em++ compiles the smoke test" $?
if [ -f "$work/smoke.js" ]; then
    node "$work/smoke.js" >"$work/smoke.out" 2>&1
    status=$?
    cat "$work/smoke.out"
    expect "the smoke test passes under Node" $status
fi

build "$root/examples/replay.cpp" "$work/replay.js"
expect "em++ compiles examples/replay.cpp" $?
if [ -f "$work/replay.js" ]; then
    out=$(node "$work/replay.js" --lang eo e4 e5 Ĉf3 Ĉc6 Kb5 2>&1)
    echo "$out"
    case "$out" in
    *"5 plies, r1bqkbnr/pppp1ppp/2n5/1B2p3/4P3/5N2/PPPP1PPP/RNBQK2R b KQkq - 3 3"*"result: * ongoing"*) status=0 ;;
    *) status=1 ;;
    esac
    expect "replay reads Esperanto SAN under Node" $status
    out=$(node "$work/replay.js" e4 e5 Ke3 2>&1)
    case "$out" in
    "move 2. Ke3: no king can go to e3"*) status=0 ;;
    *) status=1 ;;
    esac
    expect "replay stops at an illegal move under Node" $status
fi

echo "check_wasm: $failures failed"
[ $failures -eq 0 ]
