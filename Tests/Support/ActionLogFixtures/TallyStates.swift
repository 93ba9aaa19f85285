/// The counter store's state.
public struct CounterState: Codable, Equatable, Sendable {
    public var value = 0
    public var adds = 0
    public var pending: [Int] = []

    public init(value: Int = 0, adds: Int = 0, pending: [Int] = []) {
        self.value = value
        self.adds = adds
        self.pending = pending
    }
}

/// The notes store's state: the last three notes, how many there were, and the last tag.
public struct NotesState: Codable, Equatable, Sendable {
    public var recent: [String] = []
    public var count = 0
    public var tag: NoteTag?

    public init(recent: [String] = [], count: Int = 0, tag: NoteTag? = nil) {
        self.recent = recent
        self.count = count
        self.tag = tag
    }
}

/// A tag with an optional weight.
public struct NoteTag: Codable, Equatable, Sendable {
    public var name: String
    public var weight: Double?

    public init(name: String, weight: Double?) {
        self.name = name
        self.weight = weight
    }
}

/// The summary store's state, derived from the counter (it waits for it).
public struct SummaryState: Codable, Equatable, Sendable {
    public var parity = "even"
    public var peak = 0

    public init(parity: String = "even", peak: Int = 0) {
        self.parity = parity
        self.peak = peak
    }
}

/// A state that cannot be recorded (not Encodable).
public struct OpaqueState: Equatable, Sendable {
    public var value = 0
    public init() {}
}
