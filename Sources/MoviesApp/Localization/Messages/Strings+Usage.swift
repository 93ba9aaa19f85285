/// The command line's texts, in every language: `--help` and usage mistakes.
extension Strings {
    /// The text `flux-movies --help` prints: `usage: flux-movies [options]`, then the options.
    package var usage: String { pick(en: LaunchArguments.usage, es: Self.spanishUsage) }

    /// The line after a usage mistake: `Try 'flux-movies --help'.`
    package var tryHelp: String { pick(en: "Try 'flux-movies --help'.", es: "Prueba 'flux-movies --help'.") }

    /// One line saying what was wrong, e.g. `unknown option '--sourc'; did you mean '--source'?`.
    package func usageError(_ error: UsageError) -> String { usageError(error.kind) }

    /// The line of a usage mistake, e.g. `unknown option '--sourc'; did you mean '--source'?`.
    package func usageError(_ kind: UsageError.Kind) -> String {
        switch kind {
        case .unknownOption(let typed, let suggestion, let inReplay):
            pick(
                en: "unknown \(inReplay ? "replay option" : "option") '\(typed)'"
                    + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                es: "\(inReplay ? "opción de replay" : "opción") desconocida '\(typed)'"
                    + (suggestion.map { "; ¿quisiste decir '\($0)'?" } ?? ""))
        case .unexpectedArgument(let argument):
            pick(en: "unexpected argument '\(argument)'", es: "argumento inesperado '\(argument)'")
        case .takesNoValue(let option):
            pick(en: "option \(option) takes no value", es: "la opción \(option) no admite un valor")
        case .needsValue(let option):
            pick(en: "option \(option) needs a value", es: "la opción \(option) necesita un valor")
        case .badSource(let value):
            pick(
                en: "--source must be catalog or tmdb, got '\(value)'",
                es: "--source debe ser catalog o tmdb, no '\(value)'")
        case .badLatency(let value, let maximum):
            pick(
                en: "--latency must be a whole number of milliseconds from 0 to \(maximum), got '\(value)'",
                es: "--latency debe ser un número entero de milisegundos de 0 a \(maximum), no '\(value)'")
        case .needsTMDBSource(let option):
            pick(en: "\(option) needs --source tmdb", es: "\(option) necesita --source tmdb")
        case .latencyNeedsCatalog:
            pick(
                en: "--latency works with --source catalog only",
                es: "--latency solo funciona con --source catalog")
        case .needsRecord(let option):
            pick(en: "\(option) needs --record FILE", es: "\(option) necesita --record FILE")
        case .replayNeedsFile:
            pick(
                en: "replay needs the action log to replay: flux-movies replay FILE",
                es: "replay necesita el registro de acciones que reproducir: flux-movies replay FILE")
        case .badUntil(let value):
            pick(
                en: "--until must be a sequence number (a whole number from 0), got '\(value)'",
                es: "--until debe ser un número de secuencia (un número entero desde 0), no '\(value)'")
        case .badPrint(let value):
            pick(
                en: "--print must be renders, states or final, got '\(value)'",
                es: "--print debe ser renders, states o final, no '\(value)'")
        case .badExportFormat(let value, let formats):
            pick(
                en: "--export must be \(formats.joined(separator: ", ")), got '\(value)'",
                es: "--export debe ser \(formats.joined(separator: ", ")), no '\(value)'")
        case .exportNeedsFile(let format):
            pick(
                en: "--export needs a format and a file: --export \(format) FILE",
                es: "--export necesita un formato y un archivo: --export \(format) FILE")
        case .optionsConflict(let option, let other):
            pick(en: "\(option) does not work with \(other)", es: "\(option) no funciona con \(other)")
        case .forceNeedsOutput:
            pick(
                en: "--force needs --html FILE, --export FORMAT FILE, --minimize FILE or --emit-test FILE.swift",
                es: "--force necesita --html FILE, --export FORMAT FILE, --minimize FILE o --emit-test FILE.swift")
        case .sameOutputFile(let path):
            pick(
                en: "--html and --export need two different files, got '\(path)' twice",
                es: "--html y --export necesitan dos archivos distintos; se dio '\(path)' dos veces")
        case .badMaxAge(let value):
            pick(
                en: "--max-age must be a whole number of actions from 1, or all, got '\(value)'",
                es: "--max-age debe ser un número entero de acciones desde 1, o all, no '\(value)'")
        case .badMaxSize(let value):
            pick(
                en: "--max-size must be a size in bytes, with K, M or G for thousands, millions or billions "
                    + "(0: no limit), got '\(value)'",
                es: "--max-size debe ser un tamaño en bytes, con K, M o G para miles, millones o miles de millones "
                    + "(0: sin límite), no '\(value)'")
        case .maxAgeNeedsExport:
            pick(en: "--max-age needs --export FORMAT FILE", es: "--max-age necesita --export FORMAT FILE")
        case .maxSizeNeedsOutput:
            pick(
                en: "--max-size needs --html FILE or --export FORMAT FILE",
                es: "--max-size necesita --html FILE o --export FORMAT FILE")
        case .emitTestNotSwift(let path):
            pick(
                en: "--emit-test needs a Swift file (FILE.swift), got '\(path)'",
                es: "--emit-test necesita un archivo Swift (FILE.swift), no '\(path)'")
        case .badTestName(let name, let given):
            pick(
                en:
                    "'\(name)' cannot name a test: use a Swift type name of ASCII letters, digits and _ that starts with a "
                    + "capital letter, e.g. BugTests" + (given ? "" : " (give it with --name NAME)"),
                es:
                    "'\(name)' no sirve de nombre de test: usa un nombre de tipo Swift de letras ASCII, dígitos y _ que "
                    + "empiece por mayúscula, p. ej. BugTests" + (given ? "" : " (dalo con --name NAME)"))
        case .nameNeedsEmitTest:
            pick(en: "--name needs --emit-test FILE.swift", es: "--name necesita --emit-test FILE.swift")
        }
    }

    /// The usage text in Spanish, in the same layout and columns as the English one
    /// (``LaunchArguments/usage``).
    private static let spanishUsage = """
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
