/// Turns view data into the exact lines printed: fitted to the width, then styled.
package struct ConsoleLayout: Sendable {
    /// The shortest title kept before a row drops its genres to make room.
    static let minimumTitleWidth = 12

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

    /// The lines of a status: a loading line fitted to the width; an error line, which says what
    /// to do, broken at spaces like a hint (``wrap(_:)``), never cut.
    package func lines(_ status: StatusLine) -> [String] {
        switch status.kind {
        case .loading: [style.dim(fit(status.text))]
        case .error: wrap(status.text).map(style.red)
        }
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

    /// `  1. Title (2003) - Genres - 6.2/10`, fitted to the width: the genres are left out
    /// first to keep the title whole; then the title is truncated with `…` (keeping at least
    /// `minimumTitleWidth` characters); then the line itself is truncated.
    package func row(_ row: ResultRow) -> String {
        let number = String(row.number)
        let prefix = String(repeating: " ", count: max(0, 3 - number.count)) + number + ". "
        let year = row.year.map { " (\($0))" } ?? ""
        let rating = row.rating.map { " - \($0)" } ?? ""
        let genres = row.genres.map { " - \($0)" } ?? ""
        for suffix in [year + genres + rating, year + rating]
        where prefix.count + row.title.count + suffix.count <= width {
            return prefix + row.title + suffix
        }
        let room = width - prefix.count - year.count - rating.count
        guard room >= Self.minimumTitleWidth else { return fit(prefix + row.title + year + rating) }
        return prefix + TextFitting.truncate(row.title, to: room) + year + rating
    }

    private func results(_ view: ResultsView) -> [String] {
        var lines = LineWrapping.fit(view.header, to: width).map(style.bold)
        lines += view.rows.map(row)
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

    private func details(_ view: DetailsView) -> [String] {
        var lines = [style.bold(fit(view.title)), fit(view.releaseLine)]
        lines += view.facts.map(fit)
        if let overview = view.overview {
            lines.append(fit(view.overviewTitle))
            lines += TextFitting.wrap(overview, to: width)
        }
        lines += wrap(view.hint).map(style.dim)
        return lines
    }
}
