/// Keeps benchmark results alive, and hides values from the optimizer.
///
/// A benchmark loop whose result is never used may be deleted by the optimizer; feed the result
/// to `consume`. Feed inputs through `opaque` so the optimizer cannot specialise the work for a
/// constant it can see. Both are non-inlinable calls into another module.
package final class Blackhole {
    /// A running checksum of consumed values, so consuming is never dead code.
    package private(set) var checksum = 0

    /// Creates an empty blackhole.
    package init() {}

    /// Folds `value` into the checksum.
    @inline(never)
    package func consume(_ value: Int) {
        checksum = checksum &* 31 &+ value
    }

    /// Keeps `value` alive until this call (for results that are not integers).
    @inline(never)
    package func consume<T>(any value: T) {
        withExtendedLifetime(value) { checksum &+= 1 }
    }

    /// Returns `value` unchanged, through a call the optimizer cannot see through.
    @inline(never)
    package func opaque<T>(_ value: T) -> T {
        checksum &+= 1
        return value
    }
}
