import Foundation

/// The path of a log given as a `URL`, for the APIs that take one.
enum ActionLogFileURL {
    /// The path of `url`.
    /// - Throws: ``ActionLogError/Kind/cannotOpen(_:)`` naming the URL when it is not a `file:` URL.
    static func path(of url: URL) throws -> String {
        guard url.isFileURL else {
            throw ActionLogError(
                file: url.absoluteString, line: nil, kind: .cannotOpen("not a file URL (a log is a local file)"))
        }
        return url.path
    }
}
