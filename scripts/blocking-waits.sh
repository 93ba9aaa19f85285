#!/usr/bin/env bash
# Fails when a Swift file under Tests/ or Examples/ blocks a thread to wait, naming each such
# call as FILE:LINE. Tests run on Swift's cooperative pool, which has one thread per core: a test
# that blocks one (and `Task.detached` runs on the same pool) slows or stalls every other test.
# A test awaits instead: a process's exit through `Process.start()` and `ProcessExit`, a pipe
# through `PipeReader`, a terminal's screen through `PseudoTerminal.waitForScreen`, a file
# through `FileChanges`, and `Task.sleep` only where a pause is itself the point.
#
# The rule. A blocking wait is a call of `usleep(`, `sleep(` or `waitUntilExit`, outside
# comments. `Task.sleep(` is not one, nor `await sleep(` (an async function, as an injected
# clock: the C `sleep` cannot be awaited). One is allowed only on a dedicated `Thread`, and it
# says so: the line just above it is exactly
#
#     // blocking: runs on a dedicated Thread
#
# and that marker lies inside a `Thread {` (or `Thread(block:`) closure of the same file, from
# the line that opens the closure to the brace that closes it (braces counted outside string
# literals and comments). A marker anywhere else is reported too, so it cannot excuse a wait.
#
#   bash scripts/blocking-waits.sh
set -euo pipefail
cd "$(dirname "$0")/.."

MARKER='// blocking: runs on a dedicated Thread'
COUNT=0
FOUND=0
while IFS= read -r -d '' FILE; do
    COUNT=$((COUNT + 1))
    REPORT=$(awk -v file="$FILE" -v marker="$MARKER" '
        function code(text) {
            # What counts as code: the line without its string literals and its comment.
            gsub(/"([^"\\]|\\.)*"/, "\"\"", text)
            sub(/\/\/.*$/, "", text)
            return text
        }
        function trimmed(text) {
            sub(/^[ \t]+/, "", text)
            sub(/[ \t]+$/, "", text)
            return text
        }
        {
            line = code($0)
            opensThread = (line ~ /Thread[ \t]*(\{|\(block:)/)
            if (!inThread && opensThread) { inThread = 1; depth = 0 }
            isMarker = (trimmed($0) == marker)
            if (isMarker && !inThread) {
                printf "%s:%d: the marker is outside a Thread closure\n", file, NR
            }
            waits = line
            gsub(/await[ \t]+sleep\(/, "", waits)
            if (waits ~ /usleep\(|waitUntilExit|(^|[^A-Za-z0-9_.])sleep\(/) {
                if (!(previousIsMarker && inThread)) {
                    printf "%s:%d: a blocking wait: %s\n", file, NR, trimmed($0)
                }
            }
            previousIsMarker = isMarker
            if (inThread) {
                opened = gsub(/\{/, "{", line)
                closed = gsub(/\}/, "}", line)
                depth += opened - closed
                if (depth <= 0 && (opened > 0 || closed > 0)) { inThread = 0 }
            }
        }
    ' "$FILE")
    if [ -n "$REPORT" ]; then
        echo "$REPORT" >&2
        FOUND=$((FOUND + $(printf '%s\n' "$REPORT" | wc -l)))
    fi
# The explore tools (Tests/Support/MoviesExplore, Examples/Downstream's todos-explore) wait for
# their child explorers inside FluxExploreTool, under Sources: a command-line tool's main thread,
# no pool, and not scanned.
done < <(find Tests Examples -type f -name '*.swift' -print0 | sort -z)

if [ "$FOUND" -gt 0 ]; then
    echo "blocking-waits.sh: FAILED: $FOUND blocking wait(s) or misplaced marker(s) in Tests/ and Examples/:" \
        "await instead (scripts/blocking-waits.sh says how), or mark a wait on a dedicated Thread" >&2
    exit 1
fi
echo "blocking-waits.sh: OK, no blocking wait outside a dedicated Thread in the $COUNT Swift files" \
    "under Tests/ and Examples/"
