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
        let box = SelectionBox(select(_state))
        let id = nextSubscriberID
        nextSubscriberID &+= 1
        subscribers.append(Subscriber(id: id) { state in
            let value = select(state)
            if box.isActive, value != box.last {
                box.last = value
                onChange(value)
            }
        })
        onChange(box.last)
        return SubscriptionToken { [weak self] in
            box.isActive = false
            self?.subscribers.removeAll { $0.id == id }
        }
    }

    /// Subscribes to the whole state; see `subscribe(_:onChange:)`.
    @inlinable
    public func subscribe(onChange: @escaping (State) -> Void) -> SubscriptionToken {
        subscribe({ $0 }, onChange: onChange)
    }
}

/// The last value a subscription delivered, kept between notifications.
@usableFromInline
final class SelectionBox<Value> {
    @usableFromInline var last: Value
    @usableFromInline var isActive = true

    @inlinable
    init(_ value: Value) { last = value }
}
