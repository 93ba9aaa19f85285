import Flux

/// Drives a configured dispatcher from a test and checks every action and state change.
///
/// Create it over the same dispatcher the app builds (stores, middleware, effects), with test
/// doubles injected for the effects' dependencies. Then:
///
/// - `send(action) { expected change }` dispatches the action and checks that every store's
///   state after it equals the state before it with the closure's change applied
///   (``send(_:_:fileID:filePath:line:column:)``);
/// - `await receive(action) { expected change }` waits for the next action that middleware or
///   an effect dispatched, checks it and the state change it caused
///   (``receive(_:timeout:_:fileID:filePath:line:column:)``, or
///   ``receive(where:timeout:_:fileID:filePath:line:column:)`` with a predicate);
/// - `await finish()` waits for effects to settle and checks that nothing is left over
///   (``finish(timeout:fileID:filePath:line:column:)``).
///
/// <doc:WritingStoreTests> walks through a complete test.
///
/// ```swift
/// let feature = CounterFeature(sleep: { _ in })
/// let store = TestStore(dispatcher: feature.dispatcher)
/// store.send(.incrementLater(delayMilliseconds: 50)) {
///     $0[feature.counter].isWaiting = true
///     $0[feature.history].counts = [0]
/// }
/// await store.receive(.increment) {
///     $0[feature.counter] = CounterState(count: 1, isWaiting: false)
///     $0[feature.history].counts = [0, 1]
/// }
/// await store.finish()
/// ```
///
/// **Exhaustive by default** (``Exhaustivity/on``): a state change the closure did not assert, an
/// asserted change that did not happen, an action dispatched by middleware or an effect that was
/// not received (checked at the next `send` and at `finish`), an effect still running at `finish`
/// (reported at the `send` that started it) and a `receive` that gets no action all fail. Use
/// ``Exhaustivity/off`` for integration tests that assert only what they care about.
///
/// **Which actions are "received".** The test store observes every action the dispatcher
/// processes. The first one processed during `send` is the sent action; the others (dispatched by
/// middleware during the send, or delivered later by effects) are queued, in order, for `receive`,
/// each with the states right after it was reduced. When middleware stops the sent action, no
/// store reduces it and the send's expected state is the state before it. Misuse: for an `Action`
/// that is not `Equatable`, an action dispatched by the `before` hook of middleware that then
/// stops the sent action is taken for the sent action.
///
/// **Failures** are reported through ``reporter`` at the test's `send`/`receive`/`finish` line
/// (Swift Testing issues by default); each says what happened, shows the minimal diff, and ends
/// with a `Fix:` line. The test store never sleeps: `receive` and `finish` wait on the
/// dispatcher's own knowledge of effects in flight, up to a timeout (default 1 s).
///
/// Actions sent to the dispatcher directly (not through the test store) count as received.
///
/// Misuse: call ``finish(timeout:fileID:filePath:line:column:)`` at the end of every test that
/// starts effects; without it, leftover actions and effects go unchecked.
@MainActor
public final class TestStore<Action: Sendable> {
    /// The dispatcher under test.
    public let dispatcher: Dispatcher<Action>
    /// How strictly to check; may be changed between calls.
    public var exhaustivity: Exhaustivity
    /// How long ``receive(_:timeout:_:fileID:filePath:line:column:)`` and
    /// ``finish(timeout:fileID:filePath:line:column:)`` wait when not given a timeout.
    public var timeout: Duration
    /// The test clocks the code under test sleeps on; may be changed between calls.
    ///
    /// A `receive` that times out while one of them has sleeps waiting says, in its `Fix:` line,
    /// to advance that clock (how many sleeps wait, when the earliest is due, and the
    /// `advance(by:)` that reaches it) rather than to return at once from test doubles. A clock
    /// the test store does not know is not looked at.
    public var clocks: [TestClock]
    /// Where failures go.
    public let reporter: TestReporter

    let unimplemented: Unimplemented?
    /// The states after the last action the test asserted (sent or received).
    var current: StoreStates
    /// Actions dispatched by middleware or effects, not yet received, oldest first.
    var received: [ObservedAction<Action>] = []
    var observerToken: SubscriptionToken?
    /// Suspended `receive` calls, by id (one unless the test misuses concurrent receives).
    var waiters: [UInt64: CheckedContinuation<ActivityOutcome, Never>] = [:]
    var nextWaiterID: UInt64 = 0
    /// The test call that started each effect still tracked, by effect token.
    var effectOrigins: [UInt64: CallSite] = [:]
    /// The test call that sent or received each action, by sequence number.
    var actionOrigins: [UInt64: CallSite] = [:]
    /// Every send, with the dispatcher's sequence just before it.
    var sendSites: [(sequence: UInt64, site: CallSite)] = []

    /// Creates a test store over a configured dispatcher.
    ///
    /// Misuse: register every store and middleware before creating the test store; states are
    /// captured from the dispatcher's stores as they are now.
    /// - Parameters:
    ///   - dispatcher: the dispatcher under test, with test doubles injected.
    ///   - exhaustivity: ``Exhaustivity/on`` (default) checks everything; ``Exhaustivity/off`` only
    ///     what the test asserts.
    ///   - timeout: how long `receive` and `finish` wait by default.
    ///   - clocks: the test clocks the feature was built with (``clocks``), so that a `receive`
    ///     that times out while they have sleeps waiting says to advance them.
    ///   - unimplemented: the doubles the feature was built with; their calls are reported at the
    ///     test's calls.
    ///   - reporter: where failures go; Swift Testing issues (or XCTest failures) by default
    ///     (``TestReporter/standard``).
    public init(
        dispatcher: Dispatcher<Action>, exhaustivity: Exhaustivity = .on, timeout: Duration = .seconds(1),
        clocks: [TestClock] = [], unimplemented: Unimplemented? = nil, reporter: TestReporter = .standard
    ) {
        self.dispatcher = dispatcher
        self.exhaustivity = exhaustivity
        self.timeout = timeout
        self.clocks = clocks
        self.reporter = reporter
        self.unimplemented = unimplemented
        self.current = StoreStates.capture(dispatcher.stores)
        unimplemented?.watch()
        // The test store checks invariants itself, after every action, and reports breaks at the
        // test's calls; the dispatcher's debug-build check would stop the test process instead.
        dispatcher.onInvariantBreak = { _, _ in }
        observerToken = dispatcher.addObserver { [weak self] sequence, action in
            self?.observe(sequence, action)
        }
    }

    /// Creates a test store over a new dispatcher with `stores` and `middleware`, for testing a
    /// few stores on their own: `try TestStore<AppAction>(stores: [searchStore])`.
    /// - Parameters:
    ///   - stores: the stores to register, in any order (as `Dispatcher.register` takes them).
    ///   - middleware: added in this order.
    ///   - exhaustivity: ``Exhaustivity/on`` (default) checks everything; ``Exhaustivity/off`` only
    ///     what the test asserts.
    ///   - timeout: how long `receive` and `finish` wait by default.
    ///   - clocks: the test clocks the stores' middleware was built with (``clocks``).
    ///   - unimplemented: the doubles the stores' middleware was built with.
    ///   - reporter: where failures go (``TestReporter/standard`` by default).
    /// - Throws: `DispatcherError` when the stores cannot be registered.
    public convenience init(
        stores: [AnyStore<Action>], middleware: [any Middleware<Action>] = [], exhaustivity: Exhaustivity = .on,
        timeout: Duration = .seconds(1), clocks: [TestClock] = [], unimplemented: Unimplemented? = nil,
        reporter: TestReporter = .standard
    ) throws {
        let dispatcher = Dispatcher<Action>()
        try dispatcher.register(stores)
        for item in middleware { dispatcher.addMiddleware(item) }
        self.init(
            dispatcher: dispatcher, exhaustivity: exhaustivity, timeout: timeout, clocks: clocks,
            unimplemented: unimplemented, reporter: reporter)
    }

    /// The states after the last action the test asserted (sent or received).
    public var states: StoreStates { current }

    /// The actions dispatched by middleware or effects that the test has not received yet.
    public var receivedActions: [Action] { received.map(\.action) }

    /// Drops the actions not received yet (``receivedActions``), so they are not failures; the
    /// states move past them.
    public func skipReceivedActions() {
        if let last = received.last { current = last.states }
        received.removeAll()
    }

    private func observe(_ sequence: UInt64, _ action: Action) {
        received.append(
            ObservedAction(
                sequence: sequence, action: action, states: .capture(dispatcher.stores),
                broken: dispatcher.brokenInvariants()))
        resumeWaiter(nil, with: .activity)
    }

    /// Reports a failure at `site`; its title is `title`, else the call's name and the kind's
    /// summary (`send: state changed without an assertion`).
    func report(_ kind: TestFailure.Kind, _ message: String, at site: CallSite, title: String? = nil) {
        let title = title ?? "\(site.name): \(kind.summary)"
        reporter.report(TestFailure(kind: kind, title: title, message: message, location: site.location))
    }

    /// Reports each invariant `record`'s action broke at `site`, the call that sent or received it.
    func reportInvariantBreaks(of record: ObservedAction<Action>, at site: CallSite) {
        for broken in record.broken {
            let message = FailureMessage.invariantBroken(call: site.call, broken)
            report(.invariantBroken, message, at: site, title: "\(site.name): \(broken.summary)")
        }
    }

    /// Reports the calls of unimplemented dependencies made since the last check.
    func reportUnimplementedCalls(at site: CallSite) {
        for name in unimplemented?.takeCalls() ?? [] {
            report(.unimplementedDependency, FailureMessage.unimplementedDependency(name), at: site)
        }
    }
}
