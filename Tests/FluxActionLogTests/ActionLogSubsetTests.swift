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
                LogFixture.header,
                #"{"seq":1,"action":{"text":"a","type":"notes.add"}}"#,
                #"{"seq":2,"action":{"type":"tally.reset"}}"#,
                "",
            ])
        let replayer = try ActionLogReplayer(path: directory.path("small.jsonl")) { try TallyStores.replayDispatcher() }
        #expect(try replayer.run().lastSequence == 2)
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
