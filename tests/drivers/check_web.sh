#!/bin/sh
# The Meson test `web`: runs check_web.mjs (the page in headless
# chromium) under node. Without node it skips (exit 77), unless
# SHAKKI_REQUIRE_WEB=1, as in CI; check_web.mjs skips the same way for the
# other tools it needs.
#
#   tests/drivers/check_web.sh [WORK_DIR]
#
# SHAKKI_BROWSER_TESTS_ELSEWHERE=1 skips it: the page is built with em++
# whatever compiler the rest of the build uses, so CI runs it once.
if [ "${SHAKKI_BROWSER_TESTS_ELSEWHERE:-0}" = 1 ]; then
    echo "check_web: run in another configuration (SHAKKI_BROWSER_TESTS_ELSEWHERE=1)"
    exit 77
fi
if ! command -v node >/dev/null 2>&1; then
    echo "check_web: node not found (Debian: apt-get install nodejs)"
    [ "${SHAKKI_REQUIRE_WEB:-0}" = 1 ] && exit 1
    exit 77
fi
exec node "$(dirname "$0")/check_web.mjs" "$@"
