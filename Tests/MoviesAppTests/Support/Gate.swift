/// A one-shot gate an effect waits at until the test opens it (no sleeps).
actor Gate {
    private var isOpen = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Waits until `open()` (returns at once if already open).
    func wait() async {
        if isOpen { return }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Opens the gate and releases every waiter.
    func open() {
        isOpen = true
        waiters.forEach { $0.resume() }
        waiters = []
    }
}
