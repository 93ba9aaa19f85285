import MoviesDomain
import Testing

@testable import MoviesData

/// The query as the catalog corrected it (issue #34, item 5): said on the page, so that a replay
/// shows it too.
@Suite struct QueryCorrectionTests {
    let catalog = BundledCatalog.catalog

    @Test(arguments: [
        ("godfater", "godfather"), ("the dark night", "the dark knight"),
        ("shawshenk redemption", "shawshank redemption"), ("fight clubb", "fight club"),
        ("forest gump", "forrest gump"), ("jurasic park 1993", "jurassic park 1993"),
    ])
    func aTypoCorrectedIsSaidOnEveryPage(typed: String, corrected: String) {
        #expect(catalog.search(typed, page: 1).correctedQuery == corrected)
        #expect(catalog.search(typed, page: 2).correctedQuery == corrected)
    }

    @Test(arguments: ["love", "godf", "the matr", "nolan", "alien 1979", "spielberg jaws", "zzqqxx"])
    func aQueryFoundAsTypedIsNotCorrected(typed: String) {
        #expect(catalog.search(typed, page: 1).correctedQuery == nil)
    }

    /// Words of 4 letters or fewer are never typos (`hart` stays), as in the search.
    @Test func aWordIsReplacedByTheBestMatchsWordWithTheFewestEdits() {
        let movie = Movie(id: 1, title: "Brave Heart", director: "Mel Gibsen")
        #expect(QueryCorrection.corrected("brawe hart gibson", best: movie) == "brave hart gibsen")
        #expect(QueryCorrection.corrected("brawe heart", best: movie) == "brave heart")
        #expect(QueryCorrection.corrected("brave hea", best: movie) == nil)
        #expect(QueryCorrection.corrected("brave", best: nil) == nil)
    }
}
