/// Prints a duration for failure messages: `1 s`, `1.5 s`, `250 ms`.
enum DurationText {
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
