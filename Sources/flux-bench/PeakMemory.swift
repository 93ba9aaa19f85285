import Foundation

/// The peak resident memory of this process so far.
enum PeakMemory {
    /// `VmHWM` from `/proc/self/status` in kilobytes (KiB) on Linux; `getrusage`'s
    /// `ru_maxrss` elsewhere. Nil if neither can be read.
    static func residentKilobytes() -> Int? {
        #if os(Linux)
            guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
            for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
                return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }
            }
            return nil
        #else
            var usage = rusage()
            guard getrusage(RUSAGE_SELF, &usage) == 0 else { return nil }
            return Int(usage.ru_maxrss) / 1024  // bytes on Darwin
        #endif
    }
}
