/// The stores a reducer may read while it runs: the ones its store waits for, directly or
/// through the stores they wait for (they have reduced the action already).
///
/// Made when the store is registered; debug builds check every read of another store's state
/// made while a reducer runs against it, so a missing `waitFor` traps instead of reading a state
/// one action behind.
@usableFromInline
final class ReadPermission {
    /// The reducing store's name, for the trap's message.
    @usableFromInline let storeName: String
    /// The stores it may read.
    @usableFromInline let readable: Set<ObjectIdentifier>

    /// The permission of `store`, from its dependencies as they are now.
    @MainActor
    init<Action>(of store: AnyStore<Action>) {
        storeName = store.name
        var readable = Set<ObjectIdentifier>()
        var pending = store.dependencies
        while let next = pending.popLast() {
            if readable.insert(ObjectIdentifier(next)).inserted { pending += next.dependencies }
        }
        self.readable = readable
    }
}
