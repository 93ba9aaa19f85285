/// Prints a duration for failure messages: `1 s`, `1.5 s`, `250 ms`.
enum DurationText {
    /// The duration as Swift code, in the largest whole unit: `.seconds(2)`, `.milliseconds(300)`,
    /// `.microseconds(1500)`, else `.nanoseconds(n)` (rounded up, so that advancing a clock by it
    /// reaches the instant).
    static func swiftLiteral(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        if attoseconds == 0 { return ".seconds(\(seconds))" }
        let perNanosecond: Int64 = 1_000_000_000
        let (whole, overflow) = seconds.multipliedReportingOverflow(by: 1_000_000_000)
        guard !overflow else { return ".seconds(\(seconds < .max ? seconds + 1 : seconds))" }
        let nanoseconds = whole + (attoseconds + perNanosecond - 1) / perNanosecond
        if nanoseconds % 1_000_000 == 0 { return ".milliseconds(\(nanoseconds / 1_000_000))" }
        if nanoseconds % 1000 == 0 { return ".microseconds(\(nanoseconds / 1000))" }
        return ".nanoseconds(\(nanoseconds))"
    }

    /// The duration for people: `1 s`, `1.5 s`, `250 ms`.
    static func of(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        let attosecondsPerMillisecond: Int64 = 1_000_000_000_000_000
        guard attoseconds % attosecondsPerMillisecond == 0 else {
            return "\(Double(seconds) + Double(attoseconds) / 1e18) s"
        }
        let milliseconds = seconds * 1000 + attoseconds / attosecondsPerMillisecond
        if milliseconds % 1000 == 0 { return "\(milliseconds / 1000) s" }
        if milliseconds < 1000 { return "\(milliseconds) ms" }
        return "\(Double(milliseconds) / 1000) s"
    }
}
