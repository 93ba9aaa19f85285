import FluxTextFormats

/// How the tools show an action to a person: `cart.add(productID: "p1", quantity: 2)`, read from
/// the action's logged JSON.
///
/// The name is the action's `"type"`. Its values are the JSON's other members, found where
/// Swift's synthesized `Codable` puts them: through the chain of one-key objects that spells the
/// case path (`{"cart":{"_0":{"add":{…}}}}` for `cart.add`), down to the case's associated values,
/// positional ones (`_0`, `_1`) without a label. An action with a `Codable` of its own has its
/// values beside `"type"`, in the order of their keys. Strings are quoted as Swift writes them,
/// `null` is `nil`, arrays are `[…]` and objects `(key: value, …)`; text longer than the limit
/// ends in `…`. `--print states` and the log itself keep the JSON: this is a view of it.
/// ```swift
/// ActionNotation.text(of: try ActionLogJSON(parsing: Array(line.utf8)))
/// // search.submitted(query: "love")
/// ```
package enum ActionNotation {
    /// The action's notation, at most `limit` characters (`…` marks a cut).
    /// - Parameters:
    ///   - action: the action's logged JSON (an object with a string `"type"`); anything else is
    ///     shown as its JSON text.
    ///   - limit: the longest text returned.
    /// - Returns: `type(label: value, …)`, or `type` alone for an action without values.
    package static func text(of action: ActionLogJSON, limit: Int = 200) -> String {
        guard case .object(var members) = action, case .string(let type)? = members.removeValue(forKey: "type")
        else { return cut(action.text, limit) }
        let values = caseValues(members, path: type.split(separator: ".").map(String.init)) ?? members
        guard !values.isEmpty else { return cut(type, limit) }
        return cut(type + "(" + arguments(values) + ")", limit)
    }

    /// The associated values at the end of the synthesized chain of `path` in `members`, or nil
    /// when `members` is not such a chain.
    private static func caseValues(_ members: [String: ActionLogJSON], path: [String]) -> [String: ActionLogJSON]? {
        var current = members
        for (index, name) in path.enumerated() {
            guard current.count == 1, case .object(let inner)? = current[name] else { return nil }
            current = inner
            let isLast = index == path.count - 1
            if !isLast, current.count == 1, case .object(let wrapped)? = current["_0"] { current = wrapped }
        }
        return current
    }

    /// `label: value, …` in key order, positional values (`_0`, `_1`…) first and unlabeled.
    private static func arguments(_ values: [String: ActionLogJSON]) -> String {
        let positional = values.keys.compactMap(position).sorted()
        let labeled = values.keys.filter { position($0) == nil }.sorted()
        let unlabeled = positional.compactMap { values["_\($0)"].map(value) }
        let named = labeled.compactMap { key in values[key].map { "\(key): \(value($0))" } }
        return (unlabeled + named).joined(separator: ", ")
    }

    /// 3 for `_3`; nil for a label.
    private static func position(_ key: String) -> Int? {
        guard key.hasPrefix("_") else { return nil }
        return Int(key.dropFirst())
    }

    /// A value as Swift would write a literal of it.
    private static func value(_ json: ActionLogJSON) -> String {
        switch json {
        case .null: "nil"
        case .bool(let flag): flag ? "true" : "false"
        case .integer, .number: json.text
        case .string(let text): quoted(text)
        case .array(let elements): "[" + elements.map(value).joined(separator: ", ") + "]"
        case .object(let members):
            members.isEmpty
                ? "()"
                : "(" + members.keys.sorted().map { "\($0): \(value(members[$0] ?? .null))" }.joined(separator: ", ")
                    + ")"
        }
    }

    /// `text` in double quotes, with `"`, `\` and control characters escaped as in Swift.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20: result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `text`, cut to `limit` characters with `…` last.
    private static func cut(_ text: String, _ limit: Int) -> String {
        guard text.count > limit, limit > 0 else { return text }
        return String(text.prefix(limit - 1)) + "…"
    }
}
