import Flux

/// The text of every failure a test store reports, in one place so they read alike: what
/// happened, the minimal diff where there is one (`-` expected, `+` actual), and a `Fix:` line.
enum FailureMessage {
    /// An effect still in flight, described for messages.
    struct RunningEffect: Equatable {
        /// The effect's id as the dispatcher describes it; nil when it was started without one.
        let id: String?
        /// The test call that started it, e.g. `send(.search("love"))`.
        let origin: String

        /// `effect "search", started by send(.search("love"))`.
        var text: String {
            let name = id.map { "effect \(String(reflecting: $0))" } ?? "effect without an id"
            return "\(name), started by \(origin)"
        }
    }

    static func unassertedStateChange(call: String, diff: String, note: String?) -> String {
        "\(call) changed state that the test did not assert (-expected +actual):\n\(diff)\n" + noteLine(note)
            + "Fix: assert the change in the trailing closure of \(call), or fix the reducer if the change is wrong."
    }

    static func expectedChangeDidNotHappen(call: String, diff: String, note: String?) -> String {
        "\(call) did not change state the way the test expected (-expected +actual):\n\(diff)\n" + noteLine(note)
            + "Fix: remove this change from the trailing closure of \(call), or make the reducer do it."
    }

    static func stateMismatch(call: String, diff: String, note: String?) -> String {
        "State after \(call) does not match the expectation (-expected +actual):\n\(diff)\n" + noteLine(note)
            + "Fix: correct the trailing closure of \(call), or fix the reducer if the actual value is wrong."
    }

    static func assignedFieldsMismatch(call: String, diff: String, note: String?) -> String {
        "State after \(call) does not match the fields the test assigned (-expected +actual):\n\(diff)\n"
            + noteLine(note)
            + "Fix: correct the trailing closure of \(call); a non-exhaustive test store compares only "
            + "what the closure assigns, so assign final values (not +=)."
    }

    static func stoppedNote(call: String) -> String {
        "middleware stopped \(call) before any store reduced it."
    }

    static func unexpectedAction(call: String, diff: String, actual: String) -> String {
        "\(call) received another action (-expected +actual):\n\(diff)\n"
            + "Fix: receive actions in the order they arrive (receive(\(actual)) comes first), "
            + "or fix the code that sends them."
    }

    static func unexpectedPayload(call: String, caseName: String, diff: String, actual: String) -> String {
        "\(call) received .\(caseName) with another payload (-expected +actual):\n\(diff)\n"
            + "Fix: expect the payload the action arrives with (receive(\(actual))) if it is right, "
            + "or fix the code that sends it."
    }

    static func predicateMismatch(call: String, actual: String) -> String {
        "\(call) received \(actual), which does not match the predicate.\n"
            + "Fix: receive actions in the order they arrive (\(actual) comes first), or correct the predicate."
    }

    /// A `receive` that waited `timeout` while `effects` were in flight. When test clocks of the
    /// test store have sleeps waiting (`clocks`), the Fix line says to advance them.
    static func receiveTimedOut(
        call: String, timeout: Duration, effects: [RunningEffect], skipped: [String], clocks: [WaitingClock] = []
    ) -> String {
        let count = effects.count == 1 ? "1 effect is" : "\(effects.count) effects are"
        let what = skipped.isEmpty ? "no action arrived" : "no matching action arrived"
        let fix =
            clocks.isEmpty
            ? "Fix: make the test doubles \(effects.count == 1 ? "this effect calls" : "these effects call") "
                + "return at once (tests should not wait for real time), or pass a longer timeout to receive."
            : advanceClocksFix(clocks)
        return "\(call) timed out after \(DurationText.of(timeout)): \(what), and \(count) still in flight:\n"
            + effects.map { "  \($0.text)\n" }.joined() + skippedLine(skipped) + fix
    }

    static func nothingToReceive(call: String, skipped: [String]) -> String {
        "\(call) found no action to receive, and no effect is in flight to send one.\n" + skippedLine(skipped)
            + "Fix: check that the action is sent (the effect that sends it may have been cancelled or have "
            + "finished without sending it), or remove this receive."
    }

    static func unreceivedActions(_ actions: [String], before call: String) -> String {
        let header =
            actions.count == 1
            ? "1 received action was not asserted before \(call):"
            : "\(actions.count) received actions were not asserted before \(call):"
        let pronoun = actions.count == 1 ? "it" : "them"
        return header + "\n" + actions.map { "  \($0)\n" }.joined()
            + "Fix: assert \(pronoun) with receive(...) before \(call), or call skipReceivedActions() "
            + "if \(pronoun == "it" ? "it does" : "they do") not matter to this test."
    }

    static func effectStillRunning(_ effect: RunningEffect, waited timeout: Duration) -> String {
        let subject =
            effect.id.map { "Effect \(String(reflecting: $0)), started by \(effect.origin)," }
            ?? "An effect started by \(effect.origin)"
        return "\(subject) was still running when finish() stopped waiting after \(DurationText.of(timeout)); "
            + "it has been cancelled.\n"
            + "Fix: make the effect's test doubles return, or send the action that cancels it before finish()."
    }

    static func expectationThrew(call: String, error: any Error) -> String {
        "The trailing closure of \(call) threw an error: \(error)\n"
            + "Fix: make the closure only assign the expected state; handle the error inside it or remove the throwing call."
    }

    static func unknownStore(call: String, store: String) -> String {
        "The trailing closure of \(call) used store '\(store)', which is not registered with the test store's dispatcher.\n"
            + "Fix: assert the stores of the dispatcher given to TestStore(dispatcher:), registered before the test store was created."
    }

    static func unimplementedDependency(_ name: String) -> String {
        "Unimplemented dependency '\(name)' was called; provide it in the test.\n"
            + "Fix: pass a test double for '\(name)' where the test builds the feature (tests never call the real one)."
    }

    static func invariantBroken(call: String, _ broken: InvariantBreak) -> String {
        "\(call) left store \"\(broken.store)\" breaking its invariant \"\(broken.invariant)\""
            + (broken.fields.isEmpty ? ".\n" : ":\n" + broken.fields.map { "  \($0)\n" }.joined())
            + "Fix: make the reducer of \"\(broken.store)\" keep \"\(broken.invariant)\" after this action, "
            + "or correct the invariant if the state is right."
    }

    private static func noteLine(_ note: String?) -> String {
        note.map { "Note: \($0)\n" } ?? ""
    }

    private static func skippedLine(_ skipped: [String]) -> String {
        skipped.isEmpty ? "" : "Skipped (did not match): \(skipped.joined(separator: ", "))\n"
    }
}
