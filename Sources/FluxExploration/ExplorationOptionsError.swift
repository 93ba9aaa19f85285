/// An ``ExplorationOptions`` value the explorer cannot explore with: which option, its value,
/// and what it must be.
///
/// ``Explorer/explore(seed:savedFirst:willRun:)`` and the explorer's other entry points throw it
/// before they make an app, so an exploration never passes having explored nothing (a
/// `sendWeight` of 0 sends no user action) and a bad value never traps.
public struct ExplorationOptionsError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The option's name, e.g. `sequences`.
    public let option: String
    /// Its value as given, e.g. `0`.
    public let value: String
    /// What it must be, e.g. `at least 1`.
    public let requirement: String

    /// `ExplorationOptions.sequences is 0: it must be at least 1`.
    public var description: String {
        "ExplorationOptions.\(option) is \(value): it must be \(requirement)"
    }
}
