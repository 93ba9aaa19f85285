import Foundation

/// Formats movie facts: runtimes, ratings, release dates.
package enum FactsText {
    /// `135` -> `2h 15m`, `45` -> `45m`, `120` -> `2h`; `0` or less -> nil.
    package static func runtime(minutes: Int) -> String? {
        guard minutes > 0 else { return nil }
        let hours = minutes / 60
        let rest = minutes % 60
        switch (hours, rest) {
        case (0, _): return "\(rest)m"
        case (_, 0): return "\(hours)h"
        default: return "\(hours)h \(rest)m"
        }
    }

    /// `8.123` -> `8.1/10` (one decimal, always a point).
    package static func rating(_ rating: Double) -> String {
        let tenths = Int((rating * 10).rounded())
        return "\(tenths / 10).\(abs(tenths % 10))/10"
    }

    /// The medium-style date of `date` in `locale` and `timeZone`, e.g. `Nov 14, 2003` (en_US)
    /// or `14 nov 2003` (es_ES).
    package static func mediumDate(_ date: Date, locale: Locale, timeZone: TimeZone) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.timeZone = timeZone
        formatter.dateStyle = .medium
        formatter.timeStyle = .none
        return formatter.string(from: date)
    }
}
