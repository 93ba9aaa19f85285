#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The fixed parts of the lines a black box's crash writes, as C strings made before any crash,
/// so that the writer reads them without touching Swift globals (invariant B2 of
/// ``BlackBoxCrashWriter``).
struct BlackBoxTexts {
    /// `{"seq":`
    let sequence: UnsafeMutablePointer<CChar> = strdup(#"{"seq":"#)
    /// `{"done":`
    let done: UnsafeMutablePointer<CChar> = strdup(#"{"done":"#)
    /// `{"broke":`
    let broke: UnsafeMutablePointer<CChar> = strdup(#"{"broke":"#)
    /// `,"cause":`
    let cause: UnsafeMutablePointer<CChar> = strdup(#","cause":"#)
    /// `}` and a line feed.
    let end: UnsafeMutablePointer<CChar> = strdup("}\n")

    /// Frees the strings; they must not be used again.
    func deallocate() {
        for text in [sequence, done, broke, cause, end] { free(text) }
    }
}
