#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes a ``BlackBoxImage`` as an action log, with async-signal-safe calls only: `mkdir`,
/// `open`, `write` and `close` of bytes prepared earlier; no allocation, no lock, no Foundation,
/// no Swift runtime call that could allocate (only reads through pointers and integer
/// arithmetic). That is invariant B2: it must stay true of every function in this file.
enum BlackBoxCrashWriter {
    /// Writes the log at the image's path (replacing a file there), then the note; returns
    /// whether the log was written whole.
    static func write(_ image: UnsafeMutablePointer<BlackBoxImage>) -> Bool {
        _ = mkdir(image.pointee.parent, 0o755)
        _ = mkdir(image.pointee.directory, 0o755)
        let file = open(image.pointee.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard file >= 0 else { return false }
        let written = writeLog(image, to: file)
        _ = close(file)
        guard written else { return false }
        let note = open(image.pointee.note, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard note >= 0 else { return true }
        _ = writeAll(file: note, UnsafeRawPointer(image.pointee.noteText), strlen(image.pointee.noteText))
        _ = close(note)
        return true
    }

    /// The header of the window's first slot, then the lines of the slots, numbered from 1.
    private static func writeLog(_ image: UnsafeMutablePointer<BlackBoxImage>, to file: Int32) -> Bool {
        let state = image.pointee.state
        let current = state >> 1
        let first = state & 1 == 1 ? 1 - current : current
        let header = first == 0 ? image.pointee.headers.0 : image.pointee.headers.1
        guard writeAll(file: file, UnsafeRawPointer(header.bytes), header.length) else { return false }
        var sequence: UInt64 = 0
        var slot = first
        while true {
            let lines = slot == 0 ? image.pointee.lines.0 : image.pointee.lines.1
            guard writeLines(lines, from: &sequence, digits: image.pointee.digits, to: file) else { return false }
            if slot == current { return true }
            slot = current
        }
    }

    /// Each line of `lines` (they end with `\n`) as `{"seq":N` and the line.
    private static func writeLines(
        _ lines: BlackBoxBuffer, from sequence: inout UInt64, digits: UnsafeMutablePointer<UInt8>, to file: Int32
    ) -> Bool {
        var start = 0
        var index = 0
        while index < lines.length {
            if lines.bytes[index] == 0x0A {
                sequence += 1
                let prefix = formatPrefix(sequence, into: digits)
                guard writeAll(file: file, UnsafeRawPointer(digits), prefix),
                    writeAll(file: file, UnsafeRawPointer(lines.bytes + start), index + 1 - start)
                else { return false }
                start = index + 1
            }
            index += 1
        }
        return true
    }

    /// Writes `{"seq":` and the decimal digits of `number` into `buffer` (24 bytes); returns the
    /// count.
    private static func formatPrefix(_ number: UInt64, into buffer: UnsafeMutablePointer<UInt8>) -> Int {
        let opening: (UInt8, UInt8, UInt8, UInt8, UInt8, UInt8, UInt8) = (123, 34, 115, 101, 113, 34, 58)  // {"seq":
        buffer[0] = opening.0
        buffer[1] = opening.1
        buffer[2] = opening.2
        buffer[3] = opening.3
        buffer[4] = opening.4
        buffer[5] = opening.5
        buffer[6] = opening.6
        var count = 0
        var rest = number
        repeat {
            count += 1
            rest /= 10
        } while rest > 0
        rest = number
        var position = 7 + count
        repeat {
            position -= 1
            buffer[position] = UInt8(truncatingIfNeeded: 48 + rest % 10)
            rest /= 10
        } while rest > 0
        return 7 + count
    }

    /// `write` until every byte is written or it fails (EINTR retried).
    static func writeAll(file: Int32, _ bytes: UnsafeRawPointer, _ count: Int) -> Bool {
        var offset = 0
        while offset < count {
            #if canImport(Glibc)
                let written = Glibc.write(file, bytes + offset, count - offset)
            #else
                let written = Darwin.write(file, bytes + offset, count - offset)
            #endif
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return false }
            offset += written
        }
        return true
    }
}
