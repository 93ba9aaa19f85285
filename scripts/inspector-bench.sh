#!/usr/bin/env bash
# Measures the session inspector on the benchmark session (README, "Performance"):
# 1. records the first ACTIONS (default 100,000) actions of flux-bench's movie-app session, as the
#    action-log scenarios record them (`flux-bench --child sessionlog`);
# 2. writes its page with `flux-movies replay LOG --html` (release build) and prints the page's size
#    against the log's and how long writing it took;
# 3. opens the page in headless Chromium (scripts/inspector_bench.py): time until the last action
#    is shown, then 50 jumps to seeded random actions. Needs chromium, chromedriver, python3-selenium.
# Numbers only: nothing is asserted.
set -euo pipefail
cd "$(dirname "$0")/.."
count=${1:-100000}
swift build -c release --product flux-bench >&2
swift build -c release --product flux-movies >&2
bin=$(swift build -c release --show-bin-path)
python=python3
/usr/bin/python3 -c 'import selenium' 2>/dev/null && python=/usr/bin/python3
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
"$bin/flux-bench" --child sessionlog "$count" "$dir/session.jsonl" > /dev/null
started=$(date +%s%N)
"$bin/flux-movies" replay "$dir/session.jsonl" --html "$dir/session.html" > /dev/null
elapsed=$(( ($(date +%s%N) - started) / 1000000 ))
log=$(stat -c %s "$dir/session.jsonl")
page=$(stat -c %s "$dir/session.html")
awk -v n="$count" -v logbytes="$log" -v pagebytes="$page" -v ms="$elapsed" 'BEGIN {
  printf "log: %d actions, %.1f MB; page: %.1f MB = %.3fx the log; written in %.1f s\n", n, logbytes / 1e6, pagebytes / 1e6, pagebytes / logbytes, ms / 1000 }'
"$python" scripts/inspector_bench.py "$dir/session.html"
