import BenchKit
import Foundation

/// The `flux-movies` executable the whole-process scenarios run, found or built once: the
/// release one for a release flux-bench (what its targets are about), the debug one for a debug
/// flux-bench (`swift run flux-bench --quick` in `.ci/run`: it checks that the scenarios run, with
/// no thresholds, and must not start a release build of the app).
///
/// When flux-bench runs from a build folder of this package (`.build/<triple>/<config>/`), it
/// builds the product in that same folder and configuration (`swift build -c <config> --product
/// flux-movies`: quick when it is up to date, and never a stale binary) and runs
/// `<triple>/<config>/flux-movies`. Outside a package, a release flux-bench runs the
/// `flux-movies` beside it. Anything else is an error: the scenarios fail rather than skip.
///
/// `FLUX_BENCH_SWIFT_BUILD_FLAGS` (split on spaces) is added to that `swift build`: it must be the
/// flags flux-bench itself was built with, or the build recompiles the app's modules with other
/// flags in the same folder (`.ci/run` sets it to its own).
@MainActor
final class FluxMoviesBinary {
    /// The path, once found.
    private var located: String?
    /// Told what is happening when a build starts (e.g. to print on stderr).
    var onBuild: (String) -> Void = { _ in }

    /// The release `flux-movies`'s path.
    /// - Throws: `BenchFixtureError` saying why it can be neither found nor built.
    func path() throws -> String {
        if let located { return located }
        let path = try locate()
        located = path
        return path
    }

    /// Finds or builds the binary.
    private func locate() throws -> String {
        let bench = try ChildProcess.executable().resolvingSymlinksInPath()
        let configurationFolder = bench.deletingLastPathComponent()
        let tripleFolder = configurationFolder.deletingLastPathComponent()
        let scratch = tripleFolder.deletingLastPathComponent()
        let configuration = MachineInfo.buildConfiguration == "release" ? "release" : "debug"
        let product = tripleFolder.appendingPathComponent("\(configuration)/flux-movies").path
        if let package = Self.packageRoot(above: scratch) {
            try build(package: package, scratch: scratch, configuration: configuration)
            guard FileManager.default.isExecutableFile(atPath: product) else {
                throw BenchFixtureError("swift build -c \(configuration) --product flux-movies made no \(product)")
            }
            return product
        }
        let beside = configurationFolder.appendingPathComponent("flux-movies").path
        guard MachineInfo.buildConfiguration == "release", FileManager.default.isExecutableFile(atPath: beside) else {
            throw BenchFixtureError(
                "no release flux-movies beside \(bench.path) and no package above it to build one: "
                    + "run swift build -c release --product flux-movies, then flux-bench from the same build folder")
        }
        return beside
    }

    /// The folder holding this package's `Package.swift`, at or above `folder`'s parent.
    private static func packageRoot(above folder: URL) -> URL? {
        var candidate = folder.deletingLastPathComponent()
        while candidate.path != "/" {
            let manifest = candidate.appendingPathComponent("Package.swift")
            if let text = try? String(contentsOf: manifest, encoding: .utf8), text.contains("name: \"flux-movies\"") {
                return candidate
            }
            candidate = candidate.deletingLastPathComponent()
        }
        return nil
    }

    /// `swift build -c CONFIGURATION --product flux-movies` in `package`, into `scratch`.
    private func build(package: URL, scratch: URL, configuration: String) throws {
        let flags = ProcessInfo.processInfo.environment["FLUX_BENCH_SWIFT_BUILD_FLAGS"] ?? ""
        let arguments =
            [
                "swift", "build", "-c", configuration, "--product", "flux-movies", "--package-path", package.path,
                "--scratch-path", scratch.path,
            ] + flags.split(separator: " ").map(String.init)
        onBuild(arguments.joined(separator: " "))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        process.standardInput = FileHandle.nullDevice
        do {
            try process.run()
        } catch {
            throw BenchFixtureError("cannot run \(arguments.joined(separator: " ")): \(error)")
        }
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            let tail = text.split(separator: "\n").suffix(8).joined(separator: "\n")
            throw BenchFixtureError(
                "\(arguments.joined(separator: " ")) failed (status \(process.terminationStatus)):\n\(tail)")
        }
    }
}
