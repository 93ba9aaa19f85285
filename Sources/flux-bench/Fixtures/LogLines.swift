import Foundation

/// A log file's record lines in memory (the header line dropped), for baselines that decode
/// lines without reading the file.
struct LogLines {
    /// The whole file.
    let data: Data
    /// Each action line's byte range in `data`, without its newline (a version 2 log's
    /// completion lines, `{"done":N,...}`, are left out: they hold no action).
    let ranges: [Range<Int>]

    /// Reads the file and finds its action lines.
    init(path: String) throws {
        data = try Data(contentsOf: URL(fileURLWithPath: path))
        let opening = Array(#"{"seq":"#.utf8)
        var ranges: [Range<Int>] = []
        data.withUnsafeBytes { bytes in
            var start = 0
            for (index, byte) in bytes.enumerated() where byte == 0x0A {
                if index - start >= opening.count, bytes[start..<start + opening.count].elementsEqual(opening) {
                    ranges.append(start..<index)
                }
                start = index + 1
            }
        }
        self.ranges = ranges
    }
}
