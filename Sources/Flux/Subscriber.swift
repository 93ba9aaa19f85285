/// One registered subscription of a store: an id and the closure that selects and compares.
@usableFromInline
struct Subscriber<State> {
    @usableFromInline let id: UInt64
    @usableFromInline let receive: (State) -> Void

    @inlinable
    init(id: UInt64, receive: @escaping (State) -> Void) {
        self.id = id
        self.receive = receive
    }
}
