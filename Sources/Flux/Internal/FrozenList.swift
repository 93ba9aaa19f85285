/// An immutable list of objects that hot loops walk without reference counting.
///
/// The list owns its elements; `forEach` hands each one to `body` as a borrowed reference
/// (`Unmanaged`), so a dispatch makes no retain/release per store, middleware or subscriber.
/// Lists are never mutated: a change builds a new list (see `Versioned`). Unsafe code:
/// invariant U7 of <doc:WhyDispatchIsCheap>.
@usableFromInline
final class FrozenList<Element: AnyObject> {
    @usableFromInline let references: [Unmanaged<Element>]
    let elements: [Element]

    @usableFromInline
    init(_ elements: [Element]) {
        self.elements = elements
        self.references = elements.map { Unmanaged.passUnretained($0) }
    }

    @inlinable var isEmpty: Bool { references.isEmpty }

    /// Calls `body` with each element, first to last.
    @inlinable
    func forEach(_ body: (Element) -> Void) {
        references.withUnsafeBufferPointer { buffer in
            for reference in buffer { reference.borrow(body) }
        }
    }

    /// Calls `body` with each element, last to first.
    @inlinable
    func forEachReversed(_ body: (Element) -> Void) {
        references.withUnsafeBufferPointer { buffer in
            var index = buffer.count
            while index > 0 {
                index -= 1
                buffer[index].borrow(body)
            }
        }
    }

    /// Whether `predicate` holds for an element; stops at the first one for which it does.
    @inlinable
    func contains(where predicate: (Element) -> Bool) -> Bool {
        references.withUnsafeBufferPointer { buffer in
            for reference in buffer where reference.borrow(predicate) { return true }
            return false
        }
    }
}
