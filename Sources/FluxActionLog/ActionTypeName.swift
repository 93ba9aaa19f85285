/// The type name of an action's JSON: its own `"type"` string (hand-written coding), or a name
/// derived from the coding Swift synthesizes for enums.
///
/// Swift encodes `.search(.submitted(query: "love"))` as
/// `{"search":{"_0":{"submitted":{"query":"love"}}}}`: an object with one key per case, whose
/// value holds the case's associated values by label (`_0` for an unlabeled one). The derived
/// name follows that chain: the top object's only key (`search`), then, while the associated
/// values are one unlabeled object (`_0`) that has itself one key holding an object (a nested
/// enum's case), that key (`submitted`): `search.submitted`. A case's own labeled fields end the
/// chain. (A case whose one unlabeled value is a struct with exactly one field holding an object
/// reads like a nested enum: the name then ends with that field's name.)
enum ActionTypeName: Equatable {
    /// The JSON is an object with a string `"type"`.
    case own(String)
    /// The JSON is a synthesized enum encoding; the name is derived from its case keys.
    case derived(String)
    /// Neither.
    case none

    /// What the inspector shows for an action with no name.
    static let missing = "(no type)"

    /// The name of `json`, an action as JSON text.
    init(of json: [UInt8]) {
        self = json.withUnsafeBufferPointer { Self.find(in: JSONMemberScanner(bytes: $0)) }
    }

    /// The name, own or derived; nil for none.
    var name: String? {
        switch self {
        case .own(let name), .derived(let name): name
        case .none: nil
        }
    }

    /// The action's name, or `(no type)`.
    static func of(_ action: [UInt8]) -> String {
        ActionTypeName(of: action).name ?? missing
    }

    private static func find(in scanner: JSONMemberScanner) -> ActionTypeName {
        guard let top = scanner.members(ofObjectAt: 0) else { return .none }
        if let type = top.first(where: { scanner.key($0, is: "type") }),
            scanner.firstByte(of: type) == UInt8(ascii: "\""),
            let name = string(scanner.bytes[type.value])
        {
            return .own(name)
        }
        guard top.count == 1, var member = top.first, scanner.firstByte(of: member) == UInt8(ascii: "{"),
            let first = key(member, in: scanner)
        else { return .none }
        var parts = [first]
        while let nested = nestedCase(in: member, scanner: scanner), let part = key(nested, in: scanner) {
            parts.append(part)
            member = nested
        }
        return .derived(parts.joined(separator: "."))
    }

    /// The nested enum's case member inside a case's associated values
    /// (`{"_0":{"submitted":{...}}}` gives `"submitted":{...}`), or nil when the values are not one
    /// unlabeled enum.
    private static func nestedCase(
        in member: JSONMemberScanner.Member, scanner: JSONMemberScanner
    ) -> JSONMemberScanner.Member? {
        guard let values = scanner.members(ofObjectAt: member.value.lowerBound), values.count == 1,
            let value = values.first, scanner.key(value, is: "_0"),
            scanner.firstByte(of: value) == UInt8(ascii: "{"),
            let cases = scanner.members(ofObjectAt: value.value.lowerBound), cases.count == 1,
            let nested = cases.first, scanner.firstByte(of: nested) == UInt8(ascii: "{")
        else { return nil }
        return nested
    }

    private static func key(_ member: JSONMemberScanner.Member, in scanner: JSONMemberScanner) -> String? {
        string(scanner.bytes[(member.key.lowerBound - 1)..<(member.key.upperBound + 1)])
    }

    /// The text of a JSON string (quotes included in `quoted`), escapes resolved.
    private static func string(_ quoted: Slice<UnsafeBufferPointer<UInt8>>) -> String? {
        let inner = quoted.dropFirst().dropLast()
        if !inner.contains(UInt8(ascii: "\\")) { return String(decoding: inner, as: UTF8.self) }
        guard case .string(let text) = try? JSONTreeParser.parse(Array(quoted)) else { return nil }
        return text
    }
}
