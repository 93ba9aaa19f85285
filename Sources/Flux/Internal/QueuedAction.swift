/// An action waiting in the dispatcher's queue, with the sequence number of the action that
/// brought it about (0: none).
@usableFromInline
struct QueuedAction<Action> {
    @usableFromInline let action: Action
    @usableFromInline let cause: UInt64

    @inlinable
    init(action: Action, cause: UInt64) {
        self.action = action
        self.cause = cause
    }
}
