import FluxTextFormats

extension ConsoleView {
    /// This view with every text made safe for a terminal (`TerminalText.visible`): control
    /// characters in titles, overviews, genres, queries and the other texts that come from data
    /// are shown as pictures (`␛`), never sent raw. The app's own texts hold none, so the whole
    /// view is mapped; styling (colour escapes) is added later, by ``ConsoleLayout``.
    package func madeVisible() -> ConsoleView {
        ConsoleView(
            screen: Self.visible(screen),
            status: status.map { $0.mapTexts(TerminalText.visible) },
            poster: poster.map(TerminalText.visible), posterLoading: posterLoading)
    }

    private static func visible(_ screen: ScreenView) -> ScreenView {
        let text = TerminalText.visible
        switch screen {
        case .blank:
            return .blank
        case .results(var view):
            view.header = visible(view.header)
            view.rows = view.rows.map { row in
                var row = row
                row.title = text(row.title)
                row.genres = row.genres.map(text)
                row.rating = row.rating.map(text)
                return row
            }
            view.hint = view.hint.map(text)
            return .results(view)
        case .empty(let line):
            return .empty(visible(line))
        case .suggestions(var view):
            view.title = text(view.title)
            view.queries = view.queries.map(text)
            view.hint = view.hint.map(text)
            return .suggestions(view)
        case .details(var view):
            view.title = text(view.title)
            view.releaseLine = text(view.releaseLine)
            view.facts = view.facts.map(text)
            view.overviewTitle = text(view.overviewTitle)
            view.overview = view.overview.map(visibleParagraphs)
            view.hint = text(view.hint)
            return .details(view)
        }
    }

    /// An overview with its line breaks kept (`\n`, `\r\n`): they are paragraphs; every other
    /// control character is shown as a picture.
    private static func visibleParagraphs(_ text: String) -> String {
        text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }
            .map { TerminalText.visible(String($0)) }.joined(separator: "\n")
    }

    private static func visible(_ line: QueryLine) -> QueryLine {
        var line = line
        line.lead = TerminalText.visible(line.lead)
        line.query = TerminalText.visible(line.query)
        line.tail = TerminalText.visible(line.tail)
        return line
    }
}
