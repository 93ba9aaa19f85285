import Foundation

/// Reads the `"type"` of an action's JSON without building a tree of it.
enum ActionTypeName {
    private struct Typed: Decodable {
        let type: String
    }

    /// The action's type, or `(no type)` when it has no string `"type"`.
    static func of(_ action: [UInt8], decoder: JSONDecoder) -> String {
        (try? decoder.decode(Typed.self, from: Data(action)))?.type ?? "(no type)"
    }
}
