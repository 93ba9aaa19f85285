import Foundation
import TestSupport
import Testing

/// Misuse the compiler refuses: each snippet is type-checked against the built Flux module as
/// code outside the package would be, and must fail with the expected error.
@Suite(.startsProcesses) struct CompileFailTests {
    @Test func aStoreOfAnotherActionTypeDoesNotRegister() async throws {
        let errors = try await typecheck(
            """
            @MainActor func wire() throws {
                let store = Store<Int, Other>(name: "other", initialState: 0) { _, _ in }
                try Dispatcher<Mine>().register(store)
            }
            """)
        #expect(
            errors.contains("cannot convert value of type 'AnyStore<Other>' to expected argument type 'AnyStore<Mine>'")
        )
    }

    @Test func noOtherKindOfStoreCanBeMade() async throws {
        let errors = try await typecheck(
            """
            final class Fake: AnyStore<Mine> {}
            """)
        #expect(errors.contains("cannot inherit from non-open class 'AnyStore<Mine>' outside of its defining module"))
    }

    @Test func theDispatchMachineryIsNotPublic() async throws {
        let errors = try await typecheck(
            """
            @MainActor func poke(_ store: Store<Int, Mine>) {
                _ = store.anyState
                _ = store.hooks
                store.notifySubscribers()
            }
            """)
        #expect(errors.contains("'anyState' is inaccessible due to 'package' protection level"))
        #expect(errors.contains("'hooks' is inaccessible due to 'internal' protection level"))
        #expect(errors.contains("value of type 'Store<Int, Mine>' has no member 'notifySubscribers'"))
    }

    /// Type-checks `body` (with `import Flux` and two action types) and returns the compiler's
    /// diagnostics; records an issue if it compiles.
    private func typecheck(_ body: String) async throws -> String {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "flux-compile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("Snippet.swift")
        let source = "import Flux\nenum Mine: Sendable { case one }\nenum Other: Sendable { case two }\n" + body + "\n"
        try source.write(to: file, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swiftc", "-typecheck", "-swift-version", "6", "-I", modulesDirectory.path,
            "-module-cache-path", directory.appendingPathComponent("cache").path, file.path,
        ]
        let errors = Pipe()
        process.standardError = errors
        process.standardOutput = FileHandle.nullDevice
        let reader = PipeReader(errors)
        try await process.start().wait()
        let output = await reader.all()
        #expect(process.terminationStatus != 0, "the snippet compiled, but it must not")
        return String(decoding: output, as: UTF8.self)
    }

    /// The build's `Modules` directory, beside the test binary.
    private var modulesDirectory: URL {
        #if os(Linux)
            let products = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath().deletingLastPathComponent()
        #else
            let products = Bundle.main.bundleURL.deletingLastPathComponent()
        #endif
        return products.appendingPathComponent("Modules")
    }
}
