/// The line being edited: its characters (grapheme clusters) and the cursor between them.
package struct LineBuffer: Equatable, Sendable {
    /// The characters of the line.
    package private(set) var characters: [Character] = []
    /// The cursor: the number of characters before it (0 ... `characters.count`).
    package private(set) var cursor = 0

    /// Creates a buffer holding `text`, the cursor at its end.
    package init(_ text: String = "") {
        characters = Array(text)
        cursor = characters.count
    }

    /// The line's text.
    package var text: String { String(characters) }
    /// Whether the line is empty.
    package var isEmpty: Bool { characters.isEmpty }
    /// The columns before the cursor.
    package var columnsBeforeCursor: Int { DisplayWidth.of(String(characters[..<cursor])) }

    /// Inserts `text` at the cursor (a combining mark joins the character before it).
    ///
    /// Only the characters next to the cursor are segmented again with `text`, so inserting
    /// costs the inserted length plus the characters after the cursor, not the whole line (a
    /// paste arriving read by read stays linear).
    package mutating func insert(_ text: String) {
        let start = max(0, cursor - 1)
        let end = min(characters.count, cursor + 1)
        let before = String(characters[start..<cursor]) + text
        let joined = Array(before + String(characters[cursor..<end]))
        characters.replaceSubrange(start..<end, with: joined)
        cursor = min(start + before.count, characters.count)
    }

    /// Deletes the character before the cursor; false at the start.
    @discardableResult
    package mutating func deleteBackward() -> Bool {
        guard cursor > 0 else { return false }
        characters.remove(at: cursor - 1)
        cursor -= 1
        return true
    }

    /// Deletes the character under the cursor; false at the end.
    @discardableResult
    package mutating func deleteForward() -> Bool {
        guard cursor < characters.count else { return false }
        characters.remove(at: cursor)
        return true
    }

    /// Moves the cursor by `offset` characters, within the line.
    package mutating func move(by offset: Int) {
        cursor = min(max(0, cursor + offset), characters.count)
    }

    /// Moves the cursor to the start (`toEnd: false`) or the end of the line.
    package mutating func moveToBoundary(toEnd: Bool) {
        cursor = toEnd ? characters.count : 0
    }

    /// Moves the cursor to the start of the word before it (spaces skipped first).
    package mutating func moveWordLeft() {
        cursor = wordStart(before: cursor)
    }

    /// Moves the cursor to the end of the word after it (spaces skipped first).
    package mutating func moveWordRight() {
        var index = cursor
        while index < characters.count, characters[index].isWhitespace { index += 1 }
        while index < characters.count, !characters[index].isWhitespace { index += 1 }
        cursor = index
    }

    /// Deletes from the cursor to the end; returns what it deleted.
    @discardableResult
    package mutating func killToEnd() -> String {
        let killed = String(characters[cursor...])
        characters.removeSubrange(cursor...)
        return killed
    }

    /// Deletes from the start to the cursor; returns what it deleted.
    @discardableResult
    package mutating func killToStart() -> String {
        let killed = String(characters[..<cursor])
        characters.removeSubrange(..<cursor)
        cursor = 0
        return killed
    }

    /// Deletes the word before the cursor (and the spaces between it and the cursor); returns
    /// what it deleted.
    @discardableResult
    package mutating func killWordBefore() -> String {
        let start = wordStart(before: cursor)
        let killed = String(characters[start..<cursor])
        characters.removeSubrange(start..<cursor)
        cursor = start
        return killed
    }

    /// Replaces the `count` characters before the cursor with `text` (the cursor after it).
    package mutating func replaceBeforeCursor(_ count: Int, with text: String) {
        let start = max(0, cursor - count)
        characters.removeSubrange(start..<cursor)
        cursor = start
        insert(text)
    }

    /// Puts the cursor after `count` characters (within the line).
    package mutating func setCursor(_ count: Int) {
        cursor = min(max(0, count), characters.count)
    }

    private func wordStart(before index: Int) -> Int {
        var start = index
        while start > 0, characters[start - 1].isWhitespace { start -= 1 }
        while start > 0, !characters[start - 1].isWhitespace { start -= 1 }
        return start
    }
}
