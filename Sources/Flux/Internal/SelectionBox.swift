/// One subscription's selector, handler and last delivered value, compared with `==`.
///
/// `last` and `isActive` skip exclusivity checks (invariant U5 of <doc:WhyDispatchIsCheap>).
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

/// One subscription whose repeats are found by a caller's closure, or not filtered at all.
final class FilteringSelectionBox<State, Value> {
    let select: (State) -> Value
    let isDuplicate: ((Value, Value) -> Bool)?
    let onChange: (Value) -> Void
    var last: Value
    var isActive = true

    init(
        _ value: Value, select: @escaping (State) -> Value, isDuplicate: ((Value, Value) -> Bool)?,
        onChange: @escaping (Value) -> Void
    ) {
        last = value
        self.select = select
        self.isDuplicate = isDuplicate
        self.onChange = onChange
    }

    /// Selects from `state` and calls `onChange` unless the value repeats the last one.
    func receive(_ state: State) {
        let value = select(state)
        guard isActive else { return }
        if let isDuplicate, isDuplicate(last, value) { return }
        last = value
        onChange(value)
    }
}
