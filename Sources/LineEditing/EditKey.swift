/// One key (or key chord) of a terminal in raw mode, decoded from its bytes by ``KeyDecoder``.
package enum EditKey: Equatable, Sendable {
    /// Printable text: one grapheme cluster or more (a paste arrives as one piece).
    case text(String)
    /// Enter (CR or LF).
    case enter
    /// Backspace (DEL or Ctrl-H): deletes the character before the cursor.
    case backspace
    /// Delete (`ESC [3~`): deletes the character under the cursor.
    case delete
    /// Left arrow or Ctrl-B.
    case left
    /// Right arrow or Ctrl-F.
    case right
    /// Home or Ctrl-A.
    case home
    /// End or Ctrl-E.
    case end
    /// Alt-B or Ctrl-Left: to the start of the word before the cursor.
    case wordLeft
    /// Alt-F or Ctrl-Right: to the end of the word after the cursor.
    case wordRight
    /// Up arrow or Ctrl-P: the previous history line.
    case up
    /// Down arrow or Ctrl-N: the next history line.
    case down
    /// Ctrl-K: deletes from the cursor to the end of the line.
    case killToEnd
    /// Ctrl-U: deletes from the start of the line to the cursor.
    case killToStart
    /// Ctrl-W: deletes the word before the cursor.
    case killWordBefore
    /// Ctrl-Y: inserts the text the last Ctrl-K, Ctrl-U or Ctrl-W deleted.
    case yank
    /// Ctrl-R: searches the history backward for the text typed next (again: an older match).
    case reverseSearch
    /// Alt-.: inserts the last word of the previous history line (again: of the line before).
    case insertLastWord
    /// Ctrl-G: cancels a history search.
    case cancel
    /// A lone Esc: cancels a history search.
    case escape
    /// Ctrl-L: clears the screen.
    case clearScreen
    /// Tab: completes a command word.
    case tab
    /// Ctrl-C.
    case interrupt
    /// Ctrl-D.
    case endOfInput
    /// Ctrl-Z.
    case suspend
    /// A key the editor does not use (another control key, an unknown escape sequence).
    case ignored
}
