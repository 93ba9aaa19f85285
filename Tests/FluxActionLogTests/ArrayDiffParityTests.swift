import FluxActionLog
import FluxTesting
import Foundation
import Testing

/// FluxTesting's `ValueDiff` and `ActionLogJSON.differences` compare arrays alike, and as the
/// inspector page does: each gives exactly the changes of `Tests/DiffParity/array-differences.json`,
/// which the page's Node test (`Tests/InspectorJS/array-differences.test.js`) checks too.
@Suite struct ArrayDiffParityTests {
    /// One case of the fixture.
    struct Case: Sendable, CustomTestStringConvertible {
        let name: String
        let before: ActionLogJSON
        let after: ActionLogJSON
        /// Each change's path and its two sides, nil where a side has nothing.
        let changes: [(path: String, before: ActionLogJSON?, after: ActionLogJSON?)]

        var testDescription: String { name }
    }

    /// A JSON object as `ValueDiff` sees a Swift struct: one field a key, in key order.
    struct Record: Equatable, CustomReflectable {
        let json: ActionLogJSON
        let fields: [(label: String, value: Any)]

        var customMirror: Mirror {
            Mirror(self, children: fields.map { (label: $0.label, value: $0.value) }, displayStyle: .struct)
        }

        static func == (lhs: Self, rhs: Self) -> Bool { lhs.json == rhs.json }
    }

    /// The fixture's cases.
    static func cases() throws -> [Case] {
        try ParityFixture.cases("DiffParity/array-differences.json").map { item in
            guard case .object(let fields) = item, case .string(let name)? = fields["name"],
                let before = fields["before"], let after = fields["after"],
                case .array(let changes)? = fields["changes"]
            else {
                throw ParityFixture.Failure(description: "a case without name, before, after and changes: \(item.text)")
            }
            return Case(
                name: name, before: before, after: after,
                changes: try changes.map { change in
                    guard case .object(let sides) = change, case .string(let path)? = sides["path"] else {
                        throw ParityFixture.Failure(description: "a change without a path in \(name)")
                    }
                    return (path, sides["before"], sides["after"])
                })
        }
    }

    /// A JSON value as a Swift value: objects are ``Record``s, arrays `[Any]`, `null` a nil.
    static func swiftValue(_ json: ActionLogJSON) -> Any {
        switch json {
        case .null: return Int?.none as Any
        case .bool(let value): return value
        case .integer(let value): return Int(value)
        case .number(let value): return value
        case .string(let value): return value
        case .array(let items): return items.map(swiftValue)
        case .object(let members):
            return Record(json: json, fields: members.keys.sorted().map { ($0, swiftValue(members[$0] ?? .null)) })
        }
    }

    @Test func theFixtureHasItsCases() throws {
        #expect(try Self.cases().count == 16)
    }

    @Test(arguments: try cases())
    func theLogsDiffGivesTheFixturesChanges(_ item: Case) {
        let expected = item.changes.map { StateDifference(path: $0.path, from: $0.before?.text, to: $0.after?.text) }
        #expect(ActionLogJSON.differences(from: item.before, to: item.after, limit: .max) == expected)
    }

    @Test(arguments: try cases())
    func theTestStoresDiffGivesTheFixturesChanges(_ item: Case) {
        let describe = { (json: ActionLogJSON?) in json.map { ValueDescription.of(Self.swiftValue($0)) } }
        let expected = item.changes.map {
            ValueDifference(path: $0.path, expected: describe($0.before), actual: describe($0.after))
        }
        #expect(ValueDiff.differences(Self.swiftValue(item.before), Self.swiftValue(item.after)) == expected)
    }
}
