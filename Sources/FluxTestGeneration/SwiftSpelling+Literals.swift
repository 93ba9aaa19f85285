import Foundation

extension SwiftSpelling {
    /// The literal of a string, number, `Bool`, `Date` or `Data`; nil for other values.
    static func literal(_ value: Any) -> SwiftExpression? {
        switch value {
        case let text as String: .atom(quoted(text))
        case let text as Substring: .atom(quoted(String(text)))
        case let character as Character: .atom(quoted(String(character)))
        case let bool as Bool: .atom(bool ? "true" : "false")
        case let integer as any BinaryInteger: .atom("\(integer)")
        case let number as Double: .atom(floating(number))
        case let number as Float: .atom(floating(number))
        case let date as Date:
            .call(
                prefix: "Date", open: "(",
                arguments: [.init(label: "timeIntervalSince1970", value: .atom(floating(date.timeIntervalSince1970)))],
                close: ")")
        case let data as Data: bytes(data)
        default: nil
        }
    }

    /// A floating-point number that reads back as the same bits: its shortest round-trip
    /// description, or `.nan`, `.infinity`, `-.infinity`.
    private static func floating<Number: BinaryFloatingPoint & LosslessStringConvertible>(_ number: Number) -> String {
        if number.isNaN { return ".nan" }
        if number.isInfinite { return number < 0 ? "-.infinity" : ".infinity" }
        return number.description
    }

    /// `Data("text".utf8)` for bytes that are text, else `Data([0x00, ...])`.
    private static func bytes(_ data: Data) -> SwiftExpression {
        if let text = String(data: data, encoding: .utf8), Data(text.utf8) == data {
            return .call(
                prefix: "Data", open: "(", arguments: [.init(label: nil, value: .atom(quoted(text) + ".utf8"))],
                close: ")")
        }
        let elements = data.map { SwiftExpression.Argument(label: nil, value: .atom(hex($0))) }
        return .call(
            prefix: "Data", open: "(",
            arguments: [.init(label: nil, value: .call(prefix: "", open: "[", arguments: elements, close: "]"))],
            close: ")")
    }

    private static func hex(_ byte: UInt8) -> String {
        let digits = String(byte, radix: 16, uppercase: true)
        return "0x" + (digits.count == 1 ? "0" + digits : digits)
    }

    /// The name a test writes for `value`'s type: without its module (`Movie`, `NavigationState.Screen`).
    static func typeName(_ value: Any, path: String) throws -> String {
        let reflected = String(reflecting: type(of: value))
        guard !reflected.contains("(") else {
            throw TestGenerationError(
                .unspellable(type: reflected, path: path, reason: "a private or local type cannot be named"))
        }
        guard let dot = reflected.firstIndex(of: "."), !reflected[..<dot].contains("<") else { return reflected }
        return String(reflected[reflected.index(after: dot)...])
    }
}
