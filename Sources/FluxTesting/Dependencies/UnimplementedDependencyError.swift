/// Thrown by a double of ``Unimplemented`` when it is called.
public struct UnimplementedDependencyError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The dependency's name, as given to ``Unimplemented``.
    public let name: String

    /// Creates the error for the dependency `name`.
    /// - Parameter name: the dependency's name.
    public init(name: String) {
        self.name = name
    }

    /// `unimplemented dependency 'name' was called`.
    public var description: String { "unimplemented dependency '\(name)' was called" }
}
