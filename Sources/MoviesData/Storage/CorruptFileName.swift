import FluxTextFormats
import Foundation

/// Names for files moved aside: `<name>.corrupt-<yyyyMMddTHHmmssZ>` (UTC), with `-2`, `-3`...
/// appended if that name is taken, so an earlier corrupt copy is never overwritten.
enum CorruptFileName {
    /// The first free name for `url` moved aside at `date`.
    static func available(for url: URL, at date: Date) -> URL {
        let base = url.path + ".corrupt-" + timestamp(date)
        var candidate = base
        var counter = 1
        while FileManager.default.fileExists(atPath: candidate) {
            counter += 1
            candidate = "\(base)-\(counter)"
        }
        return URL(fileURLWithPath: candidate)
    }

    /// `date` as `yyyyMMddTHHmmssZ` in UTC, e.g. `20260102T030405Z`.
    static func timestamp(_ date: Date) -> String {
        let seconds = Int(date.timeIntervalSince1970.rounded(.down))
        let days = seconds >= 0 ? seconds / 86_400 : (seconds - 86_399) / 86_400
        let secondOfDay = seconds - days * 86_400
        let civil = CivilDate(daysSince1970: days)
        func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
        let year = String(civil.year)
        let paddedYear = String(repeating: "0", count: max(0, 4 - year.count)) + year
        return paddedYear + two(civil.month) + two(civil.day) + "T"
            + two(secondOfDay / 3600) + two(secondOfDay % 3600 / 60) + two(secondOfDay % 60) + "Z"
    }
}
