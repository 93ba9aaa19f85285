import Foundation
import TestSupport
import Testing

/// `flux-movies replay LOG --blame STORE.PATH` with the built executable, on a real recorded
/// session: the exact lines, the errors naming what the log has, and the options it refuses.
@Suite(.startsProcesses) struct ReplayBlameTests {
    static let log = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Examples/sessions/search-more-open-back.jsonl").path

    @Test(.tags(.sanitized)) func everyActionThatChangedTheFieldOneLineEach() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let query = try await app.replay([Self.log, "--blame", "search.query"])
        let title = try await app.replay([Self.log, "--blame=details.movie.title"])
        let screen = try await app.replay([Self.log, "--blame", "navigation.screen", "--verify"])
        let nested = try await app.replay([Self.log, "--blame", "search.pages[1].movies[0].title"])
        let untilFive = try await app.replay([Self.log, "--blame", "navigation.screen", "--until", "5"])

        #expect(query.status == 0 && query.error == "")
        #expect(query.output == "seq 1 search.submitted: before \"\", after \"love\"\n")
        #expect(title.output == "seq 5 details.opened: before (absent), after \"The Loved Ones\"\n")
        #expect(
            screen.lines == [
                #"seq 5 details.opened: before "list", after "details""#,
                #"seq 6 navigation.back: before "details", after "list""#,
            ])
        #expect(screen.status == 0 && screen.error == "")
        #expect(nested.output == "seq 4 search.pageLoaded: before (absent), after \"Love Songs\"\n")
        #expect(untilFive.lines == [#"seq 5 details.opened: before "list", after "details""#])
    }

    @Test func aFieldNoActionChangedIsSaidOnStderr() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let result = try await app.replay([Self.log, "--blame", "suggestions.isLoading"])

        #expect(result.status == 0 && result.output == "")
        #expect(
            result.error
                == "flux-movies: no action changed suggestions.isLoading (seq 1 to 6); it is false throughout\n")
    }

    @Test func aBadFieldNamesTheStoresOrFieldsTheLogHas() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let store = try await app.replay([Self.log, "--blame", "serch.query"])
        let field = try await app.replay([Self.log, "--blame", "details.movie.titel"])
        let member = try await app.replay([Self.log, "--blame", "search.qery"])
        let path = try await app.replay([Self.log, "--blame", "search..query"])
        let spanish = try await app.replay([Self.log, "--blame", "serch.query"], environment: ["LANG": "es_ES.UTF-8"])

        #expect(store.status == 2 && store.output == "")
        #expect(
            store.error
                == "flux-movies: --blame serch.query: no store \"serch\"; the stores are search, suggestions, details, "
                + "navigation\n")
        #expect(field.status == 2)
        #expect(
            field.error
                == "flux-movies: --blame details.movie.titel: no state of the log has this field; the fields of "
                + "details.movie are countries, director, genres, id, languages, mpaa, rating, reviewCount, "
                + "runtimeMinutes, title, year\n")
        #expect(
            member.error
                == "flux-movies: --blame search.qery: no state of the log has this field; the fields of search are "
                + "currentPage, lastRequestID, pages, query, totalPageCount, totalResultCount\n")
        #expect(path.status == 2)
        #expect(
            path.error
                == "flux-movies: --blame search..query: not a field path; write STORE.FIELD, e.g. search.query or "
                + "search.pages[0].movies\n")
        #expect(spanish.status == 2)
        #expect(
            spanish.error
                == "flux-movies: --blame serch.query: no hay ningún store \"serch\"; los stores son search, "
                + "suggestions, details, navigation\n")
    }

    @Test func blameRefusesOptionsThatPrintOrWriteSomethingElse() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }

        let others = [
            ["--step"], ["--print", "states"], ["--html", app.logPath("x.html")],
            ["--emit-test", app.logPath("BugTests.swift")],
        ]
        for other in others {
            let result = try await app.replay([Self.log, "--blame", "search.query"] + other)
            #expect(result.status == 2)
            #expect(
                result.error == "flux-movies: --blame does not work with \(other[0])\nTry 'flux-movies --help'.\n")
        }
        let withMinimize = try await app.replay([
            Self.log, "--blame", "search.query", "--minimize", app.logPath("s.jsonl"),
        ])
        #expect(withMinimize.status == 2)
        #expect(
            withMinimize.error == "flux-movies: --minimize does not work with --blame\nTry 'flux-movies --help'.\n")
    }
}
