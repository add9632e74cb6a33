#!/usr/bin/env bash
# A leak check of jtorch's native layer: examples/leak_driver.rs drives the registry, the
# tensor store, ops and their errors, releases racing on several threads and the lost-result
# rendezvous of src/scope.rs, without a JVM; valgrind must find no byte definitely or
# indirectly lost and no memory error. LibTorch keeps static allocations for the life of the
# process, which valgrind lists as "still reachable" (and one as "possibly lost"); they are
# reported, not failed on. No suppressions are used.
# valgrind runs one thread at a time; --fair-sched=yes hands its lock round in turn. Without
# it, the four spinning readers of the concurrent phase can starve the writer for minutes
# (once past CI's limit), so the run also has a hard limit of LEAK_CHECK_SECONDS.
# Needs LIBTORCH and LD_LIBRARY_PATH as the Makefile's TORCH_ENV sets them.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! command -v valgrind >/dev/null 2>&1; then
  echo "leak-check: valgrind is not installed; skipped (apt-get install valgrind)"
  exit 0
fi
cargo build --release --example leak_driver --quiet
log=$(mktemp)
trap 'rm -f "$log"' EXIT
limit=${LEAK_CHECK_SECONDS:-600}
status=0
timeout --kill-after=10 "$limit" valgrind --fair-sched=yes --leak-check=full --show-leak-kinds=definite,indirect,possible \
  --errors-for-leak-kinds=definite,indirect --num-callers=40 --error-exitcode=3 \
  target/release/examples/leak_driver >"$log" 2>&1 || status=$?
grep -E "leak driver: " "$log" || true
if [ "$status" -eq 124 ] || [ "$status" -eq 137 ]; then
  echo "leak-check: FAILED: valgrind did not finish within ${limit} s; the phases listed above finished"
  exit 1
fi
summary() { grep -E "$1" "$log" | tail -1 | sed -E 's/^==[0-9]+== +//'; }
echo "leak-check (valgrind): $(summary 'definitely lost:'); $(summary 'indirectly lost:');" \
  "$(summary 'possibly lost:'); $(summary 'still reachable:'); $(summary 'ERROR SUMMARY:')"
if [ "$status" -ne 0 ]; then
  cat "$log"
  echo "leak-check: FAILED (valgrind exit $status)"
  exit 1
fi
echo "leak-check: PASSED"
