import Foundation

/// A value shared between a planted middleware and its effects, read and written under a lock.
///
/// `@unchecked Sendable`: `stored` is only touched under `lock`.
final class LockedValue<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: Value

    /// A box holding `value`.
    init(_ value: Value) {
        stored = value
    }

    /// The value now.
    var value: Value {
        get { lock.withLock { stored } }
        set { lock.withLock { stored = newValue } }
    }
}
