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
        let (year, month, day) = civilDate(daysSince1970: days)
        appendDigits(year, 4, &bytes)
        bytes.append(UInt8(ascii: "-"))
        appendDigits(month, 2, &bytes)
        bytes.append(UInt8(ascii: "-"))
        appendDigits(day, 2, &bytes)
        bytes.append(UInt8(ascii: "T"))
        appendDigits(secondOfDay / 3600, 2, &bytes)
        bytes.append(UInt8(ascii: ":"))
        appendDigits(secondOfDay / 60 % 60, 2, &bytes)
        bytes.append(UInt8(ascii: ":"))
        appendDigits(secondOfDay % 60, 2, &bytes)
        bytes.append(UInt8(ascii: "."))
        appendDigits(millis, 3, &bytes)
        bytes.append(UInt8(ascii: "Z"))
    }

    private static func floorDivide(_ value: Int64, _ divisor: Int64) -> (Int64, Int64) {
        let quotient = value / divisor
        let remainder = value % divisor
        return remainder < 0 ? (quotient - 1, remainder + divisor) : (quotient, remainder)
    }

    /// Year, month, day of the proleptic Gregorian calendar (Howard Hinnant's days-to-civil).
    private static func civilDate(daysSince1970 days: Int64) -> (Int64, Int64, Int64) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
        return (year, month, day)
    }

    /// Appends `value` in decimal, left-padded with zeros to `width` digits (no allocation).
    static func appendDigits(_ value: Int64, _ width: Int, _ bytes: inout [UInt8]) {
        var magnitude = value.magnitude
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var count = 1
        var probe = magnitude
        while probe >= 10 {
            probe /= 10
            count += 1
        }
        let total = max(width, count)
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: total))
        var index = start + total - 1
        repeat {
            bytes[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            index -= 1
        } while magnitude > 0
    }
}
