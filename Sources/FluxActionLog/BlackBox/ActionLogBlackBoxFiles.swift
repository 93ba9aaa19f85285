import FluxTextFormats
import Foundation

/// The names of the files a black box's crash writes.
enum ActionLogBlackBoxFiles {
    /// The note a crash leaves next to its log (the log's name), until a start reports it.
    static let noteName = "unreported-crash"
    /// What a kept action line has after its cause's digits.
    static let actionKey = Array(#","action":"#.utf8)
    /// The kept line of a completion.
    static let completion = Array("D".utf8)
    /// How a checkpoint's header ends.
    static let checkpointEnd = Array(",\"checkpoint\":true}\n".utf8)
    /// What a kept line ends with.
    static let lineFeed = Array("\n".utf8)

    /// `crash-YYYYMMDDTHHMMSSZ-PID.jsonl` for a black box opened at `date` by process `processID`.
    static func crashLogName(at date: Date, processID: Int32) -> String {
        var stamp: [UInt8] = []
        ActionLogTimestamp.append(millisecondsSince1970: Int64(date.timeIntervalSince1970 * 1000), to: &stamp)
        // 2026-01-02T03:04:05.123Z -> 20260102T030405Z
        let compact = String(decoding: stamp, as: UTF8.self).filter { $0 != "-" && $0 != ":" }
        let seconds = compact.split(separator: ".").first.map(String.init) ?? compact
        return "crash-\(seconds)Z-\(processID).jsonl"
    }
}
