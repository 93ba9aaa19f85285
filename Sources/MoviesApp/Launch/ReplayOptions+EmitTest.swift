extension ReplayOptions {
    /// The test file `--emit-test FILE.swift [--name NAME]` writes.
    package struct EmitTest: Equatable, Sendable {
        /// The file, ending in `.swift`.
        package var path: String
        /// The test suite's name: `--name`, else the file's name without `.swift`.
        package var name: String

        /// Creates the emitted test of `path` named `name`, else after the file: `t/BugTests.swift`
        /// is `BugTests` (the name is not checked: ``isSuiteName(_:)``).
        package init(path: String, name: String? = nil) {
            self.path = path
            let fileName = path.split(separator: "/").last.map(String.init) ?? path
            self.name = name ?? (fileName.hasSuffix(".swift") ? String(fileName.dropLast(".swift".count)) : fileName)
        }

        /// Whether `name` can name the test suite: an ASCII capital letter, then ASCII letters,
        /// digits and `_` (`BugTests`); the names Swift Testing and Swift take are refused.
        package static func isSuiteName(_ name: String) -> Bool {
            guard let first = name.unicodeScalars.first, ("A"..."Z").contains(first) else { return false }
            let isWordCharacter = { (scalar: Unicode.Scalar) in
                scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
                    || ("0"..."9").contains(scalar)
            }
            return name.unicodeScalars.allSatisfy(isWordCharacter)
                && !["Any", "Self", "Type", "Protocol", "Test", "Suite"].contains(name)
        }
    }
}
