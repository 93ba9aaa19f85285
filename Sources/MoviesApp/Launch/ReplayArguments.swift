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
    ///   second file, an unknown option, a bad value, options of two modes (``modeTable``), or an
    ///   option without the one it needs (``checkNeeds(_:)``).
    package static func parse(_ arguments: [String]) -> Result<LaunchCommand, UsageError> {
        var cursor = ArgumentCursor(arguments)
        var options = ReplayOptions(path: "")
        var modeOptions = ModeOptions()
        var path: String?
        do throws(UsageError) {
            while let option = cursor.next() {
                if !option.isOption {
                    guard path == nil else { throw UsageError(.unexpectedArgument(option.argument)) }
                    path = option.argument
                    continue
                }
                if try apply(option, to: &options, modeOptions: &modeOptions, cursor: &cursor) {
                    return .success(.help)
                }
            }
            guard let path else { throw UsageError(.replayNeedsFile) }
            options.mode = try mode(of: modeOptions)
            try checkNeeds(options)
            options.path = path
            return .success(.replay(options))
        } catch {
            return .failure(error)
        }
    }

    /// Applies one option; returns true for `--help`.
    private static func apply(
        _ option: ArgumentCursor.Option, to options: inout ReplayOptions, modeOptions: inout ModeOptions,
        cursor: inout ArgumentCursor
    ) throws(UsageError) -> Bool {
        if try modeOptions.apply(option, cursor: &cursor) { return false }
        switch option.name {
        case "--help", "-h":
            try option.expectNoValue()
            return true
        case "--verify":
            try option.expectNoValue()
            options.verify = true
        case "--no-color":
            try option.expectNoValue()
            options.noColor = true
        case "--data-dir":
            // A global option: only `--step` uses it (its history); a replay reads no data.
            options.dataDirectory = try cursor.value(for: option)
        case "--until":
            options.until = try sequence(try cursor.value(for: option))
            modeOptions.given.append(option.name)
        case "--force":
            try option.expectNoValue()
            options.force = true
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
}
