/// The counter store's state.
package struct CounterState: Codable, Equatable, Sendable {
    package var value = 0
    package var adds = 0
    package var pending: [Int] = []

    package init(value: Int = 0, adds: Int = 0, pending: [Int] = []) {
        self.value = value
        self.adds = adds
        self.pending = pending
    }
}

/// The notes store's state: the last three notes, how many there were, and the last tag.
package struct NotesState: Codable, Equatable, Sendable {
    package var recent: [String] = []
    package var count = 0
    package var tag: NoteTag?

    package init(recent: [String] = [], count: Int = 0, tag: NoteTag? = nil) {
        self.recent = recent
        self.count = count
        self.tag = tag
    }
}

/// A tag with an optional weight.
package struct NoteTag: Codable, Equatable, Sendable {
    package var name: String
    package var weight: Double?

    package init(name: String, weight: Double?) {
        self.name = name
        self.weight = weight
    }
}

/// The summary store's state, derived from the counter (it waits for it).
package struct SummaryState: Codable, Equatable, Sendable {
    package var parity = "even"
    package var peak = 0

    package init(parity: String = "even", peak: Int = 0) {
        self.parity = parity
        self.peak = peak
    }
}

/// A state that cannot be recorded (not Encodable).
package struct OpaqueState: Equatable, Sendable {
    package var value = 0
    package init() {}
}
