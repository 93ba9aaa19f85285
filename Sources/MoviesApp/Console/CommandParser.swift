/// Parses one input line into a command (the console language of docs/flux-movies.md,
/// "Commands"). Pure: bytes in, command or error out.
///
/// Checks, in order: length (at most `maxLength` bytes), UTF-8 validity, control characters
/// (tab counts as a space; one trailing carriage return is dropped). Then the line is trimmed;
/// an empty line is ignored. The first word, case-insensitive, picks the command. Commands
/// without arguments (`more`, `back`, ...) followed by text search the whole line instead
/// ("back to the future" is a search). A first word that is a command word with two neighbouring
/// letters swapped (`mroe`) is refused (``CommandTypo``); `search TEXT` searches for its text
/// without the quotes around it (`search "alien"` searches for alien). `help WORD`, WORD a
/// command word, explains that command (other text after `help` searches, as above); `open`
/// and `pick` keep their word as typed (lowercased: `abrir`, `o`), for messages to quote back.
package enum CommandParser {
    /// The command words (their long forms), for completing a first word with Tab.
    package static let commandWords = ["back", "cancel", "help", "more", "open", "pick", "quit", "recent", "search"]

    /// The words Tab completes in `language`: the English command words, then the language's own
    /// (``Language/completedCommandWords``).
    package static func completionWords(for language: Language) -> [String] {
        commandWords + language.completedCommandWords
    }

    /// Every word that names a command, in any language.
    private static let words = CommandWord.table()

    /// Parses `line`.
    package static func parse(_ line: InputLine, maxLength: Int = LineSplitter.defaultMaxLength) -> ParsedLine {
        switch line {
        case .tooLong(let count):
            return .invalid(.tooLong(byteCount: count, limit: maxLength))
        case .notUTF8:
            return .invalid(.invalidUTF8)
        case .bytes(let bytes):
            return parse(bytes: bytes, maxLength: maxLength)
        }
    }

    private static func parse(bytes: [UInt8], maxLength: Int) -> ParsedLine {
        var bytes = bytes[...]
        if bytes.last == 0x0D { bytes = bytes.dropLast() }
        guard bytes.count <= maxLength else { return .invalid(.tooLong(byteCount: bytes.count, limit: maxLength)) }
        guard let text = String(validating: bytes, as: UTF8.self) else { return .invalid(.invalidUTF8) }
        if let control = text.unicodeScalars.first(where: isForbiddenControl) {
            return .invalid(.controlCharacter(control.value))
        }
        let line = SearchReducer.trimmed(text.replacingTabs())
        guard !line.isEmpty else { return .empty }
        let word = String(line.prefix { !$0.isWhitespace })
        let argument = SearchReducer.trimmed(String(line.dropFirst(word.count)))
        return command(word: word.lowercased(), argument: argument, line: line)
    }

    private static func command(word: String, argument: String, line: String) -> ParsedLine {
        let noArgument: Command?
        switch words[word] {
        case .search:
            let query = unquoted(argument)
            return query.isEmpty ? .invalid(.missingSearchText) : .command(.search(query))
        case .open: return .command(.open(argument.isEmpty ? nil : argument, word: word))
        case .pick: return .command(.pick(argument.isEmpty ? nil : argument, word: word))
        case .more: noArgument = .more
        case .back: noArgument = .back
        case .recent: noArgument = .recent
        case .cancel: noArgument = .cancel
        case .help:
            if let topic = words[argument.lowercased()] { return .command(.explain(topic)) }
            noArgument = .help
        case .quit: noArgument = .quit
        case nil:
            if let command = CommandTypo.intendedCommand(for: word) {
                return .invalid(.commandTypo(typed: String(line.prefix(word.count)), command: command, line: line))
            }
            noArgument = nil
        }
        if let noArgument, argument.isEmpty { return .command(noArgument) }
        if line.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }) { return .command(.number(line)) }
        return .command(.search(unquoted(line)))
    }

    /// `text` without one pair of matching quotes around it (`"alien"`, `'alien'`, `“alien”`),
    /// trimmed again; other text (`"a" and "b"`, an unmatched quote) as it is.
    static func unquoted(_ text: String) -> String {
        guard text.count >= 2, let first = text.first, let last = text.last else { return text }
        let pairs: [Character: Character] = ["\"": "\"", "'": "'", "“": "”", "«": "»"]
        let inner = text.dropFirst().dropLast()
        guard pairs[first] == last, !inner.contains(last) else { return text }
        return SearchReducer.trimmed(String(inner))
    }

    /// C0 controls except tab, DEL, and C1 controls.
    static func isForbiddenControl(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x09: false
        case 0x00...0x1F, 0x7F...0x9F: true
        default: false
        }
    }
}

extension String {
    fileprivate func replacingTabs() -> String {
        contains("\t") ? String(map { $0 == "\t" ? " " : $0 }) : self
    }
}
