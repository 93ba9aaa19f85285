// Test helper: saves `<prefix>-1` ... `<prefix>-<count>` as recent queries in `<data-dir>`,
// one save at a time, so tests can run several writers as separate processes.
// Usage: recent-queries-writer <data-dir> <prefix> <count>
import Foundation
import MoviesData
import MoviesDomain

let arguments = CommandLine.arguments
guard arguments.count == 4, let count = Int(arguments[3]), count >= 0 else {
    FileHandle.standardError.write(Data("usage: recent-queries-writer <data-dir> <prefix> <count>\n".utf8))
    exit(2)
}
let store = RecentQueriesStore(directory: URL(fileURLWithPath: arguments[1], isDirectory: true))
for index in stride(from: 1, through: count, by: 1) {
    try await store.saveRecentQuery(MovieQuery(query: "\(arguments[2])-\(index)"))
}
