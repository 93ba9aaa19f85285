#!/usr/bin/env bash
# The crash-to-test path on a real bug. Builds flux-movies with the planted bug compiled into its
# details reducer (-DFLUX_MOVIES_PLANTED_BUG: opening item 3 of page 2 traps, opening item 4
# breaks an invariant, in every process that runs the reducer; see PlantedBug.swift), into a
# scratch folder of its own (.build-planted): in release for the crash, in debug (with the one test that runs on it)
# for the invariant break, since release builds check no invariants. Then:
#   1. the end-to-end suites against those binaries (Planted*EndToEndTests): the black box's log
#      ends with the crashing action (or the break), its replay exits with the crash status (3) or
#      the break status (4), --minimize keeps exactly the causal chain, --emit-test writes the
#      committed regression test; the next start's notice, a crash at a terminal, a long session;
#   2. the committed test that `replay --emit-test` generated from the minimized crash log
#      (Tests/MoviesAppTests/Generated/PlantedBugRegressionTests.swift) must FAIL on the faulty
#      code, its exit test seeing the trap; the plain test pass, without the bug, runs it green.
# What ships never defines the condition.
#
# Usage: bash scripts/planted-bug.sh [--build] [swift build flags…]  (.ci/run passes its own:
# -warnings-as-errors and the one-shot flags, which both builds with the bug get; the plain tests
# must be built already, with the same flags). --build makes the two builds with the bug and
# stops: .ci/run makes them while the plain tests run, which leave a core idle.
set -euo pipefail
cd "$(dirname "$0")/.."

BUILD_ONLY=false
if [ "${1:-}" = "--build" ]; then
    BUILD_ONLY=true
    shift
fi

RELEASE=(-c release --scratch-path .build-planted -Xswiftc -DFLUX_MOVIES_PLANTED_BUG "$@")
# FLUX_ONE_SHOT_BUILD_FLAGS (.ci/run sets it: whole-module, line tables only) for a debug build
# made once and thrown away, unless the flags given hold them already (.ci/run's do).
ONE_SHOT="${FLUX_ONE_SHOT_BUILD_FLAGS:-}"
if [[ " $* " == *" $ONE_SHOT "* ]]; then ONE_SHOT=""; fi
# shellcheck disable=SC2206  # split on purpose: flags
DEBUG=(--scratch-path .build-planted -Xswiftc -DFLUX_MOVIES_PLANTED_BUG "$@" $ONE_SHOT)
# The builds with the bug: the package narrowed (FLUX_PLANTED_BUG_BUILD, Package.swift) to
# flux-movies and the regression test, the one test that runs on them.
planted() { FLUX_PLANTED_BUG_BUILD=1 swift "$@"; }
planted build "${RELEASE[@]}" --product flux-movies
planted build "${DEBUG[@]}" --build-tests
if $BUILD_ONLY; then exit 0; fi
FLUX_MOVIES_PLANTED_BINARY="$(planted build "${RELEASE[@]}" --show-bin-path)/flux-movies" \
    FLUX_MOVIES_PLANTED_DEBUG_BINARY="$(planted build "${DEBUG[@]}" --show-bin-path)/flux-movies" \
    swift test --skip-build "$@" --filter "Planted[A-Za-z]*EndToEndTests"

log="$(mktemp)"
trap 'rm -f "$log"' EXIT
if planted test --skip-build "${DEBUG[@]}" --filter PlantedBugRegressionTests > "$log" 2>&1; then
    cat "$log"
    echo "planted-bug.sh: the generated regression test passed on the faulty code; it must fail there" >&2
    exit 1
fi
if ! grep -q 'Test seq5DoesNotCrash() recorded an issue' "$log" \
    || ! grep -q 'Expectation failed: .success → .signal' "$log" \
    || ! grep -q 'Test theActionsBeforeTheCrash() passed' "$log"; then
    cat "$log"
    echo "planted-bug.sh: the regression test failed, but not by the planted trap in its exit test" >&2
    exit 1
fi
echo "planted-bug.sh: the generated regression test fails on the faulty code, as it must:"
grep -E 'seq5DoesNotCrash\(\) recorded an issue' "$log"
