/// A registered action observer, with a flag that removal clears at once.
///
/// The dispatch table is rebuilt when an observer is removed, but the observer phase that is
/// running walks the old table: the flag is what keeps a removed observer from being called
/// for the current action. `isActive` skips exclusivity checks (invariant U5 of
/// <doc:WhyDispatchIsCheap>).
@usableFromInline @MainActor
final class ObserverEntry<Action> {
    @usableFromInline let observe: ActionObserver<Action>
    @usableFromInline @exclusivity(unchecked) var isActive = true

    init(observe: @escaping ActionObserver<Action>) {
        self.observe = observe
    }
}
