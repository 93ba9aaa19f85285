import Flux
import FluxTesting
import Testing

@testable import counter

/// A dependency described by a protocol, as the article "Test Doubles with Unimplemented" shows.
protocol MovieSearching: Sendable {
    func search(_ query: String, page: Int) async throws -> [String]
}

/// The protocol's double for tests that do not expect a search.
struct UnimplementedMovieSearching: MovieSearching {
    let unimplemented: Unimplemented

    func search(_ query: String, page: Int) async throws -> [String] {
        try unimplemented.call("MovieSearching.search")
    }
}

/// The examples of the FluxTesting article "Test Doubles with Unimplemented", run as written (its
/// first one, an unused dependency, is `CounterTests.historyFollowsTheCounter`).
@MainActor
@Suite struct TestDoubleExamples {
    @Test func aCallIsReportedAtTheTestsNextCall() async {
        let unimplemented = Unimplemented()
        let feature = CounterFeature(sleep: unimplemented("CounterFeature.sleep"))
        let collected = CounterFailureMessageTests.Collected()
        let store = TestStore(
            dispatcher: feature.dispatcher, unimplemented: unimplemented, reporter: collected.reporter)

        let sendLine = #line + 1
        store.send(.incrementLater(delayMilliseconds: 50)) {
            $0[feature.counter].isWaiting = true
            $0[feature.history].counts = [0]
        }
        let finishLine = #line + 1
        await store.finish()
        #expect(collected.failures.map(\.kind) == [.unimplementedDependency])
        // The effect runs on its own thread: its call is reported at `finish()`, or at the `send`
        // that started it when the call came before that `send` returned (seen under
        // ThreadSanitizer's scheduling). Either way once, at a call of the test.
        let lines = collected.failures.map(\.location.line)
        #expect(lines == [finishLine] || lines == [sendLine], "\(lines)")
        #expect(
            collected.failures.map(\.message) == [
                """
                Unimplemented dependency 'CounterFeature.sleep' was called; provide it in the test.
                Fix: pass a test double for 'CounterFeature.sleep' where the test builds the feature (tests never call the real one).
                """
            ])
    }

    @Test func doublesFitEveryClosureShape() async throws {
        let unimplemented = Unimplemented()
        let collected = CounterFailureMessageTests.Collected()
        let store = TestStore(
            dispatcher: CounterFeature(sleep: { _ in }).dispatcher, unimplemented: unimplemented,
            reporter: collected.reporter)

        let sleep: @Sendable (Int) async throws -> Void = unimplemented("CounterFeature.sleep")
        let parse: @Sendable (String) throws -> Int = unimplemented("Parser.parse")
        let now: @Sendable () -> Int = unimplemented("Clock.now", placeholder: 0)

        await #expect(throws: UnimplementedDependencyError(name: "CounterFeature.sleep")) { try await sleep(50) }
        #expect(throws: UnimplementedDependencyError(name: "Parser.parse")) { try parse("12") }
        #expect(now() == 0)
        await store.finish()
        #expect(collected.failures.map(\.kind) == Array(repeating: .unimplementedDependency, count: 3))
    }

    @Test func aProtocolDoubleCallsCall() async {
        let unimplemented = Unimplemented()
        let collected = CounterFailureMessageTests.Collected()
        let store = TestStore(
            dispatcher: CounterFeature(sleep: { _ in }).dispatcher, unimplemented: unimplemented,
            reporter: collected.reporter)
        let search: any MovieSearching = UnimplementedMovieSearching(unimplemented: unimplemented)

        await #expect(throws: UnimplementedDependencyError(name: "MovieSearching.search")) {
            try await search.search("love", page: 1)
        }
        await store.finish()
        #expect(
            collected.failures.map(\.message) == [
                """
                Unimplemented dependency 'MovieSearching.search' was called; provide it in the test.
                Fix: pass a test double for 'MovieSearching.search' where the test builds the feature (tests never call the real one).
                """
            ])
    }
}
