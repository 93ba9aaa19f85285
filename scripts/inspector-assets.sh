#!/usr/bin/env bash
# Writes Sources/FluxActionLog/Inspector/Generated, the session inspector page's fixed parts, from
# its web files in Web/Inspector (inspector.html, inspector.css, the .js
# files of scripts.txt), with the SHA-256 hashes its Content-Security-Policy names
# (scripts/inspector_assets.py does the work). Each web file is a Swift raw string literal in a
# file of its own (values.js in InspectorAssets+ValuesJS.swift, ...), so a change to a web file
# shows in the generated Swift as the same lines; InspectorAssets.swift joins them. The library
# thus embeds the page and needs no resource bundle; the generated files are committed, so a
# fresh clone builds without this script.
#
#   bash scripts/inspector-assets.sh           # regenerate every file of the Generated folder
#   bash scripts/inspector-assets.sh --check   # fail, showing the diff, when one is out of date,
#                                              # missing, or not generated at all
set -euo pipefail
cd "$(dirname "$0")/.."

GENERATED=Sources/FluxActionLog/Inspector/Generated
case "${1:-}" in
    "")
        python3 scripts/inspector_assets.py "$GENERATED"
        echo "inspector-assets.sh: wrote $GENERATED ($(find "$GENERATED" -name '*.swift' | wc -l) files)"
        ;;
    --check)
        OUT="$(mktemp -d)"
        trap 'rm -rf "$OUT"' EXIT
        python3 scripts/inspector_assets.py "$OUT/Generated"
        # A file in one folder only (a web file added or removed) shows as "Only in".
        if ! diff -ru "$GENERATED" "$OUT/Generated"
        then
            echo "inspector-assets.sh: $GENERATED is stale: the web files changed without regenerating it." >&2
            echo "Run 'bash scripts/inspector-assets.sh' and commit $GENERATED with the web files." >&2
            exit 1
        fi
        echo "inspector-assets.sh: $GENERATED matches the web files"
        ;;
    *) echo "usage: bash scripts/inspector-assets.sh [--check]" >&2; exit 2 ;;
esac
