/// The times of a session in milliseconds since 1970, as the page and the Redux DevTools export
/// both give them: the header's creation time first, then each action's recorded time (an action
/// without a readable time keeps the time before it).
struct InspectorClock {
    /// The creation time, or nil when the header's is not a log time.
    let start: Int64?
    /// The latest time so far.
    private(set) var now: Int64

    init(created: String) {
        start = ActionLogTimestamp.milliseconds(parsing: created)
        now = start ?? 0
    }

    /// Moves to the time of an action; returns how far it moved, or nil when the action has no
    /// readable time.
    mutating func advance(to time: String?) -> Int64? {
        guard let time, let milliseconds = ActionLogTimestamp.milliseconds(parsing: time) else { return nil }
        defer { now = milliseconds }
        return milliseconds - now
    }
}
