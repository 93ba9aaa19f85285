#!/usr/bin/env bash
# Builds the symbol graphs of the libraries (Flux, FluxActionLog, FluxTesting, FluxTestGeneration,
# FluxReplayTool, FluxExploration, FluxExploreTool) and prints the
# directory that holds them (MODULE.symbols.json, public symbols only; MODULE@OTHER.symbols.json for
# what a module declares on another module's types, with the extension blocks, which DocC needs to
# show and link them under "Extended Modules"); progress goes to stderr.
# Used by scripts/docs.sh and scripts/api-listing.sh.
#
# The libraries are built in their own scratch directory (.build/docs-scratch), so the flags
# added here never invalidate the main build. The compiler writes the graphs in a clean build;
# an incremental one may leave them as they were, and never removes the graph of an extension
# since deleted. So the scratch build starts again from nothing when a graph is missing or a Swift
# file under Sources changed since the graphs were made (the stamp file written after them).
set -euo pipefail
cd "$(dirname "$0")/.."

SCRATCH=.build/docs-scratch
GRAPHS="$SCRATCH/symbol-graphs"
STAMP="$GRAPHS/.made"
if [ ! -f "$STAMP" ] || [ -n "$(find Sources -name '*.swift' -newer "$STAMP" -print -quit)" ]; then
    rm -rf "$SCRATCH"
fi
for module in Flux FluxActionLog FluxTesting FluxTestGeneration FluxReplayTool FluxExploration FluxExploreTool; do
    if [ ! -f "$GRAPHS/$module.symbols.json" ]; then rm -rf "$SCRATCH"; break; fi
done
mkdir -p "$GRAPHS"
# FluxTesting depends on Flux, FluxActionLog and FluxTestGeneration; FluxReplayTool on them too;
# FluxExploration on FluxTesting; FluxExploreTool on FluxExploration and FluxReplayTool.
for target in FluxTesting FluxReplayTool FluxExploration FluxExploreTool; do
    swift build --scratch-path "$SCRATCH" --target "$target" \
        -Xswiftc -emit-symbol-graph -Xswiftc -emit-extension-block-symbols -Xswiftc -emit-symbol-graph-dir -Xswiftc "$PWD/$GRAPHS" >&2
done
touch "$STAMP"
echo "$PWD/$GRAPHS"
