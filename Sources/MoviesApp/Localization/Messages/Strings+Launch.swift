/// The texts of the console run's stderr lines, in every language. Option names, values, paths
/// and the system's reasons stay as they are (Spanish words the reasons a recording meets).
extension Strings {
    /// A stderr line of the console run (without the `flux-movies: ` prefix):
    /// `loading movies failed: DETAIL`.
    package func launchMessage(_ message: LaunchMessage) -> String {
        switch message {
        case .missingAPIKey:
            pick(
                en:
                    "--source tmdb needs an API key: set TMDB_API_KEY (get one at https://www.themoviedb.org/settings/api)",
                es: "--source tmdb necesita una clave de API: define TMDB_API_KEY "
                    + "(consigue una en https://www.themoviedb.org/settings/api)")
        case .invalidURL(let name, let value):
            pick(
                en: "\(name) must be an http(s) URL with a host, got \"\(value)\"",
                es: "\(name) debe ser una URL http(s) con un host, no \"\(value)\"")
        case .catalogMissing(let folder, let searched):
            pick(
                en: "the movie catalog is missing: copy \(folder) beside the executable "
                    + "(looked for \(searched.joined(separator: " and ")))",
                es: "falta el catálogo de películas: copia \(folder) junto al ejecutable "
                    + "(se buscó en \(searched.joined(separator: " y ")))")
        case .catalogUnreadable(let detail):
            pick(en: "catalog could not be read: \(detail)", es: "no se pudo leer el catálogo: \(detail)")
        case .catalogMalformed(let line, let reason):
            pick(
                en: "catalog line \(line) is malformed: \(reason)",
                es: "la línea \(line) del catálogo está mal formada: \(reason)")
        case .recordFileExists(let path):
            pick(
                en: "--record: \(path) already exists; refusing to overwrite it (add --force to replace it)",
                es: "--record: \(path) ya existe; no se sobrescribe (añade --force para reemplazarlo)")
        case .recordFailed(let detail):
            pick(en: "--record: \(recordingDetail(detail))", es: "--record: \(recordingDetail(detail))")
        case .recordingStopped(let detail):
            pick(
                en: "warning: \(recordingDetail(detail)) (the session goes on)",
                es: "aviso: \(recordingDetail(detail)) (la sesión continúa)")
        case .lastSessionCrashed(let log):
            pick(
                en: "the last session crashed; replay its last actions: flux-movies replay \(log) --verify",
                es: "la última sesión terminó con un fallo; sus últimas acciones: flux-movies replay \(log) --verify")
        case .loadingMoviesFailed(let detail):
            pick(en: "loading movies failed: \(detail)", es: "falló la carga de películas: \(detail)")
        case .loadingPosterFailed(let detail):
            pick(en: "loading the poster failed: \(detail)", es: "falló la carga del póster: \(detail)")
        case .readingRecentSearchesFailed(let detail):
            pick(
                en: "reading recent searches failed: \(detail)",
                es: "falló la lectura de las búsquedas recientes: \(detail)")
        case .savingRecentSearchFailed(let detail):
            pick(
                en: "could not save the recent search: \(detail)",
                es: "no se pudo guardar la búsqueda reciente: \(detail)")
        case .corruptFileMovedAside(let path, let invalidJSON, let target):
            pick(
                en: "warning: \(path) is \(fileProblem(invalidJSON)); moved it to \(target) and starting empty",
                es: "aviso: \(path) \(fileProblem(invalidJSON)); se movió a \(target) y se empieza de cero")
        case .corruptFileKept(let path, let invalidJSON, let reason):
            pick(
                en: "warning: \(path) is \(fileProblem(invalidJSON)) and could not be moved aside (\(reason)); "
                    + "starting empty",
                es: "aviso: \(path) \(fileProblem(invalidJSON)) y no se pudo apartar (\(reason)); se empieza de cero")
        case .dataDirectoryUnwritable(let path, let reason, let fileName):
            pick(
                en:
                    "warning: cannot write to the data directory: \(path) (\(reason)); continuing without saving \(fileName)",
                es: "aviso: no se puede escribir en el directorio de datos: \(path) (\(reason)); "
                    + "se continúa sin guardar \(fileName)")
        }
    }

    /// What is wrong with a corrupt data file: "not valid JSON for this file" (in Spanish a verb
    /// phrase after the path: "no es un JSON válido para este archivo").
    private func fileProblem(_ invalidJSON: Bool) -> String {
        invalidJSON
            ? pick(en: "not valid JSON for this file", es: "no es un JSON válido para este archivo")
            : pick(en: "unreadable", es: "no se puede leer")
    }

    /// `s.jsonl: cannot open: No such file or directory`, `s.jsonl:3: cannot write: ...; recording stopped`.
    private func recordingDetail(_ detail: RecordingDetail) -> String {
        switch detail {
        case .cannotOpen(let place, let reason):
            pick(
                en: "\(place): cannot open: \(reason)",
                es: "\(place): no se puede abrir: \(Self.spanishSystemReason(reason))")
        case .cannotWrite(let place, let reason):
            pick(
                en: "\(place): cannot write: \(reason); recording stopped",
                es: "\(place): no se puede escribir: \(Self.spanishSystemReason(reason)); se detuvo la grabación")
        case .other(let text): text
        }
    }

    /// The system's reasons (`strerror`, which speaks English here) a recording meets, in Spanish;
    /// another reason stays as the system gave it.
    private static func spanishSystemReason(_ english: String) -> String {
        let reasons = [
            "No such file or directory": "no existe el archivo o el directorio",
            "Permission denied": "permiso denegado",
            "No space left on device": "no queda espacio en el dispositivo",
            "File too large": "archivo demasiado grande",
            "Read-only file system": "sistema de archivos de solo lectura",
            "Is a directory": "es un directorio",
            "Not a directory": "no es un directorio",
            "Disk quota exceeded": "se superó la cuota de disco",
            "Input/output error": "error de entrada/salida",
            "Too many open files": "demasiados archivos abiertos",
            "File name too long": "nombre de archivo demasiado largo",
            "Operation not permitted": "operación no permitida",
        ]
        return reasons[english] ?? english
    }
}
