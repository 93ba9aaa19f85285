/// The `summary` store's state, derived from the to-dos (the store waits for `todos`).
struct TodoSummary: Codable, Equatable, Sendable {
    var open = 0
    var done = 0
}
