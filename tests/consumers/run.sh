#!/bin/sh
# Builds and runs the same small program (app.cpp) every way a project can
# take shakki: as a Meson subproject; installed by Meson and found with
# pkg-config or CMake's find_package; installed by CMake and found with
# find_package; vendored with CMake's add_subdirectory or FetchContent; and
# with a copied include/ and plain g++. Some ways build at C++23 too, to show
# that shakki leaves the standard to the consumer. Prints ok, FAIL or skip
# per way, then "N failed".
set -eu
root=$(cd "$(dirname "$0")/../.." && pwd)
here="$root/tests/consumers"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failures=0
report() {
    if [ "$2" -eq 0 ]; then echo "ok   $1"; else echo "FAIL $1"; failures=$((failures + 1)); fi
}
cp "$here/app.cpp" "$work/app.cpp"

# 0. CMakeLists.txt repeats meson.build's version; they must not drift apart
# (tests/test_types.cpp checks the headers against meson.build).
meson_version=$(sed -n "s/^ *version: *'\([^']*\)'.*/\1/p" "$root/meson.build" | head -n 1)
cmake_version=$(sed -n 's/^project(shakki VERSION \([0-9.]*\).*/\1/p' "$root/CMakeLists.txt")
status=0
[ -n "$meson_version" ] && [ "$meson_version" = "$cmake_version" ] || status=1
report "CMakeLists.txt version ($cmake_version) is meson.build's ($meson_version)" $status

# 1. Meson subproject.
cp -r "$here/meson_subproject" "$work/subproject"
mkdir -p "$work/subproject/subprojects"
ln -s "$root" "$work/subproject/subprojects/shakki"
status=0
(cd "$work/subproject" && meson setup build >/dev/null && ninja -C build >/dev/null && ./build/app) || status=1
report "meson subproject" $status
# shakki_dep carries no -std flag, so the consumer's standard holds. (This
# Meson has no cpp_std=c++23, hence -std in cpp_args.)
status=0
(cd "$work/subproject" && meson setup build-cxx23 -Dcpp_std=none "-Dcpp_args=-std=c++23 -DSHAKKI_CONSUMER_AFTER_CXX20" >/dev/null &&
    ninja -C build-cxx23 >/dev/null && ./build-cxx23/app) || status=1
report "meson subproject, -std=c++23" $status

# 2. Installed by Meson into a prefix, from its own build directory.
status=0
meson setup "$work/install-build" "$root" --prefix="$work/prefix" -Dtests=disabled -Dexamples=disabled \
    -Dbenchmarks=disabled >/dev/null && meson install -C "$work/install-build" --quiet >/dev/null || status=1
report "meson install" $status
pc_dir=$(dirname "$(find "$work/prefix" -name shakki.pc | head -n 1)")

cp -r "$here/pkg_config" "$work/pkg_config"
status=0
(cd "$work/pkg_config" && PKG_CONFIG_PATH="$pc_dir" meson setup build >/dev/null && ninja -C build >/dev/null && ./build/app) || status=1
report "installed by meson, pkg-config" $status

# A later standard than shakki's minimum: the .pc file must not override it.
cflags=$(PKG_CONFIG_PATH="$pc_dir" pkg-config --cflags shakki) || cflags="pkg-config-failed"
mkdir -p "$work/cxx23"
status=0
# shellcheck disable=SC2086 # $cflags is a list of flags
(cd "$work/cxx23" && g++ -std=c++23 -DSHAKKI_CONSUMER_AFTER_CXX20 $cflags "$work/app.cpp" -o app-gcc && ./app-gcc) || status=1
report "installed by meson, pkg-config, g++ -std=c++23" $status
if command -v clang++ >/dev/null 2>&1; then
    status=0
    # shellcheck disable=SC2086 # $cflags is a list of flags
    (cd "$work/cxx23" && clang++ -std=c++2b -DSHAKKI_CONSUMER_AFTER_CXX20 $cflags "$work/app.cpp" -o app-clang && ./app-clang) ||
        status=1
    report "installed by meson, pkg-config, clang++ -std=c++2b" $status
else
    echo "skip installed by meson, pkg-config, clang++ -std=c++2b: no clang++"
fi

cp -r "$here/cmake_package" "$work/cmake_package"
status=0
(cd "$work/cmake_package" && cmake -S . -B build -DCMAKE_PREFIX_PATH="$work/prefix" >/dev/null && cmake --build build >/dev/null &&
    ./build/app) || status=1
report "installed by meson, CMake find_package" $status

# 3. Installed by CMake into another prefix; the same consumer finds it.
status=0
cmake -S "$root" -B "$work/cmake-install-build" -DCMAKE_INSTALL_PREFIX="$work/cmake-prefix" >/dev/null &&
    cmake --install "$work/cmake-install-build" >/dev/null || status=1
# CMake's install carries the export set; Meson's has none.
[ -f "$work/cmake-prefix/share/cmake/shakki/shakkiTargets.cmake" ] || status=1
report "cmake install" $status
status=0
(cd "$work/cmake_package" && cmake -S . -B build-cmake -DCMAKE_PREFIX_PATH="$work/cmake-prefix" >/dev/null &&
    cmake --build build-cmake >/dev/null && ./build-cmake/app) || status=1
report "installed by cmake, CMake find_package" $status

# 4. Vendored in a CMake project: add_subdirectory and FetchContent.
cp -r "$here/cmake_subdirectory" "$work/cmake_subdirectory"
status=0
(cd "$work/cmake_subdirectory" && cmake -S . -B build -DSHAKKI_SOURCE_DIR="$root" >/dev/null && cmake --build build >/dev/null &&
    ./build/app) || status=1
report "CMake add_subdirectory" $status
# Not the top-level project, so SHAKKI_INSTALL defaults to OFF: the
# consumer's install copies nothing of shakki.
status=0
cmake --install "$work/cmake_subdirectory/build" --prefix "$work/subdirectory-prefix" >/dev/null || status=1
if [ -e "$work/subdirectory-prefix" ]; then status=1; fi
report "CMake add_subdirectory installs nothing by default" $status

cp -r "$here/cmake_fetchcontent" "$work/cmake_fetchcontent"
status=0
(cd "$work/cmake_fetchcontent" && cmake -S . -B build -DSHAKKI_SOURCE_DIR="$root" >/dev/null && cmake --build build >/dev/null &&
    ./build/app) || status=1
report "CMake FetchContent, C++23" $status

# 5. A copied include/ and a plain compiler command.
mkdir -p "$work/plain"
cp -r "$root/include" "$work/plain/include"
status=0
(cd "$work/plain" && g++ -std=c++20 -Iinclude "$work/app.cpp" -o app && ./app) || status=1
report "copied include/, plain g++" $status

echo "$failures failed"
exit $failures
