/// Identifies an added middleware, so that it can be removed.
///
/// Unlike a ``SubscriptionToken``, releasing a handle keeps the middleware: most middleware
/// stays for the dispatcher's life, and `dispatcher.addMiddleware(m)` is allowed to drop the
/// handle.
@MainActor
public final class MiddlewareHandle {
    private var onRemove: (() -> Void)?

    init(onRemove: @escaping () -> Void) {
        self.onRemove = onRemove
    }

    /// Removes the middleware: its hooks are not called again, not even for an action being
    /// processed right now. Later calls do nothing.
    public func remove() {
        let action = onRemove
        onRemove = nil
        action?()
    }
}
