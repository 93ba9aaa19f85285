/// A registered ``WriteAheadObserver``, deactivated when its token is cancelled.
@usableFromInline @MainActor
final class WriteAheadEntry<Action> {
    @usableFromInline let observer: WriteAheadObserver<Action>
    @usableFromInline @exclusivity(unchecked) var isActive = true

    init(_ observer: WriteAheadObserver<Action>) {
        self.observer = observer
    }
}
