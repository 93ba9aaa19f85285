/// Input an ``InspectorWriter`` cannot use: calls out of order, or a state or action that is
/// not JSON.
package struct InspectorError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong, e.g. `the state of store "search" after seq 3 is not JSON`.
    package let description: String

    /// Creates an error with its message.
    package init(_ description: String) {
        self.description = description
    }
}
