import Flux
import FluxTesting
import TestSupport

/// The actions of the test fixture (nothing domain-specific: FluxTesting knows no app).
enum FixtureAction: Equatable, Sendable {
    case increment
    case setName(String)
    case noop
    /// Stopped by middleware before any store reduces it.
    case blocked
    /// Middleware answers synchronously with `.pong`.
    case ping
    case pong
    /// Starts effect "load": `fetch(id)`, then `.loaded` (or `.loadFailed`).
    case load(id: Int)
    case loaded(id: Int, value: String)
    case loadFailed(String)
    /// Starts effect "wait": `wait()`, then `.waited`.
    case wait
    case waited
    case cancelWait
}

struct CounterState: Equatable, Sendable {
    var count = 0
    var name = ""
    var items: [String] = []
}

struct LogState: Equatable, Sendable {
    var entries: [String] = []
}

/// The fixture's dependencies, injected by each test.
struct FixtureDependencies: Sendable {
    var fetch: @Sendable (Int) async throws -> String = { _ in "value" }
    var wait: @Sendable () async -> Void = {}
    var save: @Sendable (String) async -> Void = { _ in }
    var audit: @Sendable (String) -> Bool = { _ in true }
}

/// Two stores (log waits for counter), middleware with synchronous follow-ups, stopping and effects.
@MainActor
struct Fixture {
    let dispatcher = Dispatcher<FixtureAction>()
    let counter = Store<CounterState, FixtureAction>(name: "counter", initialState: CounterState()) { state, action in
        switch action {
        case .increment: state.count += 1
        case .setName(let name): state.name = name
        case .pong: state.count += 10
        case .loaded(_, let value): state.items.append(value)
        default: break
        }
    }
    let log: Store<LogState, FixtureAction>

    init(_ dependencies: FixtureDependencies = FixtureDependencies()) {
        log = Store(name: "log", initialState: LogState(), waitFor: [counter]) { state, action in
            if case .setName(let name) = action { state.entries.append("name: \(name)") }
            if case .loadFailed(let message) = action { state.entries.append("failed: \(message)") }
        }
        do {
            try dispatcher.register(counter, log)
        } catch {
            preconditionFailure("fixture stores register: \(error)")
        }
        dispatcher.addMiddleware(FixtureMiddleware(dependencies: dependencies))
    }

    /// A test store over this fixture that collects failures instead of recording issues. Its
    /// waits are hang guards (``hangGuard``); a test of a timeout passes its own.
    func testStore(
        _ failures: FailureLog, exhaustivity: Exhaustivity = .on, unimplemented: Unimplemented? = nil
    ) -> TestStore<FixtureAction> {
        TestStore(
            dispatcher: dispatcher, exhaustivity: exhaustivity, timeout: hangGuard, unimplemented: unimplemented,
            reporter: failures.reporter)
    }
}

extension Fixture {
    /// A test store after `load(id: 1)` and the `loaded` it brings were asserted: the save that
    /// `loaded` starts is still in flight, waiting on `gate`, and will send nothing.
    static func savingAfterLoad(_ failures: FailureLog, gate: Gate) async -> TestStore<FixtureAction> {
        let fixture = Fixture(FixtureDependencies(fetch: { _ in "x" }, save: { _ in await gate.wait() }))
        let store = fixture.testStore(failures)
        store.send(.load(id: 1))
        await store.receive(.loaded(id: 1, value: "x")) { $0[fixture.counter].items = ["x"] }
        return store
    }
}

/// The fixture's middleware.
struct FixtureMiddleware: Middleware {
    let dependencies: FixtureDependencies

    func before(_ action: FixtureAction, dispatcher: Dispatcher<FixtureAction>) -> MiddlewareDecision<FixtureAction> {
        if case .setName(let name) = action, !dependencies.audit(name) { return .stop }
        return action == .blocked ? .stop : .proceed
    }

    func after(_ action: FixtureAction, dispatcher: Dispatcher<FixtureAction>) {
        switch action {
        case .ping:
            dispatcher.send(.pong)
        case .load(let id):
            dispatcher.effects.run(id: "load", cancelInFlight: true) { [fetch = dependencies.fetch] send in
                do {
                    await send(.loaded(id: id, value: try await fetch(id)))
                } catch {
                    await send(.loadFailed("\(error)"))
                }
            }
        case .loaded(_, let value):
            dispatcher.effects.run(id: "save") { [save = dependencies.save] _ in await save(value) }
        case .wait:
            dispatcher.effects.run { [wait = dependencies.wait] send in
                await wait()
                await send(.waited)
            }
        case .cancelWait:
            dispatcher.effects.cancelAll()
        default:
            break
        }
    }
}
