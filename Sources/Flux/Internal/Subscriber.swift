/// One registered subscription of a store: an id and the closure that selects and compares.
///
/// A class, so the store's `FrozenList` of subscribers can be walked without reference counting;
/// `receive` gets the store's state borrowed, so selecting makes no copy of it.
@usableFromInline
final class Subscriber<State> {
    @usableFromInline let id: UInt64
    @usableFromInline let receive: (State) -> Void

    @inlinable
    init(id: UInt64, receive: @escaping (State) -> Void) {
        self.id = id
        self.receive = receive
    }
}
