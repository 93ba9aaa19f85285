import Flux
import FluxActionLog
import FluxTextFormats

/// Writes a Swift Testing file that replays an action log through a ``TestStore``, with exact,
/// minimal state assertions written as Swift: a regression test made from a recorded session.
///
/// Every action of the log is sent (the user's, and the results effects produced, which the log
/// holds too), each followed by the state changes it made, field by field:
///
/// ```swift
/// store.send(.search(.submitted(query: "love"))) {
///     $0[stores.search].query = "love"
///     $0[stores.search].loading = .fullScreen
/// }
/// ```
///
/// The generator replays the log into `makeDispatcher`'s stores (no middleware, so no effect
/// runs; the test does the same) and writes, for each action, the fewest statements that turn
/// each store's state before it into the state after it: a changed field is assigned, an optional
/// that stays set is entered with `?.`, an array that grew by elements at its end gets `append`,
/// anything else is assigned whole, spelled by ``spelling`` (see ``SwiftSpelling``). A large
/// value that the action and its changes share is declared once before the send
/// (`let page2 = MoviesPage(...)`); one that more than one step writes (a movie listed, then
/// opened) is declared once at the start of the test (`let movie1 = Movie(...)`).
///
/// With `crashingAt`, the log's action at that sequence number crashes the app (found by
/// replaying it in a child process, since it cannot be replayed here): the file then has a test
/// of the actions before it and an exit test (`#expect(processExitsWith: .success)`) that sends
/// it: a regression test, which fails while the bug is there and passes once it is fixed.
/// A store invariant broken by an action needs nothing special: the test store fails there.
///
/// A log that starts at a checkpoint with later states (an `ActionLogBlackBox`'s window once the
/// session outgrew its capacity) gives a test that starts with `store.restore { ... }`
/// (``TestStore/restore(_:fileID:filePath:line:column:)``): the fewest statements that take fresh
/// stores to the checkpoint's states, which must decode from the log's JSON to the same digests.
///
/// FluxActionLog's article "From a Crash to a Failing Test" walks the whole path from a crash to
/// such a test.
@MainActor
public struct ActionLogTestGenerator<Action: LoggableAction> {
    /// The test suite's name, a Swift type name (`BugTests`); the file is usually named after it.
    public var name: String
    /// The modules the file imports, sorted and written one a line (`Testing` and `FluxTesting`
    /// are added when missing).
    public var imports: [String]
    /// The statements that start the test: they must declare `store`, a ``TestStore`` over a
    /// dispatcher with the log's stores and no middleware, and whatever ``storeState`` uses.
    public var setup: [String]
    /// The expression of a store's state inside an expectation closure, from the store's name:
    /// e.g. `"search"` gives `$0[stores.search]`.
    public var storeState: (String) -> String
    /// How values are written as Swift.
    public var spelling = SwiftSpelling()
    /// How an action is written as Swift; nil (the default) writes it with ``spelling``.
    /// `{ String(reflecting: $0) }` suits actions without dates, data or optionals.
    public var actionSource: ((Action) throws -> String)?
    /// Comment lines written at the top of the file, after the generator's own (where the log
    /// came from, how to regenerate the file).
    public var notes: [String] = []

    /// Creates a generator.
    /// - Parameters:
    ///   - name: the suite's name.
    ///   - imports: the modules the test needs (the app's, and `Foundation` for dates and data).
    ///   - setup: statements that declare `store`, a ``TestStore`` over the app's stores alone.
    ///   - storeState: the expression of a store's state in an expectation closure, by store name.
    public init(name: String, imports: [String], setup: [String], storeState: @escaping (String) -> String) {
        self.name = name
        self.imports = imports
        self.setup = setup
        self.storeState = storeState
    }

    /// Writes the test of the log `reader` reads (from its first action).
    /// - Parameters:
    ///   - reader: the log, its header read and no action yet.
    ///   - until: the sequence number of the last action the test sends, or nil for the whole log;
    ///     the actions after it are not read.
    ///   - crashingAt: the sequence number of the action that crashes the app, or nil; with
    ///     `until`, at most `until`.
    ///   - makeDispatcher: a dispatcher with fresh stores and no middleware, as the log expects
    ///     (the same the test's ``setup`` builds).
    /// - Returns: the Swift file's text.
    /// - Throws: ``TestGenerationError``, an `ActionLogError` for a bad log, or what
    ///   `makeDispatcher` throws.
    public func generate(
        from reader: ActionLogReader<Action>, until: UInt64? = nil, crashingAt: UInt64? = nil,
        makeDispatcher: () throws -> Dispatcher<Action>
    ) throws -> String {
        guard SwiftTypeName.isValid(name) else { throw TestGenerationError(.badName(name)) }
        let dispatcher = try makeDispatcher()
        guard dispatcher.middlewareCount == 0 else { throw TestGenerationError(.dispatcherHasMiddleware) }
        // A broken invariant is the generated test's to report (its test store fails there); the
        // debug build's default would stop this process.
        dispatcher.onInvariantBreak = { _, _ in }
        let names = dispatcher.stores.map(\.name)
        guard names == reader.header.stores else {
            throw TestGenerationError(.storesDiffer(log: reader.header.stores, dispatcher: names))
        }
        let start = try startingChanges(reader.header, dispatcher: dispatcher)
        var steps: [TestStep] = []
        var crash: TestStep?
        while let record = try reader.next() {
            if let until, record.sequence > until { break }
            if record.sequence == crashingAt {
                crash = TestStep(sequence: record.sequence, action: try actionExpression(record.action), changes: [])
                break
            }
            steps.append(try step(record, dispatcher: dispatcher))
        }
        if let crashingAt, crash == nil {
            throw TestGenerationError(.crashBeyondLog(sequence: crashingAt, last: steps.last?.sequence ?? 0))
        }
        let file = TestFileText(
            name: name, imports: imports, setup: setup, notes: notes, app: reader.header.app, until: until,
            storeState: storeState)
        return file.text(start: start, steps: steps, crash: crash)
    }

    /// For a log that starts at a checkpoint (a black box's window after its first) whose states
    /// are not fresh stores': restores them into `dispatcher` and returns the statements that turn
    /// fresh states into them, for the test's `store.restore { ... }`. Empty for any other log.
    /// - Throws: ``TestGenerationError/Kind/startsAtCheckpoint(stores:)`` naming the stores whose
    ///   checkpoint state does not decode to the same digest.
    private func startingChanges(
        _ header: ActionLogHeader, dispatcher: Dispatcher<Action>
    ) throws -> [TestStep.Change] {
        guard header.checkpoint else { return [] }
        let encoder = CanonicalStateEncoder()
        let fresh = try encoder.digests(of: dispatcher.stores)
        let differing = dispatcher.stores.filter { header.digest[$0.name] != fresh[$0.name] }
        guard !differing.isEmpty else { return [] }
        var entries: [(store: AnyStore<Action>, state: any Sendable)] = []
        var undecodable: [String] = []
        for store in differing {
            let json = header.states?[store.name].map { Array($0.text.utf8) }
            let state = json.flatMap { ActionLogReplayer<Action>.decodeState(like: store.anyState, from: $0) }
            guard let state, try encoder.digest(of: state, store: store.name) == header.digest[store.name] else {
                undecodable.append(store.name)
                continue
            }
            entries.append((store, state))
        }
        guard undecodable.isEmpty else { throw TestGenerationError(.startsAtCheckpoint(stores: undecodable)) }
        let assignments = StateAssignments(spelling: spelling)
        var changes: [TestStep.Change] = []
        for (store, state) in entries {
            let statements = try assignments.statements(from: store.anyState, to: state, path: "")
            changes += statements.map { TestStep.Change(store: store.name, statement: $0) }
        }
        try dispatcher.restore(entries)
        return changes
    }

    /// Sends the record's action and describes what it changed.
    private func step(_ record: ActionLogRecord<Action>, dispatcher: Dispatcher<Action>) throws -> TestStep {
        let stores = dispatcher.stores
        let before = stores.map(\.anyState)
        dispatcher.send(record.action)
        let assignments = StateAssignments(spelling: spelling)
        var changes: [TestStep.Change] = []
        for (store, old) in zip(stores, before) {
            let statements = try assignments.statements(from: old, to: store.anyState, path: "")
            changes += statements.map { TestStep.Change(store: store.name, statement: $0) }
        }
        return TestStep(sequence: record.sequence, action: try actionExpression(record.action), changes: changes)
    }

    private func actionExpression(_ action: Action) throws -> SwiftExpression {
        if let actionSource { return .atom(try actionSource(action)) }
        return try spelling.expression(of: action, path: "action")
    }

}
