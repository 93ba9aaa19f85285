/// The "love" session of `Examples/sessions/search-more-open-back.jsonl` as its replay prints it:
/// recorded on 2026-11-22, before catalog ranking skipped leading articles, so its pages are
/// ordered as the catalog ranked them then (the log carries the pages; a replay never searches).
enum RecordedLoveTranscript {
    static let page1Rows = [
        "  1. Love (2012) - Romance, Drama - 5.0/10",
        "  2. Love Actually (2003) - Romance, Comedy",
        "  3. Love and Mercy (2014) - Biography, Musical, Drama - 7.7/10",
        "  4. Love Is Strange (2014) - Romance, Drama - 7.7/10",
        "  5. Love and Other Drugs (2010) - Romance, Comedy, Drama, History - 5.8/10",
        "  6. Lovelace (2013) - Biography, Drama - 5.7/10",
        "  7. Lovely & Amazing (2001) - Comedy, Drama - 7.3/10",
        "  8. Love in the Time of Cholera (2007) - Drama - 4.8/10",
        "  9. Love Happens (2009) - Romance, Comedy, Drama - 3.8/10",
        " 10. Love Is All You Need (2012) - Romance, Comedy - 6.4/10",
        " 11. Love & Basketball (2000) - Romance, Comedy, Drama, Sport - 6.8/10",
        " 12. Love Liza (2002) - Comedy, Drama - 5.9/10",
        " 13. Love Crime (2010) - Thriller, Drama - 6.2/10",
        " 14. Love Me If You Dare (2003) - Romance, Comedy, Drama - 5.4/10",
        " 15. Love Don't Cost a Thing (2003) - Romance, Comedy - 3.7/10",
        " 16. Love's Labour's Lost (2000) - Musical, Romance, Comedy - 5.5/10",
        " 17. Love, Rosie (2014) - Romance, Comedy - 4.7/10",
        " 18. Love Songs (2007) - Musical, Drama - 6.0/10",
        " 19. Love Ranch (2010) - Comedy, Drama - 3.8/10",
        " 20. Love & Sex (2000) - Romance, Comedy - 5.6/10",
    ]
    static let page2Rows = [
        " 21. Love Stinks (1999) - Romance, Comedy - 3.8/10",
        " 22. Love the Hard Way (2001) - Romance, Drama, Crime - 4.8/10",
        " 23. Love in the Time of Money (2002) - Romance, Comedy, Drama - 4.2/10",
        " 24. Lovely Molly (2012) - Horror, Drama - 5.1/10",
        " 25. Love and Death on Long Island (1997) - Comedy, Drama - 8.0/10",
        " 26. Loverboy (2005) - Romance, Drama - 4.3/10",
        " 27. Love & Diane (2002) - Documentary - 7.7/10",
        " 28. Love Story (1970) - Romance, Drama - 6.0/10",
        " 29. Love Affair (1994) - Romance, Comedy, Drama - 4.9/10",
        " 30. Lovers of the Arctic Circle (1998) - Mystery, Romance, Drama - 7.3/10",
        " 31. Love in the Afternoon (1957) - Romance, Comedy - 7.1/10",
        " 32. Love and Death (1975) - Comedy - 8.1/10",
        " 33. Love Object (2003) - Horror, Thriller, Romance, Drama - 4.9/10",
        " 34. Love Comes Lately (2007) - Comedy, Drama - 6.2/10",
        " 35. Love at First Bite (1979) - Horror, Romance, Comedy - 6.0/10",
        " 36. Love in the Afternoon (1972) - Drama - 8.1/10",
        " 37. Lovely, Still (2008) - Romance, Drama - 5.6/10",
        " 38. Love and Honor (2006) - Romance, Drama - 6.8/10",
        " 39. Love Exposure (2008) - Thriller, Romance, Comedy, Drama, Action - 7.7/10",
        " 40. Love Is the Devil: Study for a Portrait of Francis Bacon (1998) - 6.4/10",
    ]

    /// The details of item 22 of that session.
    static let loveTheHardWay = [
        "Love the Hard Way", "Release Date: 2001", "Year: 2001", "Genres: Romance, Drama, Crime", "Runtime: 1h 44m",
        "Director: Peter Sehr", "Countries: Germany, United States", "Languages: English",
        "Rating: 4.8/10 (43 reviews)", "Type \"back\" to return to the list.",
    ]

    /// `search love`, `more`, `open 22`, `back` as printed.
    static var transcript: [String] {
        let page1 = [CatalogTranscript.loveHeader1] + page1Rows + ["Type \"more\" for page 2."]
        let page2 = [CatalogTranscript.loveHeader2] + page2Rows + ["Type \"more\" for page 3."]
        return ["Searching \"love\"..."] + page1 + ["Loading page 2..."] + page2 + loveTheHardWay + page2
    }
}
