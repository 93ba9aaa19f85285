/// Command words typed with two neighbouring letters swapped (`mroe`, `hlep`, `serach`): such a
/// first word is refused instead of searched, with the command it was meant to be.
///
/// Only swaps count: other near misses (one letter inserted, deleted or replaced) are often real
/// titles (`black`, `omen`, `pink`, `mare`), so they still search.
package enum CommandTypo {
    /// The command word that `word` (lowercased) is with two neighbouring letters swapped, or
    /// nil (a command word itself is no typo).
    package static func intendedCommand(for word: String) -> String? {
        let typed = Array(word)
        guard !CommandParser.commandWords.contains(word) else { return nil }
        return CommandParser.commandWords.first { isSwap(typed, of: Array($0)) }
    }

    /// Whether `typed` is `command` with one pair of neighbouring, different letters swapped.
    private static func isSwap(_ typed: [Character], of command: [Character]) -> Bool {
        guard typed.count == command.count, typed.count >= 2 else { return false }
        let differences = typed.indices.filter { typed[$0] != command[$0] }
        guard differences.count == 2, differences[1] == differences[0] + 1 else { return false }
        let index = differences[0]
        return typed[index] == command[index + 1] && typed[index + 1] == command[index]
    }

    /// The command word that a one-word `query` is one letter away from (inserted, deleted or
    /// replaced: `mor`, `moore`, `mare`), or nil. Such a query searches; when it finds nothing,
    /// the empty state asks whether the command was meant.
    package static func nearCommand(for query: String) -> String? {
        let word = query.lowercased()
        guard !word.contains(" "), word.count >= 2, !CommandParser.commandWords.contains(word) else { return nil }
        let letters = Array(word)
        return CommandParser.commandWords.first { OptionSuggestion.distance(letters, Array($0)) == 1 }
    }
}
