/// One to-do of the FluxActionLog articles' example.
struct TodoItem: Codable, Equatable, Sendable {
    var title: String
    var done = false
}
