#!/usr/bin/env bash
# Fails when a Swift file under Sources/ has more than 400 lines, generated or not (the inspector
# page's generated files are split to stay under it), naming each such file and its line count.
#
#   bash scripts/file-sizes.sh
set -euo pipefail
cd "$(dirname "$0")/.."

LIMIT=400
TOO_LONG=0
COUNT=0
while IFS= read -r -d '' FILE; do
    COUNT=$((COUNT + 1))
    LINES=$(awk 'END { print NR }' "$FILE")  # a last line without a newline counts too
    if [ "$LINES" -gt "$LIMIT" ]; then
        echo "file-sizes.sh: $FILE has $LINES lines (at most $LIMIT)" >&2
        TOO_LONG=$((TOO_LONG + 1))
    fi
done < <(find Sources -type f -name '*.swift' -print0 | sort -z)

if [ "$TOO_LONG" -gt 0 ]; then
    echo "file-sizes.sh: FAILED: $TOO_LONG Swift file(s) under Sources/ over $LIMIT lines: split them" >&2
    exit 1
fi
echo "file-sizes.sh: OK, all $COUNT Swift files under Sources/ have at most $LIMIT lines"
