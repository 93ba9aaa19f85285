import Flux
import FluxExploration
import FluxTesting
import Testing

/// A throttled effect runs under the explorer: the call it holds is taken by the held run's own
/// job, not on the main actor (which the explorer never yields to while it steps the app).
@MainActor
@Suite struct ExplorerThrottleTests {
    /// Pings and the answers the throttled effect sends; `answeredLast`: an answer came after the
    /// last ping.
    struct Pings: Equatable, Sendable {
        var pings = 0
        var answers = 0
        var answeredLast = true
    }

    /// One store of pings; each user ping (0) throttles an answer (1) on the explorer's clock.
    @MainActor
    final class ThrottledApp: Explorable {
        let dispatcher = Dispatcher<Int>()
        let store = Store<Pings, Int>(name: "pings", initialState: Pings()) { state, action in
            if action == 0 {
                state.pings += 1
                state.answeredLast = false
            } else {
                state.answers += 1
                state.answeredLast = true
            }
        }

        init(clock: TestClock) throws {
            try dispatcher.register(store)
            _ = dispatcher.addMiddleware(Answer(clock: clock))
        }

        var snapshot: Pings { store.state }
    }

    /// Throttles an answer after each user ping: at most one every 100 ms, the latest call held.
    @MainActor
    struct Answer: Middleware {
        let clock: TestClock

        func after(_ action: Int, dispatcher: Dispatcher<Int>) {
            guard action == 0 else { return }
            dispatcher.effects.throttle(id: "answer", for: .milliseconds(100), clock: clock, latest: true) { send in
                await send(1)
            }
        }
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func aHeldCallRunsWhenItsWindowEndsAndThePingIsAnswered() throws {
        var options = ExplorationOptions()
        options.sequences = 200
        let explorer = Explorer<ThrottledApp>(
            rules: [ExplorationRule("ping", generate: { _, _ in 0 })],
            properties: [
                .idle("the last ping is answered") { $0.answeredLast },
                .idle("no more answers than pings") { $0.answers <= $0.pings },
            ],
            options: options
        ) { environment in try ThrottledApp(clock: environment.clock) }

        let report = try explorer.explore(seed: 7)

        #expect(report.counterexample == nil, "\(report.counterexample.map { "\($0)" } ?? "")")
        #expect(report.sequencesRun == 200)
    }

    /// Three pings with no time between them: the first is answered at once, the other two are
    /// held and the latest runs once the window ends, so two answers.
    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func threePingsInOneWindowAreAnsweredTwice() throws {
        let explorer = Explorer<ThrottledApp>(
            rules: [ExplorationRule("ping", generate: { _, _ in 0 })],
            properties: [.idle("three pings, two answers") { $0.pings == 3 && $0.answers == 2 }]
        ) { environment in try ThrottledApp(clock: environment.clock) }
        let ping = ExplorationStep<Int>.send(rule: 0, action: 0)

        let (failure, taken) = try explorer.replay([ping, ping, ping], entropySeed: 1)

        #expect(failure == nil)
        #expect(taken.count >= 3)
    }
}
