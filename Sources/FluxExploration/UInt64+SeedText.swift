extension UInt64 {
    /// `0x` and the number in upper-case hexadecimal (`0x2A`): how the explorer, its saved
    /// failures and the tools built on it write a seed.
    package var seedText: String { "0x" + String(self, radix: 16, uppercase: true) }
}
