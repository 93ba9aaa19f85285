import Foundation

/// A word as a POSIX shell reads it back: the report's `again:` and `verify:` lines are commands
/// to paste, so a value or path with a space, a quote or `$` must stay one word.
enum ShellWord {
    /// `word` as it is when the shell reads it unchanged (letters, digits and `_ - . / : @ % + ,`,
    /// and `=` after the first character: zsh expands a leading `=word` to a command's path),
    /// else in single quotes, each `'` in it written `'\''`; the empty word is `''`.
    static func quoted(_ word: String) -> String {
        let isPlain = word.unicodeScalars.enumerated().allSatisfy { offset, scalar in
            Self.isPlain(scalar) || (scalar == "=" && offset > 0)
        }
        guard word.isEmpty || !isPlain else { return word }
        return "'" + word.replacingOccurrences(of: "'", with: #"'\''"#) + "'"
    }

    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "_", "-", ".", "/", ":", "@", "%", "+", ",": true
        default: false
        }
    }
}
