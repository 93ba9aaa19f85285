import Flux
import FluxActionLog
import FluxExploration
import Testing

/// An effect that waits for the main actor cannot finish while the explorer steps the app on
/// it: the explorer says so, as a failure naming the effect, instead of leaving it unchecked.
@MainActor
@Suite struct ExplorerStallTests {
    /// One store counting pings; each ping starts an effect that hops to the main actor.
    @MainActor
    final class HoppingApp: Explorable {
        let dispatcher = Dispatcher<Int>()
        let store = Store<Int, Int>(name: "pings", initialState: 0) { count, _ in count += 1 }

        init() throws {
            try dispatcher.register(store)
            _ = dispatcher.addMiddleware(Hop())
        }

        var snapshot: Int { store.state }
    }

    /// Starts, after each user ping (0), an effect that waits for the main actor, then answers 1.
    @MainActor
    struct Hop: Middleware {
        func after(_ action: Int, dispatcher: Dispatcher<Int>) {
            guard action == 0 else { return }
            dispatcher.effects.run(id: "hop") { send in
                await MainActor.run {}
                await send(1)
            }
        }
    }

    @available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
    @Test func anEffectThatWaitsForTheMainActorIsAFailureNamingIt() throws {
        var options = ExplorationOptions()
        options.sequences = 5
        let explorer = Explorer<HoppingApp>(
            rules: [ExplorationRule("ping", generate: { _, _ in 0 })], options: options
        ) { _ in try HoppingApp() }
        let found = try #require(try explorer.explore(seed: 1).counterexample)
        #expect(found.failure == .propertyViolation(property: "every effect finishes under the explorer"))
        #expect(found.actions == [0])
        #expect(
            found.message
                == #"property "every effect finishes under the explorer" broke: hop waits on something the "#
                + "explorer does not step (the main actor, another clock, I/O)")
    }
}
