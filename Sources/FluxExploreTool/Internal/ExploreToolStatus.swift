/// The explore command's exit statuses (``ExploreTool``'s table).
enum ExploreToolStatus: Int32 {
    /// No failure, or only known ones.
    case passed = 0
    /// A new failure: its files are written and its seed saved.
    case failed = 1
    /// A wrong command line, or a file that cannot be read or written.
    case usage = 2
}
