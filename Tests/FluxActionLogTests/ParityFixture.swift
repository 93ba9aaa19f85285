import FluxActionLog
import Foundation

/// A fixture that a Swift test and a Node test both read, to show that the library and the
/// inspector page's JavaScript agree (`Tests/DiffParity`, `Tests/NotationParity`): a JSON object
/// whose `"cases"` is an array.
enum ParityFixture {
    /// A fixture that does not have the shape its test reads.
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The file at `path`, relative to `Tests/`.
    static func url(_ path: String) -> URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(path)
    }

    /// The `"cases"` of the fixture at `path` (relative to `Tests/`), each as it is in the file.
    static func cases(_ path: String) throws -> [ActionLogJSON] {
        let root = try ActionLogJSON(parsing: Array(try Data(contentsOf: url(path))))
        guard case .object(let top) = root, case .array(let list)? = top["cases"] else {
            throw Failure(description: "\(path) has no cases")
        }
        return list
    }
}
