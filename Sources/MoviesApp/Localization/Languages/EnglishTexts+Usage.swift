import MoviesDomain

/// The English usage lines: `--help` and usage mistakes.
extension EnglishTexts {
    var usage: String { LaunchArguments.usage }
    var tryHelp: String { "Try 'flux-movies --help'." }

    func usageError(_ kind: UsageError.Kind) -> String {
        switch kind {
        case .unknownOption(let typed, let suggestion, let inReplay):
            "unknown \(inReplay ? "replay option" : "option") '\(typed)'"
                + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .unexpectedArgument(let argument): "unexpected argument '\(argument)'"
        case .takesNoValue(let option): "option \(option) takes no value"
        case .needsValue(let option): "option \(option) needs a value"
        case .badSource(let value): "--source must be catalog or tmdb, got '\(value)'"
        case .badLatency(let value, let maximum):
            "--latency must be a whole number of milliseconds from 0 to \(maximum), got '\(value)'"
        case .needsTMDBSource(let option): "\(option) needs --source tmdb"
        case .latencyNeedsCatalog: "--latency works with --source catalog only"
        case .needsRecord(let option): "\(option) needs --record FILE"
        case .replayNeedsFile: "replay needs the action log to replay: flux-movies replay FILE"
        case .badUntil(let value): "--until must be a sequence number (a whole number from 0), got '\(value)'"
        case .badPrint(let value): "--print must be renders, states or final, got '\(value)'"
        case .badExportFormat(let value, let formats):
            "--export must be \(formats.joined(separator: ", ")), got '\(value)'"
        case .exportNeedsFile(let format): "--export needs a format and a file: --export \(format) FILE"
        case .optionsConflict(let option, let other): "\(option) does not work with \(other)"
        case .forceNeedsOutput:
            "--force needs --html FILE, --export FORMAT FILE, --minimize FILE or --emit-test FILE.swift"
        case .sameOutputFile(let path): "--html and --export need two different files, got '\(path)' twice"
        case .badMaxAge(let value): "--max-age must be a whole number of actions from 1, or all, got '\(value)'"
        case .badMaxSize(let value):
            "--max-size must be a size in bytes, with K, M or G for thousands, millions or billions "
                + "(0: no limit), got '\(value)'"
        case .maxAgeNeedsExport: "--max-age needs --export FORMAT FILE"
        case .maxSizeNeedsOutput: "--max-size needs --html FILE or --export FORMAT FILE"
        case .emitTestNotSwift(let path): "--emit-test needs a Swift file (FILE.swift), got '\(path)'"
        case .badTestName(let name, let given):
            "'\(name)' cannot name a test: use a Swift type name of ASCII letters, digits and _ that starts with a "
                + "capital letter, e.g. BugTests" + (given ? "" : " (give it with --name NAME)")
        case .nameNeedsEmitTest: "--name needs --emit-test FILE.swift"
        }
    }
}
