/// The Spanish texts of the console run's stderr lines, of `flux-movies replay` and of the
/// command line: usage and mistakes. Option names, values, paths and the system's reasons stay as
/// they are.
extension SpanishTexts {
    // MARK: Launch and replay

    func launchMessage(_ message: LaunchMessage) -> String {
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
        case .recordFailed(let detail): "--record: \(recordingDetail(detail))"
        case .recordingStopped(let detail): "aviso: \(recordingDetail(detail)) (la sesión continúa)"
        case .lastSessionCrashed(let log):
            "la última sesión terminó con un fallo; sus últimas acciones: flux-movies replay \(log) --verify"
        case .loadingMoviesFailed(let detail): "falló la carga de películas: \(detail)"
        case .loadingPosterFailed(let detail): "falló la carga del póster: \(detail)"
        case .readingRecentSearchesFailed(let detail): "falló la lectura de las búsquedas recientes: \(detail)"
        case .savingRecentSearchFailed(let detail): "no se pudo guardar la búsqueda reciente: \(detail)"
        case .corruptFileMovedAside(let path, let invalidJSON, let target):
            "aviso: \(path) \(fileProblem(invalidJSON)); se movió a \(target) y se empieza de cero"
        case .corruptFileKept(let path, let invalidJSON, let reason):
            "aviso: \(path) \(fileProblem(invalidJSON)) y no se pudo apartar (\(reason)); se empieza de cero"
        case .dataDirectoryUnwritable(let path, let reason, let fileName):
            "aviso: no se puede escribir en el directorio de datos: \(path) (\(reason)); "
                + "se continúa sin guardar \(fileName)"
        }
    }

    /// What is wrong with a corrupt data file (a verb phrase after the path).
    private func fileProblem(_ invalidJSON: Bool) -> String {
        invalidJSON ? "no es un JSON válido para este archivo" : "no se puede leer"
    }

    func replayMessage(_ message: ReplayMessage) -> String {
        switch message {
        case .untilBeyondLog(let until, let path, let last):
            "--until \(until) está más allá del registro: \(path) termina en la seq \(last)"
        case .noDigests(let path): "aviso: \(path) no tiene digests: no se verificó nada"
        case .checkpointOnly(let path, let digests):
            "nota: se verificaron los estados con que empieza \(path) (\(plural(digests, one: "1 digest", other: "\(digests) digests"))); "
                + "sus acciones no llevan digests (la caja negra no guarda ninguno), así que los estados tras ellas no se "
                + "comprueban"
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
        case .verified(let actions, let digests):
            "verificado: \(plural(actions, one: "1 acción", other: "\(actions) acciones")), "
                + plural(digests, one: "1 digest", other: "\(digests) digests")
        case .emittedCrash(let sequence):
            "seq \(sequence) hace fallar la app: el test falla hasta que se corrija (un exit test)"
        case .emittedFixedCrash(let sequence):
            "seq \(sequence) hizo fallar la app cuando se grabó el registro: el test pasa ahora, y protege la corrección"
        case .nothingToMinimize: "nada que minimizar: el registro se reproduce sin un fallo ni un invariante roto"
        case .minimized(let from, let to, let replays, let seconds):
            "minimizar: \(from) -> \(plural(to, one: "1 acción", other: "\(to) acciones")), "
                + "\(plural(replays, one: "1 reproducción", other: "\(replays) reproducciones")), \(seconds) s"
        case .crashReproduced(let sequence, let message):
            "el fallo grabado en la seq \(sequence) se reproduce" + (message.isEmpty ? "" : ": \(message)")
        case .crashedEarlier(let sequence, let recorded, let message):
            "la reproducción falla en la seq \(sequence), antes del fallo grabado en la seq \(recorded)"
                + (message.isEmpty ? "" : ": \(message)")
        case .crashNoLongerReproduces(let sequence):
            "nota: el fallo grabado en la seq \(sequence) ya no se reproduce (el fallo ocurrió fuera de los "
                + "reductores, o el código se corrigió)"
        case .breakReproduced(let sequence, let store, let invariant):
            "la ruptura grabada en la seq \(sequence) se reproduce: el store \"\(store)\" rompió \"\(invariant)\""
        case .breakNoLongerReproduces(let sequence):
            "nota: la ruptura de invariante grabada en la seq \(sequence) ya no se reproduce (el código se corrigió)"
        case .crashes(let sequence, let message):
            "la reproducción falla en la seq \(sequence)" + (message.isEmpty ? "" : ": \(message)")
        case .crashedOutsideActions(let message):
            "la reproducción falló, pero ninguna reproducción hasta una acción falla (un fallo fuera de los "
                + "reductores)" + (message.isEmpty ? "" : ": \(message)")
        }
    }

    func replayProgress(fileName: String, percent: Int64, sequence: UInt64) -> String {
        "reproduciendo \(fileName): \(percent)% (seq \(sequence))"
    }

    // MARK: Usage

    var usage: String { Self.usageText }
    var tryHelp: String { "Prueba 'flux-movies --help'." }

    func usageError(_ kind: UsageError.Kind) -> String {
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
        case .optionsConflict(let option, let other): "\(option) no funciona con \(other)"
        case .forceNeedsOutput:
            "--force necesita --html FILE, --export FORMAT FILE, --minimize FILE o --emit-test FILE.swift"
        case .sameOutputFile(let path): "--html y --export necesitan dos archivos distintos; se dio '\(path)' dos veces"
        case .badMaxAge(let value): "--max-age debe ser un número entero de acciones desde 1, o all, no '\(value)'"
        case .badMaxSize(let value):
            "--max-size debe ser un tamaño en bytes, con K, M o G para miles, millones o miles de millones "
                + "(0: sin límite), no '\(value)'"
        case .maxAgeNeedsExport: "--max-age necesita --export FORMAT FILE"
        case .maxSizeNeedsOutput: "--max-size necesita --html FILE o --export FORMAT FILE"
        case .emitTestNotSwift(let path): "--emit-test necesita un archivo Swift (FILE.swift), no '\(path)'"
        case .badTestName(let name, let given):
            "'\(name)' no sirve de nombre de test: usa un nombre de tipo Swift de letras ASCII, dígitos y _ que "
                + "empiece por mayúscula, p. ej. BugTests" + (given ? "" : " (dalo con --name NAME)")
        case .nameNeedsEmitTest: "--name necesita --emit-test FILE.swift"
        }
    }

    /// The usage text, in the same layout and columns as the English one (``LaunchArguments/usage``).
    static let usageText = """
        uso: flux-movies [opciones]
             flux-movies replay FILE [opciones de replay]

        Busca películas en una consola de líneas; escribe "help" en ella para ver los
        comandos. Lee los comandos de stdin: una terminal recibe un prompt; una tubería
        o un archivo se ejecuta como un guion.

        opciones:
          --source catalog|tmdb      origen de las películas (por defecto: catalog, sin
                                     red)
          --data-dir DIR             dónde se guardan las búsquedas recientes y la caché
                                     de TMDB (por defecto: $FLUX_MOVIES_HOME, si no
                                     $XDG_DATA_HOME/flux-movies, si no
                                     ~/.local/share/flux-movies)
          --latency MS               solo catalog: espera MS milisegundos antes de cada
                                     respuesta
          --tmdb-base-url URL        solo tmdb: URL base de la API (por defecto:
                                     $TMDB_BASE_URL, si no https://api.themoviedb.org)
          --tmdb-image-base-url URL  solo tmdb: URL base de las imágenes (por defecto:
                                     $TMDB_IMAGE_BASE_URL, si no https://image.tmdb.org)
          --no-color                 nunca colorea la salida (NO_COLOR hace lo mismo)
          --no-suggest               sin sugerencias de títulos bajo el prompt
          --no-black-box             sin últimas acciones para un registro de fallo
                                     (DATA/crashes)
          --record FILE              graba la sesión (cada acción) en el registro FILE
          --force                    con --record: reemplaza FILE si ya existe
          --snapshots                con --record: escribe también los estados en cada
                                     línea
          --help                     muestra esta ayuda
          --version                  muestra la versión

        opciones de replay (reproduce FILE sin red ni directorio de datos):
          --verify                   comprueba los digests grabados; se detiene en la
                                     primera divergencia
          --until SEQ                se detiene tras la acción SEQ (0: los estados
                                     iniciales)
          --print renders|states|final
                                     lo que imprimió el renderizador (por defecto), los
                                     estados tras cada acción (líneas JSON) o solo los
                                     estados finales
          --step                     viaje en el tiempo: lee next, prev, goto N, state,
                                     diff, screen, quit de stdin (con --until: empieza
                                     en SEQ)
          --no-color                 nunca colorea la salida
          --html OUT.html            en vez de imprimir, escribe el inspector de la
                                     sesión: una página HTML sin red (línea de tiempo,
                                     estados, diferencias; digests comprobados)
          --export redux-devtools OUT.json
                                     en vez de imprimir, escribe el historial que
                                     importan las Redux DevTools
          --emit-test OUT.swift [--name NAME]
                                     escribe un archivo de Swift Testing que envía las
                                     acciones a un TestStore comprobando cada cambio de
                                     estado (un fallo grave: un exit test); NAME: el
                                     nombre de OUT
          --minimize OUT.jsonl       escribe el registro más corto que aún falla o rompe
                                     el mismo invariante (reproducido en procesos hijos)
          --max-age N|all            con --export: solo las últimas N acciones (por
                                     defecto: 1000), el estado anterior como inicio
          --max-size SIZE            con --html o --export: no escribe un archivo mayor
                                     que SIZE (500M, 2G; por defecto 1G; 0: sin límite)
          --force                    con --html, --export, --minimize o --emit-test:
                                     reemplaza OUT si ya existe
          --blame STORE.PATH         en vez de imprimir, lista cada acción que cambió
                                     ese campo (p. ej. search.query): seq, tipo, antes
                                     y después

        entorno: TMDB_API_KEY (lo necesita --source tmdb); LC_ALL, LC_MESSAGES o LANG
        (el primero definido elige el idioma: es... para español); COLUMNS (ancho de
        línea, por defecto 80); NO_COLOR.
        estado de salida: 0 bien, 1 fallo al arrancar (replay: una divergencia o un
        registro erróneo o truncado), 2 uso o configuración incorrectos.
        """
}
