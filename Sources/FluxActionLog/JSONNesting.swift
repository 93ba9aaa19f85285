import Foundation

/// How deeply a line's arrays and objects nest, counted outside strings: Foundation's JSON
/// parser refuses text nested deeper than ``limit``, which a reader reports as
/// ``ActionLogError/Kind/nestedTooDeeply(limit:)`` rather than as text that is not JSON.
enum JSONNesting {
    /// The deepest nesting Foundation's JSON parser reads.
    static let limit = 512

    /// Whether `bytes` nest arrays and objects deeper than ``limit``.
    static func isTooDeep(_ bytes: Data) -> Bool {
        var depth = 0
        var inString = false
        var escaped = false
        for byte in bytes {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""): inString = true
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > limit { return true }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth -= 1
            default: break
            }
        }
        return false
    }
}
