import FluxTextFormats

extension ActionLogTimestamp {
    /// The milliseconds since 1970-01-01T00:00:00Z of a time as logs write it,
    /// `2026-01-02T03:04:05.123Z` (the fraction may have 0 to 9 digits), or nil for any other text.
    static func milliseconds(parsing text: String) -> Int64? {
        let bytes = Array(text.utf8)
        guard bytes.count >= 20, bytes.last == UInt8(ascii: "Z"),
            bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-"), bytes[10] == UInt8(ascii: "T"),
            bytes[13] == UInt8(ascii: ":"), bytes[16] == UInt8(ascii: ":"),
            let year = number(bytes[0..<4]), let month = number(bytes[5..<7]), let day = number(bytes[8..<10]),
            let hour = number(bytes[11..<13]), let minute = number(bytes[14..<16]), let second = number(bytes[17..<19]),
            (1...12).contains(month), (1...31).contains(day), hour < 24, minute < 60, second < 61,
            let millis = fraction(bytes[19..<(bytes.count - 1)])
        else { return nil }
        let days = Int64(CivilDate(year: Int(year), month: Int(month), day: Int(day)).daysSince1970)
        return ((days * 24 + hour) * 60 + minute) * 60_000 + second * 1000 + millis
    }

    /// The milliseconds of `.fff...` (nothing: 0).
    private static func fraction(_ bytes: ArraySlice<UInt8>) -> Int64? {
        guard let dot = bytes.first else { return 0 }
        let digits = bytes.dropFirst()
        guard dot == UInt8(ascii: "."), (1...9).contains(digits.count), let value = number(digits.prefix(3)) else {
            return nil
        }
        guard number(digits) != nil else { return nil }
        return value * [100, 10, 1][digits.prefix(3).count - 1]
    }

    private static func number(_ bytes: ArraySlice<UInt8>) -> Int64? {
        DecimalText.value(of: bytes).map(Int64.init)
    }
}
