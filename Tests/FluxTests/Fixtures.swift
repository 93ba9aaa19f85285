import Flux

/// The action type the Flux tests dispatch.
enum TestAction: Sendable, Equatable {
    case add(Int)
    case note(String)
    case reset
}

/// A counter store that also records the order in which stores reduced.
@MainActor
func makeCounter(_ name: String = "counter", waitFor: [AnyStore<TestAction>] = [], trace: Trace? = nil) -> Store<
    Int, TestAction
> {
    Store(name: name, initialState: 0, waitFor: waitFor) { count, action in
        trace?.append("\(name):\(action)")
        switch action {
        case .add(let amount): count += amount
        case .reset: count = 0
        case .note: break
        }
    }
}

/// A notes store: collects `.note` texts.
@MainActor
func makeNotes(_ name: String = "notes") -> Store<[String], TestAction> {
    Store(name: name, initialState: []) { notes, action in
        if case .note(let text) = action { notes.append(text) }
    }
}

/// An ordered log of events, shared by closures in a test.
@MainActor
final class Trace {
    private(set) var events: [String] = []
    func append(_ event: String) { events.append(event) }
}

/// A middleware made of closures.
@MainActor
struct ClosureMiddleware: Middleware {
    var before: (TestAction) -> MiddlewareDecision<TestAction> = { _ in .proceed }
    var after: (TestAction) -> Void = { _ in }

    func before(_ action: TestAction, dispatcher: Dispatcher<TestAction>) -> MiddlewareDecision<TestAction> {
        before(action)
    }

    func after(_ action: TestAction, dispatcher: Dispatcher<TestAction>) { after(action) }
}

/// Traces both hooks, `name.before` and `name.after` (with `withActions`, `name.before:add(1)`
/// and `name.after:add(1)`); stops `stopping` in `before`.
struct Tracing: Middleware {
    let name: String
    let trace: Trace
    var stopping: TestAction?
    var withActions = false

    func before(_ action: TestAction, dispatcher: Dispatcher<TestAction>) -> MiddlewareDecision<TestAction> {
        trace.append(event("before", action))
        return action == stopping ? .stop : .proceed
    }

    func after(_ action: TestAction, dispatcher: Dispatcher<TestAction>) {
        trace.append(event("after", action))
    }

    private func event(_ hook: String, _ action: TestAction) -> String {
        withActions ? "\(name).\(hook):\(action)" : "\(name).\(hook)"
    }
}

/// How long a test waits for effects that finish on their own before it calls it a hang.
///
/// Only a guard against a hang, never a measure: the effects' tasks need a thread of the shared
/// pool, and under a sanitizer, with process tests blocking threads, they can wait minutes for
/// one. A short limit there races the effect and fails a correct test (CI saw 30 s lose).
let hangGuard: Duration = .seconds(900)
