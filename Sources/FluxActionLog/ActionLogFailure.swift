/// The identity of a failure of a replay: what makes two failing runs "the same failure", so that
/// minimizing a log keeps a candidate only when it fails the same way (never by slipping to another
/// bug).
///
/// A **crash** is identified by its signal and the runtime's `Fatal error` line, which holds the
/// file and line of the trap in the app's own code and its message
/// (`MoviesApp/PlantedBug.swift:14: Fatal error: planted bug: …`): two traps with the same message
/// at different lines are different failures, and so are two messages at the same line. A crash
/// without such a line (a segmentation fault) is identified by its signal alone. An **invariant
/// break** is identified by the store and the invariant, whatever the fields' values, and a **property
/// violation** (an explorer's check outside the stores) by the property's name.
/// ```swift
/// let failure = ActionLogFailure.classify(signal: 4, status: 0, stderr: childStandardError)
/// ```
public enum ActionLogFailure: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The process died of `signal`; `location` is the file and line of the `Fatal error` line
    /// (`MoviesApp/PlantedBug.swift:14`), `message` what follows `Fatal error: `; both empty when
    /// the runtime printed no such line.
    case crash(signal: Int32, location: String, message: String)
    /// A replay stopped at an action that left `store` breaking `invariant`.
    case invariantBreak(store: String, invariant: String)
    /// A property checked outside the stores broke: one over an action and the states around it,
    /// or over an idle app (an explorer's "results are for the latest query"), named `property`.
    case propertyViolation(property: String)

    /// `crash (signal 4) at MoviesApp/PlantedBug.swift:14: planted bug…`,
    /// `store "search" broke "page within pages"` or `property "no stale results" broke`.
    public var description: String {
        switch self {
        case .crash(let signal, let location, let message):
            location.isEmpty && message.isEmpty
                ? "crash (signal \(signal))" : "crash (signal \(signal)) at \(location): \(message)"
        case .invariantBreak(let store, let invariant): "store \"\(store)\" broke \"\(invariant)\""
        case .propertyViolation(let property): "property \"\(property)\" broke"
        }
    }

    /// The failure a child replay ended in, or nil when it did not fail (a clean replay, or
    /// another problem such as a bad log).
    /// - Parameters:
    ///   - signal: the signal that ended the child, nil when it exited.
    ///   - status: its exit status, when it exited.
    ///   - stderr: what it wrote on standard error: the runtime's `Fatal error` line, or the
    ///     replay's `seq N: store "S" broke "I" (…)` line.
    /// - Returns: the failure, or nil.
    package static func classify(signal: Int32?, status: Int32, stderr: String) -> ActionLogFailure? {
        let lines = stderr.split(separator: "\n").map(String.init)
        if let signal {
            guard let line = lines.first(where: { line in trapKinds.contains { line.contains("\($0): ") } }) else {
                return .crash(signal: signal, location: "", message: "")
            }
            return crash(signal: signal, trapLine: line)
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
