extension ReplayOptions {
    /// The arguments of `replay` (after the word) that parse back to these options
    /// (``ReplayArguments/parse(_:)``): how the replay's parent process starts the child that
    /// replays, since no reducer runs in the parent.
    package var arguments: [String] {
        // A file whose name starts with "-" would read as an option.
        var result = [path.hasPrefix("-") && path != "-" ? "./" + path : path]
        if verify { result.append("--verify") }
        if step { result.append("--step") }
        if noColor { result.append("--no-color") }
        if let dataDirectory { result += ["--data-dir", dataDirectory] }
        if let until { result += ["--until", "\(until)"] }
        if output != .renders { result += ["--print", output.rawValue] }
        if let htmlPath { result += ["--html", htmlPath] }
        if let export { result += ["--export", export.format.rawValue, export.path] }
        if force { result.append("--force") }
        if let emitTest { result += ["--emit-test", emitTest.path, "--name", emitTest.name] }
        if let minimizePath { result += ["--minimize", minimizePath] }
        if let blame { result += ["--blame", blame] }
        if let maxAge { result += ["--max-age", "\(maxAge)"] }
        if let maxSize { result += ["--max-size", "\(maxSize)"] }
        return result
    }
}
