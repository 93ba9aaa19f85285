#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Finds the members of a JSON object without building a tree of it: each key's text and where
/// each value is, to skip it or to look into it.
///
/// Reading an action's type name with it costs one pass over the bytes looked at and no
/// allocation per value: a large payload (a page of results) is skipped, not parsed. Its walk
/// (``walkObject(at:_:)``) looks into a nested object in the same pass.
struct JSONMemberScanner {
    /// One member of an object: its key's text (without quotes) and where its value is.
    struct Member {
        let key: Range<Int>
        let value: Range<Int>
    }

    let bytes: UnsafeBufferPointer<UInt8>

    /// What a walk does with a member's value (see ``walkObject(at:_:)``).
    enum ValueStep {
        /// The scanner skips the value.
        case skip
        /// The visitor has read the value, which ends before this index.
        case read(end: Int)
        /// The visitor found the value not well-formed: the walk fails.
        case malformed
    }

    /// The members of the object that starts at `start` (spaces before it allowed), or nil when
    /// no object starts there or it is not well-formed.
    func members(ofObjectAt start: Int) -> [Member]? {
        var members: [Member] = []
        let end = walkObject(at: start) { key, valueStart in
            guard let valueEnd = valueEnd(from: valueStart) else { return .malformed }
            members.append(Member(key: key, value: valueStart..<valueEnd))
            return .read(end: valueEnd)
        }
        return end == nil ? nil : members
    }

    /// Walks the object that starts at `start` (spaces before it allowed) in one pass: calls
    /// `visit` with each member's key text and the index of its value's first byte; `visit`
    /// reads the value itself (a nested object it looks into) or lets the scanner skip it.
    /// - Returns: the index after the object, or nil when no object starts there or it is not
    ///   well-formed (`visit` may have seen members before the fault).
    func walkObject(at start: Int, _ visit: (_ key: Range<Int>, _ valueStart: Int) -> ValueStep) -> Int? {
        var index = skipSpace(from: start)
        guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return nil }
        index = skipSpace(from: index + 1)
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { return index + 1 }
        while index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
            guard let keyEnd = stringEnd(from: index) else { return nil }
            let key = (index + 1)..<(keyEnd - 1)
            index = skipSpace(from: keyEnd)
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { return nil }
            let valueStart = skipSpace(from: index + 1)
            guard valueStart < bytes.count else { return nil }
            switch visit(key, valueStart) {
            case .skip:
                guard let valueEnd = valueEnd(from: valueStart) else { return nil }
                index = skipSpace(from: valueEnd)
            case .read(let valueEnd): index = skipSpace(from: valueEnd)
            case .malformed: return nil
            }
            guard index < bytes.count else { return nil }
            if bytes[index] == UInt8(ascii: "}") { return index + 1 }
            guard bytes[index] == UInt8(ascii: ",") else { return nil }
            index = skipSpace(from: index + 1)
        }
        return nil
    }

    /// Whether the key's text is exactly `text` (no escapes).
    func key(_ member: Member, is text: StaticString) -> Bool {
        key(member.key, is: text)
    }

    /// Whether the key text at `range` is exactly `text` (no escapes).
    func key(_ range: Range<Int>, is text: StaticString) -> Bool {
        guard range.count == text.utf8CodeUnitCount else { return false }
        return text.withUTF8Buffer { expected in
            zip(bytes[range], expected).allSatisfy { $0 == $1 }
        }
    }

    /// Whether the bytes in `range` (a key's text, a string's) hold a backslash: an escape, whose
    /// text differs from its bytes.
    func hasEscape(_ range: Range<Int>) -> Bool {
        bytes[range].contains(UInt8(ascii: "\\"))
    }

    /// The first byte of a member's value: `{`, `[`, `"`, or the start of a number or literal.
    func firstByte(of member: Member) -> UInt8 {
        bytes[member.value.lowerBound]
    }

    /// The index after the string that starts (with its quote) at `start`, or nil if it never ends.
    ///
    /// Its end is the first quote after `start` that an odd run of backslashes does not escape;
    /// `memchr` finds the quotes, so a long string costs little more than a short one.
    private func stringEnd(from start: Int) -> Int? {
        guard let base = bytes.baseAddress else { return nil }
        var index = start + 1
        while index < bytes.count, let found = memchr(base + index, 0x22, bytes.count - index) {
            let quote = UnsafeRawPointer(base).distance(to: UnsafeRawPointer(found))
            var backslashes = 0
            while quote - backslashes - 1 > start, bytes[quote - backslashes - 1] == UInt8(ascii: "\\") {
                backslashes += 1
            }
            if backslashes.isMultiple(of: 2) { return quote + 1 }
            index = quote + 1
        }
        return nil
    }

    /// The index after the value that starts at `start`, or nil if it is cut or unbalanced.
    func valueEnd(from start: Int) -> Int? {
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
