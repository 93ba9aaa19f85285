/// How a ``Dispatcher`` stops a send whose queue never empties (``Dispatcher/sendLoopGuard``).
///
/// A middleware, observer or subscriber that sends an action for every action it sees makes the
/// queue endless. Past ``maximumActionsPerSend`` queued actions the dispatcher drops the rest of
/// the queue and calls ``onSendLoop`` with a ``SendLoopReport`` naming what repeated.
///
/// ```swift
/// dispatcher.sendLoopGuard.onSendLoop = { report in log.error("\(report)") }
/// ```
@MainActor
public struct SendLoopGuard {
    /// The most actions one ``Dispatcher/send(_:)`` processes from its queue before it is taken
    /// for a loop. Default: 100,000.
    public var maximumActionsPerSend = 100_000

    /// Called when one send exceeds ``maximumActionsPerSend``, with the action types that were
    /// still queued; the queue has been dropped.
    ///
    /// The default traps with the report's description, so that a send loop in development stops
    /// with its cause instead of hanging. Set your own to log it and carry on.
    public var onSendLoop: @MainActor (SendLoopReport) -> Void = { report in
        fatalError(report.description)  // not preconditionFailure: -O builds drop its message
    }

    /// The default guard: 100,000 actions, then a trap.
    public init() {}
}
