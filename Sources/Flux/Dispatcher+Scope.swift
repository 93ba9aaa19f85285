extension Dispatcher {
    /// A dispatcher of a feature's own actions that forwards to this one: for a feature's
    /// middleware and effects.
    ///
    /// The scoped dispatcher has no stores (register the feature's stores here, with
    /// ``Store/init(name:initialState:waitFor:invariants:scope:reducer:)``). Everything else goes to this
    /// dispatcher, through `scope`:
    /// - ``send(_:)`` sends the embedded action;
    /// - middleware added to it is called for the feature's actions only, and a replacement it
    ///   chooses is embedded;
    /// - effects run here; their ``Send`` embeds what they send. Effect ids are shared with this
    ///   dispatcher: give each feature an id type of its own (ids of different types never match);
    /// - ``addObserver(_:)`` sees the feature's actions; ``effects`` (in flight, settling) and
    ///   ``sequence`` are this dispatcher's.
    ///
    /// ```swift
    /// dispatcher.scope(.todo).addMiddleware(TodoSaving(save: save))
    /// ```
    ///
    /// Misuse: a scoped dispatcher does not keep its parent alive; once the parent is released,
    /// what it is sent is dropped. A `TestStore` needs a dispatcher with stores: test a feature
    /// on a ``Dispatcher`` of its own action type.
    /// - Parameter scope: where the feature's actions are inside this dispatcher's.
    /// - Returns: a new scoped dispatcher.
    public func scope<Child>(_ scope: ActionScope<Action, Child>) -> Dispatcher<Child> {
        Dispatcher<Child>(scopeLink: ParentScopeLink(parent: self, scope: scope))
    }
}
