import Foundation
import MoviesApp
import Testing

/// `flux-movies replay LOG --minimize OUT`, with the built executable and a fault planted in
/// the search reducer (`FLUX_MOVIES_PLANTED_FAULT`, honoured by debug builds: see CONTRIBUTING).
@MainActor @Suite(.enabled(if: isDebugBuild, "release builds ignore planted faults"))
struct ReplayMinimizeTests {
    /// The log `log` reduced to the actions of its lines `lines` (1-based seq), renumbered, without
    /// digests or times: what `--minimize` writes.
    static func expectedLog(_ log: String, keeping seqs: [Int]) throws -> String {
        let lines = String(decoding: try Data(contentsOf: URL(fileURLWithPath: log)), as: UTF8.self)
            .split(separator: "\n").map(String.init)
        let records = seqs.enumerated().map { offset, seq in
            let line = lines[seq]
            let start = line.range(of: #""action":"#)!.upperBound
            let end = line.range(of: #","digest":"#)!.lowerBound
            return #"{"seq":\#(offset + 1),"action":\#(line[start..<end])}"#
        }
        return ([lines[0]] + records).map { $0 + "\n" }.joined()
    }

    /// The stderr lines with the seconds replaced by `N` (they depend on the machine).
    static func progress(_ error: String) -> [String] {
        error.split(separator: "\n").map {
            $0.replacingOccurrences(of: #", [0-9]+ s$"#, with: ", N s", options: .regularExpression)
        }
    }

    @Test func aPlantedTrapShrinksToTheActionsItNeeds() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let log = ExampleSessionTests.path("error-and-cancel.jsonl")
        let out = app.logPath("small.jsonl")

        let result = try app.replay(
            [log, "--minimize", out], environment: [PlantedFault.variable: "trap:search.submitted:2"])

        #expect(result.status == 0)
        #expect(result.output == "")
        #expect(
            Self.progress(result.error) == [
                "minimize: 9 -> 5 actions, 2 replays, N s",
                "minimize: 9 -> 3 actions, 4 replays, N s",
                "minimize: 9 -> 3 actions, 6 replays, N s",
            ])
        #expect(
            try String(decoding: app.contents("small.jsonl"), as: UTF8.self)
                == Self.expectedLog(log, keeping: [3, 4, 5]))
        let again = try app.replay([out, "--verify"], environment: [PlantedFault.variable: "trap:search.submitted:2"])
        #expect(again.error.contains("Fatal error: planted fault: search.submitted #2"))
    }

    @Test func aPlantedInvariantBreakKeepsEachResultWithItsSearch() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let log = ExampleSessionTests.path("recent-pick.jsonl")
        let fault = [PlantedFault.variable: "break:search.pageLoaded:2"]

        let verify = try app.replay([log, "--verify"], environment: fault)
        let result = try app.replay([log, "--minimize", app.logPath("small.jsonl")], environment: fault)
        let small = try app.replay([app.logPath("small.jsonl"), "--verify"], environment: fault)

        #expect(verify.status == 1)
        #expect(
            verify.error.hasSuffix(
                #"recent-pick.jsonl:5: seq 4: store "search" broke "page within pages" (currentPage: 99, pageNumbers: [1])"#
                    + "\n"))
        #expect(result.status == 0)
        #expect(Self.progress(result.error).last == "minimize: 9 -> 4 actions, 4 replays, N s")
        #expect(
            try String(decoding: app.contents("small.jsonl"), as: UTF8.self)
                == Self.expectedLog(log, keeping: [1, 2, 3, 4]))
        #expect(small.status == 1)
        #expect(small.error.contains(#":5: seq 4: store "search" broke "page within pages""#))
    }

    @Test func aLogThatDoesNotFailIsNotMinimizedAndNothingIsWritten() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let log = ExampleSessionTests.path("recent-pick.jsonl")

        let english = try app.replay([log, "--minimize", app.logPath("small.jsonl")])
        let spanish = try app.replay(
            [log, "--minimize", app.logPath("small.jsonl")], environment: ["LC_ALL": "es_ES.UTF-8"])

        #expect(english.status == 2)
        #expect(
            english.error
                == "flux-movies: nothing to minimize: the log replays without a crash or a broken invariant\n")
        #expect(spanish.status == 2)
        #expect(
            spanish.error
                == "flux-movies: nada que minimizar: el registro se reproduce sin un fallo ni un invariante roto\n")
        #expect(!FileManager.default.fileExists(atPath: app.logPath("small.jsonl")))
    }

    @Test func anExistingOutputIsKeptWithoutForce() throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        try Data("mine\n".utf8).write(to: app.directory.file("small.jsonl"))

        let result = try app.replay(
            [ExampleSessionTests.path("recent-pick.jsonl"), "--minimize", app.logPath("small.jsonl")])

        #expect(result.status == 2)
        #expect(
            result.error
                == "flux-movies: --minimize: \(app.logPath("small.jsonl")) already exists; refusing to overwrite it "
                + "(add --force to replace it)\n")
        #expect(try app.contents("small.jsonl") == Data("mine\n".utf8))
    }
}

/// Whether this is a debug build (planted faults are honoured only there).
private var isDebugBuild: Bool {
    #if DEBUG
        true
    #else
        false
    #endif
}
