#!/usr/bin/env bash
# Writes the public API of each library (Flux, FluxActionLog, FluxTesting) to api/<Module>.txt:
# one declaration a line, sorted, generated from the symbol graph (scripts/api-listing.py says
# exactly what a line holds). A change of the public API shows as a change of these files, to be
# reviewed with the code.
#
#   bash scripts/api-listing.sh           # regenerate api/*.txt
#   bash scripts/api-listing.sh --check   # fail, showing the diff, when api/*.txt is out of date
set -euo pipefail
cd "$(dirname "$0")/.."

MODULES=(Flux FluxActionLog FluxTesting FluxTestGeneration FluxReplayTool FluxExploration FluxExploreTool)
CHECK=false
case "${1:-}" in
    "") ;;
    --check) CHECK=true ;;
    *) echo "usage: bash scripts/api-listing.sh [--check]" >&2; exit 2 ;;
esac

GRAPHS="$(bash scripts/symbol-graphs.sh)"
if $CHECK; then
    OUT="$(mktemp -d)"
    trap 'rm -rf "$OUT"' EXIT
else
    OUT=api
    mkdir -p "$OUT"
fi
for module in "${MODULES[@]}"; do
    # The module's own graph, then those of its extensions of other modules' types (MODULE@OTHER).
    extensions=()
    for graph in "$GRAPHS/$module"@*.symbols.json; do
        if [ -f "$graph" ]; then extensions+=("$graph"); fi
    done
    python3 scripts/api-listing.py "$GRAPHS/$module.symbols.json" "${extensions[@]}" > "$OUT/$module.txt"
done

if ! $CHECK; then
    echo "api-listing.sh: wrote ${MODULES[*]/%/.txt} in api/"
    exit 0
fi
status=0
for module in "${MODULES[@]}"; do
    if [ ! -f "api/$module.txt" ]; then
        echo "api-listing.sh: api/$module.txt is missing" >&2
        status=1
    elif ! diff -u --label "api/$module.txt (committed)" --label "api/$module.txt (the code now)" \
        "api/$module.txt" "$OUT/$module.txt"; then
        status=1
    fi
done
if [ $status -ne 0 ]; then
    echo "api-listing.sh: the public API differs from the committed listing (above: - committed, + the code)." >&2
    echo "If the change is deliberate, run 'bash scripts/api-listing.sh' and commit api/*.txt with it." >&2
    exit 1
fi
echo "api-listing.sh: the public API matches api/*.txt"
