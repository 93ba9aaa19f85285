/// Input an ``InspectorWriter`` cannot use: calls out of order, or a state or action that is
/// not JSON.
public struct InspectorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong, e.g. `the state of store "search" after seq 3 is not JSON`.
    public let description: String

    /// Creates an error with its message.
    public init(_ description: String) {
        self.description = description
    }
}
