/// The "love" session of `Examples/sessions/search-more-open-back.jsonl` as its replay prints it:
/// its pages are those the catalog gave when it was recorded (substring ranking, 292 results),
/// kept in the log: the catalog answers differently since issue #23 (``CatalogTranscript``), and
/// the replay still prints these (a replay never searches).
enum RecordedLoveTranscript {
    static let loveHeader1 = "Movies - \"love\": page 1 of 15 (292 results)"
    static let loveHeader2 = "Movies - \"love\": page 2 of 15 (292 results)"
    static let lovePage1Rows = [
        "  1. Love (2012) - Romance, Drama - 5.0/10",
        "  2. The Lovely Bones (2009) - Horror, Thriller, Drama, Crime, Fantasy - 5.0/10",
        "  3. Love Actually (2003) - Romance, Comedy",
        "  4. Love and Mercy (2014) - Biography, Musical, Drama - 7.7/10",
        "  5. The Love Guru (2008) - Romance, Comedy - 3.5/10",
        "  6. Love Is Strange (2014) - Romance, Drama - 7.7/10",
        "  7. Love and Other Drugs (2010) - Romance, Comedy, Drama, History - 5.8/10",
        "  8. Lovelace (2013) - Biography, Drama - 5.7/10",
        "  9. Lovely & Amazing (2001) - Comedy, Drama - 7.3/10",
        " 10. Love in the Time of Cholera (2007) - Drama - 4.8/10",
        " 11. Love Happens (2009) - Romance, Comedy, Drama - 3.8/10",
        " 12. Love Is All You Need (2012) - Romance, Comedy - 6.4/10",
        " 13. A Love Song for Bobby Long (2004) - Drama - 5.5/10",
        " 14. Love & Basketball (2000) - Romance, Comedy, Drama, Sport - 6.8/10",
        " 15. Love Liza (2002) - Comedy, Drama - 5.9/10",
        " 16. Love Crime (2010) - Thriller, Drama - 6.2/10",
        " 17. Love Me If You Dare (2003) - Romance, Comedy, Drama - 5.4/10",
        " 18. Love Don't Cost a Thing (2003) - Romance, Comedy - 3.7/10",
        " 19. Love's Labour's Lost (2000) - Musical, Romance, Comedy - 5.5/10",
        " 20. Love, Rosie (2014) - Romance, Comedy - 4.7/10",
    ]
    static let lovePage2Rows = [
        " 21. Love Songs (2007) - Musical, Drama - 6.0/10",
        " 22. The Loved Ones (2009) - Horror - 7.2/10",
        " 23. The Love Punch (2013) - Romance, Comedy - 4.6/10",
        " 24. Love Ranch (2010) - Comedy, Drama - 3.8/10",
        " 25. The Love Letter (1999) - Romance, Comedy, Drama - 4.9/10",
        " 26. Love & Sex (2000) - Romance, Comedy - 5.6/10",
        " 27. Love Stinks (1999) - Romance, Comedy - 3.8/10",
        " 28. Love the Hard Way (2001) - Romance, Drama, Crime - 4.8/10",
        " 29. Love in the Time of Money (2002) - Romance, Comedy, Drama - 4.2/10",
        " 30. Lovely Molly (2012) - Horror, Drama - 5.1/10",
        " 31. Love and Death on Long Island (1997) - Comedy, Drama - 8.0/10",
        " 32. Loverboy (2005) - Romance, Drama - 4.3/10",
        " 33. Love & Diane (2002) - Documentary - 7.7/10",
        " 34. Love Story (1970) - Romance, Drama - 6.0/10",
        " 35. Love Affair (1994) - Romance, Comedy, Drama - 4.9/10",
        " 36. Lovers of the Arctic Circle (1998) - Mystery, Romance, Drama - 7.3/10",
        " 37. Love in the Afternoon (1957) - Romance, Comedy - 7.1/10",
        " 38. Love and Death (1975) - Comedy - 8.1/10",
        " 39. Love Object (2003) - Horror, Thriller, Romance, Drama - 4.9/10",
        " 40. The Lover (1992) - Biography, Drama - 4.7/10",
    ]

    /// Page 1 as printed: header, rows 1-20, hint.
    static var lovePage1: [String] { [loveHeader1] + lovePage1Rows + ["Type \"more\" for page 2."] }
    /// Page 2 as printed: header, rows 21-40, hint.
    static var lovePage2: [String] { [loveHeader2] + lovePage2Rows + ["Type \"more\" for page 3."] }

    /// The details of item 22 of that session.
    static let theLovedOnes = [
        "The Loved Ones", "Release Date: 2009", "Genres: Horror", "Runtime: 1h 24m",
        "Director: Sean Byrne", "Countries: Australia, France", "Languages: English",
        "Rating: 7.2/10 (57 reviews)", "MPAA rating: R", "Type \"back\" to return to the list.",
    ]

    /// `search love`, `more`, `open 22`, `back` as printed.
    static var transcript: [String] {
        ["Searching \"love\"..."] + lovePage1 + ["Loading page 2..."] + lovePage2 + theLovedOnes + lovePage2
    }
}
