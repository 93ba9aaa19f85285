/// The application that recorded a log, as written in the header's `"app"` object
/// (``ActionLogHeader/app``).
public struct ActionLogApp: Codable, Equatable, Sendable {
    /// The application's name, e.g. `"flux-movies"`.
    public var name: String
    /// The application's version, e.g. `"1.0.0"`; informational (replay does not check it).
    public var version: String

    /// Creates an application description.
    /// - Parameters:
    ///   - name: the application's name.
    ///   - version: the application's version.
    public init(name: String, version: String) {
        self.name = name
        self.version = version
    }
}
