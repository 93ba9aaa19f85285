/// An action that can be written to and read back from an action log.
///
/// <doc:RecordingAndReplaying> shows both ways to conform.
///
/// **The `Codable` Swift synthesizes (first choice).** Declare the conformance and write
/// nothing else; nested enums are fine:
///
/// ```swift
/// enum AppAction: LoggableAction, Equatable {
///     case search(SearchAction)
///     case todo(TodoAction)
/// }
/// enum SearchAction: Codable, Equatable, Sendable {
///     case submitted(query: String)
/// }
/// ```
///
/// The recorder writes each action as Swift encodes it, with a `"type"` member added first that
/// names its case path (`search.submitted` for `.search(.submitted(query:))`), which the log,
/// the inspector and the Redux DevTools export show:
///
/// ```json
/// {"type":"search.submitted","search":{"_0":{"submitted":{"query":"love"}}}}
/// ```
///
/// Synthesized decoding reads only the case keys, so the line decodes as it is. The names follow
/// the case and label names: renaming a case or a label makes older logs unreadable (the reader
/// reports an unknown action type or a missing field). A top-level case named `type` is written
/// without the added member (its key is taken); its name is still derived when reading.
///
/// **Hand-written coding (a flat, stable format).** Encode every case as one JSON object whose
/// `"type"` key holds a stable name and whose other keys are the case's fields, and list the
/// names in ``loggedTypeNames``:
///
/// ```json
/// {"type": "search.submitted", "query": "love"}
/// ```
///
/// (the recorder writes keys sorted: `{"query":"love","type":"search.submitted"}`). Throw from
/// `init(from:)` for a type you do not know. A reader reports a line whose type is not in
/// ``loggedTypeNames`` as an unknown action type, and a missing field by its path
/// (`action.query`), so decode fields with `decode(_:forKey:)`, not with defaults.
///
/// Either way, the recorder checks the first action of every type name reads back as it was
/// written, and stops with ``ActionLogError/Kind/actionDoesNotRoundTrip(type:json:problem:)``
/// when it does not.
///
/// Misuse: encoding something that is not an action's own data (a closure's result, a
/// timestamp read in `encode(to:)`) makes replays differ from the recording.
public protocol LoggableAction: Codable, Sendable {
    /// Every `"type"` name this action can take; a log line with another type, or with none, is
    /// rejected as an unknown action type or a missing `action.type`. Make it a stored
    /// `static let`: readers read it once per log.
    ///
    /// Empty (the default) means no list: a line is accepted whatever its type, if the action's
    /// decoder accepts it. Keep the default with synthesized coding.
    static var loggedTypeNames: Set<String> { get }
}

extension LoggableAction {
    /// No list of type names: any action the decoder accepts is read (see
    /// ``LoggableAction/loggedTypeNames``).
    public static var loggedTypeNames: Set<String> { [] }
}
