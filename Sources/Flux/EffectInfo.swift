/// A description of an effect in flight, for tests and diagnostics.
public struct EffectInfo: Sendable, Equatable {
    /// The effect's id, described, or nil when it was started without one.
    public let id: String?
    /// The dispatcher's ``Dispatcher/sequence`` when the effect started (the action that started
    /// it, when started from a middleware's ``Middleware/after(_:dispatcher:)`` hook).
    public let startedAtSequence: UInt64
    /// The sequence number of the action whose dispatch started the effect (0: started outside
    /// any dispatch): the cause an action log records for the actions it sends, until a throttled
    /// run takes over a later call's work.
    public let cause: UInt64
    /// A number unique to this effect within its dispatcher, increasing in start order.
    package let token: UInt64

    /// Creates a description.
    init(id: String?, startedAtSequence: UInt64, cause: UInt64 = 0, token: UInt64) {
        self.id = id
        self.startedAtSequence = startedAtSequence
        self.cause = cause
        self.token = token
    }
}
