/// Decimal digits written into and read from bytes, without `String` or Foundation (for log
/// lines, timestamps and dates that are formatted or parsed many times).
package enum DecimalText {
    /// Appends `value` in decimal, left-padded with zeros to `width` digits (no allocation).
    package static func append(_ value: Int64, width: Int, to bytes: inout [UInt8]) {
        var magnitude = value.magnitude
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        var count = 1
        var probe = magnitude
        while probe >= 10 {
            probe /= 10
            count += 1
        }
        let total = max(width, count)
        let start = bytes.count
        bytes.append(contentsOf: repeatElement(UInt8(ascii: "0"), count: total))
        var index = start + total - 1
        repeat {
            bytes[index] = UInt8(ascii: "0") + UInt8(magnitude % 10)
            magnitude /= 10
            index -= 1
        } while magnitude > 0
    }

    /// The value of a run of ASCII digits, or nil when it is empty or has any other byte
    /// (no sign; at most 18 digits, so that it cannot overflow).
    package static func value(of digits: ArraySlice<UInt8>) -> Int? {
        guard !digits.isEmpty, digits.count <= 18 else { return nil }
        var value = 0
        for byte in digits {
            guard byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9") else { return nil }
            value = value * 10 + Int(byte - UInt8(ascii: "0"))
        }
        return value
    }
}
