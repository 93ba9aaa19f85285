import FluxActionLog
import MoviesApp
import Testing

/// How `flux-movies replay` ends its crash lines: the crash as the runtime's trap line writes it,
/// at the place its identity names.
@Suite struct ReplayTrapTextTests {
    @Test(arguments: [
        // A fatalError in the app's code: its own line.
        (
            ActionLogFailure.crash(
                signal: 4, location: "MoviesApp/PlantedBug.swift:15", message: "planted bug: item 3"),
            "MoviesApp/PlantedBug.swift:15: Fatal error: planted bug: item 3"
        ),
        // An index out of range, placed at the app's frame; the runtime's message.
        (
            .crash(signal: 4, location: "MoviesApp/SearchReducer.swift:42", message: "Index out of range"),
            "MoviesApp/SearchReducer.swift:42: Fatal error: Index out of range"
        ),
        // Another kind of trap keeps its kind; an overflow has a place and no message.
        (
            .crash(signal: 4, location: "Todos/TodoList.swift:7", message: "Precondition failed: ids unique"),
            "Todos/TodoList.swift:7: Precondition failed: ids unique"
        ),
        (.crash(signal: 4, location: "MoviesApp/Paging.swift:9", message: ""), "MoviesApp/Paging.swift:9"),
        // Without a place (no backtracer): the message alone; a bare signal or a break: nothing.
        (.crash(signal: 4, location: "", message: "Index out of range"), "Fatal error: Index out of range"),
        (.crash(signal: 11, location: "", message: ""), ""),
        (.invariantBreak(store: "search", invariant: "page within pages"), ""),
    ])
    func aCrashReadsAsTheRuntimesTrapLineAtItsPlace(failure: ActionLogFailure, text: String) {
        #expect(ReplayMessage.trapText(of: failure) == text)
    }

    @Test func theTextEndsTheLineInEveryLanguage() {
        let message = ReplayMessage.crashes(
            sequence: 4,
            message: ReplayMessage.trapText(of: .crash(signal: 4, location: "MoviesApp/Paging.swift:9", message: "")))
        #expect(Strings(.english).replayMessage(message) == "the replay crashes at seq 4: MoviesApp/Paging.swift:9")
        #expect(
            Strings(.spanish).replayMessage(message) == "la reproducción falla en la seq 4: MoviesApp/Paging.swift:9")
    }
}
