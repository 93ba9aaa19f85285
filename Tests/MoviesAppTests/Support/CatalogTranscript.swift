/// The catalog's real answers for "love" at 80 columns, as `flux-movies` prints them.
enum CatalogTranscript {
    static let loveHeader1 = "Movies - \"love\": page 1 of 15 (294 results)"
    static let loveHeader2 = "Movies - \"love\": page 2 of 15 (294 results)"
    static let lovePage1Rows = [
        "  1. Love (2012) - Romance, Drama - 5.0/10",
        "  2. Love Actually (2003) - Romance, Comedy",
        "  3. Love and Mercy (2014) - Biography, Musical, Drama - 7.7/10",
        "  4. The Love Guru (2008) - Romance, Comedy - 3.5/10",
        "  5. Love Is Strange (2014) - Romance, Drama - 7.7/10",
        "  6. Love and Other Drugs (2010) - Romance, Comedy, Drama, History - 5.8/10",
        "  7. Love in the Time of Cholera (2007) - Drama - 4.8/10",
        "  8. Love Happens (2009) - Romance, Comedy, Drama - 3.8/10",
        "  9. Love Is All You Need (2012) - Romance, Comedy - 6.4/10",
        " 10. A Love Song for Bobby Long (2004) - Drama - 5.5/10",
        " 11. Love & Basketball (2000) - Romance, Comedy, Drama, Sport - 6.8/10",
        " 12. Love Liza (2002) - Comedy, Drama - 5.9/10",
        " 13. Love Crime (2010) - Thriller, Drama - 6.2/10",
        " 14. Love Me If You Dare (2003) - Romance, Comedy, Drama - 5.4/10",
        " 15. Love Don't Cost a Thing (2003) - Romance, Comedy - 3.7/10",
        " 16. Love Songs (2007) - Musical, Drama - 6.0/10",
        " 17. Love, Rosie (2014) - Romance, Comedy - 4.7/10",
        " 18. The Love Punch (2013) - Romance, Comedy - 4.6/10",
        " 19. Love Ranch (2010) - Comedy, Drama - 3.8/10",
        " 20. The Love Letter (1999) - Romance, Comedy, Drama - 4.9/10",
    ]
    static let lovePage2Rows = [
        " 21. Love & Sex (2000) - Romance, Comedy - 5.6/10",
        " 22. Love Stinks (1999) - Romance, Comedy - 3.8/10",
        " 23. Love the Hard Way (2001) - Romance, Drama, Crime - 4.8/10",
        " 24. Love in the Time of Money (2002) - Romance, Comedy, Drama - 4.2/10",
        " 25. Love and Death on Long Island (1997) - Comedy, Drama - 8.0/10",
        " 26. Love Story (1970) - Romance, Drama - 6.0/10",
        " 27. Love & Diane (2002) - Documentary - 7.7/10",
        " 28. Love Affair (1994) - Romance, Comedy, Drama - 4.9/10",
        " 29. Love in the Afternoon (1957) - Romance, Comedy - 7.1/10",
        " 30. Love and Death (1975) - Comedy - 8.1/10",
        " 31. Love Object (2003) - Horror, Thriller, Romance, Drama - 4.9/10",
        " 32. Love Comes Lately (2007) - Comedy, Drama - 6.2/10",
        " 33. Love in the Afternoon (1972) - Drama - 8.1/10",
        " 34. Love at First Bite (1979) - Horror, Romance, Comedy - 6.0/10",
        " 35. A Love in Germany (1983) - War, Drama - 6.0/10",
        " 36. Love! Valour! Compassion! (1997) - Comedy, Drama - 6.5/10",
        " 37. Love Is the Devil: Study for a Portrait of Francis Bacon (1998) - 6.4/10",
        " 38. Love and Honor (2006) - Romance, Drama - 6.8/10",
        " 39. Love Exposure (2008) - Thriller, Romance, Comedy, Drama, Action - 7.7/10",
        " 40. Love Streams (1984) - Drama - 8.1/10",
    ]

    /// Page 1 as printed: header, rows 1-20, hint.
    static var lovePage1: [String] { [loveHeader1] + lovePage1Rows + ["Type \"more\" for page 2."] }
    /// Page 2 as printed: header, rows 21-40, hint.
    static var lovePage2: [String] { [loveHeader2] + lovePage2Rows + ["Type \"more\" for page 3."] }

    /// The list for "amelie": its header and its one row.
    static let amelieList = [
        "Movies - \"amelie\": page 1 of 1 (1 result)",
        "  1. Amélie (2001) - Romance, Comedy, Drama - 8.1/10",
    ]
    /// The details of Amélie (item 1 of "amelie").
    static let amelieDetails = [
        "Amélie",
        "Release Date: Feb 28, 2001",
        "Year: 2001",
        "Genres: Romance, Comedy, Drama",
        "Runtime: 2h 2m",
        "Director: Jean-Pierre Jeunet",
        "Countries: France",
        "Languages: French",
        "Rating: 8.1/10 (231 reviews)",
        "MPAA rating: R",
        "Type \"back\" to return to the list.",
    ]
}
