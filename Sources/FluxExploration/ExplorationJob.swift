/// Which effect an effect job belongs to, named by what started it: a user action, and the
/// effects between.
///
/// `path` is the number of the user action whose dispatch started the first effect of the chain
/// (1 for a sequence's first user action; 0 for what the app started before any), then, for
/// each effect along the chain, its number among the effects started by the same cause. So
/// `2.1` is the first effect that user action 2 started, and `2.1.1` an effect started while a
/// job of `2.1` ran. A replay with fewer user actions runs the same effect's work, and its
/// drawn numbers, where an index among the ready jobs would name another effect.
public struct ExplorationJob: Hashable, Sendable, CustomStringConvertible {
    /// The user action's number, then the effects' numbers.
    public var path: [Int]

    /// A job of the effect at `path`.
    public init(path: [Int]) {
        self.path = path
    }

    /// `2.1`.
    public var description: String { path.map(String.init).joined(separator: ".") }

    /// The same effect with its user action renumbered by `number` (nil when that action is gone).
    func renumbered(_ number: (Int) -> Int?) -> ExplorationJob? {
        guard let first = path.first else { return self }
        if first == 0 { return self }
        return number(first).map { ExplorationJob(path: [$0] + path.dropFirst()) }
    }
}
