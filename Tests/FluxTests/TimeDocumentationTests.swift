import Flux
import FluxTesting
import Testing

/// The examples of the "Time in effects and tests" article, run on a `TestClock`.
@MainActor
@Suite struct TimeDocumentationTests {
    @Test func searchesOnceTheTypingPauses() async throws {
        let clock = TestClock()
        let feature = try FilterFeature(clock: clock)
        let store = TestStore(dispatcher: feature.dispatcher)
        store.send(.queryChanged("l")) { $0[feature.filter].query = "l" }
        store.send(.queryChanged("lo")) { $0[feature.filter].query = "lo" }
        await clock.advance(by: .milliseconds(299))
        #expect(await clock.waitForSleepers(count: 1))
        #expect(clock.pendingDeadlines == [TestClock.Instant(offset: .milliseconds(300))])
        await clock.advance(by: .milliseconds(1))
        await store.receive(.searched("lo")) { $0[feature.filter].searches = ["lo"] }
        await store.finish()
    }

    @Test func showsProgressAtMostOncePerSecond() async throws {
        let clock = TestClock()
        let feature = try FilterFeature(clock: clock)
        let store = TestStore(dispatcher: feature.dispatcher)
        store.send(.progressed(10))
        await store.receive(.progressShown(10)) { $0[feature.filter].progress = [10] }
        store.send(.progressed(20))
        store.send(.progressed(30))
        await clock.advance(by: .seconds(1))
        await store.receive(.progressShown(30)) { $0[feature.filter].progress = [10, 30] }
        await store.finish()
    }

    @Test func theAppRunsOnTheContinuousClock() throws {
        let feature = try FilterFeature()
        #expect(feature.filter.state == FilterState())
    }
}
