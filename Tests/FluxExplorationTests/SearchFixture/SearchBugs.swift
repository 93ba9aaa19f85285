/// The bugs planted in the fixture app; each fires wherever its faulty code runs.
struct SearchBugs: OptionSet, Sendable {
    let rawValue: Int

    /// Submitting a query already in the history adds it again (the reducer forgets to remove
    /// the old entry): two submits of one query break "history without duplicates".
    static let duplicateHistory = Self(rawValue: 1 << 0)
    /// The history is trimmed before the new query is inserted, so it grows one past its
    /// capacity: five different submits break "history within capacity".
    static let trimBeforeInsert = Self(rawValue: 1 << 1)
    /// A new search does not cancel the one in flight, so an older answer can arrive last and
    /// be shown for a newer query: only some orders of the effects' work show it.
    static let staleResults = Self(rawValue: 1 << 2)
    /// Typing searches at the first keystroke and ignores the keystrokes of the next 300 ms
    /// (a leading-edge "debounce"): the last keystroke of a quick burst is never searched.
    static let leadingEdgeDebounce = Self(rawValue: 1 << 3)
    /// The status store does not wait for the search store and is registered before it, so it
    /// reduces each action first and counts the results shown before the action: one search
    /// answered breaks "status counts the results shown". (A debug build of Flux traps at such an
    /// undeclared read; the planted read goes around that check, as a release build's does.)
    static let noWaitFor = Self(rawValue: 1 << 4)
}
