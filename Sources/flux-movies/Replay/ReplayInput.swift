import FluxActionLog
import Foundation

/// The log file a replay reads, read from FILE exactly once.
///
/// `--until` (checked against the log's end before anything is printed) and `--step` (time
/// travel seeks back) read the log more than once. A regular file can be; a pipe, a FIFO,
/// `/dev/stdin` or a device cannot, so it is first copied to a temporary file, once, applying
/// the log's line limit while copying (``ActionLogFormat/maximumLineLength``): an endless
/// source such as `/dev/zero` stops at its first over-long line instead of filling the disk.
/// Messages name FILE, never the copy.
struct ReplayInput {
    /// FILE as the user gave it.
    let displayPath: String
    /// The file to open: FILE itself, or the temporary copy.
    let readPath: String

    /// Set in a child replay's environment to FILE as the user gave it: the child reads the
    /// parent's copy, and its messages name FILE.
    static let displayVariable = "FLUX_MOVIES_REPLAY_FILE"

    /// FILE itself when it can be read twice or need not be; otherwise a copy of it.
    /// - Parameters:
    ///   - path: FILE.
    ///   - readsTwice: whether the replay reads it more than once.
    ///   - displayPath: the name messages give FILE, when not `path` (a child's).
    /// - Returns: the file to read.
    /// - Throws: `ActionLogError` when FILE cannot be opened or read, or has an over-long line.
    static func prepare(path: String, readsTwice: Bool, displayPath: String? = nil) throws -> ReplayInput {
        guard readsTwice, !isRegularFile(path) else {
            return ReplayInput(displayPath: displayPath ?? path, readPath: path)
        }
        let copy = FileManager.default.temporaryDirectory
            .appendingPathComponent("flux-movies-replay-\(getpid())-\(UUID().uuidString).jsonl").path
        do {
            try LogSpooler.copy(from: path, to: copy)
        } catch {
            unlink(copy)
            throw error
        }
        return ReplayInput(displayPath: path, readPath: copy)
    }

    /// Removes the temporary copy, if any.
    func remove() {
        if readPath != displayPath { unlink(readPath) }
    }

    /// `text` with the copy's path replaced by FILE.
    func displayed(_ text: String) -> String {
        readPath == displayPath ? text : text.replacingOccurrences(of: readPath, with: displayPath)
    }

    private static func isRegularFile(_ path: String) -> Bool {
        var status = stat()
        return stat(path, &status) == 0 && (status.st_mode & S_IFMT) == S_IFREG
    }
}
