import Foundation
import MoviesApp
import MoviesDomain

/// The console-input target: bytes as what a user types or pastes.
///
/// The first byte picks the screen the session starts on, the language, the width (20-200), the
/// colour and the chunk size the bytes arrive in; the rest is the input.
@MainActor
enum ConsoleInputFuzzing {
    static func run(_ data: Data) {
        let setup = data.first ?? 0
        let input = Array(data.dropFirst())
        let lines = splitWholeAndInChunks(input, chunkSize: 1 + Int(setup % 13))
        let environment = ViewEnvironment(
            language: setup & 0x80 == 0 ? .english : .spanish, width: 20 + Int(setup) * 181 / 256,
            usesColor: setup & 0x40 != 0)
        var printed: [String] = []
        let core = AppCore(initialState: FuzzScreens.state(Int(setup)))
        let output = ConsoleOutput(showsPrompt: false) { printed.append($0) }
        let renderer = ConsoleRenderer(stores: core.stores, environment: environment) { output.line($0) }
        let session = ConsoleSession(core: core, environment: environment, output: output, isInteractive: true)
        renderer.start()
        for line in lines {
            guard session.handle(line) else { break }
        }
        renderer.stop()
        core.dispatcher.effects.cancelAll()
        for text in printed { checkVisible(text, colour: environment.usesColor) }
    }

    /// The lines of `input` fed at once and in chunks of `chunkSize`, which must agree.
    private static func splitWholeAndInChunks(_ input: [UInt8], chunkSize: Int) -> [InputLine] {
        var whole = LineSplitter()
        let wholeLines = whole.feed(input) + whole.finish()
        var chunked = LineSplitter()
        var chunkedLines: [InputLine] = []
        var start = 0
        while start < input.count {
            let end = min(start + chunkSize, input.count)
            chunkedLines += chunked.feed(input[start..<end])
            start = end
        }
        chunkedLines += chunked.finish()
        fuzzInvariant(wholeLines == chunkedLines, "chunks of \(chunkSize) split differently")
        return wholeLines
    }

    /// No control character reaches the terminal but the layout's own colour (SGR) escapes.
    private static func checkVisible(_ text: String, colour: Bool) {
        var rest = Substring(text)
        if colour {
            for code in ["\u{1B}[0m", "\u{1B}[1m", "\u{1B}[2m", "\u{1B}[31m"] {
                rest = Substring(rest.replacingOccurrences(of: code, with: ""))
            }
        }
        let control = rest.unicodeScalars.first { $0.value < 0x20 && $0 != "\n" || (0x7F..<0xA0).contains($0.value) }
        fuzzInvariant(control == nil, "a printed line holds U+\(String(control?.value ?? 0, radix: 16)): \(text)")
    }
}
