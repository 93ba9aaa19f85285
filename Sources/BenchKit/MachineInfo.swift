import Foundation

/// What the numbers were measured on, for the report's `machine` object.
package enum MachineInfo {
    /// Operating system, architecture, CPU model, cores, memory, load, build configuration, date.
    /// - Parameter quick: whether this is a `--quick` run (its numbers are not meaningful).
    /// - Returns: the facts, as named JSON values in report order.
    package static func describe(quick: Bool) -> [(String, JSONValue)] {
        let process = ProcessInfo.processInfo
        return [
            ("os", .string(process.operatingSystemVersionString)),
            ("arch", .string(architecture)),
            ("cpu", .optional(cpuModel)),
            ("cores", .int(process.activeProcessorCount)),
            ("memory_gb", .double(ResultJSON.rounded(Double(process.physicalMemory) / 1_073_741_824, places: 1))),
            ("load_average_1m", .optional(loadAverage)),
            ("swift", .string(compiler)),
            ("build", .string(buildConfiguration)),
            ("quick", .bool(quick)),
            ("date", .string(ISO8601DateFormatter().string(from: Date()))),
        ]
    }

    /// `release` or `debug`, as this module was compiled.
    package static var buildConfiguration: String {
        #if DEBUG
            return "debug"
        #else
            return "release"
        #endif
    }

    /// The CPU architecture this binary was built for.
    static var architecture: String {
        #if arch(x86_64)
            return "x86_64"
        #elseif arch(arm64)
            return "arm64"
        #else
            return "other"
        #endif
    }

    /// The compiler version, as far as conditional compilation can tell.
    static var compiler: String {
        #if compiler(>=6.4)
            return ">= 6.4"
        #elseif compiler(>=6.3)
            return "6.3"
        #else
            return "< 6.3"
        #endif
    }

    /// The first `model name` in `/proc/cpuinfo` (Linux), if readable.
    static var cpuModel: String? {
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return nil }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return nil
    }

    /// The 1-minute load average from `/proc/loadavg` (Linux): other work competing for the CPUs.
    static var loadAverage: Double? {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return nil }
        return text.split(separator: " ").first.flatMap { Double($0) }
    }
}
