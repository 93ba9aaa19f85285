import Foundation
import MoviesApp

/// A file written through a temporary file in the same directory and renamed into place only
/// when complete: a failure never leaves a partial file, and an existing file is replaced only
/// with `force`.
final class OutputFile {
    /// Why a file could not be written; `isUsage` for problems known before any work (exit 2).
    struct Failure: Error, CustomStringConvertible {
        /// What went wrong, worded in the app's language when printed.
        let message: ReplayMessage
        /// Whether the problem is a usage mistake known before any work.
        let isUsage: Bool
        /// The English line.
        var description: String { Language.english.strings.replayMessage(message) }
    }

    /// The file to write, as given.
    let path: String
    private let force: Bool
    private let temporaryPath: String
    private var descriptor: Int32

    /// Creates the temporary file; refuses an existing `path` without `force`.
    /// - Parameters:
    ///   - path: the file to write.
    ///   - flag: the option that named the file, for messages (`--html`).
    ///   - force: replace an existing file.
    ///   - logPath: the log being replayed, which must not be overwritten.
    /// - Throws: `Failure` (usage) when `path` exists without `force`, is a directory or the log
    ///   itself, or its directory cannot take a new file.
    init(path: String, flag: String, force: Bool, logPath: String) throws {
        self.path = path
        self.force = force
        if Self.sameFile(path, logPath) {
            throw Failure(message: .outputIsLog(option: flag, path: path), isUsage: true)
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
            throw Failure(message: .outputIsDirectory(option: flag, path: path), isUsage: true)
        }
        if !force, FileManager.default.fileExists(atPath: path) || Self.isLink(path) {
            throw Failure(message: .outputExists(option: flag, path: path), isUsage: true)
        }
        let url = URL(fileURLWithPath: path)
        let name = ".\(url.lastPathComponent).\(getpid()).\(UInt32.random(in: 0...UInt32.max)).tmp"
        temporaryPath = url.deletingLastPathComponent().appendingPathComponent(name).path
        descriptor = open(temporaryPath, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw Failure(
                message: .outputNotCreatable(option: flag, path: path, reason: String(cString: strerror(errno))),
                isUsage: true)
        }
    }

    deinit { discard() }

    /// Appends bytes to the temporary file.
    /// - Throws: `Failure` with the system's reason.
    func write(_ bytes: [UInt8]) throws {
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                systemWrite(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 {
                if errno == EINTR { continue }
                throw Failure(message: .outputNotWritable(path: path, reason: Self.reason()), isUsage: false)
            }
            offset += written
        }
    }

    /// Puts the complete file in place: renamed over `path` with `force`; otherwise linked to
    /// `path` only if nothing took that name meanwhile.
    /// - Throws: `Failure`; the temporary file is removed either way.
    func publish() throws {
        defer { discard() }
        guard close(descriptor) == 0 else {
            descriptor = -1
            throw Failure(message: .outputNotWritable(path: path, reason: Self.reason()), isUsage: false)
        }
        descriptor = -1
        if force {
            guard rename(temporaryPath, path) == 0 else {
                throw Failure(message: .outputNotReplaceable(path: path, reason: Self.reason()), isUsage: false)
            }
            return
        }
        guard link(temporaryPath, path) == 0 else {
            guard errno != EEXIST, !FileManager.default.fileExists(atPath: path) else {
                throw Failure(message: .outputAppeared(path: path), isUsage: false)
            }
            guard rename(temporaryPath, path) == 0 else {
                throw Failure(message: .outputNotPublished(path: path, reason: Self.reason()), isUsage: false)
            }
            return
        }
    }

    /// Removes the temporary file (nothing is left behind on a failure).
    func discard() {
        if descriptor >= 0 {
            _ = close(descriptor)
            descriptor = -1
        }
        _ = unlink(temporaryPath)
    }

    /// The system's reason for the last failed call.
    private static func reason() -> String { String(cString: strerror(errno)) }

    private static func isLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }

    private static func sameFile(_ first: String, _ second: String) -> Bool {
        var a = stat()
        var b = stat()
        return stat(first, &a) == 0 && stat(second, &b) == 0 && a.st_dev == b.st_dev && a.st_ino == b.st_ino
    }
}

/// Calls `write(2)` (shadowed inside `OutputFile`).
private func systemWrite(_ descriptor: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    write(descriptor, buffer, count)
}
