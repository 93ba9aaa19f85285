import Flux
import Testing

/// In debug builds, a reducer that reads its own store's `state`, or a store it does not wait for,
/// traps with advice.
@Suite struct ReducerMisuseTests {
    // Release builds check no reads (the hot path reduces without the check): the traps are debug's.
    #if DEBUG
        @Test func aReducerReadingItsOwnStoreTrapsNamingTheStoreAndTheFix() async {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    var selfReference: Store<Int, TestAction>?
                    let store = Store(name: "selfish", initialState: 0) { (count: inout Int, _: TestAction) in
                        count = (selfReference?.state ?? 0) + 1
                    }
                    selfReference = store
                    let dispatcher = Dispatcher<TestAction>()
                    try? dispatcher.register(store)
                    dispatcher.send(.add(1))
                }
            }.map { result in
                let text = String(decoding: result.standardErrorContent, as: UTF8.self)
                #expect(
                    text.contains(
                        "store 'selfish' read its own state while reducing: use the reducer's inout parameter, "
                            + "which holds the state being changed"))
            }
        }

        @Test func aReducerReadingAStoreItDoesNotWaitForTrapsNamingBothStoresAndTheWaitFor() async {
            await #expect(processExitsWith: .failure, observing: [\.standardErrorContent]) {
                await MainActor.run {
                    let todos = makeCounter("todos")
                    let summary = Store(name: "summary", initialState: 0) { (value: inout Int, _: TestAction) in
                        value = todos.state
                    }
                    let dispatcher = Dispatcher<TestAction>()
                    try? dispatcher.register(todos, summary)
                    dispatcher.send(.add(1))
                }
            }.map { result in
                let text = String(decoding: result.standardErrorContent, as: UTF8.self)
                // The message, as <doc:StoresAndWaitFor> shows it:
                let expected = """
                    store 'summary' read the state of store 'todos' while reducing, but does not wait for it, so it may read the state one action behind: add 'todos' to the waitFor of 'summary' (Store(name: "summary", ..., waitFor: [todos]))
                    """
                #expect(text.contains(expected))
            }
        }
    #endif

    @Test @MainActor func aReducerMayReadTheStoresItsDependenciesWaitFor() throws {
        let first = makeCounter("first")
        let second = makeCounter("second", waitFor: [first])
        let third = Store(name: "third", initialState: 0, waitFor: [second]) { (value: inout Int, _: TestAction) in
            value = first.state + second.state
        }
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(first, second, third)
        dispatcher.send(.add(2))
        #expect(third.state == 4)
    }

    @Test @MainActor func aReducerMayReadTheStoresItWaitsFor() throws {
        let first = makeCounter("first")
        let second = Store(name: "second", initialState: 0, waitFor: [first]) { (value: inout Int, _: TestAction) in
            value = first.state * 10
        }
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(first, second)
        dispatcher.send(.add(2))
        #expect(second.state == 20)
    }
}
