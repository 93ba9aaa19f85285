import Foundation
import MoviesDomain
import Testing

@testable import MoviesData

/// The example logs hold the catalog pages of the search before issue #23 (substring ranking):
/// today's search answers differently, yet `ExampleSessionTests` (MoviesAppTests) replays those
/// logs to exactly their recorded states and screens, so replay uses the recorded pages and never
/// searches again.
@Suite struct RecordedPagesTests {
    /// A page loaded in a log: its search's query and the page as recorded.
    struct RecordedPage {
        let query: String
        let page: MoviesPage
    }

    @Test func recordedLovePagesDifferFromTodaysSearch() throws {
        let recorded = try Self.pages(in: "search-more-open-back.jsonl")
        #expect(recorded.map(\.page.page) == [1, 2])
        let catalog = BundledCatalog.catalog
        for entry in recorded {
            #expect(entry.query == "love" && entry.page.totalResults == 292)
            let today = catalog.search(entry.query, page: entry.page.page)
            #expect(today.totalResults != entry.page.totalResults)
            #expect(today.movies.map(\.id) != entry.page.movies.map(\.id))
        }
    }

    /// The `search.pageLoaded` pages of `Examples/sessions/<name>`, each with the query last submitted.
    static func pages(in name: String) throws -> [RecordedPage] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/sessions/\(name)")
        let lines = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst()
        var query = ""
        var pages: [RecordedPage] = []
        for line in lines {
            let record = try JSONDecoder().decode(LogLine.self, from: Data(line.utf8))
            if let submitted = record.action.query { query = submitted }
            if let page = record.action.page { pages.append(RecordedPage(query: query, page: page)) }
        }
        return pages
    }

    /// The parts of a log line this test reads.
    struct LogLine: Decodable {
        /// The parts of an action this test reads.
        struct Action: Decodable {
            let query: String?
            let page: MoviesPage?
        }

        let action: Action
    }
}
