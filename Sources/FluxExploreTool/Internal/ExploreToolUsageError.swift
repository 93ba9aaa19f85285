/// A wrong command line: what is wrong, in one line that names the argument.
struct ExploreToolUsageError: Error, Equatable {
    /// What is wrong.
    let message: String

    init(_ message: String) {
        self.message = message
    }
}
