/// A field of one store's state, as `STORE.PATH` names it: `search.query`,
/// `details.movie.title`, `search.pages[0].movies[2]`; the store's name alone is its whole state.
///
/// Dots go before object keys and brackets around array indices, as in ``StateDifference/path``.
/// The store is the longest of the log's store names that starts the text and is followed by a
/// dot, a bracket or nothing, so store names may hold dots themselves.
/// ```swift
/// let field = try StateFieldPath(parsing: "details.movie.title", stores: ["search", "details"])
/// // field.store == "details", field.segments == [.key("movie"), .key("title")]
/// ```
package struct StateFieldPath: Equatable, Sendable, CustomStringConvertible {
    /// One step into a state.
    package enum Segment: Equatable, Sendable {
        /// An object member.
        case key(String)
        /// An array element.
        case index(Int)
    }

    /// The store's name.
    package let store: String
    /// The path inside the store's state; empty for the whole state.
    package let segments: [Segment]

    /// Creates a path from its parts.
    /// - Parameters:
    ///   - store: the store's name.
    ///   - segments: the path inside its state.
    package init(store: String, segments: [Segment]) {
        self.store = store
        self.segments = segments
    }

    /// Parses `STORE.PATH` against the names of a log's stores.
    /// - Parameters:
    ///   - text: the field, e.g. `search.query`.
    ///   - stores: the log's store names (``ActionLogHeader/stores``).
    /// - Throws: ``ActionLogBlameError/unknownStore(_:stores:)`` or
    ///   ``ActionLogBlameError/badPath(_:)``.
    package init(parsing text: String, stores: [String]) throws(ActionLogBlameError) {
        let match = stores.filter { name in
            text == name || text.hasPrefix(name + ".") || text.hasPrefix(name + "[")
        }.max { $0.count < $1.count }
        guard let store = match else {
            let name = text.prefix { $0 != "." && $0 != "[" }
            throw .unknownStore(String(name), stores: stores)
        }
        self.store = store
        segments = try Self.segments(of: text.dropFirst(store.count), whole: text)
    }

    /// `search.pages[0].title`.
    package var description: String {
        var text = store
        for segment in segments {
            switch segment {
            case .key(let key): text += ".\(key)"
            case .index(let index): text += "[\(index)]"
            }
        }
        return text
    }

    /// The value at this path in a store's state, or nil when a step of it is absent.
    /// - Parameter state: the store's state.
    /// - Returns: the value, or nil.
    package func value(in state: ActionLogJSON) -> ActionLogJSON? {
        var value = state
        for segment in segments {
            switch (segment, value) {
            case (.key(let key), .object(let members)):
                guard let member = members[key] else { return nil }
                value = member
            case (.index(let index), .array(let elements)):
                guard index < elements.count else { return nil }
                value = elements[index]
            default: return nil
            }
        }
        return value
    }

    private static func segments(of rest: Substring, whole: String) throws(ActionLogBlameError) -> [Segment] {
        var segments: [Segment] = []
        var rest = rest
        while let first = rest.first {
            rest = rest.dropFirst()
            if first == "." {
                let key = rest.prefix { $0 != "." && $0 != "[" }
                guard !key.isEmpty else { throw .badPath(whole) }
                segments.append(.key(String(key)))
                rest = rest.dropFirst(key.count)
            } else {
                let digits = rest.prefix { $0 != "]" }
                guard digits.count < rest.count, digits.allSatisfy(\.isASCIIDigit), let index = Int(digits) else {
                    throw .badPath(whole)
                }
                segments.append(.index(index))
                rest = rest.dropFirst(digits.count + 1)
            }
        }
        return segments
    }
}

extension Character {
    fileprivate var isASCIIDigit: Bool { isASCII && isWholeNumber }
}
