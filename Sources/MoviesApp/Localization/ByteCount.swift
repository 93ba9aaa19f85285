/// A size in bytes as people read it, in decimal units with one decimal: `512 B`, `1.5 KB`,
/// `10.1 GB` (the decimal mark is the language's).
package enum ByteCount {
    /// `bytes` in the largest unit (B, KB, MB, GB, TB; powers of 1,000) that keeps it at 1 or more.
    package static func text(_ bytes: Int64, decimalMark: String) -> String {
        let units = ["KB", "MB", "GB", "TB"]
        guard bytes >= 1_000 else { return "\(bytes) B" }
        var scale: Int64 = 1_000
        var unit = 0
        while unit < units.count - 1, bytes / scale >= 1_000 {
            scale *= 1_000
            unit += 1
        }
        let tenths = (bytes * 10 + scale / 2) / scale
        return "\(tenths / 10)\(decimalMark)\(tenths % 10) \(units[unit])"
    }
}
