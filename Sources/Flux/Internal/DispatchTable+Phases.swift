/// The phases of one dispatch that walk the table's participants (`Dispatcher.process` runs
/// them in order). The walks read frozen lists: no locks, copies or reference counting.
extension DispatchTable {
    /// Runs the `before` hooks in order until one stops the action.
    ///
    /// Once every hook has run once (`isProbing` false) the loop is a bare call per hook.
    /// - Returns: the action to go on with (the original or a replacement), nil when stopped.
    @inlinable @MainActor
    func runBefores(_ action: Action, _ dispatcher: Dispatcher<Action>) -> Action? {
        var current = action
        let probing = isProbing
        let stopped = befores.contains { entry in
            guard entry.isActive else { return false }
            let decision =
                probing && !entry.beforeProbed
                ? entry.probeBefore(current, dispatcher) : entry.before(current, dispatcher)
            switch decision {
            case .proceed: return false
            case .stop: return true
            case .replace(let replacement):
                current = replacement
                return false
            }
        }
        return stopped ? nil : current
    }

    /// Runs the `after` hooks in reverse order.
    @inlinable @MainActor
    func runAfters(_ action: Action, _ dispatcher: Dispatcher<Action>) {
        if isProbing {
            afters.forEachReversed { entry in
                guard entry.isActive else { return }
                if entry.afterProbed { entry.after(action, dispatcher) } else { entry.probeAfter(action, dispatcher) }
            }
        } else {
            afters.forEachReversed { if $0.isActive { $0.after(action, dispatcher) } }
        }
    }

    /// Calls the observers that are still registered with the action just reduced.
    @inlinable @inline(never) @MainActor
    func callObservers(_ sequence: UInt64, _ action: Action) {
        observers.forEach { if $0.isActive { $0.observe(sequence, action) } }
    }

    /// Tells the write-ahead observers of the action about to be reduced.
    @inlinable @inline(never) @MainActor
    func tellWillReduce(_ sequence: UInt64, _ cause: UInt64, _ action: Action) {
        writeAheads.forEach { if $0.isActive { $0.observer.willReduce(sequence, cause, action) } }
    }

    /// Tells the write-ahead observers that the action's dispatch is over.
    @inlinable @inline(never) @MainActor
    func tellDidFinish(_ sequence: UInt64) {
        writeAheads.forEach { if $0.isActive { $0.observer.didFinish(sequence) } }
    }

    /// Tells the write-ahead observers of the invariants the action broke.
    @MainActor
    func tellInvariantsBroken(_ sequence: UInt64, _ broken: [InvariantBreak]) {
        writeAheads.forEach { if $0.isActive { $0.observer.invariantsBroken(sequence, broken) } }
    }
}
