import Flux
import FluxActionLog
import FluxTesting
import Foundation
import MoviesApp
import MoviesDomain
import Testing

/// The recorded sessions in `Examples/sessions` (real runs of the app, see `regenerate.sh`)
/// replay with every digest verified, end in exactly the recorded facts, and show the same
/// screens.
@MainActor @Suite struct ExampleSessionTests {
    /// `Examples/sessions/<name>` in this package.
    static func path(_ name: String) -> String {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Examples/sessions/\(name)").path
    }

    /// The action types of a log, in order.
    static func types(_ name: String) throws -> [String] {
        let reader = try ActionLogReader<AppAction>(path: path(name))
        var types: [String] = []
        while let record = try reader.next() { types.append(record.action.typeName) }
        return types
    }

    @Test func searchMoreOpenBack() throws {
        let core = AppCore()
        var lines: [String] = []
        let renderer = ConsoleRenderer(stores: core.stores, environment: ViewEnvironment()) { lines.append($0) }
        renderer.start()

        let summary = expectActionLogReplays(
            Self.path("search-more-open-back.jsonl"),
            finalStates: ["navigation": NavigationState(screen: .list), "suggestions": SuggestionsState()]
        ) { core.dispatcher }
        renderer.stop()

        #expect(summary?.lastSequence == 6 && summary?.verifiedDigests == 6)
        #expect(
            try Self.types("search-more-open-back.jsonl") == [
                "search.submitted", "search.pageLoaded", "search.nextPageRequested", "search.pageLoaded",
                "details.opened", "navigation.back",
            ])
        let search = core.state.search
        #expect(search.query == "love")
        #expect(search.pages.map(\.page) == [1, 2] && search.currentPage == 2 && search.totalPageCount == 15)
        #expect(search.itemCount == 40 && search.totalResultCount == 292)
        #expect(search.loading == nil && search.error == nil && search.request == nil && search.lastRequestID == 2)
        #expect(core.state.details.movie?.title == "The Loved Ones" && core.state.details.poster == .none)
        #expect(lines == RecordedLoveTranscript.transcript)
    }

    @Test func recentAndPick() throws {
        let core = AppCore()

        let summary = expectActionLogReplays(
            Self.path("recent-pick.jsonl"),
            finalStates: [
                "navigation": NavigationState(screen: .list),
                "suggestions": SuggestionsState(queries: ["alien", "godfather"]),
                "details": DetailsState(),
            ]
        ) { core.dispatcher }

        #expect(summary?.lastSequence == 9 && summary?.verifiedDigests == 9)
        #expect(
            try Self.types("recent-pick.jsonl") == [
                "search.submitted", "search.pageLoaded", "search.submitted", "search.pageLoaded",
                "suggestions.requested", "suggestions.loaded", "suggestions.picked", "search.submitted",
                "search.pageLoaded",
            ])
        let search = core.state.search
        #expect(search.query == "godfather" && search.currentPage == 1 && search.totalPageCount == 1)
        #expect(
            search.items.map(\.title).prefix(2) == ["The Godfather", "The Godfather Part II"] && search.itemCount == 7)
        #expect(search.lastRequestID == 3 && search.loading == nil && search.error == nil)
    }

    @Test func anErrorThenACancelOnTMDB() throws {
        let core = AppCore()

        let summary = expectActionLogReplays(
            Self.path("error-and-cancel.jsonl"),
            finalStates: ["navigation": NavigationState(screen: .list), "suggestions": SuggestionsState()]
        ) { core.dispatcher }

        #expect(summary?.lastSequence == 9 && summary?.verifiedDigests == 9)
        #expect(
            try Self.types("error-and-cancel.jsonl") == [
                "search.submitted", "search.loadFailed", "search.submitted", "search.pageLoaded",
                "search.submitted", "search.cancelRequested", "details.opened", "details.posterLoaded",
                "navigation.back",
            ])
        let search = core.state.search
        #expect(search.query == "love" && search.currentPage == 1 && search.totalPageCount == 2)
        #expect(search.itemCount == 20 && search.totalResultCount == 25 && search.lastRequestID == 3)
        #expect(search.error == nil && search.loading == nil)
        let details = core.state.details
        #expect(details.movie?.title == "Love 1")
        #expect(
            details.poster
                == .loaded(
                    PosterImage(
                        url: "http://127.0.0.1:47613/t/p/w342/poster1.jpg",
                        data: Data("POSTER w342/poster1.jpg".utf8))))
    }

    @Test func theFailedLoadAndTheCancelThatBringsBackTheListAreInTheStatesOnTheWay() throws {
        let core = AppCore()
        let replayer = try ActionLogReplayer<AppAction>(path: Self.path("error-and-cancel.jsonl")) { core.dispatcher }

        _ = try replayer.run(until: 2)
        #expect(
            core.state.search.error
                == LoadFailure(
                    kind: .serverError(status: 500),
                    detail: "HTTP 500: Internal error: Something went wrong, contact TMDb. (TMDB status_code 11)"))
        _ = try replayer.run(until: 4)
        let love = core.state.search
        #expect(love.query == "love" && love.itemCount == 20 && love.replaced == nil && love.lastRequestID == 2)
        _ = try replayer.run(until: 5)
        #expect(core.state.search.loading == .fullScreen && core.state.search.request?.query == "slow")
        #expect(core.state.search.pages == [] && core.state.search.replaced == ReplacedList(of: love))
        _ = try replayer.run(until: 6)
        var back = love
        back.lastRequestID = 3
        #expect(core.state.search == back)
    }
}
