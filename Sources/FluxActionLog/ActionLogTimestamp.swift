import FluxTextFormats

/// Formats wall-clock times for log lines as ISO 8601 UTC with milliseconds.
///
/// Hand-written (no `DateFormatter`) because the recorder formats one per action.
enum ActionLogTimestamp {
    /// `"2026-01-02T03:04:05.123Z"` for the given milliseconds since 1970-01-01T00:00:00Z.
    static func format(millisecondsSince1970 milliseconds: Int64) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(24)
        append(millisecondsSince1970: milliseconds, to: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// Appends the formatted time to `bytes` (no quotes).
    static func append(millisecondsSince1970 milliseconds: Int64, to bytes: inout [UInt8]) {
        let (seconds, millis) = floorDivide(milliseconds, 1000)
        let (days, secondOfDay) = floorDivide(seconds, 86_400)
        let date = CivilDate(daysSince1970: Int(days))
        DecimalText.append(Int64(date.year), width: 4, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        DecimalText.append(Int64(date.month), width: 2, to: &bytes)
        bytes.append(UInt8(ascii: "-"))
        DecimalText.append(Int64(date.day), width: 2, to: &bytes)
        bytes.append(UInt8(ascii: "T"))
        DecimalText.append(secondOfDay / 3600, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        DecimalText.append(secondOfDay / 60 % 60, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: ":"))
        DecimalText.append(secondOfDay % 60, width: 2, to: &bytes)
        bytes.append(UInt8(ascii: "."))
        DecimalText.append(millis, width: 3, to: &bytes)
        bytes.append(UInt8(ascii: "Z"))
    }

    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let quotient = value / divisor
        let remainder = value % divisor
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }
}
