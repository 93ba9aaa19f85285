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

    struct FixtureError: Error, CustomStringConvertible {
        let description: String
    }

    static let fixture = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("NotationParity/notations.json")

    /// The fixture's cases.
    static func cases() throws -> [Case] {
        let root = try ActionLogJSON(parsing: Array(try Data(contentsOf: fixture)))
        guard case .object(let top) = root, case .array(let list)? = top["cases"] else {
            throw FixtureError(description: "the fixture has no cases")
        }
        return try list.map { item in
            guard case .object(let fields) = item, case .string(let name)? = fields["name"],
                let action = fields["action"], case .string(let notation)? = fields["notation"]
            else { throw FixtureError(description: "a case without name, action and notation: \(item.text)") }
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
