import FluxTextFormats

extension ReplayArguments {
    /// The options that choose a mode, as given, before the mode is known.
    struct ModeOptions {
        /// The mode options given (and `--until`, which one mode refuses), in order.
        var given: [String] = []
        /// `--print`.
        var output: ReplayOptions.Output = .renders
        /// `--blame STORE.PATH`.
        var blame: String?
        /// `--html`, `--export`, `--emit-test` (its name set from `--name` once the mode is known).
        var files = ReplayOptions.Files()
        /// `--minimize OUT`.
        var minimize: String?
        /// `--name`.
        var testName: String?

        /// Takes `option` if it is a mode option (or `--name`); returns false for the others.
        mutating func apply(_ option: ArgumentCursor.Option, cursor: inout ArgumentCursor) throws(UsageError) -> Bool {
            switch option.name {
            case "--print": output = try ReplayArguments.output(try cursor.value(for: option))
            case "--step": try option.expectNoValue()
            case "--blame": blame = try cursor.value(for: option)
            case "--html": files.html = try cursor.value(for: option)
            case "--export":
                let format = try ReplayArguments.exportFormat(try cursor.value(for: option))
                let path = try cursor.secondValue(orThrow: UsageError(.exportNeedsFile(format: format.rawValue)))
                files.export = ReplayOptions.Export(format: format, path: path)
            case "--emit-test":
                let path = try cursor.value(for: option)
                guard path.hasSuffix(".swift"), path.split(separator: "/").last != ".swift" else {
                    throw UsageError(.emitTestNotSwift(path))
                }
                files.emitTest = ReplayOptions.EmitTest(path: path)
            case "--minimize": minimize = try cursor.value(for: option)
            case "--name":
                testName = try cursor.value(for: option)
                return true
            default: return false
            }
            given.append(option.name)
            return true
        }
    }

    /// One row of ``modeTable``.
    struct ModeRow: Sendable {
        /// The options that choose the mode, the first given naming it in a mistake.
        let chosenBy: [String]
        /// The options of ``ModeOptions/given`` the mode takes.
        let takes: Set<String>
        /// The mode, from the options given.
        let make: @Sendable (ModeOptions) -> ReplayMode
    }

    /// The modes, by precedence: the first row one of whose options was given is the mode, and
    /// any option given that it does not take is a mistake: "OPTION does not work with OTHER".
    /// Nothing given: `--print renders`.
    static let modeTable: [ModeRow] = [
        ModeRow(chosenBy: ["--minimize"], takes: ["--minimize", "--emit-test"]) { options in
            .minimize(path: options.minimize ?? "", emitTest: options.files.emitTest)
        },
        ModeRow(chosenBy: ["--blame"], takes: ["--blame", "--until"]) { .blame(field: $0.blame ?? "") },
        ModeRow(
            chosenBy: ["--html", "--export", "--emit-test"], takes: ["--html", "--export", "--emit-test", "--until"]
        ) { .files($0.files) },
        ModeRow(chosenBy: ["--print"], takes: ["--print", "--until"]) { .print($0.output) },
        ModeRow(chosenBy: ["--step"], takes: ["--step", "--until"]) { _ in .step },
    ]

    /// The mode `options` choose (``modeTable``), its test named (``nameTest(_:)``).
    static func mode(of options: ModeOptions) throws(UsageError) -> ReplayMode {
        var options = options
        try nameTest(&options)
        for row in modeTable {
            guard let option = row.chosenBy.first(where: options.given.contains) else { continue }
            if let other = options.given.first(where: { !row.takes.contains($0) }) {
                throw UsageError(.optionsConflict(option: option, other: other))
            }
            return row.make(options)
        }
        return .print(.renders)
    }

    /// The options that need another: `--force` a file to replace, `--max-age` `--export`,
    /// `--max-size` `--html` or `--export`; `--html` and `--export` two different files.
    static func checkNeeds(_ options: ReplayOptions) throws(UsageError) {
        if options.force, !options.writesFiles, options.minimizePath == nil { throw UsageError(.forceNeedsOutput) }
        if let html = options.htmlPath, html == options.export?.path { throw UsageError(.sameOutputFile(html)) }
        if options.maxAge != nil, options.export == nil { throw UsageError(.maxAgeNeedsExport) }
        if options.maxSize != nil, options.htmlPath == nil, options.export == nil {
            throw UsageError(.maxSizeNeedsOutput)
        }
    }

    /// Names the emitted test: `--name`, else the file's name without `.swift`; `--name` needs
    /// `--emit-test`.
    private static func nameTest(_ options: inout ModeOptions) throws(UsageError) {
        guard let path = options.files.emitTest?.path else {
            if options.testName != nil { throw UsageError(.nameNeedsEmitTest) }
            return
        }
        let test = ReplayOptions.EmitTest(path: path, name: options.testName)
        guard SwiftTypeName.isValid(test.name) else {
            throw UsageError(.badTestName(test.name, given: options.testName != nil))
        }
        options.files.emitTest = test
    }

    /// The format `--export` names.
    static func exportFormat(_ value: String) throws(UsageError) -> ReplayOptions.ExportFormat {
        guard let format = ReplayOptions.ExportFormat(rawValue: value) else {
            throw UsageError(.badExportFormat(value, formats: ReplayOptions.ExportFormat.allCases.map(\.rawValue)))
        }
        return format
    }

    /// What `--print` names.
    static func output(_ value: String) throws(UsageError) -> ReplayOptions.Output {
        guard let output = ReplayOptions.Output(rawValue: value) else {
            throw UsageError(.badPrint(value))
        }
        return output
    }
}
