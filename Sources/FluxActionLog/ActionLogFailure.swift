/// The identity of a failure of a replay: what makes two failing runs "the same failure", so that
/// minimizing a log keeps a candidate only when it fails the same way (never by slipping to another
/// bug).
///
/// A **crash** is identified by its signal, where it happened in the app's own code, and the
/// runtime's message:
/// - a trap in the app's code (`fatalError`, `precondition`) by its `Fatal error` line, which
///   holds the file and line of the trap and its message
///   (`MoviesApp/PlantedBug.swift:14: Fatal error: planted bug: …`): two traps with the same
///   message at different lines are different failures, and so are two messages at the same line;
/// - a trap the standard library reports (`Swift/ContiguousArrayBuffer.swift:705: Fatal error:
///   Index out of range`), or one that prints no such line (an integer overflow, any check of an
///   `-O` build), by the first frame of the crashed thread in the app's own code, read from the
///   runtime backtracer's report that the replay tool's children write: a frame with a source file
///   (not `<compiler-generated>`), in an image that is not the runtime's or the system's
///   (`libswift*`, `libc`, `libFoundation*`, `libdispatch`…). Its location is written like the
///   runtime's: the last two components of the file's path and the line
///   (`Wallet/Accounts.swift:42`), or, for a frame the report gives no line (a debug build's
///   caller of the failing subscript), the last two components and the function
///   (`Wallet/Accounts.swift debit(_:)`). The message stays the runtime's (`Index out of range`;
///   empty without a `Fatal error` line). Two out-of-range bugs in two reducers are then two
///   failures.
///
/// Without the backtracer's report (it is off, missing from the machine, or cannot run, as under
/// a sanitizer) or without an app frame in it (code built without debug information), a crash is
/// identified as the runtime's line gives it, and one without a line (a segmentation fault) by
/// its signal alone. An **invariant break** is identified by the store and the invariant, whatever
/// the fields' values, and a **property violation** (an explorer's check outside the stores) by
/// the property's name.
///
/// A crash a log recorded (``ActionLogRecordedFailure/crash(sequence:)``: its last action not
/// completed) holds no identity, only the action: it reproduces when replaying up to that action
/// crashes, whatever the crash's identity.
/// ```swift
/// let failure = ActionLogFailure.classify(signal: 4, status: 0, stderr: childStandardError)
/// ```
public enum ActionLogFailure: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The process died of `signal`; `location` is the file and line of the `Fatal error` line
    /// (`MoviesApp/PlantedBug.swift:14`), or of the first frame in the app's code when that line
    /// is the standard library's or missing (`Wallet/Accounts.swift:42`, or
    /// `Wallet/Accounts.swift debit(_:)` for a frame without a line); `message` what follows
    /// `Fatal error: `. Both are empty when the runtime printed no such line and no app frame
    /// was found.
    case crash(signal: Int32, location: String, message: String)
    /// A replay stopped at an action that left `store` breaking `invariant`.
    case invariantBreak(store: String, invariant: String)
    /// A property checked outside the stores broke: one over an action and the states around it,
    /// or over an idle app (an explorer's "results are for the latest query"), named `property`.
    case propertyViolation(property: String)

    /// `crash (signal 4) at MoviesApp/PlantedBug.swift:14: planted bug…`, `crash (signal 4) at
    /// Wallet/Accounts.swift:42` (no message), `store "search" broke "page within pages"` or
    /// `property "no stale results" broke`.
    public var description: String {
        switch self {
        case .crash(let signal, let location, let message):
            if location.isEmpty && message.isEmpty {
                "crash (signal \(signal))"
            } else if message.isEmpty {
                "crash (signal \(signal)) at \(location)"
            } else {
                "crash (signal \(signal)) at \(location): \(message)"
            }
        case .invariantBreak(let store, let invariant): "store \"\(store)\" broke \"\(invariant)\""
        case .propertyViolation(let property): "property \"\(property)\" broke"
        }
    }

    /// The failure a child replay ended in, or nil when it did not fail (a clean replay, or
    /// another problem such as a bad log).
    /// - Parameters:
    ///   - signal: the signal that ended the child, nil when it exited.
    ///   - status: its exit status, when it exited.
    ///   - stderr: what it wrote on standard error: the runtime's `Fatal error` line and its
    ///     backtracer's report, or the replay's `seq N: store "S" broke "I" (…)` line.
    /// - Returns: the failure, or nil.
    package static func classify(signal: Int32?, status: Int32, stderr: String) -> ActionLogFailure? {
        let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if let signal {
            let appLocation = CrashBacktrace.appLocation(in: lines)
            guard let line = lines.first(where: { line in trapKinds.contains { line.contains("\($0): ") } }) else {
                return .crash(signal: signal, location: appLocation ?? "", message: "")
            }
            let crash = crash(signal: signal, trapLine: line)
            guard case .crash(_, let location, let message) = crash, let appLocation, !isAppLocation(location) else {
                return crash
            }
            return .crash(signal: signal, location: appLocation, message: message)
        }
        guard status != 0 else { return nil }
        return lines.lazy.compactMap(brokenInvariant(in:)).first
    }

    /// The runtime's words for a trap, as it prints them: `FILE:LINE: KIND: MESSAGE`.
    package static let trapKinds = ["Fatal error", "Precondition failed", "Assertion failed"]

    /// A crash from the runtime's `FILE:LINE: KIND: MESSAGE` line. The message of a `Fatal
    /// error` is what follows it; another kind stays in the message (`Precondition failed: …`),
    /// as it is part of the failure's identity.
    private static func crash(signal: Int32, trapLine line: String) -> ActionLogFailure {
        for kind in trapKinds {
            guard let range = line.range(of: ": \(kind): ") ?? line.range(of: "\(kind): ") else { continue }
            let location = range.lowerBound == line.startIndex ? "" : String(line[..<range.lowerBound])
            let text = String(line[range.upperBound...])
            return .crash(
                signal: signal, location: location, message: kind == "Fatal error" ? text : "\(kind): \(text)")
        }
        return .crash(signal: signal, location: "", message: line)
    }

    /// The modules of the runtime and of the libraries that come with it, whose traps print their
    /// own file (`Swift/ContiguousArrayBuffer.swift:705`), never the app's.
    static let runtimeModules = [
        "Swift", "_Concurrency", "_StringProcessing", "_RegexParser", "Synchronization", "Observation", "Distributed",
        "Foundation", "FoundationEssentials", "FoundationInternationalization", "Dispatch",
    ]

    /// Whether a `Fatal error` line's location is in the app's code: not empty, and not in a
    /// module of ``runtimeModules`` (`MODULE/FILE:LINE`, as `#fileID` writes it).
    static func isAppLocation(_ location: String) -> Bool {
        guard let slash = location.firstIndex(of: "/") else { return !location.isEmpty }
        return !runtimeModules.contains(String(location[..<slash]))
    }

    /// The store and invariant of a `… seq N: store "S" broke "I" (…)` line.
    private static func brokenInvariant(in line: String) -> ActionLogFailure? {
        guard let storeStart = line.range(of: #": store ""#),
            let broke = line.range(of: #"" broke ""#, range: storeStart.upperBound..<line.endIndex),
            let end = line[broke.upperBound...].firstIndex(of: "\"")
        else { return nil }
        return .invariantBreak(
            store: String(line[storeStart.upperBound..<broke.lowerBound]),
            invariant: String(line[broke.upperBound..<end]))
    }
}
