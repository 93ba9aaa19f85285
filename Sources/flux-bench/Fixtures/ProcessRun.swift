import Foundation

/// One run of a program in a child process (`posix_spawn`, then `wait4`): its wall time, its own
/// peak resident memory (`ru_maxrss`), its exit status and its standard output.
struct ProcessRun {
    /// From just before the spawn to the child's exit.
    let elapsed: Duration
    /// The child's peak resident memory, in KiB.
    let peakResidentKilobytes: Int
    /// The exit status (128 + the signal when a signal ended it).
    let status: Int32
    /// What the child wrote on its standard output.
    let output: String

    /// Runs `executable` with `arguments`, `input` on its standard input (a pipe, closed after
    /// it), its standard output read to the end and its standard error discarded.
    /// - Throws: `BenchFixtureError` when the child cannot be started or waited for.
    static func run(_ executable: String, arguments: [String], input: String) throws -> ProcessRun {
        var inputPipe: [Int32] = [-1, -1]
        var outputPipe: [Int32] = [-1, -1]
        guard pipe(&inputPipe) == 0, pipe(&outputPipe) == 0 else { throw failure("pipe") }
        defer { close(outputPipe[0]) }
        // The input fits the pipe's buffer: written and closed before the spawn, it cannot block,
        // a child that exits without reading it cannot raise SIGPIPE here, and the child reads
        // its end after it.
        let bytes = Array(input.utf8)
        let written = bytes.isEmpty ? 0 : write(inputPipe[1], bytes, bytes.count)
        close(inputPipe[1])
        guard written == bytes.count else {
            close(inputPipe[0])
            close(outputPipe[1])
            throw failure("write")
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, inputPipe[0], 0)
        posix_spawn_file_actions_adddup2(&actions, outputPipe[1], 1)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        for descriptor in [inputPipe[0], outputPipe[0], outputPipe[1]] {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        defer { for argument in argv { free(argument) } }
        let clock = ContinuousClock()
        let start = clock.now
        var pid = pid_t()
        let spawned = posix_spawn(&pid, executable, &actions, nil, argv, environ)
        close(inputPipe[0])
        close(outputPipe[1])
        guard spawned == 0 else { throw failure("posix_spawn \(executable)", code: spawned) }
        let output = readAll(outputPipe[0])
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw failure("wait4") }
        }
        let elapsed = clock.now - start
        let signal = status & 0x7F
        return ProcessRun(
            elapsed: elapsed, peakResidentKilobytes: Int(usage.ru_maxrss),
            status: signal == 0 ? (status >> 8) & 0xFF : 128 + signal,
            output: String(decoding: output, as: UTF8.self))
    }

    /// Everything readable from `descriptor` until its end.
    private static func readAll(_ descriptor: Int32) -> [UInt8] {
        var result: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count > 0 else { return result }
            result += buffer[0..<count]
        }
    }

    /// A fixture error naming the failed call and the system's reason.
    private static func failure(_ call: String, code: Int32 = errno) -> BenchFixtureError {
        BenchFixtureError("\(call) failed: \(String(cString: strerror(code)))")
    }
}
