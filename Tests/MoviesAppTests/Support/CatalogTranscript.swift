/// The catalog's real answers for "love" at 80 columns, as `flux-movies` prints them.
enum CatalogTranscript {
    static let loveHeader1 = "Movies - \"love\": page 1 of 15 (294 results)"
    static let loveHeader2 = "Movies - \"love\": page 2 of 15 (294 results)"
    static let lovePage1Rows = [
        "  1. Love and Mercy (2014) - Biography, Musical, Drama - 7.7/10",
        "  2. Love Is Strange (2014) - Romance, Drama - 7.7/10",
        "  3. Love Actually (2003) - Romance, Comedy",
        "  4. Love and Death (1975) - Comedy - 8.1/10",
        "  5. Love and Death on Long Island (1997) - Comedy, Drama - 8.0/10",
        "  6. Love & Basketball (2000) - Romance, Comedy, Drama, Sport - 6.8/10",
        "  7. Love Is All You Need (2012) - Romance, Comedy - 6.4/10",
        "  8. Love & Diane (2002) - Documentary - 7.7/10",
        "  9. Love in the Afternoon (1972) - Drama - 8.1/10",
        " 10. Love Streams (1984) - Drama - 8.1/10",
        " 11. Love and Other Drugs (2010) - Romance, Comedy, Drama, History - 5.8/10",
        " 12. Love Crime (2010) - Thriller, Drama - 6.2/10",
        " 13. Love Exposure (2008) - Thriller, Romance, Comedy, Drama, Action - 7.7/10",
        " 14. Love in the Afternoon (1957) - Romance, Comedy - 7.1/10",
        " 15. Love Liza (2002) - Comedy, Drama - 5.9/10",
        " 16. Love Songs (2007) - Musical, Drama - 6.0/10",
        " 17. Love and Honor (2006) - Romance, Drama - 6.8/10",
        " 18. A Love Song for Bobby Long (2004) - Drama - 5.5/10",
        " 19. Love Like Poison (2010) - Drama - 7.3/10",
        " 20. Love! Valour! Compassion! (1997) - Comedy, Drama - 6.5/10",
    ]
    static let lovePage2Rows = [
        " 21. Love Me If You Dare (2003) - Romance, Comedy, Drama - 5.4/10",
        " 22. Love Is the Devil: Study for a Portrait of Francis Bacon (1998) - 6.4/10",
        " 23. Love Story (1970) - Romance, Drama - 6.0/10",
        " 24. Love Comes Lately (2007) - Comedy, Drama - 6.2/10",
        " 25. Love & Sex (2000) - Romance, Comedy - 5.6/10",
        " 26. Love Affair, or the Case of the Missing Switchboard Operator (1967)",
        " 27. Love at First Bite (1979) - Horror, Romance, Comedy - 6.0/10",
        " 28. Love Jones (1997) - Romance - 6.5/10",
        " 29. A Love in Germany (1983) - War, Drama - 6.0/10",
        " 30. Love and Human Remains (1993) - Comedy, Drama - 6.5/10",
        " 31. Love with the Proper Stranger (1963) - Romance, Comedy, Drama - 6.9/10",
        " 32. Love Thy Nature (2014) - Documentary - 7.0/10",
        " 33. The Love Bug (1968) - Romance, Comedy, Fantasy - 6.0/10",
        " 34. Love Is a Many-Splendored Thing (1955) - 6.0/10",
        " 35. Love Serenade (1996) - Comedy - 6.8/10",
        " 36. Love on the Run (1979) - Romance, Drama - 6.3/10",
        " 37. Love in the Time of Cholera (2007) - Drama - 4.8/10",
        " 38. Love Me or Leave Me (1955) - Biography, Musical, Drama - 7.4/10",
        " 39. Love in the Buff (2012) - Romance, Comedy - 6.4/10",
        " 40. The Love Letter (1999) - Romance, Comedy, Drama - 4.9/10",
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
