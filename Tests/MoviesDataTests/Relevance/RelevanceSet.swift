/// The relevance set of catalog search: what people type and the film they mean.
///
/// Every example of issue #23 is here (its films are all in the catalog). Films absent from the
/// catalog (`It`, `The The`) cannot be cases; `1984` finds `Class of 1984` (the only title with
/// the number) and the films of 1984.
enum RelevanceSet {
    /// Every case, by category.
    static let cases: [RelevanceCase] =
        words + folding + typos + years + directors + exactTitles + prefixes
        + meant + mustNotMatch

    /// Words in any order, small words left out.
    static let words: [RelevanceCase] = [
        .init(.words, "lord rings", "The Lord of the Rings: The Return of the King", 2003),
        .init(.words, "fellowship ring", "The Lord of the Rings: The Fellowship of the Ring", 2001),
        .init(.words, "harry potter azkaban", "Harry Potter and the Prisoner of Azkaban", 2004),
        .init(.words, "back to future", "Back to the Future", 1985),
        .init(.words, "good bad ugly", "The Good, the Bad and the Ugly", 1966),
        .init(.words, "return king rings", "The Lord of the Rings: The Return of the King", 2003),
        .init(.words, "pirates caribbean black pearl", "Pirates of the Caribbean: The Curse of the Black Pearl", 2003),
        .init(.words, "silence lambs", "The Silence of the Lambs", 1991),
        .init(.words, "wolf wall street", "The Wolf of Wall Street", 2013),
        .init(.words, "eternal sunshine mind", "Eternal Sunshine of the Spotless Mind", 2004),
        .init(.words, "country old men", "No Country for Old Men", 2007),
        .init(.words, "deathly hallows 2", "Harry Potter and the Deathly Hallows – Part 2", 2011),
    ]

    /// Case, accents, punctuation, hyphens, apostrophes, `&` and sequel numbers.
    static let folding: [RelevanceCase] = [
        .init(.folding, "leon", "Léon: The Professional", 1994),
        .init(.folding, "amelie", "Amélie", 2001),
        .init(.folding, "spiderman", "Spider-Man", 2002),
        .init(.folding, "spider man", "Spider-Man", 2002),
        .init(.folding, "brave heart", "Braveheart", 1995),
        .init(.folding, "Spider-Man", "Spider-Man", 2002),
        .init(.folding, "walle", "WALL-E", 2008),
        .init(.folding, "wall e", "WALL-E", 2008),
        .init(.folding, "dr strangelove", "Dr. Strangelove", 1964),
        .init(.folding, "et", "E.T. the Extra-Terrestrial", 1982),
        .init(.folding, "pans labyrinth", "Pan's Labyrinth", 2006),
        .init(.folding, "pans", "Pan's Labyrinth", 2006),
        .init(.folding, "fast and furious", "Fast & Furious", 2009),
        .init(.folding, "fast & furious", "Fast & Furious", 2009),
        .init(.folding, "rocky 2", "Rocky II", 1979),
        .init(.folding, "rocky iv", "Rocky IV", 1985),
        .init(.folding, "godfather 3", "The Godfather Part III", 1990),
        .init(.folding, "godfather part 2", "The Godfather Part II", 1974),
        .init(.folding, "star wars episode 4", "Star Wars: Episode IV – A New Hope", 1977),
        .init(.folding, "oceans eleven", "Ocean's Eleven", 2001),
        .init(.folding, "y tu mama tambien", "Y tu mamá también", 2001),
        .init(.folding, "xmen", "X-Men", 2000),
    ]

    /// One edit in words of 5-8 letters, two from 9.
    static let typos: [RelevanceCase] = [
        .init(.typos, "godfater", "The Godfather", 1972),
        .init(.typos, "amelei", "Amélie", 2001),
        .init(.typos, "matrx", "The Matrix", 1999),
        .init(.typos, "interstelar", "Interstellar", 2014),
        .init(.typos, "intersteller", "Interstellar", 2014),
        .init(.typos, "jurasic park", "Jurassic Park", 1993),
        .init(.typos, "forest gump", "Forrest Gump", 1994),
        .init(
            .typos, "pirates of the carribean black pearl", "Pirates of the Caribbean: The Curse of the Black Pearl",
            2003),
        .init(.typos, "lord of the rigns", "The Lord of the Rings: The Return of the King", 2003),
        .init(.typos, "casablanka", "Casablanca", 1942),
        .init(.typos, "termintor", "The Terminator", 1984),
        .init(.typos, "shawshenk redemption", "The Shawshank Redemption", 1994),
        .init(.typos, "gladaitor", "Gladiator", 2000),
        .init(.typos, "avatr", "Avatar", 2009),
        .init(.typos, "the dark night", "The Dark Knight", 2008),
        .init(.typos, "fight clubb", "Fight Club", 1999),
        .init(.typos, "blade runer", "Blade Runner", 1982),
        .init(.typos, "raging bulll", "Raging Bull", 1980),
        .init(.typos, "shawshank redemtion", "The Shawshank Redemption", 1994),
    ]

    /// A year filters; a title with the number still matches.
    static let years: [RelevanceCase] = [
        .init(.years, "alien 1979", "Alien", 1979),
        .init(.years, "titanic 1997", "Titanic", 1997),
        .init(.years, "psycho 1998", "Psycho", 1998),
        .init(.years, "psycho 1960", "Psycho", 1960),
        .init(.years, "godzilla 1954", "Godzilla", 1954),
        .init(.years, "king kong 1976", "King Kong", 1976),
        .init(.years, "batman 1989", "Batman", 1989),
        .init(.years, "2001", "2001: A Space Odyssey", 1968),
        .init(.years, "1984", "Class of 1984", 1982),
        .init(.years, "2001 space odyssey", "2001: A Space Odyssey", 1968),
    ]

    /// A director's name, alone or with title words.
    static let directors: [RelevanceCase] = [
        .init(.directors, "kubrick", "2001: A Space Odyssey", 1968, at: 3),
        .init(.directors, "nolan", "Inception", 2010),
        .init(.directors, "tarantino", "Django Unchained", 2012),
        .init(.directors, "spielberg", "Raiders of the Lost Ark", 1981),
        .init(.directors, "spielberg jaws", "Jaws", 1975),
        .init(.directors, "scott alien", "Alien", 1979),
        .init(.directors, "cameron titanic", "Titanic", 1997),
        .init(.directors, "tarantino pulp", "Pulp Fiction", 1994),
        .init(.directors, "hitchcock psycho", "Psycho", 1960),
        .init(.directors, "del toro labyrinth", "Pan's Labyrinth", 2006),
        .init(.directors, "scorsese", "Taxi Driver", 1976, at: 2),
    ]

    /// Whole titles, short ones and those with small words.
    static let exactTitles: [RelevanceCase] = [
        .init(.exactTitles, "the matrix", "The Matrix", 1999),
        .init(.exactTitles, "matrix", "The Matrix", 1999),
        .init(.exactTitles, "up", "Up", 2009),
        .init(.exactTitles, "her", "Her", 2013),
        .init(.exactTitles, "heat", "Heat", 1995),
        .init(.exactTitles, "pi", "Pi", 1998),
        .init(.exactTitles, "o", "O", 2001),
        .init(.exactTitles, "it follows", "It Follows", 2014),
        .init(.exactTitles, "alien", "Alien", 1979),
        .init(.exactTitles, "toy story", "Toy Story", 1995),
        .init(.exactTitles, "jules et jim", "Jules and Jim", 1962),
    ]

    /// The last word as the start of a word.
    static let prefixes: [RelevanceCase] = [
        .init(.prefixes, "crouching tig", "Crouching Tiger, Hidden Dragon", 2000),
        .init(.prefixes, "shawsh", "The Shawshank Redemption", 1994),
        .init(.prefixes, "pulp fic", "Pulp Fiction", 1994),
        .init(.prefixes, "eternal suns", "Eternal Sunshine of the Spotless Mind", 2004),
        .init(.prefixes, "harry potter and the prisoner of az", "Harry Potter and the Prisoner of Azkaban", 2004),
    ]

    /// The film people mean among sequels, remakes and titles that start alike (issue #34): the
    /// popularity prior and the whole-title rule decide, not the number of reviews alone.
    static let meant: [RelevanceCase] = [
        .init(.meant, "star wars", "Star Wars: Episode IV – A New Hope", 1977),
        .init(.meant, "the matr", "The Matrix", 1999),
        .init(.meant, "jurassic", "Jurassic Park", 1993),
        .init(.meant, "halloween", "Halloween", 1978),
        .init(.meant, "termin", "The Terminator", 1984),
        .init(.meant, "indiana jones", "Indiana Jones and the Last Crusade", 1989),
        .init(.meant, "planet of the apes", "Planet of the Apes", 1968),
        .init(.meant, "the thing", "The Thing", 1982),
        .init(.meant, "lord of the rings", "The Lord of the Rings: The Return of the King", 2003),
        .init(.meant, "django", "Django Unchained", 2012),
        .init(.meant, "gone", "Gone Girl", 2014),
        .init(.meant, "cinderella", "Cinderella", 1950),
        .init(.meant, "batman", "Batman", 1989),
        .init(.meant, "rocky", "Rocky", 1976),
        .init(.meant, "die hard", "Die Hard", 1988),
        .init(.meant, "godfather", "The Godfather", 1972),
        .init(.meant, "psycho", "Psycho", 1960),
        .init(.meant, "scarface", "Scarface", 1983),
        .init(.meant, "the fly", "The Fly", 1986),
        .init(.meant, "true grit", "True Grit", 2010),
        .init(.meant, "robocop", "RoboCop", 1987),
        .init(.meant, "total recall", "Total Recall", 1990),
        .init(.meant, "carrie", "Carrie", 1976),
        .init(.meant, "mad max", "Mad Max", 1979),
        .init(.meant, "star trek", "Star Trek", 2009),
        .init(.meant, "superman", "Superman", 1978),
        .init(.meant, "the omen", "The Omen", 1976),
        .init(.meant, "alice in wonderland", "Alice in Wonderland", 1951),
        .init(.meant, "beauty and the beast", "Beauty and the Beast", 1991),
        .init(.meant, "pirates of the caribbean", "Pirates of the Caribbean: The Curse of the Black Pearl", 2003),
        .init(.meant, "mission impossible", "Mission: Impossible", 1996),
        .init(.meant, "captain america", "Captain America: The Winter Soldier", 2014),
        .init(.meant, "the shining", "The Shining", 1980),
        .init(.meant, "ghostbusters", "Ghostbusters", 1984),
        .init(.meant, "the lion king", "The Lion King", 1994),
        .init(.meant, "back to the future", "Back to the Future", 1985),
        .init(.meant, "love", "Love Actually", 2003, at: 3),
        .init(.meant, "godf", "The Godfather", 1972),
        .init(.meant, "mission imp", "Mission: Impossible", 1996),
        .init(.meant, "back to", "Back to the Future", 1985),
        .init(.meant, "die h", "Die Hard", 1988),
    ]

    /// Films that must not be found at all by the query (in no page).
    static let mustNotMatch: [RelevanceCase] = [
        .init(.mustNotMatch, "alien 1979", "Aliens", 1986),
        .init(.mustNotMatch, "psycho 1998", "Psycho", 1960),
        .init(.mustNotMatch, "man", "Batman Begins", 2005),
        .init(.mustNotMatch, "heart", "Braveheart", 1995),
        .init(.mustNotMatch, "jews", "Jaws", 1975),
        .init(.mustNotMatch, "gdfthr", "The Godfather", 1972),
        .init(.mustNotMatch, "godfather 1972", "The Godfather Part II", 1974),
        .init(.mustNotMatch, "love", "Cloverfield", 2008),
    ]
}
