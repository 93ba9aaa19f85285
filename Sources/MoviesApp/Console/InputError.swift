/// What was wrong with an input line. `Strings.message(for:)` says it in one `error:` line.
package enum InputError: Error, Equatable, Sendable {
    /// A command that takes a number, with its word as typed (`open`, `o`, `abrir`), which
    /// messages quote back.
    package struct NumberCommand: Equatable, Sendable {
        /// The commands that take a number.
        package enum Kind: Equatable, Sendable {
            /// `open N`.
            case open
            /// `pick N`.
            case pick
        }

        /// `open N` typed `open`.
        package static let open = NumberCommand(.open, word: "open")
        /// `pick N` typed `pick`.
        package static let pick = NumberCommand(.pick, word: "pick")

        /// Which command it is.
        package var kind: Kind
        /// The command word as typed.
        package var word: String

        /// The command `kind` typed as `word`.
        package init(_ kind: Kind, word: String) {
            self.kind = kind
            self.word = word
        }
    }

    /// The line is longer than the limit.
    case tooLong(byteCount: Int, limit: Int)
    /// The line is not valid UTF-8.
    case invalidUTF8
    /// The line contains a control character (its code point).
    case controlCharacter(UInt32)
    /// `search` without text.
    case missingSearchText
    /// A first word that is `command` with two neighbouring letters swapped (`typed`, as typed);
    /// `line` is the whole line, to search for with `search`.
    case commandTypo(typed: String, command: String, line: String)
    /// `more`, `open N` or `pick N` while the search for `query` loads.
    case stillSearching(query: String)
    /// `open` or `pick` without its number; `count` is how many there are to choose from.
    case missingNumber(NumberCommand, count: Int)
    /// `open`/`pick` with an argument that is not a number.
    case notANumber(NumberCommand, argument: String, count: Int)
    /// `open`/`pick` with a number outside `1...count`.
    case outOfRange(NumberCommand, argument: String, count: Int)
    /// `open` before any search listed movies.
    case nothingToOpen
    /// `open` (with its argument, nil without one) after the search for `query` found no movies.
    case noMoviesFound(argument: String?, query: String)
    /// `pick` with no recent searches listed.
    case nothingToPick
}
