/// The way between an app's action type and one feature's: embed a feature action in the app's,
/// extract it back.
///
/// A feature is written and tested on its own action type; a scope composes it into the app.
/// ``Store/init(name:initialState:waitFor:invariants:scope:reducer:)`` gives a store of the app's
/// dispatcher a reducer of the feature's actions, and ``Dispatcher/scope(_:)`` gives the
/// feature's middleware a dispatcher of its own action type. <doc:ComposingFeatures> walks
/// through it.
///
/// ```swift
/// extension ActionScope where Parent == AppAction, Child == TodoAction {
///     static let todo = ActionScope(embed: AppAction.todo) { action in
///         if case .todo(let todo) = action { todo } else { nil }
///     }
/// }
/// ```
///
/// Misuse: `extract(embed(x))` must give `x` back, and `extract` must return nil for every
/// action `embed` does not make; otherwise a feature sees actions that are not its own, or misses
/// its own.
public struct ActionScope<Parent: Sendable, Child: Sendable>: Sendable {
    /// Makes the app's action for a feature action.
    public let embed: @Sendable (Child) -> Parent
    /// The feature action inside an app action, or nil when the action belongs to something else.
    public let extract: @Sendable (Parent) -> Child?

    /// Creates a scope from its two directions.
    /// - Parameters:
    ///   - embed: makes the app's action for a feature action (often an enum case: `AppAction.todo`).
    ///   - extract: the feature action inside an app action, or nil.
    public init(embed: @escaping @Sendable (Child) -> Parent, extract: @escaping @Sendable (Parent) -> Child?) {
        self.embed = embed
        self.extract = extract
    }

    /// A scope into a feature of this scope's feature: `app.appending(feature)` goes from the
    /// app's actions to the inner feature's in one step.
    /// - Parameter inner: the scope from this scope's `Child` to a feature of it.
    /// - Returns: the scope from `Parent` to the inner feature's actions.
    public func appending<Grandchild>(_ inner: ActionScope<Child, Grandchild>) -> ActionScope<Parent, Grandchild> {
        let outer = self
        return ActionScope<Parent, Grandchild>(
            embed: { outer.embed(inner.embed($0)) },
            extract: { outer.extract($0).flatMap(inner.extract) })
    }
}
