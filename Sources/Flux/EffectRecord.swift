/// A running effect as the dispatcher tracks it.
struct EffectRecord {
    let id: AnyHashable?
    let task: Task<Void, Never>
    let info: EffectInfo
}

/// A description of an effect in flight, for tests and diagnostics.
public struct EffectInfo: Sendable, Equatable {
    /// The effect's id, described, or nil when it was started without one.
    public let id: String?
    /// The dispatcher's `sequence` when the effect started (the action that started it, when
    /// started from a middleware `after` hook).
    public let startedAtSequence: UInt64
    /// A number unique to this effect within its dispatcher, increasing in start order.
    public let token: UInt64
}

/// A caller of `settle` waiting for the effects to finish, with its timeout timer.
struct SettleWaiter {
    let continuation: CheckedContinuation<Bool, Never>
    let timer: Task<Void, Never>?
}
