import FluxTesting
import XCTest

/// The test store works in XCTest test cases too: failures become `XCTFail` at the call's line.
final class TestStoreXCTests: XCTestCase {
    @MainActor
    func testTheTestStoreRunsUnderXCTest() async {
        let fixture = Fixture(FixtureDependencies(fetch: { _ in "x" }))
        let store = TestStore(dispatcher: fixture.dispatcher)
        store.send(.load(id: 1))
        await store.receive(.loaded(id: 1, value: "x")) { $0[fixture.counter].items = ["x"] }
        await store.finish()
    }
}
