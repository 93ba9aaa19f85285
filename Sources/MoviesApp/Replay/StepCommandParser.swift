/// Parses one line of the replay's time travel. Pure: bytes in, command or error message out.
///
/// The command word is case-insensitive; surrounding spaces and one trailing carriage return
/// are ignored; an empty line is `nil` (ignored). Every mistake is one message for an `error:`
/// line, saying what was wrong and what is accepted.
///
/// ```swift
/// StepCommandParser.parse(.text("goto 12"), lastSequence: 40)  // .success(.goto(12))
/// StepCommandParser.parse(.text("jump"), lastSequence: 40)     // .failure("unknown command \"jump\"; ...")
/// ```
package enum StepCommandParser {
    /// What the commands are, for error messages and `help`.
    package static let commandList = "next (n), prev (p), goto N (g N), state (s), diff (d), screen, help (?), quit (q)"

    /// One failure: the text after `error: `.
    package struct Failure: Error, Equatable, Sendable {
        /// The message.
        package let message: String

        /// Creates a failure with its message.
        package init(message: String) {
            self.message = message
        }
    }

    /// Parses `line`; `lastSequence` is the log's last action (the highest `goto`).
    /// - Returns: the command, nil for an empty line, or the mistake.
    package static func parse(_ line: InputLine, lastSequence: UInt64) -> Result<StepCommand?, Failure> {
        let bytes: [UInt8]
        switch line {
        case .tooLong(let count):
            return .failure(Failure(message: "the line is too long (\(count) bytes); type one of: \(commandList)"))
        case .bytes(let lineBytes):
            bytes = lineBytes.last == 0x0D ? Array(lineBytes.dropLast()) : lineBytes
        case .notUTF8:
            bytes = []
        }
        guard line != .notUTF8, let text = String(validating: bytes, as: UTF8.self) else {
            return .failure(Failure(message: "the line is not valid UTF-8; type one of: \(commandList)"))
        }
        let words = text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        guard let word = words.first else { return .success(nil) }
        return command(
            word.lowercased(), arguments: Array(words.dropFirst()), line: words.joined(separator: " "),
            lastSequence: lastSequence)
    }

    private static func command(
        _ word: String, arguments: [String], line: String, lastSequence: UInt64
    ) -> Result<StepCommand?, Failure> {
        let simple: StepCommand
        switch word {
        case "goto", "g": return goto(arguments, line: line, lastSequence: lastSequence)
        case "next", "n": simple = .next
        case "prev", "p": simple = .previous
        case "state", "s": simple = .state
        case "diff", "d": simple = .diff
        case "screen": simple = .screen
        case "help", "?": simple = .help
        case "quit", "q", "exit": simple = .quit
        case _ where CommandWord.otherShellsQuit.contains(word): simple = .quit
        default:
            return .failure(
                Failure(message: "unknown command \(ActionSummary.quoted(line)); type one of: \(commandList)"))
        }
        guard arguments.isEmpty else {
            return .failure(Failure(message: "\(ActionSummary.quoted(line)): \(word) takes no argument"))
        }
        return .success(simple)
    }

    private static func goto(_ arguments: [String], line: String, lastSequence: UInt64) -> Result<StepCommand?, Failure>
    {
        let range = "a sequence number from 0 to \(lastSequence)"
        guard arguments.count == 1 else {
            let problem = arguments.isEmpty ? "goto needs" : "goto takes one argument:"
            return .failure(Failure(message: "\(ActionSummary.quoted(line)): \(problem) \(range)"))
        }
        let argument = arguments[0]
        guard argument.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = UInt64(argument),
            number <= lastSequence
        else {
            return .failure(Failure(message: "\(ActionSummary.quoted(line)): N must be \(range)"))
        }
        return .success(.goto(number))
    }
}
