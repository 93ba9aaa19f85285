import BenchKit
import Flux
import FluxActionLog
import MoviesApp

/// The black box's cost per action: the movie-app session sent to `AppCore()` with an
/// `ActionLogBlackBox` on (it keeps the encoded lines in memory and writes nothing), against
/// recording the same session (`record.1m`).
@MainActor
enum BlackBoxScenarios {
    /// The scenarios of this group.
    static func all(fixture: AppLogFixture) -> [Scenario] {
        [record(fixture)]
    }

    static func record(_ fixture: AppLogFixture) -> Scenario {
        ActionLogScenarios.millionActions(
            name: "blackbox.record",
            summary:
                "send each action of a movie-app session to AppCore() with an ActionLogBlackBox on (in memory, no write)",
            baseline: "record.1m", target: PerformanceTarget(maxRatio: 1)
        ) { size, blackhole in
            let session = try fixture.session(count: size)
            let core = AppCore()
            let blackBox = try ActionLogBlackBox(
                dispatcher: core.dispatcher, app: ActionLogApp(name: AppVersion.name, version: AppVersion.current),
                directory: "/nonexistent/flux-bench-crashes")
            let actions = blackhole.opaque(session.actions)
            let dispatcher = core.dispatcher
            let stopwatch = Stopwatch()
            for action in actions { dispatcher.send(action) }
            let elapsed = stopwatch.elapsed
            blackBox.close()
            if let failure = blackBox.failure { throw BenchFixtureError("the black box failed: \(failure)") }
            guard blackBox.recordedCount == UInt64(actions.count) else {
                throw BenchFixtureError("the black box kept \(blackBox.recordedCount) of \(actions.count) actions")
            }
            blackhole.consume(core.stores.search.state.lastRequestID)
            return Sample(elapsed: elapsed, operations: size)
        }
    }
}
