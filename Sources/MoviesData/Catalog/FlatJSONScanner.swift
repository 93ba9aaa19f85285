import FluxTextFormats
import Foundation

/// A small JSON reader for one flat object (scalars and arrays of strings), over raw bytes.
///
/// Written for the catalog's fixed schema: `JSONDecoder` is several times too slow for
/// 17,000 records within the load budget. Nested objects are rejected.
struct FlatJSONScanner {
    struct Failure: Error, Equatable {
        let reason: String
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private var position: Int
    private let start: Int
    private let end: Int

    init(bytes: UnsafeBufferPointer<UInt8>, range: Range<Int>) {
        self.bytes = bytes
        self.position = range.lowerBound
        self.start = range.lowerBound
        self.end = range.upperBound
    }

    /// The 1-based column of the current position in the line (messages name the line and column).
    private var column: Int { position - start + 1 }

    /// Reads the object, calling `visit` for each key and value, and requires nothing after it.
    mutating func readObject(_ visit: (String, FlatJSONValue) throws(Failure) -> Void) throws(Failure) {
        try expect(UInt8(ascii: "{"))
        skipWhitespace()
        if peek() == UInt8(ascii: "}") {
            position += 1
        } else {
            try readMembers(visit)
        }
        skipWhitespace()
        guard position == end else { throw Failure(reason: "unexpected text after the object") }
    }

    private mutating func readMembers(_ visit: (String, FlatJSONValue) throws(Failure) -> Void) throws(Failure) {
        while true {
            skipWhitespace()
            let key = try readString()
            try expect(UInt8(ascii: ":"))
            try visit(key, try readValue())
            skipWhitespace()
            guard let next = peek() else { throw Failure(reason: "unterminated object") }
            position += 1
            if next == UInt8(ascii: "}") { return }
            guard next == UInt8(ascii: ",") else { throw Failure(reason: "expected ',' or '}'") }
        }
    }

    private mutating func readValue() throws(Failure) -> FlatJSONValue {
        skipWhitespace()
        switch peek() {
        case UInt8(ascii: "\""): return .string(try readString())
        case UInt8(ascii: "["): return .strings(try readStringArray())
        case UInt8(ascii: "n"):
            try readLiteral("null")
            return .null
        case UInt8(ascii: "t"):
            try readLiteral("true")
            return .bool(true)
        case UInt8(ascii: "f"):
            try readLiteral("false")
            return .bool(false)
        case .some(let byte) where byte == UInt8(ascii: "-") || isDigit(byte): return try readNumber()
        case .some(let byte): throw Failure(reason: "unexpected \(Self.describe(byte)) at column \(column)")
        case nil: throw Failure(reason: "missing value at the end of the line")
        }
    }

    private mutating func readStringArray() throws(Failure) -> [String] {
        try expect(UInt8(ascii: "["))
        var values: [String] = []
        skipWhitespace()
        if peek() == UInt8(ascii: "]") {
            position += 1
            return values
        }
        while true {
            skipWhitespace()
            values.append(try readString())
            skipWhitespace()
            guard let next = peek() else { throw Failure(reason: "unterminated array") }
            position += 1
            if next == UInt8(ascii: "]") { return values }
            guard next == UInt8(ascii: ",") else { throw Failure(reason: "expected ',' or ']'") }
        }
    }

    private mutating func readString() throws(Failure) -> String {
        try expect(UInt8(ascii: "\""))
        let start = position
        while position < end {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                position += 1
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position - 1]), as: UTF8.self)
            }
            if byte == UInt8(ascii: "\\") {
                position = start
                return try readEscapedString()
            }
            position += 1
        }
        throw Failure(reason: "unterminated string")
    }

    private mutating func readEscapedString() throws(Failure) -> String {
        var utf8: [UInt8] = []
        while position < end {
            let byte = bytes[position]
            position += 1
            if byte == UInt8(ascii: "\"") { return String(decoding: utf8, as: UTF8.self) }
            if byte != UInt8(ascii: "\\") {
                utf8.append(byte)
                continue
            }
            try appendEscape(to: &utf8)
        }
        throw Failure(reason: "unterminated string")
    }

    /// Decodes the escape sequence after a backslash (see `JSONEscape`).
    private mutating func appendEscape(to utf8: inout [UInt8]) throws(Failure) {
        do {
            try JSONEscape.decode(bytes, end: end, at: &position, into: &utf8)
        } catch {
            throw Failure(reason: Self.reason(error))
        }
    }

    private static func reason(_ problem: JSONEscape.Problem) -> String {
        switch problem {
        case .unterminated: "unterminated escape"
        case .invalidLetter: "invalid escape"
        case .shortUnicode: "short \\u escape"
        case .badUnicode: "bad \\u escape"
        case .loneSurrogate: "lone surrogate in \\u escape"
        }
    }

    private mutating func readNumber() throws(Failure) -> FlatJSONValue {
        let start = position
        var isInteger = true
        while position < end, let byte = peek(), isNumberByte(byte) {
            if !isDigit(byte) && !(byte == UInt8(ascii: "-") && position == start) { isInteger = false }
            position += 1
        }
        let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<position]), as: UTF8.self)
        if isInteger, let value = Int(text) { return .integer(value) }
        guard let value = Double(text), value.isFinite else { throw Failure(reason: "bad number \(text)") }
        return .number(value)
    }

    private mutating func readLiteral(_ literal: StaticString) throws(Failure) {
        let count = literal.utf8CodeUnitCount
        guard position + count <= end, let base = bytes.baseAddress,
            memcmp(base + position, literal.utf8Start, count) == 0
        else { throw Failure(reason: "bad literal") }
        position += count
    }

    private mutating func expect(_ byte: UInt8) throws(Failure) {
        skipWhitespace()
        guard peek() == byte else {
            throw Failure(reason: "expected '\(Character(Unicode.Scalar(byte)))' at column \(column)")
        }
        position += 1
    }

    private mutating func skipWhitespace() {
        while let byte = peek(), byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A {
            position += 1
        }
    }

    private func peek() -> UInt8? {
        position < end ? bytes[position] : nil
    }

    /// `'+'` for a printable ASCII byte, `byte 0x1B` for any other (never raw in a message).
    private static func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte)
            ? "'\(Character(Unicode.Scalar(byte)))'"
            : "byte 0x" + (byte < 0x10 ? "0" : "") + String(byte, radix: 16, uppercase: true)
    }

    private func isDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    private func isNumberByte(_ byte: UInt8) -> Bool {
        isDigit(byte) || byte == UInt8(ascii: "-") || byte == UInt8(ascii: "+")
            || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
    }
}
