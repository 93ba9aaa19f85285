/// The relevance set of catalog search: what people type and the film they mean.
///
/// Every example of issue #23 is here (its films are all in the catalog). Films absent from the
/// catalog (`It`, `The The`) cannot be cases; `1984` finds `Class of 1984` (the only title with
/// the number) and the films of 1984.
enum RelevanceSet {
    /// Every case, by category.
    static let cases: [RelevanceCase] =
        words + folding + typos + years + directors + exactTitles + prefixes
        + mustNotMatch

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
        .init(.directors, "kubrick", "Eyes Wide Shut", 1999),
        .init(.directors, "nolan", "Interstellar", 2014),
        .init(.directors, "spielberg jaws", "Jaws", 1975),
        .init(.directors, "scott alien", "Alien", 1979),
        .init(.directors, "cameron titanic", "Titanic", 1997),
        .init(.directors, "tarantino pulp", "Pulp Fiction", 1994),
        .init(.directors, "hitchcock psycho", "Psycho", 1960),
        .init(.directors, "del toro labyrinth", "Pan's Labyrinth", 2006),
        .init(.directors, "scorsese", "The Wolf of Wall Street", 2013),
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
