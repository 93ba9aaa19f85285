import Foundation

/// The signal handler that writes the open ``ActionLogBlackBox``'s log when the process
/// crashes, and what the next start reads of it.
///
/// A black box installs the handler itself (``ActionLogBlackBox/init(dispatcher:app:directory:capacity:writesOnCrash:clock:)``);
/// what an app calls here is ``takeUnreportedCrash(in:)``, at its next start.
///
/// On a crash (a Swift runtime trap, SIGTRAP or SIGILL; SIGSEGV, SIGBUS, SIGABRT, SIGFPE) the
/// handler writes the window of the black box opened last, if it is still open, with
/// async-signal-safe calls only (invariant B2 of `BlackBoxCrashWriter`), then runs the handler
/// that was there before (the Swift runtime's backtracer, which then prints its report), called
/// with the crash's own information and context. If that handler returns (the backtracer
/// does), the process ends by the signal with its default action, so a crash never goes on. A
/// signal sent from outside (`kill -SEGV` from a shell) is no crash: nothing is written.
public enum ActionLogCrashHandler {
    /// The signals of a crash.
    package static let signals: [Int32] = [SIGTRAP, SIGILL, SIGSEGV, SIGBUS, SIGABRT, SIGFPE]

    /// The actions before ours, by signal number, and the open black box's image. Invariant B3:
    /// written on the main actor only (`install()`, once, each entry before its handler is
    /// installed; the image pointer by a black box opening or closing); the handler only reads.
    nonisolated(unsafe) private static let previous: UnsafeMutablePointer<sigaction> = {
        let pointer = UnsafeMutablePointer<sigaction>.allocate(capacity: Int(NSIG))
        pointer.initialize(repeating: sigaction(), count: Int(NSIG))
        return pointer
    }()
    nonisolated(unsafe) private static let active: UnsafeMutablePointer<UnsafeMutablePointer<BlackBoxImage>?> = {
        let pointer = UnsafeMutablePointer<UnsafeMutablePointer<BlackBoxImage>?>.allocate(capacity: 1)
        pointer.initialize(to: nil)
        return pointer
    }()
    /// 1 once a handler has started writing: a second crash (another thread) writes nothing.
    nonisolated(unsafe) private static let writing: UnsafeMutablePointer<sig_atomic_t> = {
        let pointer = UnsafeMutablePointer<sig_atomic_t>.allocate(capacity: 1)
        pointer.initialize(to: 0)
        return pointer
    }()

    /// Installs the handler for every signal of `signals` not ignored, once (later calls do
    /// nothing). Costs a few `sigaction` calls; nothing is written until a crash. A black box
    /// that writes on a crash calls it as it opens.
    @MainActor
    package static func install() {
        _ = installation
    }

    private static let installation: Void = {
        _ = active
        _ = writing
        for signal in signals {
            SignalChain.install(
                { received, info, context in ActionLogCrashHandler.handle(received, info, context) }, for: signal,
                previous: previous + Int(signal))
        }
    }()

    /// Makes `image` the one a crash writes.
    @MainActor
    static func open(_ image: UnsafeMutablePointer<BlackBoxImage>) {
        active.pointee = image
    }

    /// A black box closed: a crash writes nothing for it any more.
    @MainActor
    static func closed(_ image: UnsafeMutablePointer<BlackBoxImage>) {
        if active.pointee == image { active.pointee = nil }
    }

    /// The log a crash wrote into `directory` that no start has reported yet, if any: its path.
    /// The note is removed, so the next call returns nil (the log stays).
    /// - Parameter directory: the black box's directory.
    /// - Returns: the crash log's path, or nil.
    public static func takeUnreportedCrash(in directory: String) -> String? {
        let trimmed = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        let note = trimmed + "/" + ActionLogBlackBoxFiles.noteName
        guard let text = try? String(contentsOfFile: note, encoding: .utf8) else { return nil }
        _ = unlink(note)
        let name = text.trimmingCharacters(in: .newlines)
        guard !name.isEmpty, !name.contains("/") else { return nil }
        let path = trimmed + "/" + name
        return FileManager.default.fileExists(atPath: path) ? path : nil
    }

    /// The handler: async-signal-safe calls only.
    private static func handle(
        _ signal: Int32, _ info: UnsafeMutablePointer<siginfo_t>?, _ context: UnsafeMutableRawPointer?
    ) {
        if !SignalChain.isFromOutside(info), writing.pointee == 0, let image = active.pointee,
            image.pointee.isOpen == 1
        {
            writing.pointee = 1
            _ = BlackBoxCrashWriter.write(image)
        }
        SignalChain.runPrevious(previous + Int(signal), signal: signal, info: info, context: context)
        SignalChain.endBySignal(signal)
    }
}
