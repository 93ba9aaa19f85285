import Flux

/// Replays a log and lists every action that changed one field of one store's state: which
/// action changed this field, for any app's log.
///
/// Only the field's store is encoded after each action (canonically, as digests are); its value
/// is compared only when the store's JSON changed. A change is an action after which the value
/// differs from the one before it, appearing or disappearing included. A truncated last line
/// ends the replay normally (``Summary/truncation``); any other problem is thrown.
/// ```swift
/// let blame = try ActionLogBlame<AppAction>(path: "session.jsonl") { AppCore().dispatcher }
/// let field = try StateFieldPath(parsing: "search.query", stores: blame.header.stores)
/// try blame.run(field) { change in print(change) }   // seq 1 search.submitted: before "", after "love"
/// ```
@MainActor
package final class ActionLogBlame<Action: LoggableAction> {
    /// What a run found.
    package struct Summary: Sendable {
        /// How far the replay went (its last sequence number) and whether the log's last line was cut.
        package let replay: ActionLogReplaySummary
        /// How many actions changed the field.
        package let changes: Int
        /// The field's value after the last action replayed; nil when absent.
        package let value: ActionLogJSON?
    }

    private let replayer: ActionLogReplayer<Action>
    private let encoder = CanonicalStateEncoder()

    /// Opens a log and builds the replay dispatcher.
    /// - Parameters:
    ///   - path: the log file.
    ///   - verify: check the recorded digests as the replay goes (a divergence is thrown).
    ///   - makeDispatcher: builds a dispatcher with fresh stores registered and nothing else.
    /// - Throws: what ``ActionLogReplayer/init(path:verify:makeDispatcher:)`` throws.
    package init(path: String, verify: Bool = false, makeDispatcher: () throws -> Dispatcher<Action>) throws {
        replayer = try ActionLogReplayer(path: path, verify: verify, makeDispatcher: makeDispatcher)
    }

    /// The log's header.
    package var header: ActionLogHeader { replayer.header }

    /// Replays the log (up to `until`, inclusive, or to its end), calling `onChange` for each
    /// action that changed `field`.
    /// - Parameters:
    ///   - field: the field to follow.
    ///   - until: the last sequence number to replay; nil for all.
    ///   - onChange: called with each change, in sequence order.
    /// - Returns: how far the replay went and what it found.
    /// - Throws: ``ActionLogBlameError/unknownStore(_:stores:)`` when the replay has no such store,
    ///   ``ActionLogBlameError/unknownField(_:parent:fields:)`` when no state replayed had the field
    ///   (after the replay), ``ActionLogError`` for a bad line or a divergence, or what `onChange`
    ///   throws.
    @discardableResult
    package func run(
        _ field: StateFieldPath, until: UInt64? = nil, onChange: (ActionLogBlameChange) throws -> Void
    ) throws -> Summary {
        let stores = replayer.dispatcher.stores
        guard let store = stores.first(where: { $0.name == field.store }) else {
            throw ActionLogBlameError.unknownStore(field.store, stores: stores.map(\.name))
        }
        var bytes = try encode(store, line: 1)
        let initial = try tree(bytes, store: store.name, line: 1)
        var last = initial
        var value = field.value(in: initial)
        var present = value != nil
        var changes = 0
        let replay = try replayer.run(until: until) { record in
            let next = try encode(store, line: record.line)
            guard next != bytes else { return }
            bytes = next
            last = try tree(next, store: store.name, line: record.line)
            let newValue = field.value(in: last)
            guard newValue != value else { return }
            let encoded = try? LoggedActionEncoder().encode(record.action)
            let type = encoded?.typeName ?? "?"
            let notation = encoded.flatMap { try? ActionLogJSON(parsing: $0.json) }.map { ActionNotation.text(of: $0) }
            try onChange(
                ActionLogBlameChange(
                    sequence: record.sequence, type: type, notation: notation, before: value, after: newValue))
            changes += 1
            value = newValue
            present = true
        }
        if !present { throw Self.unknownField(field, states: [initial, last]) }
        return Summary(replay: replay, changes: changes, value: value)
    }

    private func encode(_ store: AnyStore<Action>, line: Int) throws -> [UInt8] {
        do {
            return try encoder.encode(store)
        } catch let error as StateEncodingError {
            throw ActionLogError(file: replayer.reader.path, line: line, kind: .stateEncoding(error))
        }
    }

    private func tree(_ bytes: [UInt8], store: String, line: Int) throws -> ActionLogJSON {
        do {
            return try ActionLogJSON(parsing: bytes)
        } catch {
            let reason = StateEncodingError.encodingFailed(store: store, reason: "\(error)")
            throw ActionLogError(file: replayer.reader.path, line: line, kind: .stateEncoding(reason))
        }
    }

    /// The error for a field no state had: the deepest part of its path one of `states` has, and
    /// that part's fields.
    static func unknownField(_ field: StateFieldPath, states: [ActionLogJSON]) -> ActionLogBlameError {
        var depth = field.segments.count - 1
        var parents: [ActionLogJSON] = []
        while depth >= 0 {
            let prefix = StateFieldPath(store: field.store, segments: Array(field.segments.prefix(depth)))
            parents = states.compactMap { prefix.value(in: $0) }
            if !parents.isEmpty { break }
            depth -= 1
        }
        let parent = StateFieldPath(store: field.store, segments: Array(field.segments.prefix(max(depth, 0))))
        var fields = Set<String>()
        var count = 0
        for value in parents {
            switch value {
            case .object(let members): fields.formUnion(members.keys)
            case .array(let elements): count = max(count, elements.count)
            default: break
            }
        }
        let names = fields.sorted() + (count > 0 ? ["[0]...[\(count - 1)]"] : [])
        return .unknownField(field.description, parent: parent.description, fields: names)
    }
}
