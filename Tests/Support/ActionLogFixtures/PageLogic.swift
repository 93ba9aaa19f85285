import FluxActionLog
import Foundation
import TestSupport

/// The inspector page's own logic (`Web/Inspector`, loaded by
/// `Tests/InspectorJS/page-logic.js`) run by Node on a page: the Swift tests check the embedded
/// data against the rules the page applies, not against a Swift copy of them.
///
/// Tests that need it are enabled only when `node` is on the `PATH`
/// (`.enabled(if: PageLogic.available, ...)`), as the browser tests are only with Chromium.
package enum PageLogic {
    /// A failure of `node` or of the page's logic, with what it printed.
    package struct Failure: Error, CustomStringConvertible {
        package let description: String
    }

    /// The `node` executable found on the `PATH`, or nil.
    package static let node: String? = {
        let paths = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin").split(
            separator: ":")
        return paths.map { "\($0)/node" }.first(where: FileManager.default.isExecutableFile(atPath:))
    }()

    /// Whether the tests that run the page's logic can run.
    package static var available: Bool { node != nil }

    /// The repository's root, from this file's place in it.
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Every store's state after every seq of a page (index 0: the initial states), rebuilt by the
    /// page's logic (`Tests/InspectorJS/rebuild-page.js`) from its checkpoints and changes.
    /// - Throws: ``Failure`` when `node` is missing or the page's data does not rebuild (a
    ///   checkpoint that disagrees with the changes before it, a reference to nothing).
    package static func states(ofPage html: String) async throws -> [[ActionLogJSON]] {
        let printed = try await run("rebuild-page.js", page: html)
        guard case .array(let all) = try ActionLogJSON(parsing: Array(printed)) else {
            throw Failure(description: "rebuild-page.js printed no array")
        }
        return try all.map { seq in
            guard case .array(let states) = seq else { throw Failure(description: "a seq's states are no array") }
            return states
        }
    }

    /// The notation the page's timeline shows for every action of a page (seq 1 first), made by
    /// the page's logic (`notation.js`, through `Tests/InspectorJS/page-notations.js`).
    /// - Throws: ``Failure`` when `node` is missing or the page's data cannot be read.
    package static func notations(ofPage html: String) async throws -> [String] {
        let printed = try await run("page-notations.js", page: html)
        guard case .array(let all) = try ActionLogJSON(parsing: Array(printed)) else {
            throw Failure(description: "page-notations.js printed no array")
        }
        return try all.map { item in
            guard case .string(let text) = item else { throw Failure(description: "a notation is no string") }
            return text
        }
    }

    /// What `node Tests/InspectorJS/SCRIPT PAGE` printed for a page written to a temporary file.
    private static func run(_ script: String, page html: String) async throws -> Data {
        guard let node else { throw Failure(description: "no node on the PATH") }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("page-logic-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let page = directory.appendingPathComponent("page.html")
        let errors = directory.appendingPathComponent("stderr")
        try Data(html.utf8).write(to: page)
        try Data().write(to: errors)

        let process = Process()
        process.executableURL = URL(fileURLWithPath: node)
        process.arguments = [root.appendingPathComponent("Tests/InspectorJS/\(script)").path, page.path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = try FileHandle(forWritingTo: errors)
        let reader = PipeReader(output)
        try await process.start().wait()
        let printed = await reader.all()
        guard process.terminationStatus == 0 else {
            let message = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
            throw Failure(description: "\(script) exited with \(process.terminationStatus): \(message)")
        }
        return printed
    }
}
