/// How a message shows what the user typed, the same in every language: echoed text cut short,
/// characters as code points.
enum MessageArgument {
    /// The longest argument echoed back in an error; longer ones end with `…`.
    static let echoLimit = 20

    /// `argument` cut to ``echoLimit`` characters.
    static func echo(_ argument: String) -> String {
        TextFitting.truncate(argument, to: echoLimit)
    }

    /// `U+0007`: a code point in hexadecimal, at least four digits.
    static func codePoint(_ value: UInt32) -> String {
        let hex = String(value, radix: 16, uppercase: true)
        return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
    }
}
