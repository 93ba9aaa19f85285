extension Dispatcher {
    /// Adds an observer of every action that reaches the stores.
    ///
    /// An observer removed while observers run (by another observer) is not called for the
    /// current action.
    /// - Parameter observe: called with each action's sequence number and the action.
    /// - Returns: a token; the observer is removed when it is cancelled or released.
    public func addObserver(_ observe: @escaping ActionObserver<Action>) -> SubscriptionToken {
        if let scopeLink { return scopeLink.addObserver(observe) }
        return SubscriptionToken(onCancel: add(ObserverEntry(observe: observe), to: { $1(&$0.observers) }))
    }
}
