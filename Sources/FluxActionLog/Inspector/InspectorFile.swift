import Foundation

/// The file an ``InspectorWriter`` writes to: filled under a temporary name next to it and put in
/// place only when the writer finishes, so that no one ever sees half a page, a failed run leaves
/// nothing behind, and an existing file is never silently replaced.
///
/// Without `force`, an existing file is refused before anything is written, and again at the
/// end, when the file is linked into place (which fails if the name was taken meanwhile); with
/// `force` it is replaced in one `rename(2)`.
package final class InspectorFile {
    /// The destination's path.
    package let path: String
    private let temporary: String
    private let force: Bool
    private var writer: LogFileWriter?
    private var committed = false

    /// Creates the temporary file next to the destination.
    /// - Throws: ``ActionLogError``: ``ActionLogError/Kind/fileExists`` without `force`,
    ///   ``ActionLogError/Kind/cannotOpen(_:)`` for a URL that is not a `file:` URL or a directory
    ///   that cannot be written.
    package init(url: URL, force: Bool) throws {
        path = try ActionLogFileURL.path(of: url)
        self.force = force
        let destination = URL(fileURLWithPath: path)
        temporary =
            destination.deletingLastPathComponent()
            .appendingPathComponent(".\(destination.lastPathComponent).\(UUID().uuidString).partial").path
        if !force, Self.exists(path) { throw ActionLogError(file: path, line: nil, kind: .fileExists) }
        writer = try renamingErrors { try LogFileWriter(path: temporary, force: false) }
    }

    deinit {
        if !committed { writer?.closeAndRemove() }
    }

    /// Appends bytes to the temporary file.
    /// - Throws: ``ActionLogError/Kind/writeFailed(_:)`` naming the destination.
    package func write(_ bytes: [UInt8]) throws {
        guard let writer else { throw ActionLogError(file: path, line: nil, kind: .writeFailed("already finished")) }
        try renamingErrors { try writer.write(bytes) }
    }

    /// Puts the finished file in place.
    /// - Throws: ``ActionLogError/Kind/fileExists`` when, without `force`, the name was taken
    ///   meanwhile (the temporary file is removed), or ``ActionLogError/Kind/writeFailed(_:)``.
    package func commit() throws {
        guard let writer, !committed else { return }
        writer.close()
        if force {
            guard rename(temporary, path) == 0 else { throw failure(errno) }
        } else {
            guard link(temporary, path) == 0 else { throw failure(errno) }
            _ = unlink(temporary)
        }
        committed = true
        self.writer = nil
    }

    private func failure(_ code: Int32) -> ActionLogError {
        _ = unlink(temporary)
        committed = true
        let kind: ActionLogError.Kind = code == EEXIST ? .fileExists : .writeFailed(SystemError.message(code))
        return ActionLogError(file: path, line: nil, kind: kind)
    }

    /// Runs `body`, reporting its ``ActionLogError`` under the destination's path.
    private func renamingErrors<Result>(_ body: () throws -> Result) throws -> Result {
        do {
            return try body()
        } catch let error as ActionLogError {
            throw ActionLogError(file: path, line: error.line, kind: error.kind)
        }
    }

    private static func exists(_ path: String) -> Bool {
        var status = stat()
        return lstat(path, &status) == 0
    }
}
