/// A day of the proleptic Gregorian calendar, converted to and from days since 1970-01-01
/// (Howard Hinnant's `days_from_civil` and `civil_from_days`): the one date conversion of the
/// package, for timestamps and dates written and read without a `DateFormatter`.
package struct CivilDate: Equatable, Sendable {
    /// The year (1970, 2026; 0 and negative years count astronomically).
    package let year: Int
    /// The month, 1...12.
    package let month: Int
    /// The day of the month, 1...31.
    package let day: Int

    /// The date of these fields; they are not checked (`month` must be 1...12 for
    /// ``daysSince1970`` to mean anything).
    package init(year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    /// The date `days` days after 1970-01-01 (before it when negative).
    package init(daysSince1970 days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    }

    /// The days since 1970-01-01 (negative before it).
    package var daysSince1970: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
