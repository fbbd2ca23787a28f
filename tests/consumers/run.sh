#!/bin/sh
# Builds and runs the same small program (app.cpp) four ways: as a Meson
# subproject, installed and found with pkg-config, installed and found with
# CMake's find_package, and with a copied include/ and plain g++.
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
here="$root/tests/consumers"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
report() {
    if [ "$2" -eq 0 ]; then echo "ok   $1"; else echo "FAIL $1"; failures=$((failures + 1)); fi
}

# 1. Meson subproject.
cp -r "$here/meson_subproject" "$work/subproject"
cp "$here/app.cpp" "$work/app.cpp"
mkdir -p "$work/subproject/subprojects"
ln -s "$root" "$work/subproject/subprojects/shakki"
status=0
(cd "$work/subproject" && meson setup build >/dev/null && ninja -C build >/dev/null && ./build/app) || status=1
report "meson subproject" $status

# 2 and 3. Installed into a prefix.
meson setup "$work/install-build" "$root" --prefix="$work/prefix" -Dtests=disabled -Dexamples=disabled -Dbenchmarks=disabled >/dev/null
meson install -C "$work/install-build" --quiet >/dev/null
pc_dir=$(dirname "$(find "$work/prefix" -name shakki.pc | head -n 1)")
cp -r "$here/pkg_config" "$work/pkg_config"
status=0
(cd "$work/pkg_config" && PKG_CONFIG_PATH="$pc_dir" meson setup build >/dev/null && ninja -C build >/dev/null && ./build/app) || status=1
report "installed, pkg-config" $status

cp -r "$here/cmake_package" "$work/cmake_package"
status=0
(cd "$work/cmake_package" && cmake -S . -B build -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null && cmake --build build >/dev/null && ./build/app) ||
    status=1
report "installed, CMake find_package" $status

# 4. A copied include/ and a plain compiler command.
mkdir -p "$work/plain"
cp -r "$root/include" "$work/plain/include"
status=0
(cd "$work/plain" && g++ -std=c++20 -Iinclude "$here/app.cpp" -o app && ./app) || status=1
report "copied include/, plain g++" $status

echo "$failures failed"
exit $failures
