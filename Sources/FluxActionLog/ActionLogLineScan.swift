import Foundation

/// What a record line's bytes say, read in one pass without a JSON decoder
/// (``JSONMemberScanner``), so that the decoder reads only the action of most lines.
///
/// The decoder reads `seq`, `time` and `cause` through keyed containers (a lookup by the key's
/// text and a boxed decode each), which together cost as much as a short action. The scan gives
/// them when the bytes leave no doubt about what the decoder would read: no top-level key with
/// an escape, none of these keys twice, `seq` a whole number from 1 to 2^53 in plain digits,
/// `cause` plain digits within `UInt64`, `time` a string of printable ASCII without escapes or
/// not a string, and no `digest` or `states` (a version 1 line's). For any other line ``fields``
/// is nil and the decoder reads the whole line, as before. Either way the values and the errors
/// are the decoder's; a syntax error anywhere is still its to find, since it parses the whole
/// line before decoding any field.
struct ActionLogLineScan {
    /// The fields the bytes vouch for.
    struct Fields {
        /// `seq`.
        let sequence: UInt64
        /// `time`, when it is a string.
        let time: String?
        /// `cause`, when present.
        let cause: UInt64?
    }

    /// A value as the scan reads it.
    enum PlainValue: Equatable {
        /// A string of printable ASCII without escapes: its text.
        case text(String)
        /// Not a string.
        case other
        /// A string with escapes or other bytes: left to the decoder.
        case unclear

        /// Reads the value at `bytes` (its quotes included).
        init(_ bytes: Slice<UnsafeBufferPointer<UInt8>>) {
            guard bytes.first == UInt8(ascii: "\"") else {
                self = .other
                return
            }
            let text = bytes.dropFirst().dropLast()
            guard text.allSatisfy({ $0 >= 0x20 && $0 < 0x7F && $0 != UInt8(ascii: "\\") }) else {
                self = .unclear
                return
            }
            self = .text(String(decoding: text, as: UTF8.self))
        }
    }

    /// The action's `"type"`.
    let actionType: ActionLogLineType
    /// The line's other fields, or nil when the decoder must read them.
    let fields: Fields?
    /// Where the action's object is in the line, when decoding it alone reads what decoding the
    /// line reads: the line has ``fields``, no other member (`time` a string), only spaces after
    /// it, and an action no longer than ``longestSoleAction``. Nil otherwise.
    let action: Range<Int>?

    /// The longest action decoded alone: its nesting, at most half its length, then stays below
    /// the decoder's limit (``JSONNesting/limit``) by more than the line's own level.
    static let longestSoleAction = 2 * (JSONNesting.limit - 2)

    /// Scans `line`, a record line, before it is decoded.
    init(line: Data) {
        self = line.withUnsafeBytes { raw in
            var walk = Walk()
            let scanner = JSONMemberScanner(bytes: raw.assumingMemoryBound(to: UInt8.self))
            let end = scanner.walkObject(at: 0) { key, valueStart in walk.visit(key, valueStart, in: scanner) }
            guard let end else { return Self(actionType: .unsure, fields: nil, action: nil) }
            return walk.result(onlySpacesAfter: Self.onlySpacesFollow(end, in: scanner))
        }
    }

    private init(actionType: ActionLogLineType, fields: Fields?, action: Range<Int>?) {
        self.actionType = actionType
        self.fields = fields
        self.action = action
    }

    /// Whether only spaces follow the line's object, which ends at `end`: the decoder refuses
    /// anything else.
    private static func onlySpacesFollow(_ end: Int, in scanner: JSONMemberScanner) -> Bool {
        scanner.bytes[end...].allSatisfy {
            $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") || $0 == UInt8(ascii: "\n") || $0 == UInt8(ascii: "\r")
        }
    }

    /// The value of `digits` when they are a JSON whole number in plain digits (no sign,
    /// fraction, exponent or leading zero) within `UInt64`; nil otherwise.
    static func wholeNumber(_ digits: some Collection<UInt8>) -> UInt64? {
        guard !digits.isEmpty, digits.count == 1 || digits.first != UInt8(ascii: "0") else { return nil }
        var value: UInt64 = 0
        for byte in digits {
            guard byte >= 0x30, byte <= 0x39 else { return nil }
            let (times, overflow) = value.multipliedReportingOverflow(by: 10)
            let (sum, carry) = times.addingReportingOverflow(UInt64(byte - 0x30))
            guard !overflow, !carry else { return nil }
            value = sum
        }
        return value
    }

    /// The top-level keys the scan reads.
    private enum Key: Int, CaseIterable {
        case seq, action, time, cause, digest, states

        /// The key's text.
        var text: StaticString {
            switch self {
            case .seq: "seq"
            case .action: "action"
            case .time: "time"
            case .cause: "cause"
            case .digest: "digest"
            case .states: "states"
            }
        }
    }

    /// The walk over the line's top-level members.
    private struct Walk {
        /// The keys seen, one bit per ``Key``.
        private var seen: UInt8 = 0
        /// A key with an escape, or `action` twice: even the action's type is unclear.
        private var unclear = false
        /// The fields are the decoder's to read.
        private var fieldsUnclear = false
        /// A member the decoder would read or parse that the walk has not checked: another key,
        /// a `time` that is not a string.
        private var unchecked = false
        private var type: ActionLogLineType?
        private var action: Range<Int>?
        private var sequence: UInt64?
        private var time: String?
        private var cause: UInt64?

        /// What the walk found, once it is over; `onlySpacesAfter`: nothing follows the object.
        func result(onlySpacesAfter: Bool) -> ActionLogLineScan {
            guard !unclear, let type else { return ActionLogLineScan(actionType: .unsure, fields: nil, action: nil) }
            guard !fieldsUnclear, let sequence else {
                return ActionLogLineScan(actionType: type, fields: nil, action: nil)
            }
            let fields = Fields(sequence: sequence, time: time, cause: cause)
            let checked = onlySpacesAfter && !unchecked && (action?.count ?? .max) <= longestSoleAction
            return ActionLogLineScan(actionType: type, fields: fields, action: checked ? action : nil)
        }

        /// Reads one member: the action's type (in the same pass), or a field.
        mutating func visit(
            _ keyText: Range<Int>, _ start: Int, in scanner: JSONMemberScanner
        ) -> JSONMemberScanner.ValueStep {
            if scanner.hasEscape(keyText) { unclear = true }
            guard let key = Key.allCases.first(where: { scanner.key(keyText, is: $0.text) }) else {
                unchecked = true
                return .skip
            }
            let bit: UInt8 = 1 << key.rawValue
            let repeated = seen & bit != 0
            seen |= bit
            guard key != .action else {
                unclear = unclear || repeated
                return readAction(at: start, in: scanner)
            }
            guard let end = scanner.valueEnd(from: start) else { return .malformed }
            fieldsUnclear = fieldsUnclear || repeated || !read(key, scanner.bytes[start..<end])
            return .read(end: end)
        }

        /// Reads the action's type, walking the action object when it is one.
        private mutating func readAction(at start: Int, in scanner: JSONMemberScanner) -> JSONMemberScanner.ValueStep {
            guard scanner.bytes[start] == UInt8(ascii: "{") else {
                type = ActionLogLineType.none
                return .skip
            }
            let found = ActionLogLineType.ofAction(at: start, in: scanner)
            type = found.type
            guard let end = found.end else { return .malformed }
            action = start..<end
            return .read(end: end)
        }

        /// Reads a field's value; false when the decoder must read it.
        private mutating func read(_ key: Key, _ value: Slice<UnsafeBufferPointer<UInt8>>) -> Bool {
            switch key {
            case .seq:
                sequence = ActionLogLineScan.wholeNumber(value).flatMap { $0 >= 1 && $0 <= 1 << 53 ? $0 : nil }
                return sequence != nil
            case .time:
                let plain = PlainValue(value)
                if case .text(let text) = plain { time = text } else { unchecked = true }
                return plain != .unclear
            case .cause:
                cause = ActionLogLineScan.wholeNumber(value)
                return cause != nil
            case .action, .digest, .states: return false  // digest, states: a version 1 line, decoded whole
            }
        }
    }
}
