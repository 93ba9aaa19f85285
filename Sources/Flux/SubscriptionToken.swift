/// Keeps a subscription or an observer alive: it ends when ``cancel()`` is called or the token
/// is released.
///
/// Returned by ``Store/subscribe(_:onChange:)`` and ``Dispatcher/addObserver(_:)``.
/// Misuse: discarding the token (`_ = store.subscribe(...)`) ends the subscription at once.
@MainActor
public final class SubscriptionToken {
    private var onCancel: (() -> Void)?

    /// Creates a token that runs `onCancel` once, on cancel or release.
    @usableFromInline
    package init(onCancel: @escaping () -> Void) {
        self.onCancel = onCancel
    }

    /// Ends the subscription; later calls do nothing.
    public func cancel() {
        let action = onCancel
        onCancel = nil
        action?()
    }

    isolated deinit {
        cancel()
    }
}
