import Testing

@testable import Flux

@MainActor
@Suite struct StoreOrderingTests {
    @Test func storesReduceInDependencyOrderWhateverTheRegistrationOrder() throws {
        let trace = Trace()
        let base = makeCounter("base", trace: trace)
        let middle = makeCounter("middle", waitFor: [base], trace: trace)
        let top = makeCounter("top", waitFor: [middle], trace: trace)
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(top, middle, base)

        dispatcher.send(.add(1))

        #expect(trace.events == ["base:add(1)", "middle:add(1)", "top:add(1)"])
        #expect(dispatcher.stores.map(\.name) == ["base", "middle", "top"])
    }

    @Test func aStoreCanReadTheNewStateOfTheStoreItWaitsFor() throws {
        let counter = makeCounter()
        let doubled = Store<Int, TestAction>(name: "doubled", initialState: 0, waitFor: [counter]) { value, _ in
            value = counter.state * 2
        }
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(doubled, counter)

        dispatcher.send(.add(5))

        #expect(doubled.state == 10)
    }

    @Test func aCycleIsRejectedWithTheStoresInIt() throws {
        let second = makeCounter("second")
        let first = makeCounter("first", waitFor: [second])
        try second.waitFor(first)
        let third = makeCounter("third", waitFor: [first])
        let dispatcher = Dispatcher<TestAction>()

        let error = #expect(throws: DispatcherError.self) { try dispatcher.register(third, first, second) }
        #expect(error == .dependencyCycle(["first", "second"]))
        #expect(error?.description == "dependency cycle between stores: first -> second -> first")
        #expect(dispatcher.stores.isEmpty)
    }

    @Test func aMissingDependencyIsRejected() {
        let absent = makeCounter("absent")
        let needy = makeCounter("needy", waitFor: [absent])
        let dispatcher = Dispatcher<TestAction>()

        let error = #expect(throws: DispatcherError.self) { try dispatcher.register(needy) }
        #expect(error == .missingDependency(store: "needy", dependency: "absent"))
        #expect(
            error?.description == "store 'needy' waits for 'absent', which is not registered; "
                + "register both in the same call or the dependency first")
    }

    @Test func aDependencyRegisteredEarlierIsFound() throws {
        let base = makeCounter("base")
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(base)
        try dispatcher.register(makeCounter("later", waitFor: [base]))
        #expect(dispatcher.stores.map(\.name) == ["base", "later"])
    }

    @Test func duplicateNamesAreRejectedAndNothingIsRegistered() throws {
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(makeCounter("a"))
        let error = #expect(throws: DispatcherError.self) {
            try dispatcher.register(makeCounter("b"), makeCounter("a"))
        }
        #expect(error?.description == "a store named 'a' is already registered; store names must be unique")
        #expect(dispatcher.stores.map(\.name) == ["a"])
    }

}
