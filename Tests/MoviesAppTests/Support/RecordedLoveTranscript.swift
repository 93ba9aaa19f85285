/// The "love" session of `Examples/sessions/search-more-open-back.jsonl` as its replay prints it:
/// its pages are those the catalog gives today (``CatalogTranscript``), recorded in the log (a
/// replay never searches).
enum RecordedLoveTranscript {
    /// The details of item 22 of that session.
    static let theLovedOnes = [
        "The Loved Ones", "Release Date: 2009", "Year: 2009", "Genres: Horror", "Runtime: 1h 24m",
        "Director: Sean Byrne", "Countries: Australia, France", "Languages: English",
        "Rating: 7.2/10 (57 reviews)", "MPAA rating: R", "Type \"back\" to return to the list.",
    ]

    /// `search love`, `more`, `open 22`, `back` as printed.
    static var transcript: [String] {
        let page2 = CatalogTranscript.lovePage2
        return ["Searching \"love\"..."] + CatalogTranscript.lovePage1 + ["Loading page 2..."] + page2 + theLovedOnes
            + page2
    }
}
