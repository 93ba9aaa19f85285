import Foundation
import MoviesTestSupport
import Testing

@testable import MoviesData

/// A save that fails part way (a full disk) leaves the saved file as it was and nothing else.
@Suite struct LockedJSONFileTests {
    /// Writes half of the data, then fails as `write(2)` does on a full disk.
    static let fullDisk: @Sendable (Data, URL) throws -> Void = { data, url in
        try data.prefix(data.count / 2).write(to: url)
        throw CocoaError(.fileWriteOutOfSpace)
    }

    @Test func aWriteThatFailsLeavesNoTemporaryFileAndTheOldValue() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        let url = directory.file("values.json")
        var file = LockedJSONFile<[String]>(url: url, warnings: WarningCollector().sink, now: { Date() })
        try file.withLock { try file.save(["kept"]) }
        file.writeData = Self.fullDisk

        #expect(throws: StorageError.self) { try file.withLock { try file.save(["lost"]) } }

        #expect(try directory.contents() == ["values.json", "values.json.lock"])
        #expect(file.peek() == ["kept"])
    }

    @Test func theFailureNamesTheDirectoryAndTheReason() throws {
        let directory = try TemporaryDirectory()
        defer { directory.remove() }
        var file = LockedJSONFile<[String]>(
            url: directory.file("values.json"), warnings: WarningCollector().sink, now: { Date() })
        file.writeData = Self.fullDisk
        do {
            try file.withLock { try file.save(["lost"]) }
            Issue.record("the save did not fail")
        } catch StorageError.unwritable(let path, let reason) {
            #expect(path == directory.url.path)
            #expect(reason == CocoaError(.fileWriteOutOfSpace).localizedDescription)
        }
        #expect(try directory.contents() == ["values.json.lock"])
    }
}
