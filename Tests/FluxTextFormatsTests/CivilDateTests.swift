import FluxTextFormats
import Testing

@Suite struct CivilDateTests {
    @Test(arguments: [
        (0, 1970, 1, 1), (-1, 1969, 12, 31), (59, 1970, 3, 1), (11_016, 2000, 2, 29), (11_017, 2000, 3, 1),
        (20_455, 2026, 1, 2), (-25_508, 1900, 3, 1), (-719_468, 0, 3, 1), (-719_529, -1, 12, 31),
        (2_932_896, 9999, 12, 31),
    ])
    func convertsDaysToTheCalendarAndBack(days: Int, year: Int, month: Int, day: Int) {
        let date = CivilDate(daysSince1970: days)
        #expect(date == CivilDate(year: year, month: month, day: day))
        #expect(date.daysSince1970 == days)
    }

    @Test func everyDayOfFourCenturiesRoundTripsOneDayAfterTheOther() {
        var previous = CivilDate(daysSince1970: -146_098)
        for days in -146_097...146_097 {
            let date = CivilDate(daysSince1970: days)
            #expect(date.daysSince1970 == days)
            let nextDay = date.day == previous.day + 1 && date.month == previous.month && date.year == previous.year
            let nextMonth =
                date.day == 1
                && (date.month == previous.month + 1 && date.year == previous.year
                    || date.month == 1 && previous.month == 12 && date.year == previous.year + 1)
            if !(nextDay || nextMonth) {
                Issue.record("\(previous) is not the day before \(date)")
                return
            }
            previous = date
        }
    }
}
