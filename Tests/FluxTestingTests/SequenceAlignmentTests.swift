import Testing

@testable import FluxTesting

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
}
