extension ReplayArguments {
    /// `N` (at least 1) or `all` (`Int.max`).
    static func maxAge(_ value: String) throws(UsageError) -> Int {
        if value == "all" { return Int.max }
        guard value.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int(value), number >= 1 else {
            throw UsageError(.badMaxAge(value))
        }
        return number
    }

    /// Bytes, with an optional `K`, `M` or `G` (10^3, 10^6, 10^9; `B` after it allowed):
    /// `500M`, `2G`, `0` (no limit).
    static func maxSize(_ value: String) throws(UsageError) -> Int64 {
        var text = Substring(value.uppercased())
        if text.hasSuffix("B") { text = text.dropLast() }
        let factors: [Character: Int64] = ["K": 1_000, "M": 1_000_000, "G": 1_000_000_000]
        var factor: Int64 = 1
        if let last = text.last, let unit = factors[last] {
            factor = unit
            text = text.dropLast()
        }
        guard !text.isEmpty, text.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }), let number = Int64(text) else {
            throw UsageError(.badMaxSize(value))
        }
        let (bytes, overflow) = number.multipliedReportingOverflow(by: factor)
        guard !overflow else { throw UsageError(.badMaxSize(value)) }
        return bytes
    }
}
