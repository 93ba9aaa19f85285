import Flux
import Testing

/// One dispatcher per store, `waitFor` only before registration, and `unregister`.
@MainActor
@Suite struct RegistrationTests {
    @Test func aStoreRegisteredWithAnotherDispatcherIsRefusedByName() throws {
        let counter = makeCounter()
        let first = Dispatcher<TestAction>()
        let second = Dispatcher<TestAction>()
        try first.register(counter)

        let error = #expect(throws: DispatcherError.registeredElsewhere("counter")) { try second.register(counter) }

        #expect(
            error?.description
                == "store 'counter' is registered with another dispatcher; a store belongs to one dispatcher: unregister it there first"
        )
        #expect(second.stores.isEmpty)
        second.send(.add(1))
        #expect(counter.state == 0)
    }

    @Test func aStoreCanMoveToAnotherDispatcherOnceUnregisteredOrOnceItsDispatcherIsGone() throws {
        let counter = makeCounter()
        let first = Dispatcher<TestAction>()
        let second = Dispatcher<TestAction>()
        try first.register(counter)
        try first.unregister(counter)
        try second.register(counter)
        second.send(.add(2))
        first.send(.add(100))
        #expect(counter.state == 2)

        let notes = makeNotes()
        var gone: Dispatcher<TestAction>? = Dispatcher<TestAction>()
        try gone?.register(notes)
        gone = nil
        try second.register(notes)
        second.send(.note("moved"))
        #expect(notes.state == ["moved"])
    }

    @Test func registeringTheSameStoreTwiceIsRefused() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)

        let error = #expect(throws: DispatcherError.alreadyRegistered("counter")) { try dispatcher.register(counter) }

        #expect(error?.description == "store 'counter' is already registered with this dispatcher")
        #expect(dispatcher.stores.count == 1)
    }

    @Test func waitForAfterRegistrationThrowsAndChangesNothing() throws {
        let first = makeCounter("first")
        let second = makeCounter("second")
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(first, second)

        let error = #expect(throws: DispatcherError.waitForAfterRegistration(store: "first", dependencies: ["second"]))
        {
            try first.waitFor(second)
        }

        #expect(
            error?.description == "store 'first' is registered, so it cannot start waiting for 'second'; "
                + "declare waitFor before registering (or unregister, then register again)")
        #expect(first.dependencies.isEmpty)
    }

    @Test func anUnregisteredStoreReducesNothingMoreAndKeepsItsState() throws {
        let counter = makeCounter()
        let notes = makeNotes()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter, notes)
        dispatcher.send(.add(3))

        try dispatcher.unregister(counter)
        dispatcher.send(.add(4))
        dispatcher.send(.note("still here"))

        #expect(counter.state == 3)
        #expect(notes.state == ["still here"])
        #expect(dispatcher.stores.map(\.name) == ["notes"])
    }

    @Test func aStoreOthersWaitForCannotBeUnregistered() throws {
        let base = makeCounter("base")
        let left = makeCounter("left", waitFor: [base])
        let right = makeCounter("right", waitFor: [base])
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(base, left, right)

        let error = #expect(throws: DispatcherError.storeIsWaitedFor(store: "base", by: ["left", "right"])) {
            try dispatcher.unregister(base)
        }

        #expect(error?.description == "store 'base' cannot be unregistered: 'left', 'right' wait for it")
        #expect(dispatcher.stores.map(\.name) == ["base", "left", "right"])
    }

    @Test func unregisteringAStoreThatIsNotRegisteredIsRefused() {
        let dispatcher = Dispatcher<TestAction>()
        let error = #expect(throws: DispatcherError.notRegistered("counter")) {
            try dispatcher.unregister(makeCounter())
        }
        #expect(error?.description == "store 'counter' is not registered with this dispatcher")
    }

    @Test func aStoreUnregisteredAndReleasedByASubscriberIsSafeForTheRestOfTheAction() throws {
        let first = makeCounter("first")
        var doomed: Store<Int, TestAction>? = makeCounter("doomed")
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(first, try #require(doomed))
        weak let released = doomed
        let token = first.subscribe(\.self) { value in
            guard value == 1, let store = doomed else { return }
            try? dispatcher.unregister(store)
            doomed = nil
        }

        dispatcher.send(.add(1))
        dispatcher.send(.add(1))

        #expect(dispatcher.stores.map(\.name) == ["first"])
        #expect(first.state == 2)
        #expect(released == nil)
        withExtendedLifetime(token) {}
    }
}
