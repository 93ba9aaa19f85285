/// The JSON shape of the `history` file: `{"lines": ["oldest", ..., "newest"]}`.
struct CommandHistoryFile: Codable, Equatable, Sendable {
    var lines: [String]

    /// Without blank lines, lines holding a control character or longer than a command may be,
    /// and repeats of the line before; the newest `CommandHistoryStore.maxStoredCount` kept.
    func normalized() -> CommandHistoryFile {
        var result: [String] = []
        for line in lines where isStorable(line) && line != result.last {
            result.append(line)
        }
        return CommandHistoryFile(lines: Array(result.suffix(CommandHistoryStore.maxStoredCount)))
    }

    private func isStorable(_ line: String) -> Bool {
        !line.allSatisfy(\.isWhitespace) && line.utf8.count <= CommandHistoryStore.maxLineLength
            && !line.unicodeScalars.contains { $0.value < 0x20 || (0x7F..<0xA0).contains($0.value) }
    }
}
