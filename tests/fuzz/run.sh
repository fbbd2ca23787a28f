#!/bin/sh
# Runs every fuzz target for SECONDS each (default 60), starting from the
# committed seed corpus; new inputs go to a scratch directory. Fails on the
# first finding and prints the executions each target ran.
#   tests/fuzz/run.sh [SECONDS]
# SHAKKI_FUZZ_SEED fixes libFuzzer's seed (0, the default, picks a new one
# each run); CI derives it from the commit, so each commit explores new
# inputs and a run replays exactly on its commit.
set -eu
seconds=${1:-60}
seed=${SHAKKI_FUZZ_SEED:-0}
root=$(cd "$(dirname "$0")/../.." && pwd)
build=${SHAKKI_FUZZ_BUILD:-$root/build-fuzz}
if [ ! -f "$build/build.ninja" ]; then
    CXX=clang++ meson setup "$build" "$root" -Dfuzz=true -Dtests=disabled -Dexamples=disabled -Dbenchmarks=disabled >/dev/null
fi
ninja -C "$build" >/dev/null
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
status=0
for target in fuzz_fen fuzz_san fuzz_uci fuzz_movelist fuzz_pgn; do
    mkdir -p "$work/$target"
    log="$work/$target.log"
    if "$build/tests/fuzz/$target" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -print_final_stats=1 -seed="$seed" \
        -artifact_prefix="$work/$target-" "$work/$target" "$root/tests/fuzz/corpus/$target" >"$log" 2>&1; then
        runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log")
        used_seed=$(sed -n 's/^INFO: Seed: *//p' "$log")
        echo "$target: ${runs:-?} executions in ${seconds}s (seed ${used_seed:-?}), no finding"
    else
        status=1
        echo "$target: FINDING (seed $(sed -n 's/^INFO: Seed: *//p' "$log"))"
        tail -n 40 "$log"
        # The whole input, so a finding on another machine can be replayed:
        # base64 -d > input && build-fuzz/tests/fuzz/TARGET input
        for artifact in "$work/$target"-*; do
            [ -f "$artifact" ] || continue
            echo "input ($(wc -c <"$artifact") bytes), base64:"
            base64 -w 0 "$artifact"
            echo
        done
    fi
done
exit $status
