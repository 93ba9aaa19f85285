extension Store {
    /// Subscribes to a part of the state: `onChange` gets the current value at once, then each
    /// time the selected value changes (repeats are skipped).
    ///
    /// Subscribers are called after a whole action has been processed (every store reduced, every
    /// middleware run), so reading other stores from `onChange` shows a consistent picture.
    /// Keep the returned token: the subscription ends when it is cancelled or released.
    ///
    /// ```swift
    /// let token = store.subscribe(\.count) { print("count:", $0) }
    /// ```
    /// - Parameters:
    ///   - select: a pure, cheap function of the state.
    ///   - onChange: called on the main actor with each new selected value.
    @inlinable
    public func subscribe<Value: Equatable>(
        _ select: @escaping (State) -> Value, onChange: @escaping (Value) -> Void
    ) -> SubscriptionToken {
        let box = SelectionBox(select(storage.pointee), select: select, onChange: onChange)
        let id = nextSubscriberID
        nextSubscriberID &+= 1
        addSubscriber(Subscriber(id: id) { state in box.receive(state) })
        onChange(box.last)
        return SubscriptionToken { [weak self] in
            box.isActive = false
            self?.removeSubscriber(id)
        }
    }

    @usableFromInline
    func addSubscriber(_ subscriber: Subscriber<State>) {
        let current = subscribers.current.takeUnretainedValue().elements
        subscribers.replace(with: FrozenList(current + [subscriber]), inUse: notifyDepth > 0)
    }

    @usableFromInline
    func removeSubscriber(_ id: UInt64) {
        let current = subscribers.current.takeUnretainedValue().elements
        subscribers.replace(with: FrozenList(current.filter { $0.id != id }), inUse: notifyDepth > 0)
    }

    /// Subscribes to the whole state; see `subscribe(_:onChange:)`.
    @inlinable
    public func subscribe(onChange: @escaping (State) -> Void) -> SubscriptionToken {
        subscribe({ $0 }, onChange: onChange)
    }
}

/// One subscription's selector, handler and last delivered value.
@usableFromInline
final class SelectionBox<State, Value: Equatable> {
    @usableFromInline let select: (State) -> Value
    @usableFromInline let onChange: (Value) -> Void
    @usableFromInline @exclusivity(unchecked) var last: Value
    @usableFromInline @exclusivity(unchecked) var isActive = true

    @inlinable
    init(_ value: Value, select: @escaping (State) -> Value, onChange: @escaping (Value) -> Void) {
        last = value
        self.select = select
        self.onChange = onChange
    }

    /// Selects from `state` and calls `onChange` if the value changed (and still subscribed).
    @inlinable @inline(__always)
    func receive(_ state: State) {
        let value = select(state)
        if isActive, value != last {
            last = value
            onChange(value)
        }
    }
}
