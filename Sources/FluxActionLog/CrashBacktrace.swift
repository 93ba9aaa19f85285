import Foundation

/// The report of Swift's runtime backtracer on a crashed child's standard error, read for the
/// identity of its crash (``ActionLogFailure``): the first frame of the crashed thread that is in
/// the app's own code.
///
/// A child runs with the backtracer on in its non-interactive form (``environmentValue``); after
/// the runtime's `Fatal error` line, if any, it writes:
/// ```
/// *** Signal 4: Backtracing from 0x7fd27336df7f... done ***
/// …
/// Thread 0 "crash" crashed:
///
///   0               0x… closure #1 in closure #1 in _assertionFailure(_:_:file:line:flags:) + 623 in libswiftCore.so
///   2 [ra]          0x… specialized Array.subscript.modify + 150 in libswiftSwiftOnoneSupport.so
///   3 [ra] [system] 0x… reduce(_:_:) + 73 in crash at /tmp/bt/main.swift
///   4 [ra]          0x… main + 179 in crash at /tmp/bt/main.swift:4:1
/// ```
package enum CrashBacktrace {
    /// `SWIFT_BACKTRACE` for a child whose crash is classified: the backtracer on, without
    /// waiting for a debugger, only the crashed thread, its report on standard error.
    package static let environmentValue =
        "enable=yes,interactive=no,symbolicate=full,color=no,threads=crashed,registers=none,images=none,"
        + "output-to=stderr"

    /// A frame of the crashed thread.
    package struct Frame: Equatable {
        /// The function, without its offset (`reduce(_:_:)`).
        package let symbol: String
        /// The binary it is in (`libswiftCore.so`, the app's executable).
        package let image: String
        /// Its source file, empty when the report names none.
        package let path: String
        /// Its line, nil when the report names none (or line 0).
        package let line: Int?

        package init(symbol: String, image: String, path: String, line: Int?) {
            self.symbol = symbol
            self.image = image
            self.path = path
            self.line = line
        }
    }

    /// The images of the runtime and the system (a frame there is never the app's).
    static let systemImages = [
        "libswift", "libc.", "libc-", "libFoundation", "lib_Foundation", "libdispatch", "libBlocksRuntime",
        "ld-linux", "libstdc++", "libpthread", "libm.", "libsystem_", "libdyld",
    ]

    /// Where the crash is in the app's own code: the first frame of the crashed thread with a
    /// source file (not `<compiler-generated>`) in an image that is not the runtime's or the
    /// system's (``systemImages``), and not the trap itself (a debug build's inlined `Swift
    /// runtime failure: arithmetic overflow`, which has the app's file and no line). Written as
    /// the runtime writes `#fileID` locations, with the last two components of the file's path:
    /// `Wallet/Accounts.swift:42`, or, for a frame without a line, `Wallet/Accounts.swift
    /// debit(_:)`. Nil when the text holds no report, or no such frame.
    static func appLocation(in lines: [String]) -> String? {
        guard let frame = crashedFrames(in: lines).first(where: isApp) else { return nil }
        let file = frame.path.split(separator: "/").suffix(2).joined(separator: "/")
        return frame.line.map { "\(file):\($0)" } ?? "\(file) \(frame.symbol)"
    }

    /// Whether a frame is in the app's own code.
    static func isApp(_ frame: Frame) -> Bool {
        !frame.path.isEmpty && !frame.path.hasSuffix("<compiler-generated>")
            && !frame.symbol.hasPrefix("Swift runtime failure: ")
            && !systemImages.contains { frame.image.hasPrefix($0) }
    }

    /// The frames listed after `Thread N "NAME" crashed:`, in order; empty without it.
    static func crashedFrames(in lines: [String]) -> [Frame] {
        guard let header = lines.firstIndex(where: { $0.hasPrefix("Thread ") && $0.hasSuffix(" crashed:") }) else {
            return []
        }
        var frames: [Frame] = []
        for line in lines[(header + 1)...] {
            if let frame = frame(line) {
                frames.append(frame)
            } else if !frames.isEmpty || !line.allSatisfy(\.isWhitespace) {
                break
            }
        }
        return frames
    }

    /// A frame line: `  INDEX [FLAG]… 0xADDRESS SYMBOL[ + OFFSET] in IMAGE[ at PATH[:LINE:COLUMN]]`.
    package static func frame(_ line: String) -> Frame? {
        var rest = line.drop { $0 == " " }
        let index = rest.prefix { $0.isASCII && $0.isNumber }
        guard !index.isEmpty else { return nil }
        rest = rest.dropFirst(index.count).drop { $0 == " " }
        while rest.first == "[", let close = rest.firstIndex(of: "]") {
            rest = rest[rest.index(after: close)...].drop { $0 == " " }
        }
        guard rest.hasPrefix("0x"), let space = rest.firstIndex(of: " ") else { return nil }
        var description = rest[space...].drop { $0 == " " }
        var path: Substring = ""
        if let at = description.range(of: " at ", options: .backwards) {
            path = description[at.upperBound...]
            description = description[..<at.lowerBound]
        }
        guard let inImage = description.range(of: " in ", options: .backwards) else { return nil }
        var symbol = description[..<inImage.lowerBound]
        if let plus = symbol.range(of: " + ", options: .backwards),
            symbol[plus.upperBound...].allSatisfy({ $0.isASCII && $0.isNumber })
        {
            symbol = symbol[..<plus.lowerBound]
        }
        let (file, number) = sourceLine(path)
        return Frame(
            symbol: String(symbol), image: String(description[inImage.upperBound...]), path: String(file),
            line: number)
    }

    /// `PATH:LINE:COLUMN` (or `PATH:LINE`, or `PATH`) as the path and the line (nil for none or 0).
    private static func sourceLine(_ text: Substring) -> (Substring, Int?) {
        var path = text
        var numbers: [Int] = []
        while numbers.count < 2, let colon = path.lastIndex(of: ":"),
            let number = Int(path[path.index(after: colon)...])
        {
            numbers.insert(number, at: 0)
            path = path[..<colon]
        }
        return (path, numbers.first.flatMap { $0 > 0 ? $0 : nil })
    }

    /// What a child wrote on standard error, cut in two: what it said itself and the runtime's
    /// `Fatal error` line (shown to the user, as before the backtracer was on in children), and
    /// the backtracer's report from its `*** Signal N: Backtracing …` line on (read for the
    /// failure, never shown). The runtime's `unable to locate swift-backtrace` warning, on a
    /// machine without the backtracer, is in neither.
    package static func split(_ standardError: String) -> (shown: String, report: String) {
        var shown: [Substring] = []
        var lines = standardError.split(separator: "\n", omittingEmptySubsequences: false)[...]
        while let line = lines.first, !line.hasPrefix("*** Signal ") {
            lines = lines.dropFirst()
            if line.hasPrefix("swift runtime: "), line.contains("swift-backtrace") { continue }
            shown.append(line)
        }
        guard !lines.isEmpty else { return (shown.joined(separator: "\n"), "") }
        while shown.last?.isEmpty == true { shown.removeLast() }
        let text = shown.joined(separator: "\n")
        return (text.isEmpty ? "" : text + "\n", lines.joined(separator: "\n"))
    }
}
