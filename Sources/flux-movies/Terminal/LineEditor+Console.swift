import LineEditing
import MoviesApp

extension LineEditor {
    /// The console's editor in `language`: its prompt, command words (the other languages' as
    /// ``LineEditor/otherCompletions``) and history search labels.
    @MainActor
    static func console(language: Language, width: Int, history: EditHistory = EditHistory()) -> LineEditor {
        var editor = LineEditor(
            prompt: ConsoleOutput.promptText, width: width, history: history,
            completions: CommandParser.completionWords(for: language),
            otherCompletions: CommandParser.otherCompletionWords(for: language))
        editor.searchLabels = .of(language.strings)
        return editor
    }
}
