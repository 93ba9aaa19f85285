import Foundation
import MoviesTestSupport
import TestSupport
import Testing

/// With `LANG=es_ES.UTF-8`, `--record`'s failure lines are Spanish from end to end, the system's
/// reason included; English stays as it was.
@Suite(.startsProcesses) struct SpanishRecordingFailureTests {
    @Test func aFileThatCannotBeCreatedIsSaidInSpanish() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let path = app.logPath("missing/s.jsonl")

        let spanish = try await app.run(["--record", path], lines: ["quit"], environment: ["LANG": "es_ES.UTF-8"])
        let english = try await app.run(["--record", path], lines: ["quit"])

        #expect(spanish.status == 2 && english.status == 2)
        #expect(
            spanish.error == "flux-movies: --record: \(path): no se puede abrir: no existe el archivo o el directorio\n"
        )
        #expect(english.error == "flux-movies: --record: \(path): cannot open: No such file or directory\n")
    }

    @Test(.disabled(if: Sanitizer.current == .thread, "TSan's runtime crashes under a 1 KiB ulimit -f"))
    func aWriteFailureMidSessionIsSaidInSpanish() async throws {
        let app = try FluxMoviesProcess()
        defer { app.remove() }
        let path = app.logPath("s.jsonl")
        // A file-size limit of 1 KiB: the header and the first action (its line and completion
        // line) fit, the page (line 4) does not.
        let result = try await app.launch(
            URL(fileURLWithPath: "/bin/sh"),
            [
                "-c", "trap '' XFSZ; ulimit -f 2; exec \"$0\" \"$@\"", BuildProducts.executable("flux-movies").path,
                "--data-dir", app.dataDirectory.path, "--record", path,
            ],
            environment: app.minimalEnvironment.merging(["LANG": "es_ES.UTF-8"]) { $1 },
            input: try Self.input("search godfather\nquit\n", in: app))

        #expect(result.status == 0)
        #expect(
            result.error
                == "flux-movies: aviso: \(path):4: no se puede escribir: archivo demasiado grande; se detuvo la "
                + "grabación (la sesión continúa)\n")
    }

    private static func input(_ text: String, in app: FluxMoviesProcess) throws -> FileHandle {
        let url = app.directory.file("commands")
        try Data(text.utf8).write(to: url)
        return try FileHandle(forReadingFrom: url)
    }
}
