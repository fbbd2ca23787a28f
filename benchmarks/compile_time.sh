#!/bin/sh
# Compile-time cost of including shakki, as a ratio to a reference file that
# includes five standard headers (<string>, <vector>, <optional>, <array>,
# <string_view>). Each file holds only includes; its cost is its best time
# minus the empty file's best time. The files are compiled round-robin (one
# run of each, then the next round), so a busy spell on the shared machine
# slows every file alike instead of one of them.
#   benchmarks/compile_time.sh [COMPILER] [RUNS] [ENTRY...]
# An ENTRY is a header under include/shakki, or several joined by '+'
# (fen.hpp+movegen.hpp). Default: g++, 5 runs, the umbrella, fen.hpp +
# movegen.hpp and each layer below the umbrella.
# Extra compiler flags can be given in CXXFLAGS (default -std=c++20 -O2).
set -eu
cd "$(dirname "$0")/.."
compiler=${1:-g++}
runs=${2:-5}
shift 2 2>/dev/null || shift $#
entries=${*:-"shakki.hpp fen.hpp+movegen.hpp types.hpp expected.hpp attacks.hpp position.hpp movegen.hpp fen.hpp perft.hpp uci.hpp san.hpp game.hpp validate.hpp"}
flags=${CXXFLAGS:-"-std=c++20 -O2"}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# File 0 is empty, file 1 the reference, then one file per entry.
: >"$work/f0.cpp"
printf '#include <%s>\n' string vector optional array string_view >"$work/f1.cpp"
n=2
for entry in $entries; do
    : >"$work/f$n.cpp"
    for header in $(echo "$entry" | tr '+' ' '); do
        printf '#include <shakki/%s>\n' "$header" >>"$work/f$n.cpp"
    done
    eval "name_$n=\$entry"
    n=$((n + 1))
done

i=0
while [ $i -lt $n ]; do
    eval "best_$i=999999"
    i=$((i + 1))
done

round=0
while [ $round -lt "$runs" ]; do
    i=0
    while [ $i -lt $n ]; do
        start=$(date +%s%N)
        # shellcheck disable=SC2086
        $compiler $flags -Iinclude -c "$work/f$i.cpp" -o "$work/out.o"
        end=$(date +%s%N)
        ms=$(((end - start) / 1000000))
        eval "b=\$best_$i"
        [ "$ms" -lt "$b" ] && eval "best_$i=$ms"
        i=$((i + 1))
    done
    round=$((round + 1))
done

empty=$best_0
reference=$((best_1 - empty))
echo "$compiler $flags, best of $runs, round-robin; $(date +%Y-%m-%d)"
echo "empty file: $empty ms"
printf '%-40s %7s %7s\n' "file" "cost" "ratio"
printf '%-40s %4d ms %7s\n' "reference (5 standard headers)" "$reference" "1.00x"
i=2
while [ $i -lt $n ]; do
    eval "name=\$name_$i"
    eval "b=\$best_$i"
    cost=$((b - empty))
    ratio=$(awk -v c="$cost" -v r="$reference" 'BEGIN { printf "%.2fx", c / r }')
    printf '%-40s %4d ms %7s\n' "$name" "$cost" "$ratio"
    i=$((i + 1))
done
