import BenchKit
import Foundation
import LineEditing
import MoviesApp
import MoviesDomain

/// The console: one key through the line editor, and one page of results rendered.
@MainActor
enum ConsoleScenarios {
    /// The scenarios of this group.
    static var all: [Scenario] { [keystroke, SuggestKeystroke.scenario, HistorySearchKeystroke.scenario, renderPage] }

    /// A key typed in the middle of a 40-character line, with the bytes that redraw it.
    static var keystroke: Scenario {
        Scenario(
            name: "console.keystroke",
            summary: "LineEditor.handle(key) for a letter typed mid-line, redraw bytes included (ns per key)",
            size: 10_000, quickSize: 100
        ) { size, blackhole in
            var editor = LineEditor(prompt: "> ", width: 80, completions: ["search", "more", "open"])
            _ = editor.handle(.text("search the lord of the rings the two towe"))
            _ = editor.handle(.wordLeft)
            let keys = blackhole.opaque([EditKey.text("x"), .backspace])
            return blackhole.timed(operations: size) {
                (0..<size).reduce(0) { bytes, index in bytes &+ editor.handle(keys[index & 1]).output.utf8.count }
            }
        }
    }

    /// A page of 20 movies from the states to the printed lines, at 80 columns.
    static var renderPage: Scenario {
        Scenario(
            name: "console.render.page",
            summary: "ConsoleViewModel.make + ConsoleLayout for a 20-movie page at 80 columns (ns per page)",
            size: 1_000, quickSize: 10
        ) { size, blackhole in
            let environment = ViewEnvironment(width: 80)
            let layout = ConsoleLayout(environment: environment)
            let state = blackhole.opaque(pageState())
            return blackhole.timed(operations: size) {
                (0..<size).reduce(0) { lines, _ in
                    let view = ConsoleViewModel.make(state, environment: environment)
                    return lines &+ ConsoleRenderer.lines(from: nil, to: view, layout: layout).count
                }
            }
        }
    }

    private static func pageState() -> AppState {
        var state = AppState()
        state.search.query = "love"
        state.search.pages = [
            MoviesPage(
                page: 1, totalPages: 15, totalResults: 292,
                movies: (1...20).map { number in
                    Movie(
                        id: number, title: "Love Story Number \(number) and a Longer Title",
                        genres: ["Drama", "Romance"],
                        year: 1990 + number, rating: 6.5)
                })
        ]
        state.search.currentPage = 1
        state.search.totalPageCount = 15
        state.search.totalResultCount = 292
        return state
    }
}
