/// Why ``ActionLogTestGenerator`` could not write a test.
public struct TestGenerationError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Equatable, Sendable {
        /// The test's name is not a Swift type name (`BugTests`): `name` as given.
        case badName(String)
        /// A value of `type` at `path` (a state field or an action) cannot be written as Swift.
        case unspellable(type: String, path: String, reason: String)
        /// The log's stores are not the dispatcher's (names in reduce order).
        case storesDiffer(log: [String], dispatcher: [String])
        /// The dispatcher has middleware: the states would include effects the test does not run.
        case dispatcherHasMiddleware
        /// The crashing action `sequence` is not in the log, whose last action is `last`.
        case crashBeyondLog(sequence: UInt64, last: UInt64)
        /// The log starts at a checkpoint (`ActionLogHeader.checkpoint`, an `ActionLogBlackBox`'s
        /// window) whose states of `stores` cannot be decoded back to the states recorded (their
        /// types are not `Decodable`, or decode to other values): the test cannot start from them.
        case startsAtCheckpoint(stores: [String])
    }

    /// What went wrong.
    public let kind: Kind

    /// Creates an error of `kind`.
    /// - Parameter kind: what went wrong.
    public init(_ kind: Kind) {
        self.kind = kind
    }

    /// One line that says what went wrong and how to fix it.
    public var description: String {
        switch kind {
        case .badName(let name):
            "\(SwiftSpelling.quoted(name)) is not a test name: use a Swift type name of ASCII letters, digits "
                + "and _ that starts with a capital letter (e.g. BugTests)"
        case .unspellable(let type, let path, let reason):
            "cannot write a value of type \(type) as Swift (at \(path.isEmpty ? "the top" : path)): \(reason); "
                + "give the generator's spelling one for it (SwiftSpelling.spell)"
        case .storesDiffer(let log, let dispatcher):
            "the log's stores \(log) are not the dispatcher's \(dispatcher)"
        case .dispatcherHasMiddleware:
            "the dispatcher has middleware: a generated test runs the reducers alone, so give one with stores only"
        case .crashBeyondLog(let sequence, let last):
            "the crashing action seq \(sequence) is not in the log (its last action is seq \(last))"
        case .startsAtCheckpoint(let stores):
            "the log starts at a checkpoint whose states of \(stores.joined(separator: ", ")) do not decode to "
                + "the states recorded: make those state types Codable with every field, or generate from a log "
                + "that starts at the app's start"
        }
    }
}
