import Foundation
import MoviesDomain

/// Parses the catalog's JSON Lines bytes into movies (one object per line, blank lines skipped).
enum CatalogFileParser {
    /// Parses every line of `data`, in file order.
    /// - Throws: `CatalogLoadError.malformedLine` for the first bad line.
    static func movies(from data: Data) throws(CatalogLoadError) -> [Movie] {
        let result: Result<[Movie], CatalogLoadError> = data.withUnsafeBytes { raw in
            parse(raw.bindMemory(to: UInt8.self))
        }
        return try result.get()
    }

    private static func parse(_ bytes: UnsafeBufferPointer<UInt8>) -> Result<[Movie], CatalogLoadError> {
        var movies: [Movie] = []
        movies.reserveCapacity(bytes.count / 300)
        var lineStart = 0
        var lineNumber = 0
        while lineStart < bytes.count {
            lineNumber += 1
            let lineEnd = endOfLine(in: bytes, from: lineStart)
            defer { lineStart = lineEnd + 1 }
            guard !isBlank(bytes, lineStart..<lineEnd) else { continue }
            switch movie(in: bytes, range: lineStart..<lineEnd) {
            case .success(let movie): movies.append(movie)
            case .failure(let failure): return .failure(.malformedLine(line: lineNumber, reason: failure.reason))
            }
        }
        return .success(movies)
    }

    private static func movie(
        in bytes: UnsafeBufferPointer<UInt8>,
        range: Range<Int>
    ) -> Result<Movie, FlatJSONScanner.Failure> {
        var scanner = FlatJSONScanner(bytes: bytes, range: range)
        var builder = CatalogRecordBuilder()
        do {
            try scanner.readObject { key, value in builder.set(key, value) }
        } catch {
            return .failure(error)
        }
        return builder.build()
    }

    private static func endOfLine(in bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = bytes.baseAddress,
            let found = memchr(base + start, 0x0A, bytes.count - start)
        else { return bytes.count }
        return UnsafeRawPointer(found) - UnsafeRawPointer(base)
    }

    private static func isBlank(_ bytes: UnsafeBufferPointer<UInt8>, _ range: Range<Int>) -> Bool {
        range.allSatisfy { bytes[$0] == 0x20 || bytes[$0] == 0x09 || bytes[$0] == 0x0D }
    }
}
