#!/bin/sh
# Compile-time cost of including shakki, as a ratio to a reference file that
# includes five standard headers (<string>, <vector>, <optional>, <array>,
# <string_view>). Each file holds only includes; its cost is its best time
# minus the empty file's best time. The files are compiled round-robin (one
# run of each, then the next round), so a busy spell on the shared machine
# slows every file alike instead of one of them.
#   benchmarks/compile_time.sh [COMPILER] [RUNS] [ENTRY...]
# An ENTRY is a header under include/shakki, or several joined by '+'
# (notation/fen.hpp+core/movegen.hpp). Default: g++, 5 runs, the umbrella, notation/fen.hpp +
# core/movegen.hpp and each layer from the bottom up.
# Environment:
#   CXXFLAGS  compiler flags (default -std=c++20 -O2)
#   COMPARE   another include directory (say, an older shakki's): each entry
#             is measured with it too, in the same rounds, marked "(compare)"
#   MEASURE   "time" (default): wall clock in ms. "instructions": the
#             instructions the compiler proper (cc1plus, or clang -cc1) runs,
#             counted by valgrind; one run each, as the count hardly varies,
#             so busy neighbours on a shared machine do not matter (slow:
#             about 20 times a compile per file).
# shellcheck disable=SC2034,SC2154 # per-file variables are set and read through eval
set -eu
cd "$(dirname "$0")/.."
compiler=${1:-g++}
runs=${2:-5}
shift 2 2>/dev/null || shift $#
entries=${*:-"shakki.hpp notation/fen.hpp+core/movegen.hpp core/types.hpp core/position.hpp core/movegen.hpp notation/fen.hpp core/perft.hpp notation/uci.hpp notation/san_read.hpp game/game.hpp notation/san_explain.hpp pgn/validate.hpp pgn.hpp frontend.hpp"}
flags=${CXXFLAGS:-"-std=c++20 -O2"}
compare=${COMPARE:-}
measure=${MEASURE:-time}
case $measure in
time) unit=ms ;;
instructions) unit=Mi runs=1 ;;
*) echo "MEASURE must be time or instructions" >&2 && exit 2 ;;
esac
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

# File 0 is empty, file 1 the reference, then one file per entry (and per
# entry again with the COMPARE directory).
: >"$work/f0.cpp"
printf '#include <%s>\n' string vector optional array string_view >"$work/f1.cpp"
n=2
add_entry() {  # add_entry ENTRY INCLUDE-DIR LABEL
    : >"$work/f$n.cpp"
    for header in $(echo "$1" | tr '+' ' '); do
        printf '#include <shakki/%s>\n' "$header" >>"$work/f$n.cpp"
    done
    eval "name_$n=\$3"
    eval "include_$n=\$2"
    n=$((n + 1))
}
for entry in $entries; do
    add_entry "$entry" include "$entry"
    [ -n "$compare" ] && add_entry "$entry" "$compare" "$entry (compare)"
done
include_0=include
include_1=include

i=0
while [ $i -lt $n ]; do
    eval "best_$i=999999999"
    i=$((i + 1))
done

round=0
while [ $round -lt "$runs" ]; do
    i=0
    while [ $i -lt $n ]; do
        eval "dir=\$include_$i"
        if [ "$measure" = instructions ]; then
            # The driver's -### shows the compiler proper's command line;
            # run that alone under cachegrind (without cache simulation it
            # only counts instructions, faster than callgrind) and keep its
            # count in millions.
            # shellcheck disable=SC2086
            proper=$($compiler $flags -I"$dir" -c "$work/f$i.cpp" -o "$work/out.o" -### 2>&1 |
                grep -E '/cc1plus |"-cc1"' | sed 's/"//g; s/ -o [^ ]*$/ -o \/dev\/null/; s/ -o [^ ]*\.s / -o \/dev\/null /')
            # shellcheck disable=SC2086
            ms=$(valgrind --tool=cachegrind --cache-sim=no --cachegrind-out-file=/dev/null $proper 2>&1 |
                sed -n 's/.*I *refs: *//p' | tr -d ,)
            [ -n "$ms" ] || { echo "no instruction count for f$i.cpp" >&2 && exit 1; }
            ms=$((ms / 1000000))
        else
            start=$(date +%s%N)
            # shellcheck disable=SC2086
            $compiler $flags -I"$dir" -c "$work/f$i.cpp" -o "$work/out.o"
            end=$(date +%s%N)
            ms=$(((end - start) / 1000000))
        fi
        eval "b=\$best_$i"
        [ "$ms" -lt "$b" ] && eval "best_$i=$ms"
        i=$((i + 1))
    done
    round=$((round + 1))
done

empty=$best_0
reference=$((best_1 - empty))
if [ "$measure" = instructions ]; then
    echo "$compiler $flags, instructions of the compiler proper (Mi = millions); $(date +%Y-%m-%d)"
else
    echo "$compiler $flags, best of $runs, round-robin; $(date +%Y-%m-%d)"
fi
echo "empty file: $empty $unit"
printf '%-44s %7s %7s\n' "file" "cost" "ratio"
printf '%-44s %4d %s %7s\n' "reference (5 standard headers)" "$reference" "$unit" "1.00x"
i=2
while [ $i -lt $n ]; do
    eval "name=\$name_$i"
    eval "b=\$best_$i"
    cost=$((b - empty))
    ratio=$(awk -v c="$cost" -v r="$reference" 'BEGIN { printf "%.2fx", c / r }')
    printf '%-44s %4d %s %7s\n' "$name" "$cost" "$unit" "$ratio"
    i=$((i + 1))
done
