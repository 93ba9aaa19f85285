/// How numbers appear in the table: short, aligned, with the precision that matters.
package enum NumberFormatting {
    /// Nanoseconds per operation: two decimals below 10, one below 1,000, then whole numbers
    /// with thousands separators (`3.14`, `45.6`, `1,234,567`).
    package static func nanoseconds(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        if abs(value) < 10 { return fixed(value, decimals: 2) }
        if abs(value) < 1_000 { return fixed(value, decimals: 1) }
        return grouped(Int(value.rounded()))
    }

    /// A ratio with three significant digits at most, and an `x` (`25x`, `1.48x`, `0.0123x`).
    package static func ratio(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        let magnitude = abs(value)
        let decimals: Int
        if magnitude >= 100 {
            decimals = 0
        } else if magnitude >= 10 {
            decimals = 1
        } else if magnitude >= 1 || magnitude == 0 {
            decimals = 2
        } else {
            decimals = 2 - Int((log10Floor(magnitude)))
        }
        return trimmingZeros(fixed(value, decimals: decimals)) + "x"
    }

    /// A duration in the largest unit that keeps it at 1 or more (`3 ns`, `500 us`, `300 ms`, `2 s`).
    package static func duration(_ nanoseconds: Double) -> String {
        let units: [(Double, String)] = [(1e9, "s"), (1e6, "ms"), (1e3, "us")]
        for (scale, unit) in units where abs(nanoseconds) >= scale {
            return trimmingZeros(fixed(nanoseconds / scale, decimals: 2)) + " " + unit
        }
        return trimmingZeros(fixed(nanoseconds, decimals: 2)) + " ns"
    }

    /// Megabytes with one decimal (`20.4`, `100.0`).
    package static func megabytes(_ value: Double) -> String {
        guard value.isFinite else { return "-" }
        return fixed(value, decimals: 1)
    }

    /// An integer with `,` every three digits.
    package static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0 && (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return value < 0 ? "-" + result : result
    }

    /// `value` rounded to `decimals` places, always printed with exactly that many.
    static func fixed(_ value: Double, decimals: Int) -> String {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = Int((abs(value) * scale).rounded())
        let whole = scaled / Int(scale)
        let fraction = scaled % Int(scale)
        let sign = value < 0 && scaled != 0 ? "-" : ""
        guard decimals > 0 else { return sign + String(whole) }
        let fractionText = String(fraction)
        return sign + String(whole) + "." + String(repeating: "0", count: decimals - fractionText.count) + fractionText
    }

    /// Drops trailing fractional zeros and a trailing point (`2.50` -> `2.5`, `3.00` -> `3`).
    static func trimmingZeros(_ text: String) -> String {
        guard text.contains(".") else { return text }
        var result = Substring(text)
        while result.last == "0" { result = result.dropLast() }
        if result.last == "." { result = result.dropLast() }
        return String(result)
    }

    /// floor(log10(value)) for a positive value below 1, without Foundation.
    private static func log10Floor(_ value: Double) -> Int {
        var exponent = 0
        var scaled = value
        while scaled < 1 {
            scaled *= 10
            exponent -= 1
        }
        return exponent
    }
}
