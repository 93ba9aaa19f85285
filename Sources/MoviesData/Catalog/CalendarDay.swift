import FluxTextFormats
import Foundation

/// Strict `yyyy-MM-dd` parsing to midnight UTC, without a `DateFormatter` (fast, POSIX, UTC).
enum CalendarDay {
    /// Parses exactly `yyyy-MM-dd` (a real calendar day, years 1...9999) to midnight UTC;
    /// anything else (empty, other formats, `2001-02-30`) gives `nil`.
    static func date(fromISODay text: String) -> Date? {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"),
            let year = DecimalText.value(of: bytes[0..<4]), let month = DecimalText.value(of: bytes[5..<7]),
            let day = DecimalText.value(of: bytes[8..<10]),
            year >= 1, (1...12).contains(month), (1...daysIn(month: month, year: year)).contains(day)
        else { return nil }
        let days = CivilDate(year: year, month: month, day: day).daysSince1970
        return Date(timeIntervalSince1970: TimeInterval(days) * 86_400)
    }

    /// The Gregorian year of a UTC date.
    static func year(of date: Date) -> Int {
        let days = Int((date.timeIntervalSince1970 / 86_400).rounded(.down))
        return CivilDate(daysSince1970: days).year
    }

    private static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }
}
