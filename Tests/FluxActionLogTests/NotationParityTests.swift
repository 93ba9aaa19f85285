import FluxActionLog
import Foundation
import Testing

/// ``ActionNotation`` and the inspector page's `actionNotation` (notation.js) show actions alike:
/// each gives exactly the notations of `Tests/NotationParity/notations.json`, which the page's
/// Node test (`Tests/InspectorJS/notation.test.js`) checks too.
@Suite struct NotationParityTests {
    /// One case of the fixture.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let action: ActionLogJSON
        let limit: Int?
        let notation: String

        var testDescription: String { name }
    }

    /// The fixture's cases.
    static func cases() throws -> [Case] {
        try ParityFixture.cases("NotationParity/notations.json").map { item in
            guard case .object(let fields) = item, case .string(let name)? = fields["name"],
                let action = fields["action"], case .string(let notation)? = fields["notation"]
            else { throw ParityFixture.Failure(description: "a case without name, action and notation: \(item.text)") }
            var limit: Int?
            if case .integer(let value)? = fields["limit"] { limit = Int(value) }
            return Case(name: name, action: action, limit: limit, notation: notation)
        }
    }

    @Test func theFixtureHasItsCases() throws {
        #expect(try Self.cases().count == 16)
    }

    @Test(arguments: try cases())
    func actionNotationGivesTheFixturesText(_ item: Case) {
        #expect(ActionNotation.text(of: item.action, limit: item.limit ?? 200) == item.notation)
    }
}
