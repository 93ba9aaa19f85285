import Flux
import Observation
import Testing

/// `Store` is `Observable`: one change notification per action that changed the state, after
/// every store reduced; none for an action that changed nothing.
@MainActor
@Suite struct ObservationTests {
    @Test func anActionThatChangesTheStateFiresOnceAfterEveryStoreReduced() throws {
        let counter = makeCounter()
        let later = makeCounter("later", waitFor: [counter])
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter, later)
        let changes = ChangeLog()
        track(counter, into: changes) { "counter fired; later=\(later.state)" }

        dispatcher.send(.add(2))

        #expect(changes.entries == ["counter fired; later=2"])
        #expect(counter.state == 2)
    }

    @Test func anActionThatChangesNothingFiresNothing() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        let changes = ChangeLog()
        track(counter, into: changes) { "fired" }

        dispatcher.send(.note("no change for the counter"))
        dispatcher.send(.add(0))
        #expect(changes.entries == [])

        dispatcher.send(.add(1))
        #expect(changes.entries == ["fired"])
    }

    @Test func aQueuedActionFiresAgainOnlyForAnObserverThatTrackedAgain() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        let changes = ChangeLog()
        let retrack = Retracker(counter: counter, changes: changes)
        retrack.track()

        dispatcher.send(.add(1))
        dispatcher.send(.add(1))
        dispatcher.send(.note("nothing"))

        #expect(changes.entries == ["1", "2"])
    }

    @Test func aRestoreThatChangesTheStateFiresOnce() throws {
        let counter = makeCounter()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(counter)
        let zero = DispatcherSnapshot(of: dispatcher)
        dispatcher.send(.add(4))
        let changes = ChangeLog()
        track(counter, into: changes) { "restored to \(counter.state)" }

        try zero.restore(into: dispatcher)

        #expect(changes.entries == ["restored to 0"])
    }

    /// Reads `store.state` inside `withObservationTracking`; `entry` is logged on change.
    private func track(
        _ store: Store<Int, TestAction>, into changes: ChangeLog, entry: @escaping @MainActor () -> String
    ) {
        withObservationTracking {
            _ = store.state
        } onChange: {
            MainActor.assumeIsolated { changes.entries.append(entry()) }
        }
    }
}

/// What the observers were told, in order.
@MainActor
final class ChangeLog {
    var entries: [String] = []
}

/// An observer that tracks the counter again each time it is told of a change.
@MainActor
final class Retracker {
    let counter: Store<Int, TestAction>
    let changes: ChangeLog

    init(counter: Store<Int, TestAction>, changes: ChangeLog) {
        self.counter = counter
        self.changes = changes
    }

    func track() {
        withObservationTracking {
            _ = counter.state
        } onChange: { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.changes.entries.append("\(self.counter.state)")
                self.track()
            }
        }
    }
}
