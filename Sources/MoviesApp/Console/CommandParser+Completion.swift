extension CommandParser {
    /// The words Tab completes in `language` only when none of ``completionWords(for:)`` starts
    /// with the typed word: the other languages' command words, which every language accepts
    /// too (`a` Tab in English offers `abrir`, `atrás`, `ayuda`). Never listed for an empty word.
    package static func otherCompletionWords(for language: Language) -> [String] {
        var seen = Set(completionWords(for: language))
        return Language.all.flatMap(\.completedCommandWords).filter { seen.insert($0).inserted }
    }
}
