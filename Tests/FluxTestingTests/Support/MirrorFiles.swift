import Foundation

/// The text of the files a document's code blocks must be found in.
struct MirrorFiles {
    /// Each file's lines, trimmed, without blank lines.
    private let files: [[String]]
    /// Each file's whole text.
    private let texts: [String]

    init(texts: [String]) {
        self.texts = texts
        files = texts.map(Self.significantLines)
    }

    /// Reads every `.swift`, `.swift.snapshot` (generated Swift pinned and not compiled) and
    /// `.jsonl` file under `folders` (relative to `root`).
    init(folders: [String], root: URL) throws {
        var texts: [String] = []
        for folder in folders {
            let base = root.appendingPathComponent(folder)
            let paths = FileManager.default.enumerator(atPath: base.path)?.compactMap { $0 as? String } ?? []
            for path in paths.sorted() where Self.suffixes.contains(where: path.hasSuffix) {
                texts.append(try String(contentsOf: base.appendingPathComponent(path), encoding: .utf8))
            }
        }
        self.init(texts: texts)
    }

    /// The endings of the files read.
    static let suffixes = [".swift", ".swift.snapshot", ".jsonl"]

    /// What is wrong with `block`: nothing when every part of it is found.
    func problems(with block: CodeBlock) -> [String] {
        switch block.language {
        case "shell", "sh", "console": return []
        case "json":
            let lines = block.lines.map(\.trimmed).filter { !$0.isEmpty }
            return lines.filter { line in !texts.contains { $0.contains(line) } }.map {
                "a json line is in no file: \($0.prefix(80))"
            }
        default:
            return parts(of: block).compactMap { part in
                guard !files.contains(where: { Self.contains($0, part.lines) }) else { return nil }
                let language = block.language.isEmpty ? "code" : block.language
                return "a \(language) block's lines \(part.first)-\(part.first + part.lines.count - 1) are in no file, "
                    + "from \"\(part.lines[0])\""
            }
        }
    }

    /// The block's parts between `// ...` lines: trimmed, blank lines dropped, with the block
    /// line (1-based, within the block) each part starts at.
    private func parts(of block: CodeBlock) -> [(first: Int, lines: [String])] {
        var parts: [(first: Int, lines: [String])] = []
        var current: (first: Int, lines: [String])?
        for (index, line) in block.lines.enumerated() {
            let trimmed = line.trimmed
            if trimmed == "// ..." {
                if let part = current { parts.append(part) }
                current = nil
            } else if !trimmed.isEmpty {
                current = (current?.first ?? index + 1, (current?.lines ?? []) + [trimmed])
            }
        }
        if let part = current { parts.append(part) }
        return parts
    }

    private static func significantLines(_ text: String) -> [String] {
        text.components(separatedBy: "\n").map(\.trimmed).filter { !$0.isEmpty }
    }

    /// Whether `lines` occur in `file` one after the other.
    private static func contains(_ file: [String], _ lines: [String]) -> Bool {
        guard !lines.isEmpty, file.count >= lines.count else { return lines.isEmpty }
        return (0...(file.count - lines.count)).contains { start in
            file[start] == lines[0] && Array(file[start..<(start + lines.count)]) == lines
        }
    }
}

extension String {
    /// The line without its leading and trailing spaces.
    fileprivate var trimmed: String { trimmingCharacters(in: .whitespaces) }
}
