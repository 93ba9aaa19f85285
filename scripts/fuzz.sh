#!/usr/bin/env bash
# Builds the fuzz targets (the Fuzz/ package, with libFuzzer and AddressSanitizer) and runs one.
#
#   scripts/fuzz.sh TARGET SECONDS [libFuzzer option ...]
#   scripts/fuzz.sh --build                   # build every target, run none
#
# TARGET: action-log-replay, console-input, catalog, tmdb-and-storage. The checked-in seeds
# (Fuzz/Corpus/TARGET, plus Examples/sessions or the TMDB test fixtures) are read, never written:
# what the fuzzer finds goes to Fuzz/.build/work/TARGET/corpus, and a crashing input to
# Fuzz/.build/work/TARGET/artifacts. Exit status: 0 when nothing crashed in SECONDS, else not 0.
# A crash found becomes a regression input: copy it into Fuzz/Corpus/TARGET (FuzzCorpusTests then
# replays it in every `swift test`) and add a unit test for the bug (CONTRIBUTING.md, Fuzzing).
set -euo pipefail
cd "$(dirname "$0")/.."

TARGETS=(action-log-replay console-input catalog tmdb-and-storage)
usage() {
    echo "usage: scripts/fuzz.sh TARGET SECONDS [libFuzzer option ...] | --build" >&2
    echo "targets: ${TARGETS[*]}" >&2
    exit 2
}

build() {
    # -use-ld=lld: gold fails on the fuzzer runtime's symbols; leaks are not checked (LeakSanitizer
    # reports Foundation's allocations held in globals, and libcurl's).
    swift build -c release --package-path Fuzz -Xswiftc -sanitize=fuzzer,address -Xswiftc -use-ld=lld
}

[ $# -ge 1 ] || usage
if [ "$1" = "--build" ]; then
    build
    exit 0
fi
[ $# -ge 2 ] || usage
TARGET=$1
DURATION=$2
shift 2
printf '%s\n' "${TARGETS[@]}" | grep -qx -- "$TARGET" || { echo "fuzz.sh: unknown target '$TARGET'" >&2; usage; }
[[ "$DURATION" =~ ^[1-9][0-9]*$ ]] || { echo "fuzz.sh: SECONDS must be a whole number above 0, got '$DURATION'" >&2; usage; }

case "$TARGET" in
    action-log-replay) SEEDS=(Fuzz/Corpus/"$TARGET" Examples/sessions) ;;
    tmdb-and-storage) SEEDS=(Fuzz/Corpus/"$TARGET" Tests/Support/MoviesTestSupport/Fixtures) ;;
    *) SEEDS=(Fuzz/Corpus/"$TARGET") ;;
esac

build
WORK=Fuzz/.build/work/$TARGET
mkdir -p "$WORK/corpus" "$WORK/artifacts"
ASAN_OPTIONS=detect_leaks=0 "Fuzz/.build/release/fuzz-$TARGET" \
    -max_total_time="$DURATION" -timeout=20 -rss_limit_mb=4096 -max_len=65536 -print_final_stats=1 \
    -dict="Fuzz/Dictionaries/$TARGET.dict" -artifact_prefix="$WORK/artifacts/" "$@" \
    "$WORK/corpus" "${SEEDS[@]}"
