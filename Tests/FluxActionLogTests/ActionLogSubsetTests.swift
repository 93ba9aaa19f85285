import ActionLogFixtures
import FluxActionLog
import Testing

@MainActor
@Suite struct ActionLogSubsetTests {
    @Test func aSubsetKeepsTheHeaderAndRenumbersTheChosenActionsWithoutDigests() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("full.jsonl")
        try LogFixture.recordSession(
            [.add(1), .note("a"), .add(2), .reset], to: path, options: LogFixture.options(digestEvery: 1))

        let subset = try ActionLogSubset<TallyAction>(path: path)
        try subset.write([1, 3], to: directory.path("small.jsonl"))

        #expect(subset.actions == [.add(1), .note("a"), .add(2), .reset])
        #expect(
            try directory.lines(directory.path("small.jsonl")) == [
                LogFixture.headerV2,
                #"{"seq":1,"action":{"text":"a","type":"notes.add"}}"#, LogFixture.done(1),
                #"{"seq":2,"action":{"type":"tally.reset"}}"#, LogFixture.done(2),
                "",
            ])
        let replayer = try ActionLogReplayer(path: directory.path("small.jsonl")) { try TallyStores.replayDispatcher() }
        #expect(try replayer.run().lastSequence == 2)
    }

    @Test func aVersion1LogGivesAVersion1Subset() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = try directory.write(
            "v1.jsonl",
            lines: [
                LogFixture.header, LogFixture.record(1, #"{"amount":1,"type":"tally.add"}"#),
                LogFixture.record(2, #"{"text":"a","type":"notes.add"}"#),
                LogFixture.record(3, #"{"type":"tally.reset"}"#),
            ])

        try ActionLogSubset<TallyAction>(path: path).write([0, 2], to: directory.path("small.jsonl"))

        #expect(
            try directory.lines(directory.path("small.jsonl")) == [
                LogFixture.header, LogFixture.record(1, #"{"amount":1,"type":"tally.add"}"#),
                LogFixture.record(2, #"{"type":"tally.reset"}"#), "",
            ])
    }

    @Test func aTruncatedLastLineIsLeftOut() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = try directory.write(
            "cut.jsonl",
            text: LogFixture.header + "\n" + LogFixture.record(1, #"{"amount":1,"type":"tally.add"}"#) + "\n"
                + #"{"seq":2,"action":{"amount""#)

        #expect(try ActionLogSubset<TallyAction>(path: path).actions == [.add(1)])
    }
}
