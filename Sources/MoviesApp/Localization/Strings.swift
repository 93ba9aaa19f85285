/// The console's texts in one language: the table of ``LanguageTexts`` the language has, used
/// directly (`environment.strings.screenTitle`).
///
/// A message is a requirement of ``LanguageTexts`` and one entry in each language's table
/// (`Languages/`): the compiler refuses a language that misses one. What is the same in every
/// language (`Error: ` lines, the `error: ` prefix, a header joined from its parts) is in the
/// extensions of ``LanguageTexts`` next to this file, written once over the requirements.
package typealias Strings = any LanguageTexts

extension LanguageTexts {
    /// The language of these texts.
    package var language: Language { Language(self) }

    /// `Movies - "love": page 1 of 15 (292 results)`.
    package func listHeader(query: String, page: Int, pageCount: Int, resultCount: Int) -> String {
        listHeaderLine(query: query, page: page, pageCount: pageCount, resultCount: resultCount).text
    }

    /// `Search results: no movies found for "xyz"`.
    package func emptyState(query: String) -> String {
        emptyStateLine(query: query).text
    }

    /// ``emptyStateLine(query:nearCommand:)`` for a query that is no command word.
    package func emptyStateLine(query: String) -> QueryLine {
        emptyStateLine(query: query, nearCommand: nil)
    }
}
