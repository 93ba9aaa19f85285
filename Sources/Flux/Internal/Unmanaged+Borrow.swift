extension Unmanaged {
    /// Calls `body` with the referenced object, borrowed: no retain, no release.
    ///
    /// The caller guarantees the object is alive for the call (invariants U2, U3 and U7 of
    /// <doc:WhyDispatchIsCheap>).
    ///
    /// Declared here (a Swift 6 module) so that main-actor closures passed to it need no runtime
    /// isolation check, which closures passed straight to the standard library would get.
    @inlinable
    func borrow<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef(body)
    }
}
