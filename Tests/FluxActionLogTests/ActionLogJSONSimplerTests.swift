import Testing

@testable import FluxActionLog

/// The values one step simpler than a JSON value, for shrinking an action's payload: each
/// changes one place, the simplest first, and none is the value itself.
@Suite struct ActionLogJSONSimplerTests {
    @Test func aNumberGoesToZeroThenEverCloser() {
        #expect(ActionLogJSON.integer(20).simpler() == [0, 10, 15, 18, 19].map { .integer($0) })
        #expect(ActionLogJSON.integer(-6).simpler() == [0, -3, -4, -5].map { .integer($0) })
        #expect(ActionLogJSON.integer(1).simpler() == [.integer(0)])
        #expect(ActionLogJSON.integer(0).simpler() == [])
        #expect(ActionLogJSON.number(2.5).simpler() == [.number(0), .number(2), .number(1.25)])
        #expect(ActionLogJSON.number(.infinity).simpler() == [])
    }

    @Test func aStringGoesTowardEmptyAnArrayTowardFewerElements() {
        #expect(ActionLogJSON.string("love").simpler() == [.string(""), .string("lo"), .string("lov")])
        #expect(ActionLogJSON.string("a").simpler() == [.string("")])
        #expect(
            ActionLogJSON.array([.bool(true), .string("b")]).simpler() == [
                .array([]), .array([.string("b")]), .array([.bool(true)]),
                .array([.bool(false), .string("b")]), .array([.bool(true), .string("")]),
            ])
        #expect(ActionLogJSON.bool(false).simpler() == [] && ActionLogJSON.null.simpler() == [])
    }

    @Test func anObjectKeepsItsKeysAndSimplifiesEachMemberInKeyOrder() {
        let action = ActionLogJSON.object(["type": .string("t"), "add": .object(["amount": .integer(3)])])

        #expect(
            action.simpler() == [
                .object(["type": .string("t"), "add": .object(["amount": .integer(0)])]),
                .object(["type": .string("t"), "add": .object(["amount": .integer(2)])]),
                .object(["type": .string(""), "add": .object(["amount": .integer(3)])]),
            ])
    }

    @Test func theLimitCutsTheList() {
        let many = ActionLogJSON.array((1...50).map { .integer(Int64($0)) })

        #expect(many.simpler(limit: 64).count == 64)
        #expect(many.simpler(limit: 0) == [] && many.simpler(limit: -1) == [])
        #expect(
            many.simpler(limit: 3) == [
                .array([]), .array(Array((2...50).map { .integer(Int64($0)) })),
                .array([.integer(1)] + (3...50).map { .integer(Int64($0)) }),
            ])
    }
}
