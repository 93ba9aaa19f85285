import FluxTextFormats

extension ReplayOptions {
    /// The test file `--emit-test FILE.swift [--name NAME]` writes.
    package struct EmitTest: Equatable, Sendable {
        /// The file, ending in `.swift`.
        package var path: String
        /// The test suite's name: `--name`, else the file's name without `.swift`.
        package var name: String

        /// Creates the emitted test of `path` named `name`, else after the file: `t/BugTests.swift`
        /// is `BugTests`, a path not ending in `.swift` names none (empty). The name is not checked
        /// (FluxTextFormats' `SwiftTypeName.isValid`).
        package init(path: String, name: String? = nil) {
            self.path = path
            self.name = name ?? SwiftTypeName.ofFile(path) ?? ""
        }
    }
}
