import Flux
import FluxTesting
import TestSupport
import Testing

@MainActor
@Suite struct UnimplementedTests {
    let failures = FailureLog()

    @Test func providedDependenciesAreNotReported() async {
        let unimplemented = Unimplemented()
        let fixture = Fixture(
            FixtureDependencies(fetch: { _ in "x" }, audit: unimplemented("audit", placeholder: true)))
        let store = fixture.testStore(failures, unimplemented: unimplemented)
        store.send(.load(id: 1))
        await store.receive(.loaded(id: 1, value: "x")) { $0[fixture.counter].items = ["x"] }
        await store.finish()
        #expect(failures.failures == [])
    }

    @Test func aCallFromAnEffectIsReportedAtTheNextTestCallAndThrows() async {
        let unimplemented = Unimplemented()
        let gate = Gate()
        let fetch: @Sendable (Int) async throws -> String = unimplemented("FixtureDependencies.fetch")
        let fixture = Fixture(
            FixtureDependencies(fetch: { id in
                await gate.wait()
                return try await fetch(id)
            }))
        let store = fixture.testStore(failures, unimplemented: unimplemented)
        store.send(.load(id: 1))
        gate.open()
        let line = #line + 1
        await store.receive(.loadFailed("unimplemented dependency 'FixtureDependencies.fetch' was called")) {
            $0[fixture.log].entries = ["failed: unimplemented dependency 'FixtureDependencies.fetch' was called"]
        }
        await store.finish()
        #expect(failures.kinds == [.unimplementedDependency])
        #expect(failures.lines == [line])
        #expect(
            failures.messages == [
                """
                Unimplemented dependency 'FixtureDependencies.fetch' was called; provide it in the test.
                Fix: pass a test double for 'FixtureDependencies.fetch' where the test builds the feature (tests never call the real one).
                """
            ])
    }

    @Test func aSynchronousCallIsReportedAtTheSendAndReturnsThePlaceholder() {
        let unimplemented = Unimplemented()
        let fixture = Fixture(
            FixtureDependencies(audit: unimplemented("FixtureDependencies.audit", placeholder: false)))
        let store = fixture.testStore(failures, unimplemented: unimplemented)
        let line = #line + 1
        store.send(.setName("Ada"))
        #expect(failures.kinds == [.unimplementedDependency])
        #expect(failures.lines == [line])
        #expect(
            failures.messages == [
                """
                Unimplemented dependency 'FixtureDependencies.audit' was called; provide it in the test.
                Fix: pass a test double for 'FixtureDependencies.audit' where the test builds the feature (tests never call the real one).
                """
            ])
    }

    @Test func aHandWrittenDoubleThrowsTheNamedError() throws {
        let unimplemented = Unimplemented()
        let store = TestStore(
            dispatcher: Fixture().dispatcher, unimplemented: unimplemented, reporter: failures.reporter)
        #expect(throws: UnimplementedDependencyError(name: "Repository.load")) {
            try unimplemented.call("Repository.load")
        }
        #expect(unimplemented.call("Clock.now", placeholder: 42) == 42)
        store.send(.noop)
        #expect(
            failures.messages == [
                """
                Unimplemented dependency 'Repository.load' was called; provide it in the test.
                Fix: pass a test double for 'Repository.load' where the test builds the feature (tests never call the real one).
                """,
                """
                Unimplemented dependency 'Clock.now' was called; provide it in the test.
                Fix: pass a test double for 'Clock.now' where the test builds the feature (tests never call the real one).
                """,
            ])
    }

    @Test func doublesFitSynchronousThrowingAndMainActorTypes() async throws {
        let unimplemented = Unimplemented()
        let parse: (String, Int) throws -> [String] = unimplemented("Parser.parse")
        let count: @MainActor () -> Int = unimplemented("Counter.count", placeholder: 0)
        let load: () async throws -> Void = unimplemented("Loader.load")
        let store = TestStore(
            dispatcher: Fixture().dispatcher, unimplemented: unimplemented, reporter: failures.reporter)
        #expect(throws: UnimplementedDependencyError(name: "Parser.parse")) { try parse("a", 1) }
        #expect(count() == 0)
        await #expect(throws: UnimplementedDependencyError(name: "Loader.load")) { try await load() }
        await store.finish()
        #expect(failures.kinds == [.unimplementedDependency, .unimplementedDependency, .unimplementedDependency])
    }

    @Test func theErrorNamesTheDependency() {
        #expect("\(UnimplementedDependencyError(name: "X.y"))" == "unimplemented dependency 'X.y' was called")
    }
}
