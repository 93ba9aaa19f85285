/// The `"type"` of a record line's action (`{"seq":N,"action":{"type":"…",…},…}`), read from the
/// line's bytes by ``ActionLogLineScan``: the reader checks it against
/// ``LoggableAction/loggedTypeNames`` once the line has decoded.
///
/// It is what the decoder would give (the string at `action.type`; nothing when the action is not
/// an object, or its type is missing or not a string), or ``unsure`` when the bytes could read
/// otherwise to a decoder: an escape in a key or in the name, a name that is not plain ASCII, a
/// key given twice, or a shape the scanner does not follow. The reader then asks the decoder.
enum ActionLogLineType: Equatable {
    /// The action's `"type"` string.
    case name(String)
    /// No string `"type"`: the action is not an object, or its type is missing or not a string.
    case none
    /// Left to the decoder.
    case unsure

    /// The type of the action object at `start`, and the index after the object (nil: not
    /// well-formed), in one pass over it.
    static func ofAction(at start: Int, in scanner: JSONMemberScanner) -> (type: Self, end: Int?) {
        var type: Self?
        var unclear = false
        let end = scanner.walkObject(at: start) { key, valueStart in
            if scanner.hasEscape(key) { unclear = true }
            guard scanner.key(key, is: "type") else { return .skip }
            unclear = unclear || type != nil
            guard let valueEnd = scanner.valueEnd(from: valueStart) else { return .malformed }
            switch ActionLogLineScan.PlainValue(scanner.bytes[valueStart..<valueEnd]) {
            case .text(let name): type = .name(name)
            case .other: type = ActionLogLineType.none
            case .unclear: type = .unsure
            }
            return .read(end: valueEnd)
        }
        return (unclear ? .unsure : type ?? .none, end)
    }
}
