import FluxActionLog

/// How the tool reports an error: its message on standard error, and its status.
enum ReplayFailureReport {
    /// Prints `error` and returns its status: ``ReplayToolStatus/invariantBreak`` for a broken
    /// invariant, ``ReplayToolStatus/usage`` for a file that exists or a field the states lack,
    /// ``ReplayToolStatus/failure`` otherwise.
    static func report(_ error: any Error, output: ToolOutput) -> ReplayToolStatus {
        output.error("\(error)")
        if error is ActionLogBlameError || error is ReplayToolUsageError { return .usage }
        guard let error = error as? ActionLogError else { return .failure }
        switch error.kind {
        case .invariantBroken: return .invariantBreak
        case .fileExists: return .usage
        default: return .failure
        }
    }
}
