/// The texts of command-line mistakes and the hint after them. Option names, command words and
/// values stay as typed; only the prose is translated.
extension Strings {
    /// The line after a usage mistake: `Try 'flux-movies --help'.` / `Prueba 'flux-movies --help'.`
    package var tryHelp: String {
        isSpanish ? "Prueba 'flux-movies --help'." : "Try 'flux-movies --help'."
    }

    /// One line saying what was wrong, e.g. `unknown option '--sourc'; did you mean '--source'?`.
    package func usageError(_ error: UsageError) -> String {
        isSpanish ? spanishUsageError(error.kind) : englishUsageError(error.kind)
    }

    /// The English line of a mistake (the wording tests and scripts know).
    private func englishUsageError(_ kind: UsageError.Kind) -> String {
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
        case .printWithStep: "--print does not work with --step"
        case .forceNeedsOutput: "--force needs --html FILE or --export FORMAT FILE"
        case .outputWithStep(let option): "\(option) does not work with --step"
        case .outputWithPrint(let option): "\(option) does not work with --print"
        case .sameOutputFile(let path): "--html and --export need two different files, got '\(path)' twice"
        }
    }

    /// The Spanish line of a mistake.
    private func spanishUsageError(_ kind: UsageError.Kind) -> String {
        switch kind {
        case .unknownOption(let typed, let suggestion, let inReplay):
            "\(inReplay ? "opción de replay" : "opción") desconocida '\(typed)'"
                + (suggestion.map { "; ¿quisiste decir '\($0)'?" } ?? "")
        case .unexpectedArgument(let argument): "argumento inesperado '\(argument)'"
        case .takesNoValue(let option): "la opción \(option) no admite un valor"
        case .needsValue(let option): "la opción \(option) necesita un valor"
        case .badSource(let value): "--source debe ser catalog o tmdb, no '\(value)'"
        case .badLatency(let value, let maximum):
            "--latency debe ser un número entero de milisegundos de 0 a \(maximum), no '\(value)'"
        case .needsTMDBSource(let option): "\(option) necesita --source tmdb"
        case .latencyNeedsCatalog: "--latency solo funciona con --source catalog"
        case .needsRecord(let option): "\(option) necesita --record FILE"
        case .replayNeedsFile: "replay necesita el registro de acciones que reproducir: flux-movies replay FILE"
        case .badUntil(let value): "--until debe ser un número de secuencia (un número entero desde 0), no '\(value)'"
        case .badPrint(let value): "--print debe ser renders, states o final, no '\(value)'"
        case .badExportFormat(let value, let formats):
            "--export debe ser \(formats.joined(separator: ", ")), no '\(value)'"
        case .exportNeedsFile(let format): "--export necesita un formato y un archivo: --export \(format) FILE"
        case .printWithStep: "--print no funciona con --step"
        case .forceNeedsOutput: "--force necesita --html FILE o --export FORMAT FILE"
        case .outputWithStep(let option): "\(option) no funciona con --step"
        case .outputWithPrint(let option): "\(option) no funciona con --print"
        case .sameOutputFile(let path): "--html y --export necesitan dos archivos distintos; se dio '\(path)' dos veces"
        }
    }
}
