import Foundation

/// The tool's standard output and error: lines are gathered and written in one `write(2)` when
/// flushed, which a replay does after each action's output, so that a crash in the next action
/// loses nothing already produced.
final class ToolOutput {
    private var pending: [UInt8] = []
    /// The prefix of every line on standard error: `APP replay: `.
    let prefix: String

    init(prefix: String) { self.prefix = prefix }

    /// Adds a line to standard output.
    func line(_ text: String) {
        pending += Array(text.utf8)
        pending.append(UInt8(ascii: "\n"))
        if pending.count >= 1 << 16 { flush() }
    }

    /// Writes what standard output has gathered.
    func flush() {
        guard !pending.isEmpty else { return }
        FileHandle.standardOutput.write(Data(pending))
        pending.removeAll(keepingCapacity: true)
    }

    /// Writes a line on standard error (after what standard output has gathered), with the prefix.
    func error(_ text: String) {
        flush()
        FileHandle.standardError.write(Data((prefix + text + "\n").utf8))
    }
}
