import ActionLogFixtures
import FluxActionLog
import Testing

/// An action's simpler versions by its logged JSON (`simplerByJSON`, which `--minimize` and
/// `simplerPayloads` use): candidates the action type decodes, none the action itself.
@Suite struct LoggableActionSimplerTests {
    @Test func candidatesAreTheSimplerPayloadsTheActionTypeDecodes() {
        #expect(TallyAction.add(20).simplerByJSON() == [.add(0), .add(10), .add(15), .add(18), .add(19)])
        #expect(TallyAction.note("ab").simplerByJSON() == [.note(""), .note("a")])
        // weight 2.5 toward 0; the name toward empty; the type name ("notes.tag") decodes the same.
        #expect(
            TallyAction.tag(name: "x", weight: 2.5).simplerByJSON() == [
                .tag(name: "", weight: 2.5), .tag(name: "x", weight: 0), .tag(name: "x", weight: 2),
                .tag(name: "x", weight: 1.25),
            ])
        #expect(TallyAction.reset.simplerByJSON() == [])
    }
}
