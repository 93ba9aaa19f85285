/// Finds the members of a JSON object without building a tree of it: each key's text and where
/// each value is, to skip it or to look into it.
///
/// Reading an action's type name with it costs one pass over the bytes looked at and no
/// allocation per value: a large payload (a page of results) is skipped, not parsed.
struct JSONMemberScanner {
    /// One member of an object: its key's text (without quotes) and where its value is.
    struct Member {
        let key: Range<Int>
        let value: Range<Int>
    }

    let bytes: UnsafeBufferPointer<UInt8>

    /// The members of the object that starts at `start` (spaces before it allowed), or nil when
    /// no object starts there or it is not well-formed.
    func members(ofObjectAt start: Int) -> [Member]? {
        var index = skipSpace(from: start)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index = skipSpace(from: index + 1)
        var members: [Member] = []
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { return members }
        while index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            guard let keyEnd = stringEnd(from: index) else { return nil }
            let key = (index + 1)..<(keyEnd - 1)
            index = skipSpace(from: keyEnd)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            let valueStart = skipSpace(from: index + 1)
            guard let valueEnd = valueEnd(from: valueStart) else { return nil }
            members.append(Member(key: key, value: valueStart..<valueEnd))
            index = skipSpace(from: valueEnd)
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "}") { return members }
            guard bytes[index] == UInt8(ascii: ",") else { return nil }
            index = skipSpace(from: index + 1)
        }
        return nil
    }

    /// Whether the key's text is exactly `text` (no escapes).
    func key(_ member: Member, is text: StaticString) -> Bool {
        guard member.key.count == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { expected in
            zip(bytes[member.key], expected).allSatisfy { $0 == $1 }
        }
    }

    /// The first byte of a member's value: `{`, `[`, `"`, or the start of a number or literal.
    func firstByte(of member: Member) -> UInt8 {
        bytes[member.value.lowerBound]
    }

    /// The index after the string that starts (with its quote) at `start`, or nil if it never ends.
    private func stringEnd(from start: Int) -> Int? {
        var index = start + 1
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\\"): index += 2
            case UInt8(ascii: "\""): return index + 1
            default: index += 1
            }
        }
        return nil
    }

    /// The index after the value that starts at `start`, or nil if it is cut or unbalanced.
    private func valueEnd(from start: Int) -> Int? {
        guard start < bytes.count else { return nil }
        switch bytes[start] {
        case UInt8(ascii: "\""): return stringEnd(from: start)
        case UInt8(ascii: "{"), UInt8(ascii: "["): return containerEnd(from: start)
        default:
            var index = start
            while index < bytes.count, !isDelimiter(bytes[index]) { index += 1 }
            return index > start ? index : nil
        }
    }

    /// The index after the object or array that starts at `start`, strings inside skipped whole.
    private func containerEnd(from start: Int) -> Int? {
        var depth = 0
        var index = start
        while index < bytes.count {
            switch bytes[index] {
            case UInt8(ascii: "\""):
                guard let end = stringEnd(from: index) else { return nil }
                index = end
                continue
            case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
                if depth == 0 { return index + 1 }
            default: break
            }
            index += 1
        }
        return nil
    }

    private func isDelimiter(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: ",") || byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") || isSpace(byte)
    }

    private func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r")
            || byte == UInt8(ascii: "\t")
    }

    private func skipSpace(from start: Int) -> Int {
        var index = start
        while index < bytes.count, isSpace(bytes[index]) { index += 1 }
        return index
    }
}
