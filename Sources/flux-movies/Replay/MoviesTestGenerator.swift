import Flux
import FluxActionLog
import FluxTestGeneration
import Foundation
import MoviesApp

/// flux-movies' use of FluxTesting's `ActionLogTestGenerator`: the test builds `AppCore()` (the
/// stores without middleware) and a `TestStore` over its dispatcher, and addresses each store's
/// state as `$0[stores.search]`. Every state and action type of the app is spelled by the
/// generator's default rules (their memberwise initializers take their stored properties).
@MainActor
enum MoviesTestGenerator {
    /// The generator of a test named `name`, for the log `logName` written to `fileName`.
    static func generator(
        name: String, logName: String, fileName: String, until: UInt64? = nil
    ) -> ActionLogTestGenerator<AppAction> {
        var generator = ActionLogTestGenerator<AppAction>(
            name: name, imports: ["Foundation", "MoviesApp", "MoviesDomain"],
            setup: [
                "let core = AppCore()",
                "let stores = core.stores",
                "let store = TestStore(dispatcher: core.dispatcher)",
            ],
            storeState: { "$0[stores.\($0)]" })
        generator.notes = [
            "Made by: flux-movies replay \(logName)\(until.map { " --until \($0)" } ?? "") --emit-test \(fileName) "
                + "--name \(name)"
        ]
        return generator
    }

    /// The test file of the log at `path`.
    /// - Parameters:
    ///   - path: the log.
    ///   - name: the suite's name.
    ///   - fileName: the file's name, for the note that says how it was made.
    ///   - until: the last action the test sends (`--until`), or nil for the whole log.
    ///   - crashingAt: the sequence number of the action that crashes the app, if any.
    /// - Returns: the Swift file's text.
    /// - Throws: `TestGenerationError` or `ActionLogError`.
    static func text(
        path: String, name: String, fileName: String, until: UInt64? = nil, crashingAt: UInt64?
    ) throws -> String {
        let reader = try ActionLogReader<AppAction>(path: path)
        let logName = URL(fileURLWithPath: path).lastPathComponent
        return try generator(name: name, logName: logName, fileName: fileName, until: until)
            .generate(from: reader, until: until, crashingAt: crashingAt) { AppCore().dispatcher }
    }
}
