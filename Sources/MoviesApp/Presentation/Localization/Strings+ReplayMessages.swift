/// The texts `flux-movies replay` words itself (without the `flux-movies: ` prefix). Problems
/// inside a log come from the action-log library and stay English.
extension Strings {
    /// The line of `message` in the language of the texts.
    package func replayMessage(_ message: ReplayMessage) -> String {
        isSpanish ? spanishReplayMessage(message) : englishReplayMessage(message)
    }

    /// The progress line of a long replay: `replaying big.jsonl: 1% (seq 9000)`.
    package func replayProgress(fileName: String, percent: Int64, sequence: UInt64) -> String {
        isSpanish
            ? "reproduciendo \(fileName): \(percent)% (seq \(sequence))"
            : "replaying \(fileName): \(percent)% (seq \(sequence))"
    }

    /// The English line of a replay message (the wording before the translation, unchanged).
    private func englishReplayMessage(_ message: ReplayMessage) -> String {
        switch message {
        case .untilBeyondLog(let until, let path, let last):
            "--until \(until) is beyond the log: \(path) ends at seq \(last)"
        case .noDigests(let path): "warning: \(path) has no digests: nothing was verified"
        case .foreignLog(let path, let app, let version):
            "\(path):1: recorded by \"\(app)\" \(version), not by \(AppVersion.name); replay it with that application"
        case .otherVersion(let path, let recorded):
            "note: \(path) was recorded by \(AppVersion.name) \(recorded), and \(AppVersion.current) reduces "
                + "some actions differently (see the CHANGELOG); verify it with \(AppVersion.name) \(recorded), "
                + "or replay it here without --verify"
        case .outputIsLog(let option, let path): "\(option): \(path) is the log being replayed; choose another file"
        case .outputIsDirectory(let option, let path): "\(option): \(path) is a directory; name a file"
        case .outputExists(let option, let path):
            "\(option): \(path) already exists; refusing to overwrite it (add --force to replace it)"
        case .outputNotCreatable(let option, let path, let reason): "\(option): cannot create \(path): \(reason)"
        case .outputNotWritable(let path, let reason): "cannot write \(path): \(reason)"
        case .outputNotReplaceable(let path, let reason): "cannot replace \(path): \(reason)"
        case .outputNotPublished(let path, let reason): "cannot create \(path): \(reason)"
        case .outputAppeared(let path): "\(path) appeared while it was being written; refusing to overwrite it"
        case .wrote(let path): "wrote \(path)"
        }
    }

    /// The Spanish line of a replay message.
    private func spanishReplayMessage(_ message: ReplayMessage) -> String {
        switch message {
        case .untilBeyondLog(let until, let path, let last):
            "--until \(until) está más allá del registro: \(path) termina en la seq \(last)"
        case .noDigests(let path): "aviso: \(path) no tiene digests: no se verificó nada"
        case .foreignLog(let path, let app, let version):
            "\(path):1: grabado por \"\(app)\" \(version), no por \(AppVersion.name); reprodúcelo con esa aplicación"
        case .otherVersion(let path, let recorded):
            "nota: \(path) se grabó con \(AppVersion.name) \(recorded), y la \(AppVersion.current) reduce "
                + "algunas acciones de otro modo (mira el CHANGELOG); verifícalo con \(AppVersion.name) "
                + "\(recorded), o reprodúcelo aquí sin --verify"
        case .outputIsLog(let option, let path):
            "\(option): \(path) es el registro que se reproduce; elige otro archivo"
        case .outputIsDirectory(let option, let path): "\(option): \(path) es un directorio; indica un archivo"
        case .outputExists(let option, let path):
            "\(option): \(path) ya existe; no se sobrescribe (añade --force para reemplazarlo)"
        case .outputNotCreatable(let option, let path, let reason): "\(option): no se puede crear \(path): \(reason)"
        case .outputNotWritable(let path, let reason): "no se puede escribir \(path): \(reason)"
        case .outputNotReplaceable(let path, let reason): "no se puede reemplazar \(path): \(reason)"
        case .outputNotPublished(let path, let reason): "no se puede crear \(path): \(reason)"
        case .outputAppeared(let path): "\(path) apareció mientras se escribía; no se sobrescribe"
        case .wrote(let path): "se escribió \(path)"
        }
    }
}
