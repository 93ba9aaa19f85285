extension UInt64 {
    /// `0x` and the number in upper-case hexadecimal (`0x2A`): how the explorer, its saved
    /// failures and the tools built on it write a seed.
    package var seedText: String { "0x" + String(self, radix: 16, uppercase: true) }

    /// The seed ``seedText`` writes: `0x` and hexadecimal digits (either case); nil for any
    /// other text.
    package init?(seedText text: some StringProtocol) {
        guard text.hasPrefix("0x"), let value = UInt64(text.dropFirst(2), radix: 16) else { return nil }
        self = value
    }
}
