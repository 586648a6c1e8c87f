#!/usr/bin/env bash
# Runs every fuzz target of a SOUNDSTAGE_FUZZ build for a bounded time and summarises.
#   tests/fuzz/run.sh BUILD_DIR [SECONDS_PER_TARGET] [TARGET…]
# Corpora: BUILD_DIR/fuzz-corpus/<target>/ (generated seeds; new inputs land here) and the
# committed tests/fuzz/corpus/<target>/. A crash, leak, timeout or sanitizer report leaves its
# input in BUILD_DIR/fuzz-artifacts/ and makes the script exit 1.
set -uo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
build=$(cd "${1:?usage: run.sh BUILD_DIR [SECONDS] [TARGET…]}" && pwd)
seconds="${2:-20}"
shift $(( $# >= 2 ? 2 : $# ))
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then
  for exe in "$build"/bin/fuzz_*; do
    name=$(basename "$exe"); name=${name#fuzz_}
    [ "$name" = seeds ] || targets+=("$name")
  done
fi
export ASAN_OPTIONS="detect_leaks=1:abort_on_error=1"
export UBSAN_OPTIONS="halt_on_error=1:print_stacktrace=1"
export LSAN_OPTIONS="suppressions=$here/tests/sanitizers/lsan.supp:print_suppressions=0"
mkdir -p "$build/fuzz-artifacts" "$build/fuzz-logs"
# One target per core at a time (SOUNDSTAGE_FUZZ_JOBS overrides): a target is one process, so
# two cores run two targets in the time of one. The summary keeps the targets' order.
jobs="${SOUNDSTAGE_FUZZ_JOBS:-$(nproc)}"
fuzz_one() {
  local t=$1 corpus="$build/fuzz-corpus/$1" log="$build/fuzz-logs/$1.log"
  mkdir -p "$corpus" "$here/tests/fuzz/corpus/$t"
  "$build/bin/fuzz_$t" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 \
    -print_final_stats=1 -artifact_prefix="$build/fuzz-artifacts/$t-" \
    "$corpus" "$here/tests/fuzz/corpus/$t" >"$log" 2>&1
  echo $? >"$build/fuzz-logs/$t.rc"
}
running=0
for t in "${targets[@]}"; do
  rm -f "$build/fuzz-logs/$t.rc"
  fuzz_one "$t" &
  running=$((running + 1))
  if [ "$running" -ge "$jobs" ]; then
    wait -n
    running=$((running - 1))
  fi
done
wait
failed=0
printf '%-12s %10s %8s %8s %s\n' target execs cov ft result
for t in "${targets[@]}"; do
  log="$build/fuzz-logs/$t.log"
  rc=$(cat "$build/fuzz-logs/$t.rc" 2>/dev/null || echo 125)
  stats=$(grep -E '^#[0-9]+' "$log" | tail -1)
  execs=$(grep -oE 'stat::number_of_executed_units: *[0-9]+' "$log" | grep -oE '[0-9]+$')
  cov=$(sed -nE 's/.* cov: ([0-9]+).*/\1/p' <<<"$stats")
  ft=$(sed -nE 's/.* ft: ([0-9]+).*/\1/p' <<<"$stats")
  result=ok
  if [ "$rc" -ne 0 ]; then
    result="FAILED (rc $rc, see $log)"
    failed=1
    grep -E 'ERROR|SUMMARY|fuzz property|Test unit written' "$log" | head -5
  fi
  printf '%-12s %10s %8s %8s %s\n' "$t" "${execs:-?}" "${cov:-?}" "${ft:-?}" "$result"
done
exit $failed
