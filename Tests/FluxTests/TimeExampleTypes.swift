import Flux

// The types of the "Time in effects and tests" article; its code blocks are found here and in
// TimeDocumentationTests.swift.

enum FilterAction: Sendable, Equatable {
    case queryChanged(String)
    case searched(String)
    case progressed(Int)
    case progressShown(Int)
}

struct FilterState: Equatable, Sendable {
    var query = ""
    var searches: [String] = []
    var progress: [Int] = []
}

func reduceFilter(_ state: inout FilterState, _ action: FilterAction) {
    switch action {
    case .queryChanged(let query): state.query = query
    case .searched(let query): state.searches.append(query)
    case .progressed: break
    case .progressShown(let percent): state.progress.append(percent)
    }
}

struct FilterMiddleware: Middleware {
    let clock: any Clock<Duration>

    func after(_ action: FilterAction, dispatcher: Dispatcher<FilterAction>) {
        switch action {
        case .queryChanged(let query):
            dispatcher.effects.debounce(id: "search", for: .milliseconds(300), clock: clock) { send in
                await send(.searched(query))
            }
        case .progressed(let percent):
            dispatcher.effects.throttle(id: "progress", for: .seconds(1), clock: clock, latest: true) { send in
                await send(.progressShown(percent))
            }
        case .searched, .progressShown: break
        }
    }
}

@MainActor
final class FilterFeature {
    let dispatcher = Dispatcher<FilterAction>()
    let filter = Store(name: "filter", initialState: FilterState(), reducer: reduceFilter)

    init(clock: any Clock<Duration> = ContinuousClock()) throws {
        try dispatcher.register(filter)
        dispatcher.addMiddleware(FilterMiddleware(clock: clock))
    }
}
