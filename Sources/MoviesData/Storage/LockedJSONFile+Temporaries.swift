import Foundation

extension LockedJSONFile {
    /// How old a temporary file must be before it counts as left behind (a write in progress
    /// lasts milliseconds, and holds the lock anyway).
    static var staleTemporaryAge: TimeInterval { 60 }

    /// The prefix of this file's temporary files: `.<name>.tmp-` (then `<pid>-<UUID>`).
    var temporaryPrefix: String { ".\(url.lastPathComponent).tmp-" }

    /// A fresh temporary file name for an atomic write of this file.
    func temporaryURL() -> URL {
        url.deletingLastPathComponent().appendingPathComponent("\(temporaryPrefix)\(getpid())-\(UUID().uuidString)")
    }

    /// Removes this file's temporary files that a killed process left behind: those last
    /// modified more than ``staleTemporaryAge`` ago. Call it inside `withLock`: every write holds
    /// the lock while its temporary file exists, so none of them is in use.
    /// - Returns: how many were removed.
    @discardableResult
    func removeStaleTemporaries() -> Int {
        var removed = 0
        for path in staleTemporaryPaths() where unlink(path) == 0 { removed += 1 }
        return removed
    }

    /// Whether any temporary file of this file is stale (no lock needed: it only looks).
    func hasStaleTemporaries() -> Bool {
        !staleTemporaryPaths().isEmpty
    }

    /// The paths of this file's regular temporary files older than ``staleTemporaryAge``.
    private func staleTemporaryPaths() -> [String] {
        let directory = url.deletingLastPathComponent()
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory.path) else { return [] }
        let limit = now().addingTimeInterval(-Self.staleTemporaryAge)
        return names.filter { $0.hasPrefix(temporaryPrefix) }.map { directory.appendingPathComponent($0).path }
            .filter { path in
                var status = stat()
                guard lstat(path, &status) == 0, (status.st_mode & S_IFMT) == S_IFREG else { return false }
                return Date(timeIntervalSince1970: TimeInterval(status.st_mtim.tv_sec)) < limit
            }
    }
}
