#!/bin/sh
# Static analysis of the headers: clang-tidy (.clang-tidy) and cppcheck, and
# a check that the tree is formatted (.clang-format). Exits non-zero on any
# finding.
set -eu
cd "$(dirname "$0")/.."
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
printf '#include "shakki/shakki.hpp"\n#include "shakki/pgn.hpp"\n' >"$work/all.cpp"
status=0
echo "clang-tidy:"
clang-tidy --quiet "$work/all.cpp" -- -std=c++20 -I"$(pwd)/include" || status=1
echo "cppcheck:"
cppcheck --std=c++20 --language=c++ -Iinclude --enable=warning,performance,portability --inline-suppr --quiet \
    --error-exitcode=1 "$work/all.cpp" || status=1
echo "clang-format:"
# shellcheck disable=SC2046 # file names have no spaces
clang-format --dry-run --Werror $(git ls-files '*.hpp' '*.cpp') || status=1
[ $status -eq 0 ] && echo "clean"
exit $status
