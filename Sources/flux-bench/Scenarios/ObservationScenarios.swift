import BenchKit
import Flux
import Observation

/// A store observed through Observation, as a SwiftUI view observes it.
@MainActor
enum ObservationScenarios {
    /// The scenarios of this group.
    static var all: [Scenario] { [observed, observedEveryAction] }

    /// A view-like observer reads `state.count` in `withObservationTracking` and re-renders (reads
    /// again) once per frame of 100 sends when it was told of a change: 100 actions a frame is
    /// 6,000 actions a second at 60 frames a second.
    static var observed: Scenario {
        Scenario(
            name: "dispatch.observed",
            summary: "send(.increment) to a store a view observes (Observation), re-rendered every 100 sends",
            baseline: "dispatch.0subs", target: PerformanceTarget(maxRatio: 3),
            size: 1_000_000, quickSize: 10_000
        ) { size, blackhole in
            try timeObserved(size: size, sendsPerFrame: 100, blackhole: blackhole)
        }
    }

    /// The worst case: the view re-renders after every send, so every send fires Observation and
    /// pays for the view's new `withObservationTracking` registration.
    static var observedEveryAction: Scenario {
        Scenario(
            name: "dispatch.observed.everyAction",
            summary: "the same, re-rendered after every send (Observation fires and re-registers each time)",
            baseline: "dispatch.0subs",
            size: 200_000, quickSize: 2_000
        ) { size, blackhole in
            try timeObserved(size: size, sendsPerFrame: 1, blackhole: blackhole)
        }
    }

    private static func timeObserved(size: Int, sendsPerFrame: Int, blackhole: Blackhole) throws -> Sample {
        let (dispatcher, stores) = try BenchStores.dispatcher()
        let view = ObservingView(store: stores[0])
        view.renderIfInvalidated()
        let action = blackhole.opaque(BenchAction.increment)
        let stopwatch = Stopwatch()
        var untilFrame = sendsPerFrame
        for _ in 0..<size {
            dispatcher.send(action)
            untilFrame -= 1
            if untilFrame == 0 {
                view.renderIfInvalidated()
                untilFrame = sendsPerFrame
            }
        }
        let sample = Sample(elapsed: stopwatch.elapsed, operations: size)
        blackhole.consume(view.renders &+ view.shown)
        return sample
    }
}

/// Reads a store's counter the way a SwiftUI body does, and is invalidated by Observation.
@MainActor
final class ObservingView {
    private let store: Store<BenchState, BenchAction>
    private var isInvalidated = true
    /// How many times the view rendered.
    private(set) var renders = 0
    /// The counter the last render showed.
    private(set) var shown = 0

    init(store: Store<BenchState, BenchAction>) {
        self.store = store
    }

    /// Reads the counter again, tracked, if a change was reported since the last render.
    func renderIfInvalidated() {
        guard isInvalidated else { return }
        isInvalidated = false
        renders += 1
        withObservationTracking {
            shown = store.state.count
        } onChange: { [weak self] in
            MainActor.assumeIsolated { self?.isInvalidated = true }
        }
    }
}
