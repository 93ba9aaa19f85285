import Flux

/// The scenarios of the gate and the counts they pin (see docs/performance.md, "Allocations").
@MainActor
enum Scenarios {
    /// Every scenario, in the order printed.
    static var all: [AllocationScenario] {
        [
            counterCheck, noSubscribers, unchangedSelectors, noopMiddlewares, scopedStore, effectRoundTrip,
            blackBoxRecord,
        ]
    }

    /// The counter itself: an object made and released is one allocation and one free. If this
    /// fails, the replacement functions are not the ones the process calls and every other
    /// count would be a meaningless zero.
    static var counterCheck: AllocationScenario {
        AllocationScenario(
            name: "counter.check", unit: ("object", "objects"), baseline: 0, operations: 1_000,
            expected: HeapCalls(allocations: 1, frees: 1)
        ) { n in
            HeapCounter.counting {
                for _ in 0..<n { Opaque.consume(Opaque.newObject()) }
            }
        }
    }

    /// `send(.increment)` to one store, no subscriber, no middleware.
    static var noSubscribers: AllocationScenario {
        sends("send.noSubscribers") { store, _ in [] }
    }

    /// The same with 10 subscribers whose selected value never changes.
    static var unchangedSelectors: AllocationScenario {
        sends("send.10unchangedSelectors") { store, _ in
            (0..<10).map { _ in store.subscribe({ $0.constant }) { Opaque.consume(Box($0)) } }
        }
    }

    /// The same through three middlewares that keep the default (no-op) hooks.
    static var noopMiddlewares: AllocationScenario {
        sends("send.3noopMiddlewares") { _, dispatcher in
            (0..<3).map { _ in dispatcher.addMiddleware(NoopMiddleware<GateAction>()) }
        }
    }

    /// `send(.feature(.increment))` to a store built with a scope, whose reducer takes the
    /// feature's actions.
    static var scopedStore: AllocationScenario {
        AllocationScenario(
            name: "send.scopedStore", unit: ("send", "sends"), baseline: 0, operations: 1_000, expected: .none
        ) { n in
            let store = Store(
                name: "feature", initialState: GateState(), scope: GateAppAction.featureScope, reducer: gateReduce)
            let dispatcher = Dispatcher<GateAppAction>()
            try dispatcher.register(store)
            let action = Opaque.value(GateAppAction.feature(.increment))
            warmUp { dispatcher.send(action) }
            return HeapCounter.counting { for _ in 0..<n { dispatcher.send(action) } }
        }
    }

    /// A send scenario: one store of ``GateState``, what `attach` adds to it (kept alive while
    /// counting), `send(.increment)` n times, expected to make no heap call at all.
    static func sends(
        _ name: String, attach: @escaping @MainActor (Store<GateState, GateAction>, Dispatcher<GateAction>) -> [Any]
    ) -> AllocationScenario {
        AllocationScenario(name: name, unit: ("send", "sends"), baseline: 0, operations: 1_000, expected: .none) { n in
            let (store, dispatcher) = try gateStore()
            let attached = attach(store, dispatcher)
            let action = Opaque.value(GateAction.increment)
            warmUp { dispatcher.send(action) }
            let calls = HeapCounter.counting { for _ in 0..<n { dispatcher.send(action) } }
            withExtendedLifetime(attached) {}
            return calls
        }
    }

    /// A store of ``GateState`` named `gate`, registered with a new dispatcher (which keeps it):
    /// the fixture of the send, black-box and effect scenarios.
    static func gateStore() throws -> (store: Store<GateState, GateAction>, dispatcher: Dispatcher<GateAction>) {
        let store = Store(name: "gate", initialState: GateState(), reducer: gateReduce)
        let dispatcher = Dispatcher<GateAction>()
        try dispatcher.register(store)
        return (store, dispatcher)
    }

    /// Runs `operation` a few times before counting: the first send builds the dispatch table and
    /// finds the middleware hooks left at their default.
    static func warmUp(_ operation: () -> Void) {
        for _ in 0..<10 { operation() }
    }
}

/// A value boxed in a new object (a subscriber's `onChange` that would allocate if called).
final class Box<Value> {
    /// The value.
    let value: Value

    /// Boxes `value`.
    init(_ value: Value) { self.value = value }
}
