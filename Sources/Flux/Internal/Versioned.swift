/// The current version of an immutable object that hot loops read without reference counting.
///
/// `current` is unretained; `owner` keeps it alive. Replacing it while a loop may still be
/// walking the old version (a subscriber subscribing, a middleware registering a store) keeps
/// the old version in `retired` until `releaseRetired()` is called after the loop.
///
/// Unsafe code: invariant U2 of <doc:WhyDispatchIsCheap> (an unretained reference is only read
/// while `owner` or `retired` keeps its object alive).
@usableFromInline
struct Versioned<Value: AnyObject> {
    @usableFromInline private(set) var current: Unmanaged<Value>
    @usableFromInline private(set) var retired: [Value] = []
    private(set) var owner: Value

    @usableFromInline
    init(_ value: Value) {
        owner = value
        current = Unmanaged.passUnretained(value)
    }

    /// Makes `value` current; the old value stays alive until `releaseRetired()` if `inUse`.
    @usableFromInline
    mutating func replace(with value: Value, inUse: Bool) {
        if inUse { retired.append(owner) }
        owner = value
        current = Unmanaged.passUnretained(value)
    }

    /// Frees the versions replaced while in use (call when no loop is walking them).
    @usableFromInline
    mutating func releaseRetired() {
        retired.removeAll()
    }
}
