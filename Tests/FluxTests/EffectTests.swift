import Flux
import TestSupport
import Testing

@MainActor
@Suite struct EffectTests {
    @Test func actionsAnEffectSendsArriveInOrder() async throws {
        let notes = makeNotes()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(notes)
        dispatcher.effects.run { send in
            await send(.note("a"))
            await send(.note("b"))
        }
        #expect(!dispatcher.effects.isEmpty)
        await dispatcher.effects.settle()
        #expect(notes.state == ["a", "b"])
        #expect(dispatcher.effects.isEmpty)
    }

    @Test func cancelInFlightCancelsTheEarlierEffectAndItsActionNeverArrives() async throws {
        let notes = makeNotes()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(notes)
        let gate = Gate()
        let firstSawCancel = Flag()
        let firstTriedToSend = Flag()
        dispatcher.effects.run(id: "load") { send in
            await gate.wait()
            await firstSawCancel.set(Task.isCancelled)
            await send(.note("first"))
            await firstTriedToSend.set(true)
        }
        dispatcher.effects.run(id: "load", cancelInFlight: true) { send in
            await gate.wait()
            await send(.note("second"))
        }
        #expect(dispatcher.effects.inFlight.map(\.id) == ["load"])
        gate.open()
        await dispatcher.effects.settle()
        // The cancelled effect's send has run (and been dropped) before the notes are checked.
        #expect(await firstTriedToSend.wait() == true)
        #expect(notes.state == ["second"])
        #expect(await firstSawCancel.wait() == true)
    }

    @Test func cancellingByIdStopsOnlyThatEffect() async throws {
        let notes = makeNotes()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(notes)
        let gate = Gate()
        let oneTriedToSend = Flag()
        dispatcher.effects.run(id: 1) { send in
            await gate.wait()
            await send(.note("one"))
            await oneTriedToSend.set(true)
        }
        dispatcher.effects.run(id: 2) { send in
            await gate.wait()
            await send(.note("two"))
        }
        dispatcher.effects.cancel(id: 1)
        #expect(dispatcher.effects.inFlight.map(\.id) == ["2"])
        gate.open()
        await dispatcher.effects.settle()
        #expect(await oneTriedToSend.wait() == true)
        #expect(notes.state == ["two"])
    }

    @Test func releasingTheDispatcherCancelsEveryEffect() async throws {
        let cancelled = Flag()
        var dispatcher: Dispatcher<TestAction>? = Dispatcher<TestAction>()
        try dispatcher?.register(makeNotes())
        let (stream, _) = AsyncStream<Void>.makeStream()
        dispatcher?.effects.run { _ in
            for await _ in stream {}  // ends only when the task is cancelled
            await cancelled.set(Task.isCancelled)
        }
        dispatcher = nil
        #expect(await cancelled.wait() == true)
    }

    @Test func cancelAllEffectsCancelsEveryEffect() async throws {
        let dispatcher = Dispatcher<TestAction>()
        let cancelled = Flag()
        let (stream, _) = AsyncStream<Void>.makeStream()
        dispatcher.effects.run(id: "forever") { _ in
            for await _ in stream {}
            await cancelled.set(Task.isCancelled)
        }
        dispatcher.effects.cancelAll()
        #expect(dispatcher.effects.isEmpty)
        #expect(await cancelled.wait() == true)
    }

    @Test func settleWaitsForEffectsStartedByDeliveredActions() async throws {
        let notes = makeNotes()
        let dispatcher = Dispatcher<TestAction>()
        try dispatcher.register(notes)
        dispatcher.addMiddleware(ChainMiddleware())
        dispatcher.send(.add(3))
        await dispatcher.effects.settle()
        #expect(notes.state == ["3", "2", "1"])
    }

    @Test func settleWithTimeoutReportsAnEffectThatDoesNotFinish() async throws {
        let dispatcher = Dispatcher<TestAction>()
        let (stream, _) = AsyncStream<Void>.makeStream()
        dispatcher.effects.run(id: "stuck") { _ in for await _ in stream {} }
        #expect(await dispatcher.effects.settle(timeout: .milliseconds(20)) == false)
        #expect(dispatcher.effects.inFlight.map(\.id) == ["stuck"])
        dispatcher.effects.cancelAll()
        #expect(await dispatcher.effects.settle(timeout: hangGuard) == true)
    }
}

/// For `.add(n)` with n > 0, starts an effect that notes n and sends `.add(n - 1)`.
private struct ChainMiddleware: Middleware {
    func after(_ action: TestAction, dispatcher: Dispatcher<TestAction>) {
        guard case .add(let amount) = action, amount > 0 else { return }
        dispatcher.effects.run { send in
            await send(.note("\(amount)"))
            await send(.add(amount - 1))
        }
    }
}

/// A value set once by an effect and awaited by the test.
actor Flag {
    private var value: Bool?
    private var waiters: [CheckedContinuation<Bool, Never>] = []

    func set(_ newValue: Bool) {
        value = newValue
        for waiter in waiters { waiter.resume(returning: newValue) }
        waiters.removeAll()
    }

    func wait() async -> Bool {
        if let value { return value }
        return await withCheckedContinuation { waiters.append($0) }
    }
}
