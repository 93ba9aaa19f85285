/// Parses the arguments of `flux-movies replay` (after the word `replay`): exactly one log
/// file and the replay options, which take `--name value` or `--name=value` like the others.
///
/// ```swift
/// ReplayArguments.parse(["s.jsonl", "--verify", "--until", "12"])
/// // .success(.replay(options: path "s.jsonl", verify, until 12))
/// ```
package enum ReplayArguments {
    /// The word that selects the replay command.
    package static let commandName = "replay"

    /// The options of `replay` (the spellings an unknown option is compared with).
    static let knownOptions = [
        "--help", "--verify", "--step", "--no-color", "--data-dir", "--until", "--print", "--html", "--export",
        "--force", "--minimize", "--emit-test", "--name", "--blame", "--max-age", "--max-size",
    ]

    /// Parses `arguments` (without `replay`).
    /// - Returns: `.replay(options)`, `.help` for `--help`, or the first mistake: no file, a
    ///   second file, an unknown option, a bad value, `--print` with `--step`, `--html` or
    ///   `--export` with `--print` or `--step`, `--force` without them.
    package static func parse(_ arguments: [String]) -> Result<LaunchCommand, UsageError> {
        var cursor = ArgumentCursor(arguments)
        var options = ReplayOptions(path: "")
        var path: String?
        var printGiven = false
        var testName: String?
        do throws(UsageError) {
            while let option = cursor.next() {
                if !option.isOption {
                    guard path == nil else { throw UsageError(.unexpectedArgument(option.argument)) }
                    path = option.argument
                    continue
                }
                if option.name == "--name" {
                    testName = try cursor.value(for: option)
                    continue
                }
                if try apply(option, to: &options, cursor: &cursor) { return .success(.help) }
                if option.name == "--print" { printGiven = true }
            }
            guard let path else { throw UsageError(.replayNeedsFile) }
            if options.step && printGiven { throw UsageError(.printWithStep) }
            try nameTest(&options, name: testName)
            try checkMinimize(options, printGiven: printGiven)
            try checkFiles(options, printGiven: printGiven)
            try checkBlame(options, printGiven: printGiven)
            try checkSizes(options)
            options.path = path
            return .success(.replay(options))
        } catch {
            return .failure(error)
        }
    }

    /// Applies one option; returns true for `--help`.
    private static func apply(
        _ option: ArgumentCursor.Option, to options: inout ReplayOptions, cursor: inout ArgumentCursor
    ) throws(UsageError) -> Bool {
        switch option.name {
        case "--help", "-h":
            try option.expectNoValue()
            return true
        case "--verify":
            try option.expectNoValue()
            options.verify = true
        case "--step":
            try option.expectNoValue()
            options.step = true
        case "--no-color":
            try option.expectNoValue()
            options.noColor = true
        case "--data-dir":
            // A global option: only `--step` uses it (its history); a replay reads no data.
            options.dataDirectory = try cursor.value(for: option)
        case "--until": options.until = try sequence(try cursor.value(for: option))
        case "--print": options.output = try output(try cursor.value(for: option))
        case "--html": options.htmlPath = try cursor.value(for: option)
        case "--export":
            let format = try exportFormat(try cursor.value(for: option))
            let path = try cursor.secondValue(orThrow: UsageError(.exportNeedsFile(format: format.rawValue)))
            options.export = ReplayOptions.Export(format: format, path: path)
        case "--force":
            try option.expectNoValue()
            options.force = true
        case "--emit-test":
            let path = try cursor.value(for: option)
            guard path.hasSuffix(".swift"), path.split(separator: "/").last != ".swift" else {
                throw UsageError(.emitTestNotSwift(path))
            }
            options.emitTest = ReplayOptions.EmitTest(path: path, name: "")
        case "--minimize": options.minimizePath = try cursor.value(for: option)
        case "--blame": options.blame = try cursor.value(for: option)
        case "--max-age": options.maxAge = try maxAge(try cursor.value(for: option))
        case "--max-size": options.maxSize = try maxSize(try cursor.value(for: option))
        default:
            throw OptionSuggestion.unknownOption(option.name, among: knownOptions, inReplay: true)
        }
        return false
    }

    private static func sequence(_ value: String) throws(UsageError) -> UInt64 {
        guard value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = UInt64(value) else {
            throw UsageError(.badUntil(value))
        }
        return number
    }

    private static func exportFormat(_ value: String) throws(UsageError) -> ReplayOptions.ExportFormat {
        guard let format = ReplayOptions.ExportFormat(rawValue: value) else {
            throw UsageError(.badExportFormat(value, formats: ReplayOptions.ExportFormat.allCases.map(\.rawValue)))
        }
        return format
    }

    /// `--html` and `--export` write files: they print nothing, so `--print` and `--step` do not go
    /// with them; `--force` needs one of them.
    private static func checkFiles(_ options: ReplayOptions, printGiven: Bool) throws(UsageError) {
        guard options.writesFiles else {
            if options.force && options.minimizePath == nil { throw UsageError(.forceNeedsOutput) }
            return
        }
        let flag = options.htmlPath != nil ? "--html" : options.export != nil ? "--export" : "--emit-test"
        if options.step { throw UsageError(.outputWithStep(option: flag)) }
        if printGiven { throw UsageError(.outputWithPrint(option: flag)) }
        if let html = options.htmlPath, html == options.export?.path {
            throw UsageError(.sameOutputFile(html))
        }
    }

    /// Names the emitted test: `--name`, else the file's name without `.swift`; `--name` needs
    /// `--emit-test`.
    private static func nameTest(_ options: inout ReplayOptions, name: String?) throws(UsageError) {
        guard let path = options.emitTest?.path else {
            if name != nil { throw UsageError(.nameNeedsEmitTest) }
            return
        }
        let fileName = String(path.split(separator: "/").last ?? "")
        let suiteName = name ?? String(fileName.dropLast(".swift".count))
        guard ReplayOptions.EmitTest.isSuiteName(suiteName) else {
            throw UsageError(.badTestName(suiteName, given: name != nil))
        }
        options.emitTest?.name = suiteName
    }

    /// `--minimize` replays in child processes and prints only its progress: `--step`, `--print`,
    /// `--html`, `--export` and `--until` do not go with it; `--emit-test` does (the test of the
    /// minimized log).
    private static func checkMinimize(_ options: ReplayOptions, printGiven: Bool) throws(UsageError) {
        guard options.minimizePath != nil else { return }
        if options.step { throw UsageError(.outputWithStep(option: "--minimize")) }
        if printGiven { throw UsageError(.outputWithPrint(option: "--minimize")) }
        if options.blame != nil { throw UsageError(.minimizeAlone(other: "--blame")) }
        if options.htmlPath != nil || options.export != nil || options.until != nil {
            throw UsageError(
                .minimizeAlone(
                    other: options.htmlPath != nil ? "--html" : options.export != nil ? "--export" : "--until"))
        }
    }

    private static func output(_ value: String) throws(UsageError) -> ReplayOptions.Output {
        guard let output = ReplayOptions.Output(rawValue: value) else {
            throw UsageError(.badPrint(value))
        }
        return output
    }
}
