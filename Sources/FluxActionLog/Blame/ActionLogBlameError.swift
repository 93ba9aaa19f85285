/// Why a field cannot be blamed: it does not name a store of the log, it is not a path, or no
/// state of the log has it.
package enum ActionLogBlameError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The text does not start with one of the log's store names; the second value lists them.
    case unknownStore(String, stores: [String])
    /// The text after the store's name is not a path (`.key` and `[index]` steps).
    case badPath(String)
    /// No state of the replay had the field; `parent` is the deepest part of its path the first or
    /// the last state had, and `fields` that object's members there (for an array, its indices'
    /// range as `[0]...[N]`).
    case unknownField(String, parent: String, fields: [String])

    /// One line, e.g. `no store "serch"; the log's stores are search, details`.
    package var description: String {
        switch self {
        case .unknownStore(let name, let stores):
            "no store \"\(name)\"; the log's stores are \(stores.joined(separator: ", "))"
        case .badPath(let text):
            "\"\(text)\" is not a field path (STORE.KEY.KEY[INDEX]...)"
        case .unknownField(let field, let parent, let fields):
            fields.isEmpty
                ? "no state of the log has \(field); \(parent) has no fields"
                : "no state of the log has \(field); the fields of \(parent) are \(fields.joined(separator: ", "))"
        }
    }
}
