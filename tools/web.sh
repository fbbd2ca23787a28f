#!/bin/sh
# Builds the web page of examples/web with Debian's em++ into a directory
# (default build/web): index.html, style.css, app.js and shakki.js, the
# WebAssembly inside shakki.js (SINGLE_FILE) so that the page also works
# opened from disk.
#
#   tools/web.sh [DIR] [--serve [PORT]]
#
# --serve then serves DIR on 127.0.0.1:PORT (default 8000) with
# python3 -m http.server until interrupted.
set -eu
root=$(cd "$(dirname "$0")/.." && pwd)
out=$root/build/web
serve=0
port=8000
while [ $# -gt 0 ]; do
    case "$1" in
    --serve)
        serve=1
        case "${2:-}" in [0-9]*) port=$2; shift ;; esac
        ;;
    -h | --help) sed -n '2,11p' "$0"; exit 0 ;;
    *) out=$1 ;;
    esac
    shift
done

if ! command -v em++ >/dev/null 2>&1; then
    echo "web.sh: em++ not found (Debian: apt-get install emscripten)" >&2
    exit 1
fi
# Debian's emscripten runs its JavaScript optimizer with the system Node,
# which finds Debian's acorn module only through NODE_PATH.
for dir in /usr/share/nodejs /usr/lib/nodejs; do
    if [ -d "$dir/acorn" ]; then NODE_PATH="$dir${NODE_PATH:+:$NODE_PATH}"; fi
done
export NODE_PATH="${NODE_PATH:-}"

mkdir -p "$out"
# ENVIRONMENT=web: no Node code in the page. ccall and UTF8ToString are what
# app.js uses to call the glue and read the strings it returns; malloc,
# free, lengthBytesUTF8 and stringToUTF8 hand it pasted text on the heap.
em++ -std=c++20 -Wall -Wextra -Wpedantic -Werror -O2 -I"$root/include" \
    "$root/examples/web/glue.cpp" \
    -sENVIRONMENT=web -sSINGLE_FILE=1 -sALLOW_MEMORY_GROWTH=1 \
    -sEXPORTED_FUNCTIONS=_malloc,_free \
    -sEXPORTED_RUNTIME_METHODS=ccall,UTF8ToString,lengthBytesUTF8,stringToUTF8 \
    -o "$out/shakki.js"
cp "$root/examples/web/index.html" "$root/examples/web/style.css" "$root/examples/web/app.js" "$out/"
echo "web.sh: built $out/index.html"

if [ $serve = 1 ]; then
    echo "web.sh: serving on http://127.0.0.1:$port/ (Ctrl-C stops)"
    cd "$out" && exec python3 -m http.server --bind 127.0.0.1 "$port"
fi
