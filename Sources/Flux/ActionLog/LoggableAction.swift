/// An action that can be written to and read back from an action log.
///
/// Encode every case as one JSON object whose `"type"` key holds a stable, human-readable name
/// (it must never change once logs exist) and whose other keys are the case's fields:
///
/// ```json
/// {"type": "search.submitted", "query": "love"}
/// ```
///
/// Swift's synthesized enum coding is not stable enough for logs (it follows case and label
/// names); write `init(from:)` and `encode(to:)` by hand, keyed by `type`.
public protocol LoggableAction: Codable, Sendable {
    /// Every `"type"` name this action can take; a log line with another type is rejected as
    /// an unknown action type.
    static var loggedTypeNames: Set<String> { get }
}
