#!/usr/bin/env bash
# The retail lane as the README runs it (`SOUNDSTAGE_RETAIL_DAT=… ctest -L retail`): the variable
# ctest is given when it runs must reach the test, whatever the environment was when cmake
# configured the build. Without it the lane is skipped; with a file that is no dat it runs and
# fails (a real dat is not needed to tell the two apart).
#   check_retail_lane.sh BUILD_DIR
set -uo pipefail
build="${1:?usage: check_retail_lane.sh BUILD_DIR}"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
failed=0

unset SOUNDSTAGE_RETAIL_DAT
out=$(ctest --test-dir "$build" -R '^tst_retaildat$' 2>&1)
if ! grep -q "Not Run\|Skipped" <<<"$out"; then
  echo "FAIL: without SOUNDSTAGE_RETAIL_DAT the lane was not skipped:"; echo "$out"; failed=1
fi

printf 'not a dat\n' > "$work/client_portal.dat"
out=$(SOUNDSTAGE_RETAIL_DAT="$work/client_portal.dat" ctest --test-dir "$build" -R '^tst_retaildat$' --output-on-failure 2>&1)
if grep -q "Not Run\|Skipped" <<<"$out" || ! grep -q "Failed" <<<"$out"; then
  echo "FAIL: with SOUNDSTAGE_RETAIL_DAT given to ctest the lane did not run on it:"; echo "$out"; failed=1
fi
if ! grep -q "client_portal.dat" <<<"$out"; then
  echo "FAIL: the failing run does not name the dat it was given:"; echo "$out"; failed=1
fi
[ $failed -eq 0 ] && echo "ok: skipped without the variable, run on the dat it names with it"
exit $failed
