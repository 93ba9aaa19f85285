#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Everything a crash handler needs to write an ``ActionLogBlackBox``'s log, prepared in memory
/// it can read without allocating: the file's path, two checkpoints (header lines with every
/// store's state) and the action lines recorded since each.
///
/// The lines are kept in a compact form the crash expands into version 2 lines as it writes
/// them, numbering the actions from 1 (``BlackBoxCrashWriter``): an action as the decimal
/// sequence number of its cause in the dispatcher's numbering (0: none) followed by
/// `,"action":JSON`; its completion as `D`; the invariants it broke as `B,"invariants":[…]`. They
/// are kept in two slots: the current one, and the one before it, whose checkpoint starts
/// the window. ``state`` says which slot is current and whether the older one is part of the
/// window, in one word, so a handler never sees a half-made switch.
///
/// Invariant B1: only the main actor writes an image, and only the crash handler reads it
/// (from any thread). Every write leaves what the handler reads whole at every instant: bytes are
/// copied (with `memcpy`, an external call the optimizer cannot move a later store across) before
/// the length that commits them is stored (``BlackBoxBuffer``), and a slot switch is one store of
/// ``state``. A crash on the main actor (where reducers run) therefore writes a consistent log; a
/// crash on another thread at the very instant the main actor grows a buffer could read freed
/// memory, fault in the handler and end the process by that fault, without a log.
struct BlackBoxImage {
    /// The checkpoint header of each slot.
    var headers: (BlackBoxBuffer, BlackBoxBuffer)
    /// The action lines (without `{"seq":N`) recorded since each slot's checkpoint.
    var lines: (BlackBoxBuffer, BlackBoxBuffer)
    /// The dispatcher's sequence number at each slot's checkpoint: a cause is written relative to
    /// the window's first.
    var bases: (UInt64, UInt64) = (0, 0)
    /// `2 * current slot + (1 if the older slot is part of the window)`.
    var state = 0
    /// 1 while a black box records into this image; 0 once it is closed (nothing is written).
    var isOpen: sig_atomic_t = 1
    /// The directory the log goes to and its parent, created if missing; the log's path; the
    /// note that a crash was not yet reported.
    let directory: UnsafeMutablePointer<CChar>
    let parent: UnsafeMutablePointer<CChar>
    let path: UnsafeMutablePointer<CChar>
    let note: UnsafeMutablePointer<CChar>
    /// The note's text: the log's file name and a line feed.
    let noteText: UnsafeMutablePointer<CChar>
    /// Room for the digits of a sequence number.
    let digits: UnsafeMutablePointer<UInt8>
    /// The fixed parts of the lines the crash writes: `{"seq":`, `{"done":`, `{"broke":`,
    /// `,"cause":` and `}` with a line feed.
    let texts: BlackBoxTexts

    /// An image for a log at `directory/name`, with buffers of `capacity` bytes to start.
    init(directory: String, name: String, capacity: Int) {
        headers = (BlackBoxBuffer(capacity: 4096), BlackBoxBuffer(capacity: 4096))
        lines = (BlackBoxBuffer(capacity: capacity), BlackBoxBuffer(capacity: capacity))
        self.directory = strdup(directory)
        let trimmed = directory.hasSuffix("/") ? String(directory.dropLast()) : directory
        let slash = trimmed.lastIndex(of: "/")
        parent = strdup(slash.map { String(trimmed[..<$0]) } ?? ".")
        path = strdup(trimmed + "/" + name)
        note = strdup(trimmed + "/" + ActionLogBlackBoxFiles.noteName)
        noteText = strdup(name + "\n")
        digits = .allocate(capacity: 24)
        texts = BlackBoxTexts()
    }

    /// The current slot's index (0 or 1).
    var current: Int { state >> 1 }
    /// Whether the older slot is part of the window.
    var includesOlder: Bool { state & 1 == 1 }

    /// Frees the memory; the image must not be used again.
    func deallocate() {
        for buffer in [headers.0, headers.1, lines.0, lines.1] { buffer.deallocate() }
        for string in [directory, parent, path, note, noteText] { free(string) }
        digits.deallocate()
        texts.deallocate()
    }
}
