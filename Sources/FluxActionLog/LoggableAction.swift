/// An action that can be written to and read back from an action log.
///
/// <doc:RecordingAndReplaying> shows a complete conformance.
///
/// Encode every case as one JSON object whose `"type"` key holds a stable, human-readable name
/// (it must never change once logs exist) and whose other keys are the case's fields:
///
/// ```json
/// {"type": "search.submitted", "query": "love"}
/// ```
///
/// (the recorder writes keys sorted: `{"query":"love","type":"search.submitted"}`).
///
/// Swift's synthesized enum coding is not stable enough for logs (it follows case and label
/// names); write `init(from:)` and `encode(to:)` by hand, keyed by `type`, and throw from
/// `init(from:)` for a type you do not know. A reader reports a line whose type is not in
/// ``loggedTypeNames`` as an unknown action type, and a missing field by its path
/// (`action.query`), so decode fields with `decode(_:forKey:)`, not with defaults.
///
/// Misuse: encoding something that is not an action's own data (a closure's result, a
/// timestamp read in `encode(to:)`) makes replays differ from the recording.
public protocol LoggableAction: Codable, Sendable {
    /// Every `"type"` name this action can take; a log line with another type is rejected as
    /// an unknown action type. Make it a stored `static let`: readers read it once per log.
    static var loggedTypeNames: Set<String> { get }
}
