/// Turns view data into the exact lines printed: fitted to the width, then styled.
package struct ConsoleLayout: Sendable {
    /// The fewest title characters (ellipsis included) a row keeps beside its year; with less
    /// room the year goes too, so a row never shows only `… (YEAR)`.
    static let minimumTitleWidth = 6

    /// The maximum line width.
    package let width: Int
    /// The styling.
    package let style: TextStyle

    /// Creates a layout for `width` columns.
    package init(width: Int, style: TextStyle = TextStyle(isEnabled: false)) {
        self.width = width
        self.style = style
    }

    /// Creates the layout of `environment`.
    package init(environment: ViewEnvironment) {
        self.init(width: environment.width, style: TextStyle(isEnabled: environment.usesColor))
    }

    /// The lines of a screen (none for `.blank`).
    package func lines(_ screen: ScreenView) -> [String] {
        switch screen {
        case .blank: []
        case .results(let view): results(view)
        case .empty(let line): LineWrapping.fit(line, to: width)
        case .suggestions(let view): suggestions(view)
        case .details(let view): details(view)
        }
    }

    /// The lines of a status: a loading line, one line fitted to the width (a quoted query is
    /// shortened first, `Searching "codependent les…"...`); an error line, which says what to do,
    /// broken at spaces like a hint (``wrap(_:)``), never cut.
    package func lines(_ status: StatusLine) -> [String] {
        switch status.kind {
        case .loading: [style.dim(oneLine(status))]
        case .error: wrap(status.text).map(style.red)
        }
    }

    /// `status` on one line: whole when it fits, else with its query shortened (keeping at
    /// least ``minimumTitleWidth`` characters of it), else cut at the end.
    private func oneLine(_ status: StatusLine) -> String {
        status.query.flatMap { LineWrapping.oneLine($0, to: width, minimumQuery: Self.minimumTitleWidth) }
            ?? fit(status.text)
    }

    /// A plain line fitted to the width (titles, facts, poster lines): cut with `…`.
    package func fit(_ text: String) -> String {
        TextFitting.truncate(text, to: width)
    }

    /// A line whose every word matters (hints, notes, help) broken at spaces into indented
    /// continuation lines instead of being cut; see ``LineWrapping/wrap(_:to:)``.
    package func wrap(_ text: String) -> [String] {
        LineWrapping.wrap(text, to: width)
    }

    /// `  1. Title (2003) - Genres - 6.2/10`, fitted to the width cutting the title last: the
    /// genres go first, then the rating, then the title is shortened in its middle with `…`
    /// (``TextFitting/truncateMiddle(_:to:)``: its end tells sequels apart) beside its year;
    /// with fewer than ``minimumTitleWidth`` title characters left, the year goes too.
    ///
    /// With colours on and a `query`, the title's words that match it are bold
    /// (``TitleMatch/matchedWords(in:query:)``); the fitting is the same.
    package func row(_ row: ResultRow, highlighting query: String? = nil) -> String {
        let parts = rowParts(row)
        guard let query, style.isEnabled else { return parts.prefix + parts.title + parts.suffix }
        return parts.prefix + highlighted(parts.title, query: query) + parts.suffix
    }

    /// The row's number, its (maybe shortened) title and what follows the title, fitted.
    private func rowParts(_ row: ResultRow) -> (prefix: String, title: String, suffix: String) {
        let number = String(row.number)
        let prefix = String(repeating: " ", count: max(0, 3 - number.count)) + number + ". "
        let year = row.year.map { " (\($0))" } ?? ""
        let rating = row.rating.map { " - \($0)" } ?? ""
        let genres = row.genres.map { " - \($0)" } ?? ""
        for suffix in [year + genres + rating, year + rating, year]
        where prefix.count + row.title.count + suffix.count <= width {
            return (prefix, row.title, suffix)
        }
        let room = width - prefix.count - year.count
        guard room >= Self.minimumTitleWidth else {
            let fitted = fit(prefix + row.title)
            guard fitted.count > prefix.count else { return (fitted, "", "") }
            return (prefix, String(fitted.dropFirst(prefix.count)), "")
        }
        return (prefix, TextFitting.truncateMiddle(row.title, to: room), year)
    }

    /// `title` with the words matching `query` in bold.
    private func highlighted(_ title: String, query: String) -> String {
        var text = ""
        var position = title.startIndex
        for range in TitleMatch.matchedWords(in: title, query: query) {
            text += title[position..<range.lowerBound] + style.bold(String(title[range]))
            position = range.upperBound
        }
        return text + title[position...]
    }

    private func results(_ view: ResultsView) -> [String] {
        var lines = LineWrapping.fit(view.header, to: width).map(style.bold)
        if let correction = view.correction { lines += LineWrapping.fit(correction, to: width) }
        lines += view.rows.map { row($0, highlighting: view.correction?.query ?? view.header.query) }
        if let hint = view.hint { lines += wrap(hint).map(style.dim) }
        return lines
    }

    private func suggestions(_ view: SuggestionsView) -> [String] {
        var lines = [style.bold(fit(view.title))]
        lines += view.queries.enumerated().map { offset, query in
            row(ResultRow(number: offset + 1, title: query))
        }
        if let hint = view.hint { lines += wrap(hint).map(style.dim) }
        return lines
    }

    /// A value that must be read whole (a title, a fact, the poster URL) on as many lines as it
    /// needs: broken at spaces, a word longer than a line split across lines, never cut.
    package func wrapWhole(_ text: String) -> [String] {
        LineWrapping.wrap(text, to: width, splittingLongWords: true)
    }

    /// An overview's paragraphs (its lines), each wrapped to the width; an empty line between
    /// paragraphs is kept, empty lines at the start and end are not.
    private func paragraphs(_ overview: String) -> [String] {
        var lines = overview.split(separator: "\n", omittingEmptySubsequences: false).flatMap { paragraph in
            let wrapped = TextFitting.wrap(String(paragraph), to: width)
            return wrapped.isEmpty ? [""] : wrapped
        }
        while lines.first == "" { lines.removeFirst() }
        while lines.last == "" { lines.removeLast() }
        return lines
    }

    private func details(_ view: DetailsView) -> [String] {
        var lines = wrapWhole(view.title).map(style.bold) + wrapWhole(view.releaseLine)
        lines += view.facts.flatMap(wrapWhole)
        if let overview = view.overview {
            lines.append(fit(view.overviewTitle))
            lines += paragraphs(overview)
        }
        lines += wrap(view.hint).map(style.dim)
        return lines
    }
}
