import Flux
import FluxActionLog
import Testing

/// Replays a recorded action log into fresh stores (with FluxActionLog's `ActionLogReplayer`)
/// and records a test issue, at the caller's line, for everything that is not as recorded: a bad
/// log, a divergence from its digests, a truncated last line, a log with nothing to verify, or a
/// final state other than expected.
///
/// This turns a recorded session into a regression test: record it once with digests, commit
/// the file, and the test fails (naming the action, store and fields) when a reducer changes
/// what the session produces.
///
/// This package's own recorded sessions are tested this way (`ExampleSessionTests`): the app's
/// `AppCore()` builds its stores and a dispatcher without middleware, as replay needs.
/// ```swift
/// @Test @MainActor func searchMoreOpenBackStillReplays() {
///     let core = AppCore()
///     expectActionLogReplays(
///         "Examples/sessions/search-more-open-back.jsonl",
///         finalStates: ["navigation": NavigationState(screen: .list)]
///     ) { core.dispatcher }
/// }
/// ```
/// - Parameters:
///   - path: the log file.
///   - finalStates: expected states after the last action, by store name; each is compared with
///     the store's state (`AnyStore.stateEquals`), and a mismatch lists the differing fields.
///   - requireDigests: also fail when no action line carries a digest (nothing was verified).
///   - allowTruncatedLastLine: accept a log whose last line was cut (replayed up to it).
///   - sourceLocation: where issues are reported; defaults to the call site.
///   - makeDispatcher: builds a dispatcher with fresh stores only, no middleware (see
///     `ActionLogReplayer`).
/// - Returns: the replay's summary, or nil when the replay failed.
@MainActor
@discardableResult
public func expectActionLogReplays<Action: LoggableAction>(
    _ path: String,
    finalStates: [String: any Sendable] = [:],
    requireDigests: Bool = true,
    allowTruncatedLastLine: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation,
    makeDispatcher: () throws -> Dispatcher<Action>
) -> ActionLogReplaySummary? {
    let report = { (message: String) -> Void in
        Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
    }
    let replayer: ActionLogReplayer<Action>
    let summary: ActionLogReplaySummary
    do {
        replayer = try ActionLogReplayer(path: path, verify: true, makeDispatcher: makeDispatcher)
        summary = try replayer.run()
    } catch {
        report("replay failed: \(error)")
        return nil
    }
    if let truncation = summary.truncation, !allowTruncatedLastLine {
        report("replay incomplete: \(truncation)")
    }
    if requireDigests, summary.lastSequence > 0, summary.verifiedDigests == 0 {
        report("\(path): nothing verified: no action line carries a digest (record it with digestEvery > 0)")
    }
    for message in ActionLogFinalStates.mismatches(finalStates, in: replayer.dispatcher.stores) {
        report(message)
    }
    return summary
}

/// Compares expected final states with the replayed stores and describes each mismatch.
@MainActor
enum ActionLogFinalStates {
    static func mismatches<Action>(_ expected: [String: any Sendable], in stores: [AnyStore<Action>]) -> [String] {
        var messages: [String] = []
        for store in stores {
            guard let state = expected[store.name], !store.stateEquals(state) else { continue }
            messages.append(describe(store, expected: state))
        }
        let names = Set(stores.map(\.name))
        for name in expected.keys.sorted() where !names.contains(name) {
            let known = stores.map { "\"\($0.name)\"" }.joined(separator: ", ")
            messages.append("no store named \"\(name)\" to compare (the stores are \(known))")
        }
        return messages
    }

    private static func describe<Action>(_ store: AnyStore<Action>, expected: any Sendable) -> String {
        let actual = store.anyState
        guard type(of: actual) == type(of: expected) else {
            return "final state of store \"\(store.name)\" is a \(type(of: actual)), "
                + "but the expected state is a \(type(of: expected))"
        }
        let encoder = CanonicalStateEncoder()
        guard let old = try? ActionLogJSON(parsing: encoder.encode(expected, store: store.name)),
            let new = try? ActionLogJSON(parsing: encoder.encode(actual, store: store.name))
        else {
            return "final state of store \"\(store.name)\" is not the expected one:\n"
                + "  expected \(expected)\n  replayed \(actual)"
        }
        let lines = ActionLogJSON.differences(from: old, to: new).map {
            "  " + $0.describe(fromLabel: "expected", toLabel: "replayed")
        }
        return (["final state of store \"\(store.name)\" is not the expected one:"] + lines)
            .joined(separator: "\n")
    }
}
