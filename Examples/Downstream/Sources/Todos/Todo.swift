/// One to-do.
public struct Todo: Sendable, Equatable, Codable {
    /// Unique within its list.
    public var id: Int
    /// What to do.
    public var title: String
    /// Whether it is done.
    public var isDone: Bool

    /// Creates a to-do.
    public init(id: Int, title: String, isDone: Bool = false) {
        self.id = id
        self.title = title
        self.isDone = isDone
    }
}
