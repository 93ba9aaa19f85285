/// One run of the replay tool, parsed from its arguments: the log, the mode and its modifiers.
///
/// ```swift
/// let request = try ReplayToolRequest(parsing: ["session.jsonl", "--until", "40", "--print", "states"])
/// // request.mode == .print(.states), request.until == 40
/// ```
public struct ReplayToolRequest: Equatable, Sendable {
    /// The log to replay.
    public var path: String
    /// What the run does.
    public var mode: ReplayToolMode
    /// The last action to replay (`--until N`); nil for the whole log.
    public var until: UInt64?
    /// Whether every recorded digest is checked (`--verify`).
    public var verify: Bool
    /// Whether an existing output file is replaced (`--force`).
    public var force: Bool

    /// A request with every modifier off.
    /// - Parameters:
    ///   - path: the log.
    ///   - mode: what the run does.
    ///   - until: the last action to replay.
    ///   - verify: check every recorded digest.
    ///   - force: replace existing output files.
    public init(path: String, mode: ReplayToolMode, until: UInt64? = nil, verify: Bool = false, force: Bool = false) {
        self.path = path
        self.mode = mode
        self.until = until
        self.verify = verify
        self.force = force
    }

    /// Parses the arguments that follow the tool's command word.
    /// - Parameter arguments: e.g. `["session.jsonl", "--blame", "list.todos"]`.
    /// - Throws: ``ReplayToolUsageError`` naming the mistake.
    public init(parsing arguments: [String]) throws(ReplayToolUsageError) {
        var options = ReplayToolOptions()
        try options.read(arguments)
        self = try options.request()
    }

    /// The arguments that parse back to this request.
    var arguments: [String] {
        var result = [path]
        switch mode {
        case .print(let printed): result += ["--print", printed.rawValue]
        case .blame(let field): result += ["--blame", field]
        case .files(let html, let export):
            result += (html.map { ["--html", $0] } ?? []) + (export.map { ["--export", "redux-devtools", $0] } ?? [])
        case .emitTest(let path, let name): result += ["--emit-test", path, "--name", name]
        case .minimize(let path, let emitTest, let name):
            result += ["--minimize", path] + (emitTest.map { ["--emit-test", $0, "--name", name] } ?? [])
        }
        if let until { result += ["--until", "\(until)"] }
        if verify { result.append("--verify") }
        if force { result.append("--force") }
        return result
    }
}
