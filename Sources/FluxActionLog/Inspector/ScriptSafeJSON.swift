/// Copies JSON text into an HTML `<script type="application/json">` element so that nothing in
/// it can end the element or be read as markup.
///
/// `<`, `>` and `&` become `\u003c`, `\u003e` and `\u0026`, and U+2028 and U+2029 become
/// `\u2028` and `\u2029`. In valid JSON these characters can only occur inside strings, where the
/// escapes mean the same characters, so `JSON.parse` reads the same value; and since no `<` is
/// left, no `</script` can ever appear, whatever the bytes were.
enum ScriptSafeJSON {
    /// Appends `json` to `output` with the five characters escaped.
    static func append(_ json: some Collection<UInt8>, to output: inout [UInt8]) {
        var pending: UInt8 = 0  // 1 after 0xE2, 2 after 0xE2 0x80
        for byte in json {
            if pending > 0 {
                if pending == 1, byte == 0x80 {
                    pending = 2
                    continue
                }
                if pending == 2, byte == 0xA8 || byte == 0xA9 {
                    output.append(contentsOf: byte == 0xA8 ? lineSeparator : paragraphSeparator)
                    pending = 0
                    continue
                }
                output.append(0xE2)
                if pending == 2 { output.append(0x80) }
                pending = 0
            }
            switch byte {
            case UInt8(ascii: "<"): output.append(contentsOf: lessThan)
            case UInt8(ascii: ">"): output.append(contentsOf: greaterThan)
            case UInt8(ascii: "&"): output.append(contentsOf: ampersand)
            case 0xE2: pending = 1
            default: output.append(byte)
            }
        }
        if pending > 0 {
            output.append(0xE2)
            if pending == 2 { output.append(0x80) }
        }
    }

    /// `json` with the five characters escaped.
    static func escaped(_ json: some Collection<UInt8>) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(json.count)
        append(json, to: &output)
        return output
    }

    private static let lessThan = Array(#"\u003c"#.utf8)
    private static let greaterThan = Array(#"\u003e"#.utf8)
    private static let ampersand = Array(#"\u0026"#.utf8)
    private static let lineSeparator = Array(#"\u2028"#.utf8)
    private static let paragraphSeparator = Array(#"\u2029"#.utf8)
}
