import BenchKit
import Flux
import FluxActionLog
import Foundation
import MoviesApp
import MoviesDomain
import MoviesTestSupport
import Testing

/// The record/replay property with the real middleware: random user intents go through the
/// live app (middleware, effects) over seeded use cases that answer with random pages, cached
/// copies, failures, recent queries and posters; the recorder catches what the effects
/// dispatched, and replaying the log without middleware gives the same states.
@MainActor @Suite struct LiveReplayPropertyTests {
    /// Use cases answering from a seeded generator.
    static func dependencies(_ random: Locked<SeededGenerator>) -> AppDependencies {
        AppDependencies(
            searchMovies: { _, page, cached in
                let (copy, answer) = random.withLock { random in
                    (
                        random.chance(30) ? Self.page(page, &random) : nil,
                        random.chance(80)
                            ? Result<MoviesPage, MoviesLoadError>.success(Self.page(page, &random))
                            : .failure(
                                random.chance(50) ? .noConnection(detail: "offline") : .failed(detail: "HTTP 500"))
                    )
                }
                if let copy { await cached(copy) }
                return try answer.get()
            },
            fetchRecentQueries: { maxCount in
                let queries = random.withLock { random in
                    (0..<random.int(0...maxCount)).map { _ in "q\(random.int(1...9))" }
                }
                return queries.map(MovieQuery.init(query:))
            },
            fetchPoster: { path, width in
                let bytes = random.withLock { random in
                    random.chance(80) ? Data("poster \(random.int(1...99))".utf8) : nil
                }
                guard let bytes else { throw MoviesLoadError.failed(detail: "HTTP 404") }
                return PosterImage(url: "http://posters.test/w\(width)\(path)", data: bytes)
            })
    }

    nonisolated static func page(_ number: Int, _ random: inout SeededGenerator) -> MoviesPage {
        let total = random.int(number...(number + 2))
        let first = number * 100
        return MoviesPage(
            page: number, totalPages: total, totalResults: total * 3,
            movies: (first...(first + random.int(0...2))).map {
                MovieFixtures.movie($0, posterPath: $0 % 2 == 1 ? "/p\($0).jpg" : nil)
            })
    }

    static func intent(_ random: inout SeededGenerator, state: AppState) -> AppAction {
        switch random.int(1...100) {
        case 1...22: .search(.submitted(query: random.pick(["love", "alien", " ", "q1"])))
        case 23...45: .search(.nextPageRequested)
        case 46...50: .search(.cancelRequested)
        case 51...72: .details(.opened(index: random.int(0...(state.search.itemCount + 1))))
        case 73...80: .navigation(.back)
        case 81...90: .suggestions(.requested)
        default: .suggestions(.picked(index: random.int(1...max(1, state.suggestions.queries.count))))
        }
    }

    @Test func liveSessionsThroughTheMiddlewareReplayToTheSameStates() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let path = directory.file("live.jsonl").path
        var effectActions = 0

        for seed in UInt64(1)...100 {
            let random = Locked(SeededGenerator(seed: seed &* 7_919))
            let core = AppCore.live(dependencies: Self.dependencies(random))
            let recorder = try ActionLogRecorder(
                path: path, dispatcher: core.dispatcher,
                app: ActionLogApp(name: AppVersion.name, version: AppVersion.current),
                options: .init(force: true, digestEvery: 1, timestamps: false))
            var intents = SeededGenerator(seed: seed)
            let count = intents.int(1...15)
            for _ in 0..<count {
                core.dispatcher.send(Self.intent(&intents, state: core.state))
                await core.dispatcher.effects.settle()
            }
            recorder.close()
            let replay = AppCore()
            let replayer = try ActionLogReplayer<AppAction>(path: path, verify: true) { replay.dispatcher }
            let summary = try replayer.run()

            #expect(recorder.failure == nil)
            #expect(
                summary.lastSequence == recorder.recordedCount && summary.verifiedDigests == Int(summary.lastSequence))
            #expect(replay.state == core.state, "seed \(seed)")
            effectActions += Int(summary.lastSequence) - count
        }

        // The effects' results (and the pick's search) were recorded as actions of their own.
        #expect(effectActions > 300)
    }
}
