/// The texts of the console run's stderr lines (without the `flux-movies: ` prefix the
/// executable adds to some). Paths, variables, options and the system's reasons stay as they are.
extension Strings {
    /// The line of `message` in the language of the texts.
    package func launchMessage(_ message: LaunchMessage) -> String {
        isSpanish ? spanishLaunchMessage(message) : englishLaunchMessage(message)
    }

    /// The English line of a message (the wording before the translation, unchanged).
    private func englishLaunchMessage(_ message: LaunchMessage) -> String {
        switch message {
        case .missingAPIKey:
            "--source tmdb needs an API key: set TMDB_API_KEY (get one at https://www.themoviedb.org/settings/api)"
        case .invalidURL(let name, let value): "\(name) must be an http(s) URL with a host, got \"\(value)\""
        case .catalogMissing(let folder, let searched):
            "the movie catalog is missing: copy \(folder) beside the executable "
                + "(looked for \(searched.joined(separator: " and ")))"
        case .catalogUnreadable(let detail): "catalog could not be read: \(detail)"
        case .catalogMalformed(let line, let reason): "catalog line \(line) is malformed: \(reason)"
        case .recordFileExists(let path):
            "--record: \(path) already exists; refusing to overwrite it (add --force to replace it)"
        case .recordFailed(let detail): "--record: \(detail)"
        case .recordingStopped(let detail): "warning: \(detail) (the session goes on)"
        case .loadingMoviesFailed(let detail): "loading movies failed: \(detail)"
        case .loadingPosterFailed(let detail): "loading the poster failed: \(detail)"
        case .readingRecentSearchesFailed(let detail): "reading recent searches failed: \(detail)"
        case .savingRecentSearchFailed(let detail): "could not save the recent search: \(detail)"
        case .corruptFileMovedAside(let path, let invalidJSON, let target):
            "warning: \(path) is \(englishProblem(invalidJSON)); moved it to \(target) and starting empty"
        case .corruptFileKept(let path, let invalidJSON, let reason):
            "warning: \(path) is \(englishProblem(invalidJSON)) and could not be moved aside (\(reason)); "
                + "starting empty"
        case .dataDirectoryUnwritable(let path, let reason, let fileName):
            "warning: cannot write to the data directory: \(path) (\(reason)); continuing without saving \(fileName)"
        }
    }

    /// The Spanish line of a message.
    private func spanishLaunchMessage(_ message: LaunchMessage) -> String {
        switch message {
        case .missingAPIKey:
            "--source tmdb necesita una clave de API: define TMDB_API_KEY "
                + "(consigue una en https://www.themoviedb.org/settings/api)"
        case .invalidURL(let name, let value): "\(name) debe ser una URL http(s) con un host, no \"\(value)\""
        case .catalogMissing(let folder, let searched):
            "falta el catálogo de películas: copia \(folder) junto al ejecutable "
                + "(se buscó en \(searched.joined(separator: " y ")))"
        case .catalogUnreadable(let detail): "no se pudo leer el catálogo: \(detail)"
        case .catalogMalformed(let line, let reason): "la línea \(line) del catálogo está mal formada: \(reason)"
        case .recordFileExists(let path):
            "--record: \(path) ya existe; no se sobrescribe (añade --force para reemplazarlo)"
        case .recordFailed(let detail): "--record: \(detail)"
        case .recordingStopped(let detail): "aviso: \(detail) (la sesión continúa)"
        case .loadingMoviesFailed(let detail): "falló la carga de películas: \(detail)"
        case .loadingPosterFailed(let detail): "falló la carga del póster: \(detail)"
        case .readingRecentSearchesFailed(let detail): "falló la lectura de las búsquedas recientes: \(detail)"
        case .savingRecentSearchFailed(let detail): "no se pudo guardar la búsqueda reciente: \(detail)"
        case .corruptFileMovedAside(let path, let invalidJSON, let target):
            "aviso: \(path) \(spanishProblem(invalidJSON)); se movió a \(target) y se empieza de cero"
        case .corruptFileKept(let path, let invalidJSON, let reason):
            "aviso: \(path) \(spanishProblem(invalidJSON)) y no se pudo apartar (\(reason)); se empieza de cero"
        case .dataDirectoryUnwritable(let path, let reason, let fileName):
            "aviso: no se puede escribir en el directorio de datos: \(path) (\(reason)); "
                + "se continúa sin guardar \(fileName)"
        }
    }

    /// What is wrong with a corrupt data file, in English.
    private func englishProblem(_ invalidJSON: Bool) -> String {
        invalidJSON ? "not valid JSON for this file" : "unreadable"
    }

    /// What is wrong with a corrupt data file, in Spanish (a verb phrase after the path).
    private func spanishProblem(_ invalidJSON: Bool) -> String {
        invalidJSON ? "no es un JSON válido para este archivo" : "no se puede leer"
    }
}
