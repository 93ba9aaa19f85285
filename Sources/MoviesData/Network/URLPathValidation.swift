import Foundation

/// Strict checks and encodings for URL paths and query items (RFC 3986).
enum URLPathValidation {
    private static let unreserved = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~".utf8)
    private static let pathExtras = Set("!$&'()*+,;=:@/".utf8)

    /// Whether `path` starts with `/` and has only path characters and well-formed `%XX` escapes.
    static func isValid(_ path: String) -> Bool {
        let bytes = Array(path.utf8)
        guard bytes.first == UInt8(ascii: "/") else { return false }
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "%") {
                guard index + 2 < bytes.count, isHex(bytes[index + 1]), isHex(bytes[index + 2]) else { return false }
                index += 3
                continue
            }
            guard unreserved.contains(byte) || pathExtras.contains(byte) else { return false }
            index += 1
        }
        return true
    }

    /// `name=value` with both parts percent-encoded except unreserved characters.
    static func encode(_ item: URLQueryItem) -> String {
        let value = item.value.map { "=" + percentEncode($0) } ?? ""
        return percentEncode(item.name) + value
    }

    static func percentEncode(_ text: String) -> String {
        var result = ""
        for byte in text.utf8 {
            if unreserved.contains(byte) {
                result.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }

    private static func isHex(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
            || (UInt8(ascii: "a")...UInt8(ascii: "f")).contains(byte)
            || (UInt8(ascii: "A")...UInt8(ascii: "F")).contains(byte)
    }
}

extension String {
    fileprivate func leftPadded(to length: Int) -> String {
        String(repeating: "0", count: max(0, length - count)) + self
    }
}
