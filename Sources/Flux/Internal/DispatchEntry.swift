/// A registered middleware, observer or write-ahead observer.
///
/// Removal clears `isActive` at once: the dispatch table is rebuilt, but a phase already walking
/// the old one checks the flag and skips the entry.
@MainActor
protocol DispatchEntry: AnyObject {
    /// Cleared when the entry is removed.
    var isActive: Bool { get set }
}

extension MiddlewareEntry: DispatchEntry {}
extension ObserverEntry: DispatchEntry {}
extension WriteAheadEntry: DispatchEntry {}
