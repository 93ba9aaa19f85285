/// `--max-size`: the bytes `--html` and `--export` hand their files are counted, and the first
/// write that would make a file larger than the limit throws ``Exceeded`` instead, so a file too
/// large is never completed (its temporary file is then removed).
final class OutputSizeLimit {
    /// A file would have passed the limit.
    struct Exceeded: Error {
        /// The option that names the file (`--html`, `--export`).
        let option: String
        /// The file.
        let path: String
        /// The size the file would have reached with the write that passed the limit.
        let written: Int64
    }

    /// The most bytes a file may have; 0 for no limit.
    let limit: Int64

    init(limit: Int64) {
        self.limit = limit
    }

    /// A write function for a writer: counts, then hands the bytes to `write`.
    func sink(option: String, file: OutputFile) -> ([UInt8]) throws -> Void {
        var written: Int64 = 0
        let limit = limit
        return { bytes in
            if limit > 0, written + Int64(bytes.count) > limit {
                throw Exceeded(option: option, path: file.path, written: written + Int64(bytes.count))
            }
            written += Int64(bytes.count)
            try file.write(bytes)
        }
    }
}
