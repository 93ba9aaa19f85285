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

    /// The header of the window's first slot, then the lines of the slots, the actions numbered
    /// from 1 and their causes in that numbering.
    static func writeLog(_ image: UnsafeMutablePointer<BlackBoxImage>, to file: Int32) -> Bool {
        let state = image.pointee.state
        let current = state >> 1
        let first = state & 1 == 1 ? 1 - current : current
        let header = first == 0 ? image.pointee.headers.0 : image.pointee.headers.1
        guard writeAll(file: file, UnsafeRawPointer(header.bytes), header.length) else { return false }
        var line = LineNumbers(sequence: 0, base: first == 0 ? image.pointee.bases.0 : image.pointee.bases.1)
        var slot = first
        while true {
            let lines = slot == 0 ? image.pointee.lines.0 : image.pointee.lines.1
            guard writeLines(lines, numbers: &line, image: image, to: file) else { return false }
            if slot == current { return true }
            slot = current
        }
    }

    /// Where the numbering is: the last action's number, and the dispatcher's sequence number
    /// at the window's checkpoint.
    private struct LineNumbers {
        var sequence: UInt64
        let base: UInt64
    }

    /// Each kept line of `lines` (they end with `\n`), expanded.
    private static func writeLines(
        _ lines: BlackBoxBuffer, numbers: inout LineNumbers, image: UnsafeMutablePointer<BlackBoxImage>,
        to file: Int32
    ) -> Bool {
        var start = 0
        var index = 0
        while index < lines.length {
            if lines.bytes[index] == 0x0A {
                guard writeLine(lines.bytes + start, count: index - start, numbers: &numbers, image: image, to: file)
                else { return false }
                start = index + 1
            }
            index += 1
        }
        return true
    }

    /// One kept line (without its line feed) as a version 2 line: `D` a completion, `B…` a break,
    /// otherwise an action after the decimal digits of its cause.
    private static func writeLine(
        _ line: UnsafeMutablePointer<UInt8>, count: Int, numbers: inout LineNumbers,
        image: UnsafeMutablePointer<BlackBoxImage>, to file: Int32
    ) -> Bool {
        let texts = image.pointee.texts
        let digits = image.pointee.digits
        guard count > 0 else { return true }
        if line[0] == 68 {  // D
            return writeText(texts.done, to: file) && writeNumber(numbers.sequence, digits, to: file)
                && writeText(texts.end, to: file)
        }
        if line[0] == 66 {  // B
            return writeText(texts.broke, to: file) && writeNumber(numbers.sequence, digits, to: file)
                && writeAll(file: file, UnsafeRawPointer(line + 1), count - 1) && writeText(texts.end, to: file)
        }
        var cause: UInt64 = 0
        var index = 0
        while index < count, line[index] >= 48, line[index] <= 57 {
            cause = cause &* 10 &+ UInt64(line[index] - 48)
            index += 1
        }
        numbers.sequence += 1
        guard writeText(texts.sequence, to: file), writeNumber(numbers.sequence, digits, to: file),
            writeAll(file: file, UnsafeRawPointer(line + index), count - index)
        else { return false }
        if cause > 0 {
            // A cause at or before the window's checkpoint is written as 0: before this log.
            let relative = cause > numbers.base ? cause - numbers.base : 0
            guard writeText(texts.cause, to: file), writeNumber(relative, digits, to: file) else { return false }
        }
        return writeText(texts.end, to: file)
    }

    /// Writes a C string made before the crash.
    private static func writeText(_ text: UnsafeMutablePointer<CChar>, to file: Int32) -> Bool {
        writeAll(file: file, UnsafeRawPointer(text), strlen(text))
    }

    /// Writes the decimal digits of `number`, formatted in `buffer` (24 bytes).
    private static func writeNumber(_ number: UInt64, _ buffer: UnsafeMutablePointer<UInt8>, to file: Int32) -> Bool {
        var count = 0
        var rest = number
        repeat {
            count += 1
            rest /= 10
        } while rest > 0
        rest = number
        var position = count
        repeat {
            position -= 1
            buffer[position] = UInt8(truncatingIfNeeded: 48 + rest % 10)
            rest /= 10
        } while rest > 0
        return writeAll(file: file, UnsafeRawPointer(buffer), count)
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
