import Foundation
import MoviesApp
import MoviesDomain
import Testing

/// Actions encode as one JSON object with a stable `type`, and decode back exactly.
@Suite struct ActionCodingTests {
    private static let page = MoviesPage(
        page: 2, totalPages: 3, totalResults: 41, movies: [Movie(id: 7, title: "Seven")])
    private static let every: [AppAction] = [
        .search(.submitted(query: "love")), .search(.nextPageRequested), .search(.cancelRequested),
        .search(.cachedPageLoaded(requestID: 3, page: page)), .search(.pageLoaded(requestID: 3, page: page)),
        .search(.loadFailed(requestID: 4, failure: LoadFailure(kind: .noConnection, detail: "refused"))),
        .suggestions(.requested), .suggestions(.loaded(queries: ["love", "amelie"])),
        .suggestions(.loadFailed(detail: "unreadable")), .suggestions(.picked(index: 2)),
        .suggestions(.typed(text: "godf")),
        .suggestions(.titlesFound(query: "godf", titles: [TitleSuggestion(title: "The Godfather", year: 1972)])),
        .details(.opened(index: 21)),
        .details(.posterLoaded(requestID: 1, url: "http://i/w92/a.jpg", data: Data([1, 2]))),
        .details(.posterFailed(requestID: 1, failure: LoadFailure(kind: .notFound, detail: "404"))),
        .details(.posterCancelRequested), .navigation(.back),
    ]

    private static func json(_ action: AppAction) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return String(decoding: try encoder.encode(action), as: UTF8.self)
    }

    @Test func everyActionRoundTripsAndItsTypeIsListed() throws {
        for action in Self.every {
            let data = try JSONEncoder().encode(action)
            #expect(try JSONDecoder().decode(AppAction.self, from: data) == action)
            #expect(AppAction.loggedTypeNames.contains(action.typeName))
        }
        #expect(Set(Self.every.map(\.typeName)) == AppAction.loggedTypeNames)
    }

    @Test func liveSuggestionsHaveTheirExactJSON() throws {
        #expect(try Self.json(.suggestions(.typed(text: "godf"))) == #"{"text":"godf","type":"suggestions.typed"}"#)
        let found = AppAction.suggestions(
            .titlesFound(
                query: "godf", titles: [TitleSuggestion(title: "The Godfather", year: 1972), .init(title: "X")]))
        #expect(
            try Self.json(found)
                == #"{"query":"godf","titles":[{"title":"The Godfather","year":1972},{"title":"X"}],"type":"suggestions.titlesFound"}"#
        )
    }

    @Test func exactJSON() throws {
        #expect(try Self.json(.search(.submitted(query: "love"))) == #"{"query":"love","type":"search.submitted"}"#)
        #expect(try Self.json(.search(.nextPageRequested)) == #"{"type":"search.nextPageRequested"}"#)
        #expect(
            try Self.json(.search(.loadFailed(requestID: 4, failure: LoadFailure(kind: .failed, detail: "HTTP 500"))))
                == #"{"detail":"HTTP 500","kind":"failed","request":4,"type":"search.loadFailed"}"#)
        #expect(
            try Self.json(.suggestions(.loaded(queries: ["a"]))) == #"{"queries":["a"],"type":"suggestions.loaded"}"#)
        #expect(try Self.json(.suggestions(.picked(index: 2))) == #"{"index":2,"type":"suggestions.picked"}"#)
        #expect(try Self.json(.details(.opened(index: 21))) == #"{"index":21,"type":"details.opened"}"#)
        #expect(
            try Self.json(.details(.posterLoaded(requestID: 1, url: "u", data: Data([1, 2]))))
                == #"{"bytes":"AQI=","request":1,"type":"details.posterLoaded","url":"u"}"#)
        #expect(try Self.json(.navigation(.back)) == #"{"type":"navigation.back"}"#)
        #expect(
            try Self.json(.search(.pageLoaded(requestID: 3, page: MoviesPage.empty)))
                == #"{"page":{"movies":[],"page":1,"totalPages":0,"totalResults":0},"request":3,"type":"search.pageLoaded"}"#
        )
    }

    @Test func eachFailureKindHasItsExactJSON() throws {
        func json(_ kind: FailureKind) throws -> String {
            try Self.json(.search(.loadFailed(requestID: 1, failure: LoadFailure(kind: kind, detail: "d"))))
        }
        let tail = #""request":1,"type":"search.loadFailed"}"#
        #expect(try json(.noConnection) == #"{"detail":"d","kind":"noConnection","# + tail)
        #expect(try json(.rejectedKey) == #"{"detail":"d","kind":"rejectedKey","# + tail)
        #expect(try json(.notFound) == #"{"detail":"d","kind":"notFound","# + tail)
        #expect(try json(.rateLimited) == #"{"detail":"d","kind":"rateLimited","# + tail)
        #expect(
            try json(.serverError(status: 503)) == #"{"detail":"d","kind":"serverError","#
                + tail.replacingOccurrences(of: #""request":1,"#, with: #""request":1,"status":503,"#))
        #expect(
            try json(.unreachable(address: "127.0.0.1:9"))
                == #"{"address":"127.0.0.1:9","detail":"d","kind":"unreachable","# + tail)
        #expect(
            try json(.timedOut(seconds: 15))
                == #"{"detail":"d","kind":"timedOut","request":1,"seconds":15,"type":"search.loadFailed"}"#)
        #expect(try json(.tooLarge) == #"{"detail":"d","kind":"tooLarge","request":1,"type":"search.loadFailed"}"#)
        #expect(
            try json(.unreadable(.missingField(path: "results[0].id")))
                == #"{"detail":"d","field":"results[0].id","kind":"unreadable","problem":"missingField","# + tail)
        #expect(
            try json(.unreadable(.empty)) == #"{"detail":"d","kind":"unreadable","problem":"empty","# + tail)
        #expect(
            try Self.json(
                .details(.posterFailed(requestID: 2, failure: LoadFailure(kind: .httpStatus(403), detail: "x"))))
                == #"{"detail":"x","kind":"httpStatus","request":2,"status":403,"type":"details.posterFailed"}"#)
        #expect(try Self.json(.details(.posterCancelRequested)) == #"{"type":"details.posterCancelRequested"}"#)
    }

    @Test func failuresOfOldLogsStillDecodeAndEncodeTheirStatesAsBefore() throws {
        let decoder = JSONDecoder()
        let oldSearch = #"{"detail":"HTTP 500","kind":"failed","request":1,"type":"search.loadFailed"}"#
        #expect(
            try decoder.decode(AppAction.self, from: Data(oldSearch.utf8))
                == .search(.loadFailed(requestID: 1, failure: LoadFailure(kind: .failed, detail: "HTTP 500"))))
        let noKind = #"{"detail":"refused","request":1,"type":"search.loadFailed"}"#
        #expect(
            try decoder.decode(AppAction.self, from: Data(noKind.utf8))
                == .search(.loadFailed(requestID: 1, failure: LoadFailure(kind: .failed, detail: "refused"))))
        let oldPoster = #"{"detail":"HTTP 404","request":1,"type":"details.posterFailed"}"#
        #expect(
            try decoder.decode(AppAction.self, from: Data(oldPoster.utf8))
                == .details(.posterFailed(requestID: 1, failure: LoadFailure(kind: .failed, detail: "HTTP 404"))))
        // What the digests of old logs hash: the same bytes as before the kinds were added.
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        var details = DetailsState()
        details.poster = .failed(reason: nil)
        #expect(String(decoding: try encoder.encode(details.poster), as: UTF8.self) == #"{"failed":{}}"#)
        let failure = LoadFailure(kind: .noConnection, detail: "refused")
        #expect(
            String(decoding: try encoder.encode(failure), as: UTF8.self)
                == #"{"detail":"refused","kind":"noConnection"}"#)
        details.poster = .failed(reason: .serverError(status: 502))
        #expect(
            String(decoding: try encoder.encode(details.poster), as: UTF8.self)
                == #"{"failed":{"reason":{"kind":"serverError","status":502}}}"#)
        #expect(try decoder.decode(DetailsState.self, from: try encoder.encode(details)) == details)
    }

    @Test func badJSONIsRejectedPrecisely() {
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AppAction.self, from: Data(#"{"type":"search.exploded"}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AppAction.self, from: Data(#"{"type":"search.submitted"}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(AppAction.self, from: Data(#"{"query":"love"}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                AppAction.self, from: Data(#"{"type":"search.loadFailed","request":1,"kind":"meh","detail":""}"#.utf8))
        }
        #expect(throws: DecodingError.self) {  // a kind's own field is required
            try JSONDecoder().decode(
                AppAction.self,
                from: Data(#"{"type":"search.loadFailed","request":1,"kind":"serverError","detail":""}"#.utf8))
        }
        #expect(throws: DecodingError.self) {
            try JSONDecoder().decode(
                AppAction.self,
                from: Data(
                    #"{"type":"details.posterFailed","request":1,"kind":"unreadable","problem":"x","detail":""}"#.utf8))
        }
        do {
            _ = try JSONDecoder().decode(AppAction.self, from: Data(#"{"type":"search.exploded"}"#.utf8))
        } catch DecodingError.dataCorrupted(let context) {
            #expect(context.debugDescription == #"unknown action type "search.exploded""#)
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func statesAreCodable() throws {
        var state = AppState()
        state.search.pages = [Self.page]
        state.details.poster = .loading(PosterRequest(id: 1, path: "/a.jpg", width: 342))
        state.navigation.screen = .details
        let data = try JSONEncoder().encode(state)
        #expect(try JSONDecoder().decode(AppState.self, from: data) == state)
    }
}
