/// The call a throttle holds until its window ends, handed from the dispatcher to the effect
/// that runs it, behind a lock.
///
/// The dispatcher offers calls on the main actor; the effect takes the call from its own thread
/// when the window ends, without a hop to the main actor, so that an executor that steps
/// effects one job at a time (FluxExploration's) can run it. Once taken, later offers are
/// refused: the dispatcher then holds them in a new call with a new effect. Taking also opens
/// the next window, which the dispatcher reads back (``nextWindow``).
///
/// `@unchecked Sendable`: `operation`, `takenWindow` and `isTaken` are read and written under
/// `lock` only.
final class HeldThrottleCall<Action: Sendable>: @unchecked Sendable {
    private let lock = Lock()
    private var operation: (@Sendable (Send<Action>) async -> Void)?
    private var takenWindow: ClockDeadline?
    private var isTaken = false
    private let clock: any Clock<Duration>
    private let interval: Duration

    /// A held call, first `operation`; taking it opens a window of `interval` on `clock`.
    init(
        _ operation: @escaping @Sendable (Send<Action>) async -> Void, clock: any Clock<Duration>, interval: Duration
    ) {
        self.operation = operation
        self.clock = clock
        self.interval = interval
    }

    /// Holds `operation` instead of the call held (or in addition to none); false once taken.
    func offer(_ operation: @escaping @Sendable (Send<Action>) async -> Void, replacing: Bool) -> Bool {
        lock.withLock {
            guard !isTaken else { return false }
            if replacing || self.operation == nil { self.operation = operation }
            return true
        }
    }

    /// Takes the held call as it runs, opening the next window.
    func take() -> (@Sendable (Send<Action>) async -> Void)? {
        lock.withLock {
            isTaken = true
            if operation != nil { takenWindow = ClockDeadline(clock, after: interval) }
            defer { operation = nil }
            return operation
        }
    }

    /// Whether the call was taken, and the window its run opened (nil when there was none).
    var nextWindow: (isTaken: Bool, window: ClockDeadline?) {
        lock.withLock { (isTaken, takenWindow) }
    }
}
