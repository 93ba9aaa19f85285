import MoviesApp
import Testing

/// The usage text, the usage mistakes and the stderr messages of `flux-movies` in English and
/// Spanish, exact.
@Suite struct SpanishLaunchMessageTests {
    private let english = Language.english.strings
    private let spanish = Language.spanish.strings

    /// Each kind of mistake: the arguments that make it, its English and its Spanish line.
    private static let mistakes: [(arguments: [String], english: String, spanish: String)] = [
        (["--bogus"], "unknown option '--bogus'", "opción desconocida '--bogus'"),
        (
            ["--sourc", "tmdb"], "unknown option '--sourc'; did you mean '--source'?",
            "opción desconocida '--sourc'; ¿quisiste decir '--source'?"
        ),
        (
            ["replay", "s.jsonl", "--verfy"], "unknown replay option '--verfy'; did you mean '--verify'?",
            "opción de replay desconocida '--verfy'; ¿quisiste decir '--verify'?"
        ),
        (["love"], "unexpected argument 'love'", "argumento inesperado 'love'"),
        (["--force=yes"], "option --force takes no value", "la opción --force no admite un valor"),
        (["--source"], "option --source needs a value", "la opción --source necesita un valor"),
        (
            ["--source", "web"], "--source must be catalog or tmdb, got 'web'",
            "--source debe ser catalog o tmdb, no 'web'"
        ),
        (
            ["--latency", "soon"], "--latency must be a whole number of milliseconds from 0 to 60000, got 'soon'",
            "--latency debe ser un número entero de milisegundos de 0 a 60000, no 'soon'"
        ),
        (
            ["--tmdb-base-url", "http://x"], "--tmdb-base-url needs --source tmdb",
            "--tmdb-base-url necesita --source tmdb"
        ),
        (
            ["--source", "tmdb", "--latency", "10"], "--latency works with --source catalog only",
            "--latency solo funciona con --source catalog"
        ),
        (["--snapshots"], "--snapshots needs --record FILE", "--snapshots necesita --record FILE"),
        (
            ["replay"], "replay needs the action log to replay: flux-movies replay FILE",
            "replay necesita el registro de acciones que reproducir: flux-movies replay FILE"
        ),
        (
            ["replay", "s.jsonl", "--until", "-1"],
            "--until must be a sequence number (a whole number from 0), got '-1'",
            "--until debe ser un número de secuencia (un número entero desde 0), no '-1'"
        ),
        (
            ["replay", "s.jsonl", "--print", "all"], "--print must be renders, states or final, got 'all'",
            "--print debe ser renders, states o final, no 'all'"
        ),
        (
            ["replay", "s.jsonl", "--export", "csv", "h.csv"], "--export must be redux-devtools, got 'csv'",
            "--export debe ser redux-devtools, no 'csv'"
        ),
        (
            ["replay", "s.jsonl", "--export", "redux-devtools"],
            "--export needs a format and a file: --export redux-devtools FILE",
            "--export necesita un formato y un archivo: --export redux-devtools FILE"
        ),
        (
            ["replay", "s.jsonl", "--step", "--print", "final"], "--print does not work with --step",
            "--print no funciona con --step"
        ),
        (
            ["replay", "s.jsonl", "--force"],
            "--force needs --html FILE, --export FORMAT FILE, --minimize FILE or --emit-test FILE.swift",
            "--force necesita --html FILE, --export FORMAT FILE, --minimize FILE o --emit-test FILE.swift"
        ),
        (
            ["replay", "s.jsonl", "--emit-test", "bug.txt"],
            "--emit-test needs a Swift file (FILE.swift), got 'bug.txt'",
            "--emit-test necesita un archivo Swift (FILE.swift), no 'bug.txt'"
        ),
        (
            ["replay", "s.jsonl", "--emit-test", "t/bug-tests.swift"],
            "'bug-tests' cannot name a test: use a Swift type name of ASCII letters, digits and _ that starts with a "
                + "capital letter, e.g. BugTests (give it with --name NAME)",
            "'bug-tests' no sirve de nombre de test: usa un nombre de tipo Swift de letras ASCII, dígitos y _ que "
                + "empiece por mayúscula, p. ej. BugTests (dalo con --name NAME)"
        ),
        (
            ["replay", "s.jsonl", "--emit-test", "B.swift", "--name", "Test"],
            "'Test' cannot name a test: use a Swift type name of ASCII letters, digits and _ that starts with a "
                + "capital letter, e.g. BugTests",
            "'Test' no sirve de nombre de test: usa un nombre de tipo Swift de letras ASCII, dígitos y _ que "
                + "empiece por mayúscula, p. ej. BugTests"
        ),
        (
            ["replay", "s.jsonl", "--name", "BugTests"], "--name needs --emit-test FILE.swift",
            "--name necesita --emit-test FILE.swift"
        ),
        (
            ["replay", "s.jsonl", "--html", "p.html", "--step"], "--html does not work with --step",
            "--html no funciona con --step"
        ),
        (
            ["replay", "s.jsonl", "--export", "redux-devtools", "h.json", "--print", "states"],
            "--export does not work with --print", "--export no funciona con --print"
        ),
        (
            ["replay", "s.jsonl", "--html", "o", "--export", "redux-devtools", "o"],
            "--html and --export need two different files, got 'o' twice",
            "--html y --export necesitan dos archivos distintos; se dio 'o' dos veces"
        ),
    ]

    @Test func everyKindOfMistakeInBothLanguages() throws {
        for mistake in Self.mistakes {
            guard case .failure(let error) = LaunchArguments.parse(mistake.arguments) else {
                Issue.record("\(mistake.arguments) parsed without a mistake")
                continue
            }
            #expect(error.description == mistake.english, "\(mistake.arguments)")
            #expect(english.usageError(error) == mistake.english, "\(mistake.arguments)")
            #expect(spanish.usageError(error) == mistake.spanish, "\(mistake.arguments)")
        }
        #expect(english.tryHelp == "Try 'flux-movies --help'.")
        #expect(spanish.tryHelp == "Prueba 'flux-movies --help'.")
    }

    @Test func theSpanishUsageKeepsEveryOptionAndTheLayout() {
        let lines = spanish.usage.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        #expect(
            Array(lines.prefix(5)) == [
                "uso: flux-movies [opciones]",
                "     flux-movies replay FILE [opciones de replay]",
                "",
                "Busca películas en una consola de líneas; escribe \"help\" en ella para ver los",
                "comandos. Lee los comandos de stdin: una terminal recibe un prompt; una tubería",
            ])
        #expect(lines.contains("  --source catalog|tmdb      origen de las películas (por defecto: catalog, sin"))
        #expect(english.usage == LaunchArguments.usage)
        #expect(spanish.usage != LaunchArguments.usage)
        let options = Set(Self.words(in: LaunchArguments.usage))
        #expect(options.count == 24)
        #expect(options.subtracting(Self.words(in: spanish.usage)).isEmpty)
        for variable in ["TMDB_API_KEY", "LANG", "LC_ALL", "LC_MESSAGES", "COLUMNS", "NO_COLOR", "$FLUX_MOVIES_HOME"] {
            #expect(spanish.usage.contains(variable), "\(variable)")
        }
    }

    @Test func bothUsagesFitEightyColumns() {
        for usage in [english.usage, spanish.usage] {
            let wide = usage.split(separator: "\n").filter { $0.count > 80 }
            #expect(wide.isEmpty, "\(wide)")
        }
    }

    @Test func startupAndDiagnosticLinesInBothLanguages() {
        let cases: [(LaunchMessage, String, String)] = [
            (
                .missingAPIKey,
                "--source tmdb needs an API key: set TMDB_API_KEY (get one at https://www.themoviedb.org/settings/api)",
                "--source tmdb necesita una clave de API: define TMDB_API_KEY "
                    + "(consigue una en https://www.themoviedb.org/settings/api)"
            ),
            (
                .invalidURL(name: "--tmdb-base-url", value: "ftp://x"),
                "--tmdb-base-url must be an http(s) URL with a host, got \"ftp://x\"",
                "--tmdb-base-url debe ser una URL http(s) con un host, no \"ftp://x\""
            ),
            (
                .catalogMissing(folder: "R.resources", searched: ["/a", "/b"]),
                "the movie catalog is missing: copy R.resources beside the executable (looked for /a and /b)",
                "falta el catálogo de películas: copia R.resources junto al ejecutable (se buscó en /a y /b)"
            ),
            (
                .recordFileExists(path: "s.jsonl"),
                "--record: s.jsonl already exists; refusing to overwrite it (add --force to replace it)",
                "--record: s.jsonl ya existe; no se sobrescribe (añade --force para reemplazarlo)"
            ),
            (
                .recordingStopped(detail: "s.jsonl: write failed"),
                "warning: s.jsonl: write failed (the session goes on)",
                "aviso: s.jsonl: write failed (la sesión continúa)"
            ),
            (
                .loadingMoviesFailed(detail: "HTTP 503"), "loading movies failed: HTTP 503",
                "falló la carga de películas: HTTP 503"
            ),
            (
                .corruptFileMovedAside(path: "/d/q.json", invalidJSON: true, target: "/d/q.json.corrupt-1"),
                "warning: /d/q.json is not valid JSON for this file; moved it to /d/q.json.corrupt-1 and starting empty",
                "aviso: /d/q.json no es un JSON válido para este archivo; se movió a /d/q.json.corrupt-1 "
                    + "y se empieza de cero"
            ),
            (
                .dataDirectoryUnwritable(path: "/ro", reason: "Permission denied", fileName: "q.json"),
                "warning: cannot write to the data directory: /ro (Permission denied); continuing without saving q.json",
                "aviso: no se puede escribir en el directorio de datos: /ro (Permission denied); "
                    + "se continúa sin guardar q.json"
            ),
        ]
        for (message, englishLine, spanishLine) in cases {
            #expect(english.launchMessage(message) == englishLine)
            #expect(spanish.launchMessage(message) == spanishLine)
        }
    }

    @Test func replayLinesInBothLanguages() {
        let cases: [(ReplayMessage, String, String)] = [
            (
                .untilBeyondLog(until: 4, path: "s.jsonl", last: 3),
                "--until 4 is beyond the log: s.jsonl ends at seq 3",
                "--until 4 está más allá del registro: s.jsonl termina en la seq 3"
            ),
            (
                .noDigests(path: "s.jsonl"), "warning: s.jsonl has no digests: nothing was verified",
                "aviso: s.jsonl no tiene digests: no se verificó nada"
            ),
            (
                .checkpointOnly(path: "c.jsonl", digests: 4),
                "note: verified the states c.jsonl starts from (4 digests); its actions carry no digests (a black "
                    + "box keeps none), so the states after them are not checked",
                "nota: se verificaron los estados con que empieza c.jsonl (4 digests); sus acciones no llevan "
                    + "digests (la caja negra no guarda ninguno), así que los estados tras ellas no se comprueban"
            ),
            (
                .foreignLog(path: "t.jsonl", app: "tally", version: "0.1"),
                "t.jsonl:1: recorded by \"tally\" 0.1, not by flux-movies; replay it with that application",
                "t.jsonl:1: grabado por \"tally\" 0.1, no por flux-movies; reprodúcelo con esa aplicación"
            ),
            (
                .outputExists(option: "--html", path: "p.html"),
                "--html: p.html already exists; refusing to overwrite it (add --force to replace it)",
                "--html: p.html ya existe; no se sobrescribe (añade --force para reemplazarlo)"
            ),
            (.wrote(path: "p.html"), "wrote p.html", "se escribió p.html"),
        ]
        for (message, englishLine, spanishLine) in cases {
            #expect(english.replayMessage(message) == englishLine)
            #expect(spanish.replayMessage(message) == spanishLine)
        }
    }

    @Test func theReplayProgressLineInSpanish() {
        var progress = ReplayProgress(fileName: "big.jsonl", total: 1_000, language: .spanish)
        var englishProgress = ReplayProgress(fileName: "big.jsonl", total: 1_000)

        #expect(progress.update(done: 10, sequence: 9) == "reproduciendo big.jsonl: 1% (seq 9)")
        #expect(englishProgress.update(done: 10, sequence: 9) == "replaying big.jsonl: 1% (seq 9)")
    }

    /// The option names (`--name`) in `text`, in order.
    private static func words(in text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "\n" || $0 == "(" || $0 == ")" || $0 == "," || $0 == ":" })
            .map(String.init).filter { $0.hasPrefix("--") }
    }
}
