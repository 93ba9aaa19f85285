import ActionLogFixtures
import Foundation
import Testing

@testable import FluxActionLog

/// The line limit holds wherever a line's end is found: in the chunk just read, in bytes already
/// buffered, or at the end of the file (README: "Lines over 64 MiB are refused").
@Suite struct ActionLogLineLimitTests {
    /// A record line of exactly `length` bytes (without its newline).
    static func recordLine(length: Int) -> String {
        let prefix = #"{"seq":1,"action":{"type":"tally.reset"},"pad":""#
        let suffix = #""}"#
        return prefix + String(repeating: "x", count: length - prefix.utf8.count - suffix.utf8.count) + suffix
    }

    func firstRecordError(lines: [String], text: String? = nil, chunkSize: Int) throws -> ActionLogError? {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path =
            try text.map { try directory.write("log.jsonl", text: $0) }
            ?? directory.write("log.jsonl", lines: lines)
        let reader = try ActionLogReader<TallyAction>(path: path, chunkSize: chunkSize, maximumLineLength: 1000)
        do {
            _ = try reader.next()
            return nil
        } catch let error as ActionLogError {
            return ActionLogError(file: "log.jsonl", line: error.line, kind: error.kind)
        }
    }

    @Test func aLineOfExactlyTheLimitIsRead() throws {
        #expect(
            try firstRecordError(lines: [LogFixture.header, Self.recordLine(length: 1000)], chunkSize: 4096) == nil)
    }

    @Test func aLineOverTheLimitIsRefusedWhenItsNewlineIsInTheChunkJustRead() throws {
        let error = try firstRecordError(lines: [LogFixture.header, Self.recordLine(length: 1001)], chunkSize: 4096)
        #expect(error == ActionLogError(file: "log.jsonl", line: 2, kind: .lineTooLong(limit: 1000)))
    }

    @Test func aLastLineOverTheLimitWithoutItsNewlineIsRefused() throws {
        let text = LogFixture.header + "\n" + Self.recordLine(length: 1001)
        let error = try firstRecordError(lines: [], text: text, chunkSize: 4096)
        #expect(error == ActionLogError(file: "log.jsonl", line: 2, kind: .lineTooLong(limit: 1000)))
    }

    @Test(arguments: [2, 7, 64, 999, 1000, 1001, 1 << 16])
    func theLimitHoldsForEveryChunkSize(chunkSize: Int) throws {
        let error = try firstRecordError(
            lines: [LogFixture.header, Self.recordLine(length: 1001)], chunkSize: chunkSize)
        #expect(error == ActionLogError(file: "log.jsonl", line: 2, kind: .lineTooLong(limit: 1000)))
    }

    /// A 100 MiB record line, written to disk 1 MiB at a time (the test never holds it), is
    /// refused at the real 64 MiB limit.
    @Test func aHundredMebibyteLineIsRefusedAtTheRealLimit() throws {
        let directory = try LogDirectory()
        defer { directory.remove() }
        let path = directory.path("huge.jsonl")
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        let file = try #require(FileHandle(forWritingAtPath: path))
        try file.write(contentsOf: Data((LogFixture.header + "\n" + #"{"seq":1,"pad":""#).utf8))
        let mebibyte = Data(repeating: UInt8(ascii: "x"), count: 1 << 20)
        for _ in 0..<100 { try file.write(contentsOf: mebibyte) }
        try file.write(contentsOf: Data(#""}"#.utf8 + [0x0A]))
        try file.close()

        let reader = try ActionLogReader<TallyAction>(path: path)
        #expect(throws: ActionLogError(file: path, line: 2, kind: .lineTooLong(limit: 64 << 20))) {
            try reader.next()
        }
    }
}
