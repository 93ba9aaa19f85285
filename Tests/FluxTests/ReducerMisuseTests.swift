import Flux
import Testing

/// In debug builds, a reducer that reads its own store's `state` traps with advice (defect 5).
@Suite struct ReducerMisuseTests {
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
