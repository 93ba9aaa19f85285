import Foundation

/// The sanitizer the test suite runs under, as `.ci/run` declares it in `FLUX_SANITIZER`
/// (`address` or `thread`; unset for a plain run).
///
/// Swift has no compile-time condition for a sanitizer, so the passes that build with
/// `-sanitize=address` or `-sanitize=thread` say so in the environment. A test that cannot run
/// under one says why where it is disabled:
/// ```swift
/// @Test(.disabled(if: Sanitizer.current == .thread, "TSan's interceptors crash under ulimit -f"))
/// ```
package enum Sanitizer: String, Sendable {
    /// AddressSanitizer (`-sanitize=address`).
    case address
    /// ThreadSanitizer (`-sanitize=thread`).
    case thread

    /// The sanitizer of this run, or nil.
    package static var current: Sanitizer? {
        ProcessInfo.processInfo.environment["FLUX_SANITIZER"].flatMap(Sanitizer.init(rawValue:))
    }

    /// The variables a child process built with the same sanitizer needs (its options, and
    /// `FLUX_SANITIZER` itself), to add to an environment a test builds from scratch.
    package static var childEnvironment: [String: String] {
        let names = ["FLUX_SANITIZER", "ASAN_OPTIONS", "TSAN_OPTIONS", "UBSAN_OPTIONS", "LSAN_OPTIONS"]
        return ProcessInfo.processInfo.environment.filter { names.contains($0.key) }
    }
}
