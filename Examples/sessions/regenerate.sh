#!/usr/bin/env bash
# Records the example sessions of this folder again with the real flux-movies (each with a fresh
# data directory). Run from anywhere: bash Examples/sessions/regenerate.sh
# Needs python3 for the third session (a pseudo-terminal and the stub TMDB server).
set -euo pipefail
cd "$(dirname "$0")/../.."
swift build --product flux-movies
BIN="$(swift build --show-bin-path)/flux-movies"
OUT=Examples/sessions
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

# 1. search + more + open + back (catalog, piped commands).
printf 'search love\nmore\nopen 22\nback\n' \
    | "$BIN" --data-dir "$WORK/1" --record "$OUT/search-more-open-back.jsonl" --force > /dev/null

# 2. recent + pick: two searches in the same session fill the recent searches, then pick 2.
printf 'search godfather\nsearch alien\nrecent\npick 2\n' \
    | "$BIN" --data-dir "$WORK/2" --record "$OUT/recent-pick.jsonl" --force > /dev/null

# 3. an error and a cancel: TMDB (the loopback stub) on a pseudo-terminal, see record_tty_session.py.
python3 "$OUT/record_tty_session.py" "$BIN" "$OUT/error-and-cancel.jsonl" "$WORK/3"

for log in "$OUT"/*.jsonl; do
    "$BIN" replay "$log" --verify > /dev/null
    echo "recorded and verified: $log ($(grep -c '^{"seq":' "$log") actions)"
done
