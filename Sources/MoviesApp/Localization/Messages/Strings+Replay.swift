/// The texts of `flux-movies replay`, in every language. Option names, values, paths and the
/// system's reasons stay as they are.
extension Strings {
    /// A line `flux-movies replay` words itself (without the `flux-movies: ` prefix):
    /// `verified 42 actions, 168 digests`.
    package func replayMessage(_ message: ReplayMessage) -> String {
        switch message {
        case .untilBeyondLog(let until, let path, let last):
            pick(
                en: "--until \(until) is beyond the log: \(path) ends at seq \(last)",
                es: "--until \(until) está más allá del registro: \(path) termina en la seq \(last)")
        case .noDigests(let path):
            pick(
                en: "warning: \(path) has no digests: nothing was verified",
                es: "aviso: \(path) no tiene digests: no se verificó nada")
        case .checkpointOnly(let path, let digests):
            pick(
                en:
                    "note: verified the states \(path) starts from (\(plural(digests, one: "1 digest", other: "\(digests) digests"))); "
                    + "its actions carry no digests (a black box keeps none), so the states after them are not checked",
                es:
                    "nota: se verificaron los estados con que empieza \(path) (\(plural(digests, one: "1 digest", other: "\(digests) digests"))); "
                    + "sus acciones no llevan digests (la caja negra no guarda ninguno), así que los estados tras ellas no se "
                    + "comprueban")
        case .foreignLog(let path, let app, let version):
            pick(
                en:
                    "\(path):1: recorded by \"\(app)\" \(version), not by \(AppVersion.name); replay it with that application",
                es:
                    "\(path):1: grabado por \"\(app)\" \(version), no por \(AppVersion.name); reprodúcelo con esa aplicación"
            )
        case .otherVersion(let path, let recorded):
            pick(
                en: "note: \(path) was recorded by \(AppVersion.name) \(recorded), and \(AppVersion.current) reduces "
                    + "some actions differently (see the CHANGELOG); verify it with \(AppVersion.name) \(recorded), "
                    + "or replay it here without --verify",
                es: "nota: \(path) se grabó con \(AppVersion.name) \(recorded), y la \(AppVersion.current) reduce "
                    + "algunas acciones de otro modo (mira el CHANGELOG); verifícalo con \(AppVersion.name) "
                    + "\(recorded), o reprodúcelo aquí sin --verify")
        case .outputIsLog(let option, let path):
            pick(
                en: "\(option): \(path) is the log being replayed; choose another file",
                es: "\(option): \(path) es el registro que se reproduce; elige otro archivo")
        case .outputIsDirectory(let option, let path):
            pick(
                en: "\(option): \(path) is a directory; name a file",
                es: "\(option): \(path) es un directorio; indica un archivo")
        case .outputExists(let option, let path):
            pick(
                en: "\(option): \(path) already exists; refusing to overwrite it (add --force to replace it)",
                es: "\(option): \(path) ya existe; no se sobrescribe (añade --force para reemplazarlo)")
        case .outputNotCreatable(let option, let path, let reason):
            pick(
                en: "\(option): cannot create \(path): \(reason)",
                es: "\(option): no se puede crear \(path): \(reason)")
        case .outputNotWritable(let path, let reason):
            pick(en: "cannot write \(path): \(reason)", es: "no se puede escribir \(path): \(reason)")
        case .outputNotReplaceable(let path, let reason):
            pick(en: "cannot replace \(path): \(reason)", es: "no se puede reemplazar \(path): \(reason)")
        case .outputNotPublished(let path, let reason):
            pick(en: "cannot create \(path): \(reason)", es: "no se puede crear \(path): \(reason)")
        case .outputAppeared(let path):
            pick(
                en: "\(path) appeared while it was being written; refusing to overwrite it",
                es: "\(path) apareció mientras se escribía; no se sobrescribe")
        case .wrote(let path): pick(en: "wrote \(path)", es: "se escribió \(path)")
        case .verified(let actions, let digests):
            pick(
                en: "verified \(plural(actions, one: "1 action", other: "\(actions) actions")), "
                    + plural(digests, one: "1 digest", other: "\(digests) digests"),
                es: "verificado: \(plural(actions, one: "1 acción", other: "\(actions) acciones")), "
                    + plural(digests, one: "1 digest", other: "\(digests) digests"))
        case .emittedCrash(let sequence):
            pick(
                en: "seq \(sequence) crashes the app: the test fails until that is fixed (an exit test)",
                es: "seq \(sequence) hace fallar la app: el test falla hasta que se corrija (un exit test)")
        case .emittedFixedCrash(let sequence):
            pick(
                en:
                    "seq \(sequence) crashed the app when the log was recorded: the test passes now, and guards the fix",
                es:
                    "seq \(sequence) hizo fallar la app cuando se grabó el registro: el test pasa ahora, y protege la corrección"
            )
        case .nothingToMinimize:
            pick(
                en: "nothing to minimize: the log replays without a crash or a broken invariant",
                es: "nada que minimizar: el registro se reproduce sin un fallo ni un invariante roto")
        case .minimized(let from, let to, let replays, let seconds):
            pick(
                en: "minimize: \(from) -> \(plural(to, one: "1 action", other: "\(to) actions")), "
                    + "\(plural(replays, one: "1 replay", other: "\(replays) replays")), \(seconds) s",
                es: "minimizar: \(from) -> \(plural(to, one: "1 acción", other: "\(to) acciones")), "
                    + "\(plural(replays, one: "1 reproducción", other: "\(replays) reproducciones")), \(seconds) s")
        case .crashReproduced(let sequence, let message):
            pick(
                en: "the recorded crash at seq \(sequence) reproduces",
                es: "el fallo grabado en la seq \(sequence) se reproduce") + (message.isEmpty ? "" : ": \(message)")
        case .crashedEarlier(let sequence, let recorded, let message):
            pick(
                en: "the replay crashes at seq \(sequence), before the recorded crash at seq \(recorded)",
                es: "la reproducción falla en la seq \(sequence), antes del fallo grabado en la seq \(recorded)")
                + (message.isEmpty ? "" : ": \(message)")
        case .crashNoLongerReproduces(let sequence):
            pick(
                en:
                    "note: the recorded crash at seq \(sequence) no longer reproduces (the crash was outside the reducers, "
                    + "or the code was fixed)",
                es: "nota: el fallo grabado en la seq \(sequence) ya no se reproduce (el fallo ocurrió fuera de los "
                    + "reductores, o el código se corrigió)")
        case .breakReproduced(let sequence, let store, let invariant):
            pick(
                en: "the recorded break at seq \(sequence) reproduces: store \"\(store)\" broke \"\(invariant)\"",
                es:
                    "la ruptura grabada en la seq \(sequence) se reproduce: el store \"\(store)\" rompió \"\(invariant)\""
            )
        case .breakNoLongerReproduces(let sequence):
            pick(
                en: "note: the recorded invariant break at seq \(sequence) no longer reproduces (the code was fixed)",
                es:
                    "nota: la ruptura de invariante grabada en la seq \(sequence) ya no se reproduce (el código se corrigió)"
            )
        case .crashes(let sequence, let message):
            pick(en: "the replay crashes at seq \(sequence)", es: "la reproducción falla en la seq \(sequence)")
                + (message.isEmpty ? "" : ": \(message)")
        case .crashedOutsideActions(let message):
            pick(
                en: "the replay crashed, but no replay up to one action does (a crash outside the reducers)",
                es: "la reproducción falló, pero ninguna reproducción hasta una acción falla (un fallo fuera de los "
                    + "reductores)") + (message.isEmpty ? "" : ": \(message)")
        }
    }

    /// The progress line of a long replay: `replaying big.jsonl: 1% (seq 9000)`.
    package func replayProgress(fileName: String, percent: Int64, sequence: UInt64) -> String {
        pick(
            en: "replaying \(fileName): \(percent)% (seq \(sequence))",
            es: "reproduciendo \(fileName): \(percent)% (seq \(sequence))")
    }

    /// A line of `replay --blame` or of `--export`'s size limits (without the `flux-movies: `
    /// prefix): `--blame search.x: not a field path; write STORE.FIELD, ...`.
    package func replayAnalysisMessage(_ message: ReplayAnalysisMessage) -> String {
        switch message {
        case .blameUnknownStore(let field, let store, let stores):
            pick(
                en: "--blame \(field): no store \"\(store)\"; the stores are \(stores.joined(separator: ", "))",
                es:
                    "--blame \(field): no hay ningún store \"\(store)\"; los stores son \(stores.joined(separator: ", "))"
            )
        case .blameBadPath(let field):
            pick(
                en:
                    "--blame \(field): not a field path; write STORE.FIELD, e.g. search.query or search.pages[0].movies",
                es: "--blame \(field): no es la ruta de un campo; escribe STORE.CAMPO, p. ej. search.query o "
                    + "search.pages[0].movies")
        case .blameUnknownField(let field, let parent, let fields):
            fields.isEmpty
                ? pick(
                    en: "--blame \(field): no state of the log has this field, and \(parent) has no fields",
                    es: "--blame \(field): ningún estado del registro tiene este campo, y \(parent) no tiene campos")
                : pick(
                    en: "--blame \(field): no state of the log has this field; the fields of \(parent) are ",
                    es: "--blame \(field): ningún estado del registro tiene este campo; los campos de \(parent) son ")
                    + fields.joined(separator: ", ")
        case .blameUnchanged(let field, let value, let last):
            pick(
                en: "no action changed \(field) (seq 1 to \(last)); it is \(value ?? "absent") throughout",
                es: "ninguna acción cambió \(field) (seq 1 a \(last)); vale \(value ?? "(ausente)") todo el tiempo")
        case .exportLeftOut(let path, let kept, let first, let last):
            pick(
                en:
                    "wrote \(path): the last \(kept) actions, seq \(first) to \(last); seq 1 to \(first - 1) are left out "
                    + "(--max-age N or all keeps more)",
                es: "se escribió \(path): las últimas \(kept) acciones, seq \(first) a \(last); se omiten las seq 1 a "
                    + "\(first - 1) (--max-age N o all guarda más)")
        case .fileTooLarge(let option, let path, let limit, let written, let sequence, let estimate):
            pick(
                en: "\(option): \(path) would be larger than \(ByteCount.text(limit, decimalMark: ".")) ("
                    + "\(ByteCount.text(written, decimalMark: ".")) by seq \(sequence)"
                    + (estimate.map { ", about \(ByteCount.text($0, decimalMark: ".")) in all" } ?? "")
                    + "); nothing was written. "
                    + (option == "--export" ? "Keep fewer actions with --max-age N, or allow" : "Allow")
                    + " a larger file with --max-size SIZE (0: no limit)",
                es: "\(option): \(path) ocuparía más de \(ByteCount.text(limit, decimalMark: ",")) ("
                    + "\(ByteCount.text(written, decimalMark: ",")) hasta la seq \(sequence)"
                    + (estimate.map { ", unos \(ByteCount.text($0, decimalMark: ",")) en total" } ?? "")
                    + "); no se escribió nada. "
                    + (option == "--export" ? "Guarda menos acciones con --max-age N, o permite" : "Permite")
                    + " un archivo mayor con --max-size SIZE (0: sin límite)")
        }
    }
}
