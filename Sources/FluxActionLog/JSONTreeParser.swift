import FluxTextFormats

/// Parses JSON text into an ``ActionLogJSON`` tree in one pass over the bytes: what
/// `ActionLogJSON(parsing:)` does.
///
/// The inspector parses a state each time it changes; `JSONDecoder` and `Codable` cost several
/// times more. It reads what `JSONDecoder` reads, except a trailing comma (which is not JSON):
/// numbers without a fraction or an exponent that fit `Int64`, and other numbers with a whole
/// value that fits (`1e3`, `3.0`), are integers.
struct JSONTreeParser {
    /// Why the text is not JSON.
    struct Failure: Error {
        /// The byte where the text stops being JSON.
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
            parser.skipByteOrderMark()
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
            let item = try value(depth: depth + 1)
            if members[key] == nil { members[key] = item }  // the first of equal keys counts, as in JSONDecoder
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
        let start = index
        index += 1
        var text: [UInt8] = []
        var runStart = index
        var isASCII = true
        while true {
            guard index < bytes.count else { throw Failure(offset: index) }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") { break }
            if byte == UInt8(ascii: "\\") {
                text.append(contentsOf: bytes[runStart..<index])
                index += 1
                do {
                    try JSONEscape.decode(
                        bytes, end: bytes.count, at: &index, into: &text, refusingLoneSurrogates: true)
                } catch {
                    throw Failure(offset: index)
                }
                runStart = index
                continue
            }
            guard byte >= 0x20 else { throw Failure(offset: index) }
            if byte >= 0x80 { isASCII = false }
            index += 1
        }
        text.append(contentsOf: bytes[runStart..<index])
        index += 1
        guard isASCII || Self.isUTF8(text) else { throw Failure(offset: start) }
        return String(decoding: text, as: UTF8.self)
    }

    /// A number as JSON writes it: `-`, digits without a leading zero, a fraction, an exponent.
    private mutating func number() throws -> ActionLogJSON {
        let start = index
        _ = consume(UInt8(ascii: "-"))
        let integerStart = index
        try digits()
        if bytes[integerStart] == UInt8(ascii: "0"), index - integerStart > 1 { throw Failure(offset: integerStart) }
        var isWhole = true
        if consume(UInt8(ascii: ".")) {
            isWhole = false
            try digits()
        }
        if consume(UInt8(ascii: "e")) || consume(UInt8(ascii: "E")) {
            isWhole = false
            if !consume(UInt8(ascii: "+")) { _ = consume(UInt8(ascii: "-")) }
            try digits()
        }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        if isWhole, let integer = Int64(text) { return .integer(integer) }
        guard let number = Double(text), number.isFinite else { throw Failure(offset: start) }
        if let integer = Int64(exactly: number) { return .integer(integer) }  // as JSONDecoder reads 1e3 or 3.0
        return .number(number)
    }

    /// One or more decimal digits.
    private mutating func digits() throws {
        let start = index
        while index < bytes.count, bytes[index] >= UInt8(ascii: "0"), bytes[index] <= UInt8(ascii: "9") { index += 1 }
        guard index > start else { throw Failure(offset: index) }
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

    /// Skips a UTF-8 byte order mark at the start, as JSONDecoder does.
    private mutating func skipByteOrderMark() {
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    private mutating func skipSpace() {
        while index < bytes.count {
            switch bytes[index] {
            case 0x20, 0x0A, 0x0D, 0x09: index += 1
            default: return
            }
        }
    }

    /// Whether `text` is well-formed UTF-8 (JSON text is; `String(decoding:)` would repair it).
    private static func isUTF8(_ text: [UInt8]) -> Bool {
        !transcode(text.makeIterator(), from: UTF8.self, to: UTF32.self, stoppingOnError: true, into: { _ in })
    }
}
