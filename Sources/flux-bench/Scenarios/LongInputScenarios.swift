import BenchKit
import LineEditing
import MoviesApp
import MoviesDomain

/// Long inputs that used to take quadratic time: a movie with a huge title opened, and a huge
/// line pasted into the line editor. Each 1 MB scenario is compared with its 50 KB companion:
/// linear growth is 20x (the target allows 25x for noise), and 1 MB must take under a second.
@MainActor
enum LongInputScenarios {
    /// The scenarios of this group.
    static var all: [Scenario] {
        [
            longTitle(characters: 50_000, name: "render.details.longTitle.50k", target: nil),
            longTitle(
                characters: 1_000_000, name: "render.details.longTitle", target: linear("render.details.longTitle.50k")),
            paste(bytes: 50_000, name: "console.paste.50k", target: nil),
            paste(bytes: 1_000_000, name: "console.paste", target: linear("console.paste.50k")),
        ]
    }

    /// At most 25x the 50 KB time (linear growth is 20x; a quadratic path would be 400x), and
    /// under one second.
    private static func linear(_ baseline: String) -> (String, PerformanceTarget) {
        (baseline, PerformanceTarget(maxRatio: 25, medianBelowNanoseconds: 1e9))
    }

    /// The details screen of a movie whose title is `characters` long (words of 9 letters), at
    /// 80 columns.
    private static func longTitle(characters: Int, name: String, target: (String, PerformanceTarget)?) -> Scenario {
        Scenario(
            name: name, summary: "ConsoleViewModel.make + ConsoleLayout for details with a \(label(characters)) title",
            baseline: target?.0, target: target?.1, size: 1, quickSize: 1, repetitions: 5
        ) { size, blackhole in
            let environment = ViewEnvironment(width: 80)
            let layout = ConsoleLayout(environment: environment)
            var state = AppState()
            state.details.movie = Movie(id: 1, title: text(characters), year: 1999)
            state.navigation.screen = .details
            let opaque = blackhole.opaque(state)
            return blackhole.timed(operations: size) {
                (0..<size).reduce(0) { lines, _ in
                    let view = ConsoleViewModel.make(opaque, environment: environment)
                    return lines &+ ConsoleRenderer.lines(from: nil, to: view, layout: layout).count
                }
            }
        }
    }

    /// `bytes` of text pasted: decoded in 4 KiB reads (as the terminal delivers them), each read's
    /// keys edited and redrawn, then Enter.
    private static func paste(bytes: Int, name: String, target: (String, PerformanceTarget)?) -> Scenario {
        Scenario(
            name: name, summary: "KeyDecoder.feed + LineEditor.handle for a \(label(bytes)) paste in 4 KiB reads",
            baseline: target?.0, target: target?.1, size: 1, quickSize: 1, repetitions: 5
        ) { size, blackhole in
            let input = blackhole.opaque(Array(text(bytes).utf8))
            return blackhole.timed(operations: size) {
                (0..<size).reduce(0) { total, _ in total &+ pasteOnce(input) }
            }
        }
    }

    /// Pastes `input` and submits it; returns the bytes of output plus the submitted length.
    private static func pasteOnce(_ input: [UInt8]) -> Int {
        var decoder = KeyDecoder()
        var editor = LineEditor(prompt: "> ", width: 80)
        var output = 0
        var start = 0
        while start < input.count {
            let end = min(start + 4_096, input.count)
            for key in decoder.feed(input[start..<end]) { output &+= editor.handle(key).output.utf8.count }
            start = end
        }
        let (shown, event) = editor.handle(.enter)
        guard case .submit(let line)? = event else { return output }
        return output &+ shown.utf8.count &+ line.utf8.count
    }

    /// `count` characters of 9-letter words separated by spaces.
    private static func text(_ count: Int) -> String {
        String(String(repeating: "abcdefghi ", count: count / 10 + 1).prefix(count))
    }

    private static func label(_ count: Int) -> String {
        count >= 1_000_000 ? "\(count / 1_000_000) MB" : "\(count / 1_000) KB"
    }
}
