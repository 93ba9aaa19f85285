/// What a ``Dispatcher`` found when one `send` did not empty its queue: the likely send loop.
public struct SendLoopReport: Sendable, Equatable, CustomStringConvertible {
    /// How many queued actions were processed before the dispatcher stopped.
    public let processedCount: Int
    /// How many queued actions were dropped.
    public let droppedCount: Int
    /// The dropped actions' types (enum case paths such as `search.submitted`) with how many of
    /// each were queued, most frequent first.
    public let repeatingTypes: [TypeCount]

    /// An action type and how many actions of it were still queued.
    public struct TypeCount: Sendable, Equatable {
        /// The action's type, e.g. `add` or `search.submitted`.
        public let type: String
        /// How many queued actions had it.
        public let count: Int

        /// Creates a type count (to compare reports with in tests).
        public init(type: String, count: Int) {
            self.type = type
            self.count = count
        }
    }

    init(processed: Int, pending: [String]) {
        processedCount = processed
        droppedCount = pending.count
        var counts: [String: Int] = [:]
        for name in pending { counts[name, default: 0] += 1 }
        repeatingTypes = counts.map { TypeCount(type: $0.key, count: $0.value) }
            .sorted { $0.count != $1.count ? $0.count > $1.count : $0.type < $1.type }
    }

    /// One paragraph: what happened, the repeating types, and where to look.
    public var description: String {
        let types = repeatingTypes.prefix(5).map { "\($0.type) (\($0.count))" }.joined(separator: ", ")
        return "Flux: one send processed \(processedCount) queued actions and the queue was still not empty, "
            + "so \(droppedCount) queued actions were dropped. Repeating action types: \(types). "
            + "A middleware, observer or subscriber sends an action for every action it sees; "
            + "send only when something changed (see SendLoopGuard.maximumActionsPerSend)."
    }

    /// The name of an action's type: its enum case path (`search.submitted`), else its type.
    static func typeName(_ action: some Any) -> String {
        let mirror = Mirror(reflecting: action)
        guard mirror.displayStyle == .enum else { return "\(type(of: action))" }
        guard let payload = mirror.children.first, let label = payload.label else { return "\(action)" }
        if Mirror(reflecting: payload.value).displayStyle == .enum { return label + "." + typeName(payload.value) }
        return label
    }
}
