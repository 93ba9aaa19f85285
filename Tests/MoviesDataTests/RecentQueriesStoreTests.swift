import Foundation
import MoviesDomain
import MoviesTestSupport
import TestSupport
import Testing

@testable import MoviesData

@Suite struct RecentQueriesStoreTests {
    static let fixedNow = Date(timeIntervalSince1970: 1_767_323_045)  // 2026-01-02 03:04:05 UTC

    private func store(_ directory: URL, _ warnings: WarningCollector) -> RecentQueriesStore {
        RecentQueriesStore(directory: directory, warnings: warnings.sink, now: { Self.fixedNow })
    }

    private func texts(_ store: RecentQueriesStore, _ maxCount: Int = 10) async throws -> [String] {
        try await store.fetchRecentQueries(maxCount: maxCount).map(\.query)
    }

    @Test func dedupsTrimsKeepsNewestFirstAndAtMostTen() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let warnings = WarningCollector()
        let store = store(directory.url, warnings)

        for index in 1...12 { try await store.saveRecentQuery(MovieQuery(query: "q\(index)")) }
        try await store.saveRecentQuery(MovieQuery(query: "q5"))
        try await store.saveRecentQuery(MovieQuery(query: "  q12 \n"))
        try await store.saveRecentQuery(MovieQuery(query: "   "))
        try await store.saveRecentQuery(MovieQuery(query: "Q5"))

        // "Q5" is the same search as "q5": its newest spelling moves to the top.
        let expected = ["Q5", "q12", "q11", "q10", "q9", "q8", "q7", "q6", "q4", "q3"]
        #expect(try await texts(store, 50) == expected)
        #expect(try await texts(store, 3) == Array(expected.prefix(3)))
        #expect(try await texts(store, 0) == [])
        #expect(try await texts(store, -1) == [])
        let onDisk = try String(contentsOf: directory.file("recent-queries.json"), encoding: .utf8)
        #expect(onDisk == #"{"queries":["Q5","q12","q11","q10","q9","q8","q7","q6","q4","q3"]}"#)
        #expect(try directory.contents() == ["recent-queries.json", "recent-queries.json.lock"])
        #expect(warnings.messages.isEmpty)
    }

    @Test func queriesThatSearchFoldsAlikeAreOneRecentSearchInTheirNewestSpelling() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = store(directory.url, WarningCollector())

        for query in ["alien", "amelie", "ALIEN", "Star  Wars", "\"alien\"", "Amélie", "star wars", "!!!", "!!!"] {
            try await store.saveRecentQuery(MovieQuery(query: query))
        }

        #expect(try await texts(store) == ["!!!", "star wars", "Amélie", "\"alien\""])
    }

    @Test func persistsAcrossInstances() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let warnings = WarningCollector()
        try await store(directory.url, warnings).saveRecentQuery(MovieQuery(query: "love"))
        try await store(directory.url, warnings).saveRecentQuery(MovieQuery(query: "batman"))

        #expect(try await texts(store(directory.url, warnings)) == ["batman", "love"])
    }

    @Test func createsAMissingDirectoryOnFirstSave() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let nested = directory.url.appendingPathComponent("a/b", isDirectory: true)
        let store = RecentQueriesStore(directory: nested, warnings: WarningCollector().sink)

        #expect(try await texts(store) == [])
        try await store.saveRecentQuery(MovieQuery(query: "x"))
        #expect(FileManager.default.fileExists(atPath: nested.appendingPathComponent("recent-queries.json").path))
    }

    @Test func aCorruptFileIsMovedAsideKeptAndStorageStartsEmpty() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let corrupt = Data("{\"queries\": [\"half".utf8)
        try corrupt.write(to: directory.file("recent-queries.json"))
        let warnings = WarningCollector()
        let store = store(directory.url, warnings)

        #expect(try await texts(store) == [])

        let aside = directory.file("recent-queries.json.corrupt-20260102T030405Z")
        #expect(try Data(contentsOf: aside) == corrupt)
        #expect(!FileManager.default.fileExists(atPath: directory.file("recent-queries.json").path))
        #expect(
            warnings.messages == [
                "warning: \(directory.file("recent-queries.json").path) is not valid JSON for this file; "
                    + "moved it to \(aside.path) and starting empty"
            ])
        try await store.saveRecentQuery(MovieQuery(query: "fresh"))
        #expect(try await texts(store) == ["fresh"])
        #expect(try Data(contentsOf: aside) == corrupt)
    }

    @Test func aSecondCorruptFileInTheSameSecondGetsANewName() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let store = store(directory.url, WarningCollector())
        try Data("one".utf8).write(to: directory.file("recent-queries.json"))
        _ = try await texts(store)
        try Data("[\"two\"]".utf8).write(to: directory.file("recent-queries.json"))
        _ = try await texts(store)

        #expect(
            try Data(contentsOf: directory.file("recent-queries.json.corrupt-20260102T030405Z")) == Data("one".utf8))
        #expect(
            try Data(contentsOf: directory.file("recent-queries.json.corrupt-20260102T030405Z-2"))
                == Data("[\"two\"]".utf8))
    }

    @Test func anUnwritableDirectoryWarnsOnceAndKeepsWorkingInMemory() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let regularFile = directory.file("not-a-directory")
        try Data("x".utf8).write(to: regularFile)
        let unwritable = regularFile.appendingPathComponent("sub", isDirectory: true)
        let warnings = WarningCollector()
        let store = store(unwritable, warnings)

        try await store.saveRecentQuery(MovieQuery(query: "a"))
        try await store.saveRecentQuery(MovieQuery(query: "b"))
        try await store.saveRecentQuery(MovieQuery(query: "a"))

        #expect(try await texts(store) == ["a", "b"])
        #expect(await store.isPersistent == false)
        #expect(warnings.messages.count == 1)
        let warning = try #require(warnings.messages.first)
        #expect(warning.hasPrefix("warning: cannot write to the data directory: \(regularFile.path)/sub ("))
        #expect(warning.hasSuffix("; continuing without saving recent-queries.json"))
        #expect(try Data(contentsOf: regularFile) == Data("x".utf8))
    }

    @Test(.startsProcesses) func twoProcessesSavingConcurrentlyLoseNothing() async throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let writer = BuildProducts.directory.appendingPathComponent("recent-queries-writer")
        let processes = try ["a", "b"].map { prefix in
            let process = Process()
            process.executableURL = writer
            process.arguments = [directory.url.path, prefix, "50"]
            return (process, try process.start())
        }
        for (process, exit) in processes {
            await exit.wait()
            #expect(process.terminationStatus == 0)
        }

        let data = try Data(contentsOf: directory.file("recent-queries.json"))
        let file = try JSONDecoder().decode(RecentQueriesFile.self, from: data)
        #expect(file.queries.count == 10)
        #expect(Set(file.queries).count == 10)
        for prefix in ["a", "b"] {
            // Each writer's queries present must be its newest ones, newest first, with no gap:
            // a lost update would drop one of them while keeping an older one.
            let mine = file.queries.filter { $0.hasPrefix("\(prefix)-") }
            #expect(mine == (0..<mine.count).map { "\(prefix)-\(50 - $0)" })
        }
        #expect(try directory.contents() == ["recent-queries.json", "recent-queries.json.lock"])
    }
}

@Suite struct CorruptFileNameTests {
    @Test(arguments: [
        (0.0, "19700101T000000Z"), (1_767_323_045.9, "20260102T030405Z"), (-1, "19691231T235959Z"),
        (951_825_599, "20000229T115959Z"),
    ])
    func formatsUTCTimestamps(seconds: Double, expected: String) {
        #expect(CorruptFileName.timestamp(Date(timeIntervalSince1970: seconds)) == expected)
    }
}
