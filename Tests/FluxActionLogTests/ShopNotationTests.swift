import ActionLogFixtures
import Flux
import Foundation
import TestSupport
import Testing

@testable import FluxActionLog

/// A synthesized-`Codable` action with nested cases reads `cart.add(productID: "p1", quantity: 2)`
/// in the page's timeline (the page's own logic, run by Node), in the DevTools export and in a
/// blame's ``ActionLogBlameChange/notation``; the log keeps the JSON.
@MainActor @Suite struct ShopNotationTests {
    enum Shop: LoggableAction, Equatable {
        case cart(Cart)
        case checkout

        enum Cart: Codable, Equatable, Sendable {
            case add(productID: String, quantity: Int)
            case remove(String)
        }
    }

    struct ShopState: Codable, Equatable, Sendable {
        var items: [String: Int] = [:]
        var done = false
    }

    static let actions: [Shop] = [.cart(.add(productID: "p1", quantity: 2)), .cart(.remove("p1")), .checkout]
    static let notations = [#"cart.add(productID: "p1", quantity: 2)"#, #"cart.remove("p1")"#, "checkout"]

    static func dispatcher() throws -> Dispatcher<Shop> {
        let store = Store<ShopState, Shop>(name: "shop", initialState: ShopState()) { state, action in
            switch action {
            case .cart(.add(let id, let quantity)): state.items[id, default: 0] += quantity
            case .cart(.remove(let id)): state.items[id] = nil
            case .checkout: state.done = true
            }
        }
        let dispatcher = Dispatcher<Shop>()
        try dispatcher.register(store)
        return dispatcher
    }

    /// Records ``actions`` into `path`.
    static func record(to path: String) throws {
        let dispatcher = try dispatcher()
        let options = ActionLogRecorder<Shop>.Options(
            force: false, digestEvery: 0, snapshots: false, timestamps: false, clock: LogFixture.clock)
        let recorder = try ActionLogRecorder(path: path, dispatcher: dispatcher, app: LogFixture.app, options: options)
        for action in actions { dispatcher.send(action) }
        recorder.close()
    }

    @Test func theLogKeepsTheSynthesizedJSON() throws {
        let encoded = try LoggedActionEncoder().encode(Shop.cart(.add(productID: "p1", quantity: 2)))
        #expect(
            try ActionLogJSON(parsing: encoded.json)
                == ActionLogJSON(
                    parsing: Array(#"{"type":"cart.add","cart":{"_0":{"add":{"productID":"p1","quantity":2}}}}"#.utf8)))
    }

    @Test func theExportAddsTheNotationBesideEachAction() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.jsonl")
        try Self.record(to: path)
        var bytes: [UInt8] = []
        let export = ReduxDevToolsExport { bytes += $0 }
        _ = try ActionLogInspection<Shop>(path: path) { try Self.dispatcher() }.run(into: [export])

        let lifted = try ActionLogJSON(parsing: bytes)
        guard case .object(let actions)? = lifted["actionsById"] else {
            Issue.record("no actionsById")
            return
        }
        #expect((1...3).map { actions[String($0)]?["notation"] } == Self.notations.map { .string($0) })
        #expect(actions["1"]?["action"]?["type"] == .string("cart.add"))
        #expect(actions["0"]?["notation"] == nil)
    }

    @Test(.enabled(if: ContinuousIntegration.requires(PageLogic.available), "needs node on the PATH"))
    func thePagesTimelineShowsTheNotation() async throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.jsonl")
        try Self.record(to: path)
        var bytes: [UInt8] = []
        let page = InspectorPage { bytes += $0 }
        _ = try ActionLogInspection<Shop>(path: path) { try Self.dispatcher() }.run(into: [page])

        #expect(try await PageLogic.notations(ofPage: String(decoding: bytes, as: UTF8.self)) == Self.notations)
    }

    @Test func aBlameChangeCarriesTheNotationAndPrintsTheType() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("shop.jsonl")
        try Self.record(to: path)
        let blame = try ActionLogBlame<Shop>(path: path) { try Self.dispatcher() }
        var changes: [ActionLogBlameChange] = []
        try blame.run(try StateFieldPath(parsing: "shop.items.p1", stores: blame.header.stores)) { changes.append($0) }

        #expect(changes.map(\.notation) == Array(Self.notations.prefix(2)))
        #expect(
            changes.map(\.description) == [
                "seq 1 cart.add: before (absent), after 2", "seq 2 cart.remove: before 2, after (absent)",
            ])
    }
}
