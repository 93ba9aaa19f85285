import Foundation

/// Spells values as Swift source, for the tests ``ActionLogTestGenerator`` writes:
/// `"love"`, `nil`, `[1, 2]`, `.loaded(PosterImage(url: "a", data: Data("b".utf8)))`.
///
/// It reads values with `Mirror`, so it needs no conformance:
/// - strings are quoted and escaped so that they read back exactly (control characters, quotes,
///   backslashes and invisible format characters such as bidirectional overrides are escaped);
/// - numbers and `Bool` as literals (`Double.nan` as `.nan`); `Date` and `Data` by an initializer;
/// - optionals as `nil` or their value; arrays, sets and dictionaries as literals (sets and
///   dictionaries sorted, so the text is the same on every run); tuples as tuples;
/// - enums as `.case(label: value)`, with the case's own labels;
/// - structs as `Type(field: value, ...)`: every stored property, in declaration order, which is
///   how Swift's memberwise initializer takes them. A struct whose initializer differs needs a
///   spelling of its own (``spell(_:as:)``), and so do classes and other library types.
///
/// A value it cannot spell is a ``TestGenerationError`` naming its type and where it is.
/// ```swift
/// var spelling = SwiftSpelling()
/// spelling.spell(URL.self) { "URL(filePath: \(SwiftSpelling.quoted($0.path)))" }
/// try spelling.source(of: ["a": 1])  // "[\"a\": 1]"
/// ```
public struct SwiftSpelling: Sendable {
    private var overrides: [ObjectIdentifier: @Sendable (Any) -> String?] = [:]

    /// A spelling with the rules above and no spelling of its own for any type.
    public init() {}

    /// Spells every value of `type` with `spelling` (its result is used as it is, on one line).
    ///
    /// A state field of that type is also assigned whole in a generated test, never field by
    /// field: give one for a struct whose stored properties cannot be assigned one by one.
    /// - Parameters:
    ///   - type: the type, matched exactly (not its subclasses).
    ///   - spelling: the Swift expression of a value.
    public mutating func spell<Value>(_ type: Value.Type, as spelling: @escaping @Sendable (Value) -> String) {
        overrides[ObjectIdentifier(type)] = { ($0 as? Value).map(spelling) }
    }

    /// Whether ``spell(_:as:)`` gave `value`'s type a spelling.
    func hasSpelling(for value: Any) -> Bool {
        overrides[ObjectIdentifier(type(of: value))] != nil
    }

    /// The Swift expression of `value`, on one line.
    /// - Parameter value: the value.
    /// - Returns: Swift source that, where the value's type is known from context, is equal to it.
    /// - Throws: ``TestGenerationError`` (``TestGenerationError/Kind/unspellable(type:path:reason:)``).
    public func source(of value: Any) throws -> String {
        try expression(of: value, path: "").flat
    }

    /// `text` as a Swift string literal that reads back as exactly `text`.
    /// - Parameter text: any string.
    /// - Returns: the quoted, escaped literal.
    public static func quoted(_ text: String) -> String {
        SwiftStringLiteral.quoted(text)
    }

    /// The expression of `value`; `path` names where it is, for errors.
    func expression(of value: Any, path: String) throws -> SwiftExpression {
        if let override = overrides[ObjectIdentifier(type(of: value))], let text = override(value) {
            return .atom(text)
        }
        if let literal = Self.literal(value) { return literal }
        let mirror = Mirror(reflecting: value)
        switch mirror.displayStyle {
        case .optional:
            guard let wrapped = mirror.children.first else { return .atom("nil") }
            return try expression(of: wrapped.value, path: path)
        case .collection:
            return .call(prefix: "", open: "[", arguments: try elements(mirror, path: path), close: "]")
        case .set:
            let members = try elements(mirror, path: path).sorted { $0.flat < $1.flat }
            return .call(prefix: "", open: "[", arguments: members, close: "]")
        case .dictionary:
            return try dictionary(mirror, path: path)
        case .tuple:
            return .call(prefix: "", open: "(", arguments: try fields(mirror, path: path), close: ")")
        case .enum:
            return try enumCase(value, mirror, path: path)
        case .struct:
            return .call(
                prefix: try Self.typeName(value, path: path), open: "(", arguments: try fields(mirror, path: path),
                close: ")")
        default:
            throw unspellable(value, path: path, "a class or a type Mirror cannot take apart")
        }
    }

    private func elements(_ mirror: Mirror, path: String) throws -> [SwiftExpression.Argument] {
        try mirror.children.enumerated().map { index, child in
            SwiftExpression.Argument(label: nil, value: try expression(of: child.value, path: path + "[\(index)]"))
        }
    }

    private func dictionary(_ mirror: Mirror, path: String) throws -> SwiftExpression {
        var entries: [SwiftExpression.Argument] = []
        for child in mirror.children {
            let pair = Array(Mirror(reflecting: child.value).children)
            guard pair.count == 2 else { continue }
            let key = try expression(of: pair[0].value, path: path).flat
            entries.append(.init(label: key, value: try expression(of: pair[1].value, path: path + "[\(key)]")))
        }
        guard !entries.isEmpty else { return .atom("[:]") }
        return .call(prefix: "", open: "[", arguments: entries.sorted { $0.flat < $1.flat }, close: "]")
    }

    private func fields(_ mirror: Mirror, path: String) throws -> [SwiftExpression.Argument] {
        try mirror.children.map { child in
            let label = child.label.flatMap { $0.hasPrefix(".") ? nil : $0 }
            if let label, label.hasPrefix("_") || label.hasPrefix("$") {
                throw TestGenerationError(
                    .unspellable(
                        type: "\(type(of: child.value))", path: path,
                        reason: "its stored property \(label) is not an initializer's argument"))
            }
            return .init(label: label, value: try expression(of: child.value, path: path + "." + (label ?? "0")))
        }
    }

    private func enumCase(_ value: Any, _ mirror: Mirror, path: String) throws -> SwiftExpression {
        guard let payload = mirror.children.first, let name = payload.label else {
            guard !(value is CustomStringConvertible || value is CustomDebugStringConvertible) else {
                throw unspellable(value, path: path, "its description hides the case's name")
            }
            return .atom("." + String(describing: value))
        }
        let payloadMirror = Mirror(reflecting: payload.value)
        let arguments =
            payloadMirror.displayStyle == .tuple
            ? try fields(payloadMirror, path: path)
            : [.init(label: nil, value: try expression(of: payload.value, path: path))]
        return .call(prefix: "." + name, open: "(", arguments: arguments, close: ")")
    }

    private func unspellable(_ value: Any, path: String, _ reason: String) -> TestGenerationError {
        TestGenerationError(.unspellable(type: String(reflecting: type(of: value)), path: path, reason: reason))
    }
}
