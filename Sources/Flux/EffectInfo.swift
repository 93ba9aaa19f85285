/// A description of an effect in flight, for tests and diagnostics.
public struct EffectInfo: Sendable, Equatable {
    /// The effect's id, described, or nil when it was started without one.
    public let id: String?
    /// The dispatcher's ``Dispatcher/sequence`` when the effect started (the action that started
    /// it, when started from a middleware's ``Middleware/after(_:dispatcher:)`` hook).
    public let startedAtSequence: UInt64
    /// A number unique to this effect within its dispatcher, increasing in start order.
    package let token: UInt64
}
