/// Parses JSON text into an ``ActionLogJSON`` tree in one pass over the bytes.
///
/// The inspector parses a state each time it changes; `ActionLogJSON(parsing:)` goes through
/// `JSONDecoder` and `Codable`, which costs several times more. Numbers without a fraction or an
/// exponent that fit `Int64`, and other numbers with a whole value that fits (`1e3`, `3.0`), are
/// integers, as `ActionLogJSON(parsing:)` reads them.
struct JSONTreeParser {
    /// Why the text is not JSON.
    struct Failure: Error {
        let offset: Int
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var index = 0
    private static let maximumDepth = 512

    private init(_ bytes: UnsafeBufferPointer<UInt8>) {
        self.bytes = bytes
    }

    /// The tree of `text`.
    /// - Throws: `Failure` when `text` is not one JSON value (surrounding spaces aside).
    static func parse(_ text: [UInt8]) throws -> ActionLogJSON {
        try text.withUnsafeBufferPointer { buffer in
            var parser = JSONTreeParser(buffer)
            let value = try parser.value(depth: 0)
            parser.skipSpace()
            guard parser.index == buffer.count else { throw Failure(offset: parser.index) }
            return value
        }
    }

    private mutating func value(depth: Int) throws -> ActionLogJSON {
        skipSpace()
        guard index < bytes.count, depth < Self.maximumDepth else { throw Failure(offset: index) }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try object(depth: depth)
        case UInt8(ascii: "["): return try array(depth: depth)
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try literal("true", .bool(true))
        case UInt8(ascii: "f"): return try literal("false", .bool(false))
        case UInt8(ascii: "n"): return try literal("null", .null)
        default: return try number()
        }
    }

    private mutating func object(depth: Int) throws -> ActionLogJSON {
        index += 1
        var members: [String: ActionLogJSON] = [:]
        skipSpace()
        if consume(UInt8(ascii: "}")) { return .object(members) }
        repeat {
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw Failure(offset: index) }
            let key = try string()
            skipSpace()
            guard consume(UInt8(ascii: ":")) else { throw Failure(offset: index) }
            members[key] = try value(depth: depth + 1)
            skipSpace()
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "}")) else { throw Failure(offset: index) }
        return .object(members)
    }

    private mutating func array(depth: Int) throws -> ActionLogJSON {
        index += 1
        var items: [ActionLogJSON] = []
        skipSpace()
        if consume(UInt8(ascii: "]")) { return .array(items) }
        repeat {
            items.append(try value(depth: depth + 1))
            skipSpace()
        } while consume(UInt8(ascii: ","))
        guard consume(UInt8(ascii: "]")) else { throw Failure(offset: index) }
        return .array(items)
    }

    /// A string literal, `index` at its opening quote.
    private mutating func string() throws -> String {
        index += 1
        let start = index
        while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
            guard bytes[index] >= 0x20 else { throw Failure(offset: index) }
            index += 1
        }
        guard index < bytes.count else { throw Failure(offset: index) }
        var text = [UInt8](bytes[start..<index])
        while bytes[index] == UInt8(ascii: "\\") {
            try escape(into: &text)
            while index < bytes.count, bytes[index] != UInt8(ascii: "\""), bytes[index] != UInt8(ascii: "\\") {
                guard bytes[index] >= 0x20 else { throw Failure(offset: index) }
                text.append(bytes[index])
                index += 1
            }
            guard index < bytes.count else { throw Failure(offset: index) }
        }
        index += 1
        return String(decoding: text, as: UTF8.self)
    }

    /// One escape sequence, `index` at its backslash.
    private mutating func escape(into text: inout [UInt8]) throws {
        guard index + 1 < bytes.count else { throw Failure(offset: index) }
        let letter = bytes[index + 1]
        index += 2
        switch letter {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.append(letter)
        case UInt8(ascii: "b"): text.append(0x08)
        case UInt8(ascii: "f"): text.append(0x0C)
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "u"):
            var scalar = try hex4()
            if (0xD800..<0xDC00).contains(scalar), index + 1 < bytes.count,
               bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
                index += 2
                let low = try hex4()
                guard (0xDC00..<0xE000).contains(low) else { throw Failure(offset: index) }
                scalar = 0x10000 + (scalar - 0xD800) << 10 + (low - 0xDC00)
            }
            text.append(contentsOf: Array(String(Unicode.Scalar(scalar) ?? "\u{FFFD}").utf8))
        default: throw Failure(offset: index)
        }
    }

    private mutating func hex4() throws -> UInt32 {
        guard index + 4 <= bytes.count else { throw Failure(offset: index) }
        var value: UInt32 = 0
        for byte in bytes[index..<index + 4] {
            guard let digit = Self.hexValue(byte) else { throw Failure(offset: index) }
            value = value << 4 | UInt32(digit)
        }
        index += 4
        return value
    }

    private mutating func number() throws -> ActionLogJSON {
        let start = index
        var isWhole = true
        while index < bytes.count {
            let byte = bytes[index]
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "-")
                || byte == UInt8(ascii: "+") || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
                || byte == UInt8(ascii: "E")
            else { break }
            if byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E") { isWhole = false }
            index += 1
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isWhole, let integer = Int64(text) { return .integer(integer) }
        guard index > start, let number = Double(text), number.isFinite else { throw Failure(offset: start) }
        if let integer = Int64(exactly: number) { return .integer(integer) }  // as JSONDecoder reads 1e3 or 3.0
        return .number(number)
    }

    private mutating func literal(_ word: StaticString, _ value: ActionLogJSON) throws -> ActionLogJSON {
        let count = word.utf8CodeUnitCount
        guard index + count <= bytes.count,
              word.withUTF8Buffer({ $0.elementsEqual(bytes[index..<index + count]) })
        else { throw Failure(offset: index) }
        index += count
        return value
    }

    private mutating func consume(_ byte: UInt8) -> Bool {
        guard index < bytes.count, bytes[index] == byte else { return false }
        index += 1
        return true
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
