#!/usr/bin/env bash
# Builds the documentation sites of the libraries (Flux, FluxActionLog, FluxTesting) with DocC
# into .build/docs/<Module>/, ready for static hosting, and fails on any DocC warning.
#
#   bash scripts/docs.sh                  # all three libraries
#   bash scripts/docs.sh FluxTesting      # some of them
#
# The symbol graphs come from scripts/symbol-graphs.sh (the libraries built in a scratch directory
# of their own, so the main build is left alone); a library's catalog, Sources/<Module>/<Module>.docc,
# is used when it exists. Each site is self-contained: serve .build/docs/<Module> over HTTP (DocC
# sites do not work from file://) and open /documentation/<module>/ (lowercase), as
# scripts/check-docs-site.py does. DOCC=/path/to/docc overrides the docc found next to swift.
set -euo pipefail
cd "$(dirname "$0")/.."

MODULES=("$@")
[ ${#MODULES[@]} -gt 0 ] || MODULES=(Flux FluxActionLog FluxTesting FluxReplayTool FluxExploration FluxExploreTool)
OUT=.build/docs

find_docc() {
    if [ -n "${DOCC:-}" ]; then echo "$DOCC"; return; fi
    local next_to_swift
    next_to_swift="$(dirname "$(readlink -f "$(command -v swift)")")/docc"
    if [ -x "$next_to_swift" ]; then echo "$next_to_swift"; return; fi
    if command -v xcrun > /dev/null; then xcrun --find docc; return; fi
    command -v docc || { echo "docs.sh: docc not found; set DOCC=/path/to/docc" >&2; exit 1; }
}

# Runs docc for one module: its catalog when it has one, else the symbol graph alone.
convert() {
    local module="$1" docc="$2" all="$3" graphs="$OUT/.symbol-graphs/$1" catalog=()
    rm -rf "$graphs" "$OUT/$module"
    mkdir -p "$graphs" "$OUT"
    cp "$all/$module.symbols.json" "$graphs/"
    # Extensions of other modules' types, when there are any, come in files named Module@Other.
    if compgen -G "$all/$module@*.symbols.json" > /dev/null; then cp "$all/$module"@*.symbols.json "$graphs/"; fi
    if [ -d "Sources/$module/$module.docc" ]; then catalog=("Sources/$module/$module.docc"); fi
    echo "docs.sh: $module -> $OUT/$module"
    "$docc" convert "${catalog[@]}" \
        --additional-symbol-graph-dir "$graphs" \
        --fallback-display-name "$module" \
        --fallback-bundle-identifier "flux-movies.$module" \
        --output-path "$OUT/$module" \
        --transform-for-static-hosting \
        --warnings-as-errors
}

DOCC_BIN="$(find_docc)"
ALL_GRAPHS="$(bash scripts/symbol-graphs.sh)"
for module in "${MODULES[@]}"; do
    convert "$module" "$DOCC_BIN" "$ALL_GRAPHS"
done
echo "docs.sh: built ${MODULES[*]} in $OUT"
