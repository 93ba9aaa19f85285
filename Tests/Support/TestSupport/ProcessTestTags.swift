import Testing

extension Tag {
    /// A process or terminal test that the sanitizer passes run too (see ``StartsProcesses``).
    ///
    /// Together these start a sanitized flux-movies in each of its modes (an interactive
    /// terminal, a pipe and a script, record, a black-box crash, each replay mode, step), end it
    /// with each exit status, and run the concurrency ThreadSanitizer exists for. CONTRIBUTING
    /// lists every one ("The process tests under the sanitizers"); `SanitizedSubsetTests` checks
    /// the list against these tags. Only a test (`@Test`) carries it, never a suite, and only
    /// where ``StartsProcesses`` applies too.
    @Tag package static var sanitized: Self
}
