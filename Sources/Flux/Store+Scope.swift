extension Store {
    /// Creates a store of the app's dispatcher whose reducer takes a feature's own actions.
    ///
    /// The store is an ordinary store of `Action`, the app's action type: it registers, waits and
    /// notifies like any other. Its reducer sees only the actions `scope` extracts; every other
    /// action leaves the state as it is, with no `default: break` to write. The same reducer
    /// makes a store of the feature's own type for testing the feature alone.
    ///
    /// ```swift
    /// let todos = Store(name: "todos", initialState: TodoState(), scope: .todo, reducer: TodoReducer.reduce)
    /// try dispatcher.register(todos)
    /// dispatcher.send(.todo(.added("milk")))
    /// ```
    /// - Parameters:
    ///   - name: unique within the dispatcher; appears in errors, test diffs and action logs.
    ///   - initialState: the state before any action.
    ///   - waitFor: stores that must reduce each action before this one.
    ///   - invariants: the rules the state keeps after every action (``Invariant``).
    ///   - scope: where the feature's actions are inside the app's.
    ///   - reducer: the feature's pure reducer.
    @inlinable
    public convenience init<FeatureAction>(
        name: String, initialState: State, waitFor: [AnyStore<Action>] = [], invariants: [Invariant<State>] = [],
        scope: ActionScope<Action, FeatureAction>, reducer: @escaping (inout State, FeatureAction) -> Void
    ) {
        let extract = scope.extract
        self.init(name: name, initialState: initialState, waitFor: waitFor, invariants: invariants) { state, action in
            if let featureAction = extract(action) { reducer(&state, featureAction) }
        }
        #if !DEBUG
            // One closure call fewer per action than the composed reducer above: the hook calls
            // `extract` and the feature's reducer itself. Same invariants as the designated
            // initializer's hooks (U1, U3 of <doc:WhyDispatchIsCheap>).
            let storage = self.storage
            let store = Unmanaged.passUnretained(self)
            hooks = StoreHooks(
                reduce: { action in
                    if let featureAction = extract(action) { reducer(&storage.pointee, featureAction) }
                },
                notify: { store.borrow { $0.notifyAfterAction() } })
        #endif
    }
}
