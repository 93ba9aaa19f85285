#!/usr/bin/env bash
# Writes Sources/FluxActionLog/Inspector/InspectorAssets.swift, the session inspector page's fixed
# parts, from its web files in Sources/FluxActionLog/Inspector/Web (inspector.html, inspector.css,
# the .js files of scripts.txt), with the SHA-256 hashes its Content-Security-Policy names
# (scripts/inspector_assets.py does the work). The library thus embeds the page and needs no
# resource bundle; the generated file is committed, so a fresh clone builds without this script.
#
#   bash scripts/inspector-assets.sh           # regenerate InspectorAssets.swift
#   bash scripts/inspector-assets.sh --check   # fail, showing the diff, when it is out of date
set -euo pipefail
cd "$(dirname "$0")/.."

GENERATED=Sources/FluxActionLog/Inspector/InspectorAssets.swift
case "${1:-}" in
    "")
        python3 scripts/inspector_assets.py "$GENERATED"
        echo "inspector-assets.sh: wrote $GENERATED"
        ;;
    --check)
        OUT="$(mktemp)"
        trap 'rm -f "$OUT"' EXIT
        python3 scripts/inspector_assets.py "$OUT"
        if ! diff -u --label "$GENERATED (committed)" --label "$GENERATED (from the web files)" "$GENERATED" "$OUT"
        then
            echo "inspector-assets.sh: $GENERATED is stale: the web files changed without regenerating it." >&2
            echo "Run 'bash scripts/inspector-assets.sh' and commit $GENERATED with the web files." >&2
            exit 1
        fi
        echo "inspector-assets.sh: $GENERATED matches the web files"
        ;;
    *) echo "usage: bash scripts/inspector-assets.sh [--check]" >&2; exit 2 ;;
esac
