extension ReplayOptions {
    /// The arguments of `replay` (after the word) that parse back to these options
    /// (``ReplayArguments/parse(_:)``): how the replay's parent process starts the child that
    /// replays, since no reducer runs in the parent.
    package var arguments: [String] {
        // A file whose name starts with "-" would read as an option.
        var result = [path.hasPrefix("-") && path != "-" ? "./" + path : path]
        if verify { result.append("--verify") }
        if noColor { result.append("--no-color") }
        if let dataDirectory { result += ["--data-dir", dataDirectory] }
        if let until { result += ["--until", "\(until)"] }
        result += modeArguments
        if force { result.append("--force") }
        if let maxAge { result += ["--max-age", "\(maxAge)"] }
        if let maxSize { result += ["--max-size", "\(maxSize)"] }
        return result
    }

    /// The options that choose ``mode``.
    private var modeArguments: [String] {
        let test = emitTest.map { ["--emit-test", $0.path, "--name", $0.name] } ?? []
        switch mode {
        case .print(let output): return output == .renders ? [] : ["--print", output.rawValue]
        case .step: return ["--step"]
        case .blame(let field): return ["--blame", field]
        case .files(let files):
            let html = files.html.map { ["--html", $0] } ?? []
            let export = files.export.map { ["--export", $0.format.rawValue, $0.path] } ?? []
            return html + export + test
        case .minimize(let path, _): return ["--minimize", path] + test
        }
    }
}
