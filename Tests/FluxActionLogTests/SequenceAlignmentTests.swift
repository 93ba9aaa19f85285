import FluxActionLog
import Testing

/// The one array alignment of every diff (FluxTesting's, the log's, the inspector page's).

@Suite struct SequenceAlignmentTests {
    private func align(_ expected: [String], _ actual: [String]) -> [SequenceAlignment.Step] {
        SequenceAlignment.align(count: expected.count, actual.count) { expected[$0] == actual[$1] }
    }

    @Test func identicalSequencesAreAllSame() {
        #expect(align(["a", "b"], ["a", "b"]) == [.same(0, 0), .same(1, 1)])
    }

    @Test func anInsertionAtTheFrontIsOneInsertion() {
        #expect(align(["a", "b"], ["new", "a", "b"]) == [.inserted(0), .same(0, 1), .same(1, 2)])
    }

    @Test func aRemovalInTheMiddleIsOneRemoval() {
        #expect(align(["a", "b", "c"], ["a", "c"]) == [.same(0, 0), .removed(1), .same(2, 1)])
    }

    @Test func aReplacedElementNextToAnAppendIsAChangeAndAnInsertion() {
        #expect(
            align(["a", "b", "c"], ["a", "B", "c", "d"]) == [.same(0, 0), .changed(1, 1), .same(2, 2), .inserted(3)])
    }

    @Test func emptySides() {
        #expect(align([], []) == [])
        #expect(align([], ["x", "y"]) == [.inserted(0), .inserted(1)])
        #expect(align(["x"], []) == [.removed(0)])
    }

    @Test func nothingInCommonPairsChangesThenTheRest() {
        #expect(align(["a", "b"], ["x", "y", "z"]) == [.changed(0, 0), .changed(1, 1), .inserted(2)])
    }

    @Test func arraysOfTheSameLengthAreComparedIndexByIndex() {
        let (expected, actual) = (["a", "b", "c"], ["b", "c", "d"])
        #expect(
            SequenceAlignment.steps(count: 3, 3) { expected[$0] == actual[$1] } == [
                .changed(0, 0), .changed(1, 1), .changed(2, 2),
            ])
    }

    @Test func arraysOfDifferentLengthsAreLinedUp() {
        let (expected, actual) = (["a", "b", "c"], ["b", "c"])
        #expect(
            SequenceAlignment.steps(count: 3, 2) { expected[$0] == actual[$1] } == [
                .removed(0), .same(1, 0), .same(2, 1),
            ])
    }

    @Test func arraysOverTheLimitAreComparedIndexByIndexWithTheRestRemovedOrInserted() {
        var calls = 0
        let longer = SequenceAlignment.steps(count: 1001, 1000) { _, _ in
            calls += 1
            return true
        }
        #expect(calls == 0)
        #expect(longer.count == 1001)
        #expect(longer.prefix(2) == [.changed(0, 0), .changed(1, 1)])
        #expect(longer.last == .removed(1000))
        #expect(SequenceAlignment.steps(count: 1000, 1001) { _, _ in true }.last == .inserted(1000))
        #expect(SequenceAlignment.steps(count: 1000, 1000) { _, _ in true }.count == 1000)
    }
}
