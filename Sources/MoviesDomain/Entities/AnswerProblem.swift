/// What is wrong with an answer that could not be read, in the source's own field names.
package enum AnswerProblem: Equatable, Sendable {
    /// The answer had no body.
    case empty
    /// The body is not JSON (or not the object expected).
    case notJSON
    /// A required field is absent or null; `path` is its JSON path, e.g. `results[0].id`.
    case missingField(path: String)
    /// A field has a value of the wrong kind; `path` is its JSON path, e.g. `page`.
    case badField(path: String)
}
