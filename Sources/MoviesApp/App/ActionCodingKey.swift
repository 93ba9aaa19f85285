/// The JSON keys of encoded actions: `type` plus every field name any action uses.
///
/// Names are part of the action-log format: never rename one once logs exist.
package enum ActionCodingKey: String, CodingKey, Sendable {
    /// The stable action type name, e.g. `"search.submitted"`.
    case type
    /// A search text.
    case query
    /// The request id (generation) a result belongs to.
    case request
    /// A movies page.
    case page
    /// A failure kind (`noConnection`, `unreachable`, `rejectedKey`, ..., `failed`).
    case kind
    /// A technical failure description (for logs).
    case detail
    /// A list of recent queries.
    case queries
    /// A 1-based position in a list.
    case index
    /// A poster URL.
    case url
    /// Poster bytes (base64 in JSON).
    case bytes
    /// An HTTP status (failure kinds `serverError`, `httpStatus`).
    case status
    /// A `HOST:PORT` (failure kind `unreachable`).
    case address
    /// A number of seconds (failure kind `timedOut`).
    case seconds
    /// What was wrong with an answer: `empty`, `notJSON`, `missingField`, `badField` (kind `unreadable`).
    case problem
    /// A JSON field path, e.g. `results[0].id` (problems `missingField`, `badField`).
    case field
    /// The search text typed so far at the prompt (`suggestions.typed`).
    case text
    /// Suggested titles, each `{"title": ..., "year": ...}` (`suggestions.titlesFound`).
    case titles
}
