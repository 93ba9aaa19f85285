/// Describes any value on one line, spelled the way Swift code writes it, for failure messages.
///
/// - Strings are quoted: `"love"`; `nil` is `nil`; an optional's value is shown unwrapped.
/// - Your structs and classes show their type and fields: `CounterState(count: 1, isWaiting: false)`.
/// - Enums show the case and its associated values: `.incrementLater(delayMilliseconds: 50)`.
///   A payload-less case of an enum with a custom `description` shows that description instead
///   (Swift offers no other way to read the case name).
/// - Arrays `[1, 2]`; sets and dictionaries are sorted by their description, so the text is
///   the same on every run: `["a": 1, "b": 2]`, `[:]`.
/// - Values of types from the standard library and Foundation (numbers, `Date`, `URL`, `UUID`,
///   `Duration`, ranges...) show their `description`.
///
/// ```swift
/// ValueDescription.of(CounterAction.incrementLater(delayMilliseconds: 50))
/// // ".incrementLater(delayMilliseconds: 50)"
/// ```
package enum ValueDescription {
    /// Nesting deeper than this is shown as `…` (protects against reference cycles).
    static let maximumDepth = 32

    /// Returns the one-line description of `value`.
    /// - Parameter value: any value.
    /// - Returns: the description, on one line.
    package static func of(_ value: Any) -> String {
        describe(value, depth: 0)
    }

    static func describe(_ value: Any, depth: Int) -> String {
        guard depth < maximumDepth else { return "…" }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first else { return "nil" }
            return describe(wrapped.value, depth: depth)
        case .collection:
            return "[" + mirror.children.map { describe($0.value, depth: depth + 1) }.joined(separator: ", ") + "]"
        case .set:
            return "[" + mirror.children.map { describe($0.value, depth: depth + 1) }.sorted().joined(separator: ", ")
                + "]"
        case .dictionary:
            return describeDictionary(mirror, depth: depth)
        case .tuple:
            return "(" + describeFields(mirror, depth: depth) + ")"
        case .enum:
            return describeEnum(value, mirror, depth: depth)
        case .struct, .class:
            if isLibraryType(value) { return String(describing: value) }
            return "\(type(of: value))(" + describeFields(mirror, depth: depth) + ")"
        default:
            return describeLeaf(value)
        }
    }

    /// Whether the value's type comes from the standard library or Foundation, whose internal
    /// fields say nothing useful; such values are shown by their description.
    static func isLibraryType(_ value: Any) -> Bool {
        let typeName = String(reflecting: type(of: value))
        return ["Swift.", "Foundation", "Dispatch.", "_Concurrency."].contains { typeName.hasPrefix($0) }
    }

    /// The children of a struct, class (superclass fields first) or tuple, with their labels.
    static func fields(_ mirror: Mirror) -> [Mirror.Child] {
        var children: [Mirror.Child] = []
        if let superclass = mirror.superclassMirror { children += fields(superclass) }
        children += mirror.children
        return children
    }

    /// The case both values have, when they are values of one enum type, of the same case, with a
    /// payload (so that they differ only by it); nil otherwise.
    static func sharedCaseName(_ expected: Any, _ actual: Any) -> String? {
        let expectedMirror = Mirror(reflecting: expected)
        guard expectedMirror.displayStyle == .enum, !expectedMirror.children.isEmpty,
            ObjectIdentifier(type(of: expected)) == ObjectIdentifier(type(of: actual))
        else { return nil }
        let name = caseName(expected, expectedMirror)
        return name == caseName(actual, Mirror(reflecting: actual)) ? name : nil
    }

    /// The name of an enum value's case.
    static func caseName(_ value: Any, _ mirror: Mirror) -> String {
        if let payload = mirror.children.first, let label = payload.label { return label }
        if value is CustomStringConvertible || value is CustomDebugStringConvertible {
            return String(describing: value)
        }
        let reflected = String(reflecting: value)
        return reflected.split(separator: ".").last.map(String.init) ?? reflected
    }

    private static func describeFields(_ mirror: Mirror, depth: Int) -> String {
        fields(mirror).map { child in
            let text = describe(child.value, depth: depth + 1)
            guard let label = child.label, !label.hasPrefix(".") else { return text }
            return "\(label): \(text)"
        }.joined(separator: ", ")
    }

    private static func describeEnum(_ value: Any, _ mirror: Mirror, depth: Int) -> String {
        let name = caseName(value, mirror)
        guard let payload = mirror.children.first else {
            let custom = value is CustomStringConvertible || value is CustomDebugStringConvertible
            return custom ? name : "." + name
        }
        let payloadMirror = Mirror(reflecting: payload.value)
        if payloadMirror.displayStyle == .tuple {
            return ".\(name)(" + describeFields(payloadMirror, depth: depth) + ")"
        }
        return ".\(name)(" + describe(payload.value, depth: depth + 1) + ")"
    }

    private static func describeDictionary(_ mirror: Mirror, depth: Int) -> String {
        let pairs = mirror.children.compactMap { child -> (key: String, value: String)? in
            let pair = Array(Mirror(reflecting: child.value).children)
            guard pair.count == 2 else { return nil }
            return (describe(pair[0].value, depth: depth + 1), describe(pair[1].value, depth: depth + 1))
        }
        guard !pairs.isEmpty else { return "[:]" }
        return "[" + pairs.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }.joined(separator: ", ") + "]"
    }

    private static func describeLeaf(_ value: Any) -> String {
        switch value {
        case let string as String: return String(reflecting: string)
        case let substring as Substring: return String(reflecting: String(substring))
        case let character as Character: return String(reflecting: String(character))
        default: return String(describing: value)
        }
    }
}
