#!/bin/sh
# Compile-time cost of including shakki: a file that only includes a header
# minus an empty file, best of N runs each.
#   benchmarks/compile_time.sh [COMPILER] [RUNS] [HEADER...]
#   (default: g++ 7, the umbrella shakki.hpp and the layers below it)
set -eu
cd "$(dirname "$0")/.."
compiler=${1:-g++}
runs=${2:-7}
shift 2 2>/dev/null || shift $#
headers=${*:-"shakki.hpp position.hpp movegen.hpp fen.hpp perft.hpp uci.hpp san.hpp game.hpp validate.hpp"}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
: >"$work/empty.cpp"

best() {
    best_ms=999999
    i=0
    while [ $i -lt "$runs" ]; do
        start=$(date +%s%N)
        $compiler -std=c++20 -O2 -Iinclude -c "$1" -o "$work/out.o"
        end=$(date +%s%N)
        ms=$(((end - start) / 1000000))
        [ $ms -lt $best_ms ] && best_ms=$ms
        i=$((i + 1))
    done
    echo $best_ms
}

empty=$(best "$work/empty.cpp")
echo "$compiler -O2, empty file: ${empty} ms"
for header in $headers; do
    printf '#include <shakki/%s>\n' "$header" >"$work/include.cpp"
    with=$(best "$work/include.cpp")
    echo "  #include <shakki/$header>: $((with - empty)) ms"
done
