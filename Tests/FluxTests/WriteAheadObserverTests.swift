import Flux
import FluxTesting
import Testing

/// What a write-ahead observer was told, one string a call: `will SEQ cause CAUSE ACTION`,
/// `broke SEQ: INVARIANTS`, `done SEQ`.
@MainActor
private final class WriteAheadCalls {
    private(set) var events: [String] = []
    /// Called after `willReduce` is noted.
    var onWillReduce: (TestAction) -> Void = { _ in }
    /// The token of the observer ``join(_:)`` added.
    private var token: SubscriptionToken?

    var observer: WriteAheadObserver<TestAction> {
        WriteAheadObserver(
            willReduce: { [weak self] sequence, cause, action in
                self?.events.append("will \(sequence) cause \(cause) \(action)")
                self?.onWillReduce(action)
            },
            didFinish: { [weak self] sequence in self?.events.append("done \(sequence)") },
            invariantsBroken: { [weak self] sequence, broken in
                self?.events.append("broke \(sequence): " + broken.map(\.invariant).joined(separator: ", "))
            })
    }

    /// Adds this observer to `dispatcher`, once.
    func join(_ dispatcher: Dispatcher<TestAction>?) {
        guard token == nil, let dispatcher else { return }
        token = dispatcher.addWriteAheadObserver(observer)
    }
}

/// `Dispatcher.addWriteAheadObserver`: an observer added during a dispatch takes part from the
/// next action on, and each action comes with its cause.
@MainActor
@Suite struct WriteAheadObserverTests {
    /// Where an observer is added during the dispatch of seq 1.
    enum Place: String, CaseIterable, Sendable {
        case beforeHook, afterHook, actionObserver, writeAheadObserver
    }

    @Test(arguments: Place.allCases)
    func anObserverAddedDuringADispatchTakesPartFromTheNextActionOn(_ place: Place) throws {
        let dispatcher = Dispatcher<TestAction>()
        let counter = Store<Int, TestAction>(
            name: "counter", initialState: 0, invariants: [Invariant("below 10") { $0 < 10 }]
        ) { count, action in
            if case .add(let amount) = action { count += amount }
        }
        try dispatcher.register(counter)
        dispatcher.onInvariantBreak = { _, _ in }
        let first = WriteAheadCalls()
        let late = WriteAheadCalls()
        let firstToken = dispatcher.addWriteAheadObserver(first.observer)
        defer { firstToken.cancel() }
        var observerToken: SubscriptionToken?
        defer { observerToken?.cancel() }
        switch place {
        case .beforeHook:
            dispatcher.addMiddleware(
                ClosureMiddleware(before: { [weak dispatcher] _ in
                    late.join(dispatcher)
                    return .proceed
                }))
        case .afterHook:
            dispatcher.addMiddleware(ClosureMiddleware(after: { [weak dispatcher] _ in late.join(dispatcher) }))
        case .actionObserver:
            observerToken = dispatcher.addObserver { [weak dispatcher] _, _ in late.join(dispatcher) }
        case .writeAheadObserver:
            first.onWillReduce = { [weak dispatcher] _ in late.join(dispatcher) }
        }

        dispatcher.send(.add(20))  // seq 1 breaks "below 10"; `late` is added during its dispatch
        dispatcher.send(.add(1))  // seq 2 breaks it again

        #if DEBUG
            let (break1, break2) = (["broke 1: below 10"], ["broke 2: below 10"])
        #else
            let (break1, break2): ([String], [String]) = ([], [])  // release builds check no invariants
        #endif
        let seq1 = ["will 1 cause 0 add(20)"] + break1 + ["done 1"]
        let seq2 = ["will 2 cause 0 add(1)"] + break2 + ["done 2"]
        #expect(first.events == seq1 + seq2)
        // Neither the break nor the completion of the action it was added during: seq 2 whole.
        #expect(late.events == seq2)
    }

    /// A dispatcher whose write-ahead observer notes each action with its cause, with middleware
    /// that starts effects (plain, debounced and throttled on a test clock) and observers that send.
    @MainActor
    final class Causes {
        let clock = TestClock()
        let dispatcher = Dispatcher<TestAction>()
        /// Each action the stores reduced, with its sequence number and cause.
        private(set) var reduced: [(sequence: UInt64, cause: UInt64, action: TestAction)] = []
        private var tokens: [SubscriptionToken] = []

        init() throws {
            try dispatcher.register(makeCounter(), makeNotes())
            let clock = clock
            dispatcher.addMiddleware(
                ClosureMiddleware(
                    before: { [weak dispatcher] action in
                        if action == .note("start in before") {
                            dispatcher?.effects.run { send in await send(.note("from before's effect")) }
                        }
                        return .proceed
                    },
                    after: { [weak dispatcher] action in
                        guard let dispatcher else { return }
                        switch action {
                        case .note("start in after"):
                            dispatcher.effects.run { send in await send(.note("from after's effect")) }
                        case .add(let amount) where (100..<200).contains(amount):
                            dispatcher.effects.debounce(id: "debounce", for: .milliseconds(300), clock: clock) { send in
                                await send(.note("debounced \(amount)"))
                            }
                        case .add(let amount) where amount >= 200:
                            dispatcher.effects.throttle(id: "throttle", for: .seconds(1), clock: clock, latest: true) {
                                send in
                                await send(.note("throttled \(amount)"))
                            }
                        default: break
                        }
                    }))
            tokens.append(
                dispatcher.addObserver { [weak dispatcher] _, action in
                    if action == .note("ask") { dispatcher?.send(.note("answer")) }
                })
            tokens.append(
                dispatcher.addWriteAheadObserver(
                    WriteAheadObserver(
                        willReduce: { [weak self] sequence, cause, action in
                            self?.reduced.append((sequence, cause, action))
                            if action == .note("ask ahead") { self?.dispatcher.send(.note("answer ahead")) }
                        },
                        didFinish: { _ in })))
        }

        /// The cause of the one action equal to `action`; nil when it was not reduced exactly once.
        func cause(of action: TestAction) -> UInt64? {
            let matches = reduced.filter { $0.action == action }
            return matches.count == 1 ? matches[0].cause : nil
        }

        /// The sequence number of the one action equal to `action`.
        func sequence(of action: TestAction) -> UInt64? {
            let matches = reduced.filter { $0.action == action }
            return matches.count == 1 ? matches[0].sequence : nil
        }

        func settle() async {
            #expect(await dispatcher.effects.settle(timeout: hangGuard))
        }
    }

    @Test func aSendFromAnObserverHasTheObservedActionAsCause() throws {
        let causes = try Causes()

        causes.dispatcher.send(.note("ask"))  // an action observer sends the answer
        causes.dispatcher.send(.note("ask ahead"))  // the write-ahead observer sends it, in willReduce

        #expect(
            causes.reduced.map { "\($0.sequence) cause \($0.cause) \($0.action)" } == [
                #"1 cause 0 note("ask")"#, #"2 cause 1 note("answer")"#,
                #"3 cause 0 note("ask ahead")"#, #"4 cause 3 note("answer ahead")"#,
            ])
    }

    @Test func anEffectsActionHasTheActionWhoseDispatchStartedIt() async throws {
        let causes = try Causes()

        causes.dispatcher.send(.note("start in after"))  // seq 1: its `after` hook starts an effect
        causes.dispatcher.send(.note("start in before"))  // seq 2: its `before` hook starts one
        causes.dispatcher.send(.reset)  // seq 3, from outside, before either effect's action
        await causes.settle()

        #expect(causes.reduced.count == 5)
        #expect(causes.cause(of: .reset) == 0)
        #expect(causes.cause(of: .note("from after's effect")) == 1)
        #expect(causes.cause(of: .note("from before's effect")) == 2)
    }

    @Test func aDebouncedEffectsActionHasTheLastCallsAction() async throws {
        let causes = try Causes()

        causes.dispatcher.send(.add(100))  // seq 1 debounces
        causes.dispatcher.send(.add(101))  // seq 2 debounces again: seq 1's call is cancelled
        causes.dispatcher.send(.reset)  // seq 3
        // The quiet period started at seq 2's call: the clock reaches its end.
        await causes.clock.advance(by: .milliseconds(300))
        await causes.settle()

        #expect(causes.cause(of: .note("debounced 101")) == 2)
        #expect(causes.sequence(of: .note("debounced 101")) == 4)
        #expect(causes.sequence(of: .note("debounced 100")) == nil && causes.reduced.count == 4)
    }

    @Test func aThrottledTrailingRunWithLatestHasTheLatestCallsAction() async throws {
        let causes = try Causes()

        causes.dispatcher.send(.add(200))  // seq 1: the first call runs at once
        await causes.settle()
        #expect(causes.cause(of: .note("throttled 200")) == 1)  // seq 2
        causes.dispatcher.send(.add(201))  // seq 3: held for the interval's end
        causes.dispatcher.send(.add(202))  // seq 4: replaces seq 3's held call
        causes.dispatcher.send(.reset)  // seq 5
        #expect(await causes.clock.waitForSleepers(count: 1))
        await causes.clock.advance(by: .seconds(1))
        await causes.settle()

        #expect(causes.cause(of: .note("throttled 202")) == 4)
        #expect(causes.sequence(of: .note("throttled 202")) == 6)
        #expect(causes.sequence(of: .note("throttled 201")) == nil && causes.reduced.count == 6)
    }
}
