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
            let result = try AppLogRecording.send(fixture.session(count: size), blackhole: blackhole) {
                dispatcher, app in
                try ActionLogBlackBox(dispatcher: dispatcher, app: app, directory: "/nonexistent/flux-bench-crashes")
            }
            blackhole.consume(result.lastRequestID)
            return Sample(elapsed: result.elapsed, operations: size)
        }
    }
}
