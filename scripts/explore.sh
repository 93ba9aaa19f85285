#!/usr/bin/env bash
# The explore gate: flux-movies explored by `movies-explore` (Tests/Support/MoviesExplore) on a
# fixed list of seeds and sequences, on the debug build the gate already has (calibrated to about
# 30 s here, under the 60 s the gate allows). It fails on a failure not listed in
# Tests/ExploreKnownFailures, printing the seed, the shrunk actions and the files written in
# .build/explore (the log, the test, the saved seed that the next run tries first).
# Then the committed regression test that movies-explore emitted for the planted cancel bug must
# FAIL with that bug swapped in (MOVIES_EXPLORE_PLANT), at its invariant break; `swift test`
# runs it green without the bug.
#
# Usage: bash scripts/explore.sh [swift build flags…]  (the tests must be built already). To
# explore longer with new seeds: swift run movies-explore --seed "$RANDOM" --sequences 100000
set -euo pipefail
cd "$(dirname "$0")/.."

BIN="$(swift build "$@" --show-bin-path)"
"$BIN/movies-explore" --seed 1 --seed 2 --seed 3 --seed 4 --sequences 2500 \
    --known Tests/ExploreKnownFailures --out .build/explore

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if MOVIES_EXPLORE_PLANT=cancelKeepsRequest swift test --skip-build "$@" \
    --filter ExploredBDD732262FEB6E95Tests > "$log" 2>&1; then
    cat "$log"
    echo "explore.sh: the emitted regression test passed with the planted cancel bug; it must fail there" >&2
    exit 1
fi
if ! grep -q 'store "search" broke "loading while a request is in flight"' "$log"; then
    cat "$log"
    echo "explore.sh: the emitted regression test failed, but not at the planted bug's invariant break" >&2
    exit 1
fi
echo "explore.sh: the emitted regression test fails with the planted cancel bug, as it must"
