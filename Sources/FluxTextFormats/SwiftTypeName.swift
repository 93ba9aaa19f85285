/// A Swift type's name as the generated tests need one for their suite: what a name must be, and
/// the name a test file gives.
package enum SwiftTypeName {
    /// The names Swift or Swift Testing take for themselves: no suite may have one.
    package static let reserved: Set<String> = ["Any", "Self", "Type", "Protocol", "Test", "Suite"]

    /// Whether `text` can name a type: an ASCII capital letter, then ASCII letters, digits and
    /// `_` (`BugTests`), and not one of ``reserved``.
    package static func isValid(_ text: String) -> Bool {
        guard let first = text.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
        let isWordCharacter = { (scalar: Unicode.Scalar) in
            scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                || ("0"..."9").contains(scalar)
        }
        return text.unicodeScalars.allSatisfy(isWordCharacter) && !reserved.contains(text)
    }

    /// The name a test file gives its suite: the last component of `path` without `.swift`
    /// (`t/BugTests.swift`: `BugTests`), nil when it does not end in `.swift`. The name is not
    /// checked (``isValid(_:)``).
    package static func ofFile(_ path: String) -> String? {
        guard let file = path.split(separator: "/").last, file.hasSuffix(".swift") else { return nil }
        return String(file.dropLast(".swift".count))
    }
}
