#!/bin/sh
# Compile-time cost of including shakki: a file that only includes
# shakki.hpp minus an empty file, best of N runs each.
#   benchmarks/compile_time.sh [COMPILER] [RUNS]     (default: g++ 7)
set -eu
cd "$(dirname "$0")/.."
compiler=${1:-g++}
runs=${2:-7}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '#include <shakki/shakki.hpp>\n' >"$work/include.cpp"
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
with=$(best "$work/include.cpp")
echo "$compiler -O2: empty file ${empty} ms, #include <shakki/shakki.hpp> ${with} ms, cost $((with - empty)) ms"
