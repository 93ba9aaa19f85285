extension Store {
    /// Subscribes to a part of the state: `onChange` gets the current value at once, then each
    /// time the selected value changes (repeats are skipped).
    ///
    /// Subscribers are called after a whole action has been processed (every store reduced, every
    /// middleware run), so reading other stores from `onChange` shows a consistent picture. An
    /// action sent from `onChange` is queued and processed once every subscriber has been called;
    /// one sent during the first call (with the current value) is processed once that call
    /// returns, and the subscriber then gets the new value.
    /// Keep the returned token: the subscription ends when it is cancelled or released.
    ///
    /// ```swift
    /// let token = store.subscribe(\.count) { print("count:", $0) }
    /// ```
    /// - Parameters:
    ///   - select: a pure, cheap function of the state.
    ///   - onChange: called on the main actor with each new selected value.
    /// - Returns: the token that keeps the subscription alive.
    @inlinable
    public func subscribe<Value: Equatable>(
        _ select: @escaping (State) -> Value, onChange: @escaping (Value) -> Void
    ) -> SubscriptionToken {
        let box = SelectionBox(select(storage.pointee), select: select, onChange: onChange)
        return addSubscription(current: box.last, onChange: onChange) {
            box.receive($0)
        } cancel: {
            box.isActive = false
        }
    }

    /// Subscribes to a part of the state with your own test for repeats, or none.
    ///
    /// `onChange` gets the current value at once; after each action it gets the selected value
    /// unless `removeDuplicates(previous, new)` is true. With `removeDuplicates: nil` it gets the
    /// value after every action the dispatcher processes (and every restore), changed or not.
    ///
    /// ```swift
    /// let token = store.subscribe(\.items, removeDuplicates: { $0.count == $1.count }) { items in
    ///     print(items.count, "items")
    /// }
    /// ```
    /// - Parameters:
    ///   - select: a pure, cheap function of the state.
    ///   - removeDuplicates: whether a new value repeats the previous one; nil delivers every value.
    ///   - onChange: called on the main actor with each delivered value.
    /// - Returns: the token that keeps the subscription alive.
    public func subscribe<Value>(
        _ select: @escaping (State) -> Value, removeDuplicates: ((Value, Value) -> Bool)?,
        onChange: @escaping (Value) -> Void
    ) -> SubscriptionToken {
        let box = FilteringSelectionBox(
            select(storage.pointee), select: select, isDuplicate: removeDuplicates, onChange: onChange)
        return addSubscription(current: box.last, onChange: onChange) {
            box.receive($0)
        } cancel: {
            box.isActive = false
        }
    }

    /// Subscribes to the whole state; see ``subscribe(_:onChange:)``.
    /// - Parameter onChange: called on the main actor with each new state.
    /// - Returns: the token that keeps the subscription alive.
    @inlinable
    public func subscribe(onChange: @escaping (State) -> Void) -> SubscriptionToken {
        subscribe({ $0 }, onChange: onChange)
    }

    /// Adds a subscriber, delivers the current value and returns its token.
    @inlinable
    func addSubscription<Value>(
        current: Value, onChange: (Value) -> Void, receive: @escaping (State) -> Void,
        cancel: @escaping () -> Void
    ) -> SubscriptionToken {
        let id = nextSubscriberID
        nextSubscriberID &+= 1
        addSubscriber(Subscriber(id: id, receive: receive))
        deliverFirst { onChange(current) }
        return SubscriptionToken { [weak self] in
            cancel()
            self?.removeSubscriber(id)
        }
    }

    @usableFromInline
    func addSubscriber(_ subscriber: Subscriber<State>) {
        let current = subscribers.current.takeUnretainedValue().elements
        subscribers.replace(with: FrozenList(current + [subscriber]), inUse: notifyDepth > 0)
        needsNotify = true
    }

    @usableFromInline
    func removeSubscriber(_ id: UInt64) {
        let current = subscribers.current.takeUnretainedValue().elements
        let remaining = current.filter { $0.id != id }
        subscribers.replace(with: FrozenList(remaining), inUse: notifyDepth > 0)
        needsNotify = !remaining.isEmpty || observedBaseline != nil
    }

    /// How many subscriptions are active (tests check that ended streams unsubscribe).
    package var subscriberCount: Int { subscribers.current.takeUnretainedValue().elements.count }
}
