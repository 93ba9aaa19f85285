extension Dispatcher {
    /// The invariants the registered stores break now, in reduce order (empty when all hold).
    ///
    /// Tools call it after an action (FluxTesting's `TestStore`, replay with verification); it
    /// works in every build. The dispatcher's own check after each action is debug-only.
    public func brokenInvariants() -> [InvariantBreak] { registry.brokenInvariants() }

    /// Debug builds: checks every store's invariants after an action and reports the breaks to
    /// the write-ahead observers, then each to ``onInvariantBreak``.
    @usableFromInline
    func checkInvariantsAfterAction(_ table: DispatchTable<Action>) {
        let sequence = _sequence
        let broken = brokenInvariants()
        if broken.isEmpty { return }
        if table.runsWriteAheads { table.tellInvariantsBroken(sequence, broken) }
        for each in broken { onInvariantBreak(sequence, each) }
    }
}
