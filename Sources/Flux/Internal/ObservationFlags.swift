/// Whether a store's `state` may be observed, and whether the current action changed it.
///
/// Observation's observers are one-shot: each is registered by a read of `state` inside
/// `withObservationTracking` and removed when it fires. So the store arms itself on a tracked
/// read, compares states only while armed, and disarms when it fires; a store nobody reads
/// costs the dispatch loop one check.
@usableFromInline
final class ObservationFlags {
    /// A read of `state` may have registered an observer since the last change fired.
    @usableFromInline @exclusivity(unchecked) var isArmed = false
    /// The current action changed the state while armed: fire once in the notify phase.
    @usableFromInline @exclusivity(unchecked) var hasPendingChange = false

    @usableFromInline
    init() {}
}
