import FluxActionLog

extension ReplayMessage {
    /// A crash as the runtime's trap line writes it, at the place its identity names (the app's
    /// own frame for a trap in the standard library): `MoviesApp/PlantedBug.swift:15: Fatal error:
    /// MESSAGE` (`Precondition failed: …` for that kind); the place alone for a trap without a
    /// message (an overflow), the message alone without a place; empty without either, and for a
    /// failure that is not a crash. What the replay's crash messages end with.
    package static func trapText(of failure: ActionLogFailure) -> String {
        guard case .crash(_, let location, let message) = failure else { return "" }
        let kind = ActionLogFailure.trapKinds.contains { message.hasPrefix("\($0): ") } ? "" : "Fatal error: "
        let trap = message.isEmpty ? "" : kind + message
        return [location, trap].filter { !$0.isEmpty }.joined(separator: ": ")
    }
}
