import Foundation

/// A log file's record lines in memory (the header line dropped), for baselines that decode
/// lines without reading the file.
struct LogLines {
    /// The whole file.
    let data: Data
    /// Each record line's byte range in `data`, without its newline.
    let ranges: [Range<Int>]

    /// Reads the file and finds its lines.
    init(path: String) throws {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
        var ranges: [Range<Int>] = []
        data.withUnsafeBytes { bytes in
            var start = 0
            for (index, byte) in bytes.enumerated() where byte == 0x0A {
                ranges.append(start..<index)
                start = index + 1
            }
        }
        self.ranges = Array(ranges.dropFirst())
    }
}
