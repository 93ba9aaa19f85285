/// The texts of the forgiving grammar, the pager and the poster's loading line.
extension Strings {
    /// What `help WORD` prints for `command`.
    package func commandHelp(_ command: CommandWord) -> [String] { texts.commandHelp(command) }

    /// The pager's line under a page: "-- more (space, q) --".
    package var pagerPrompt: String { texts.pagerPrompt }

    /// The poster line while the poster loads: "Poster: loading...".
    package var posterLoading: String { texts.posterLoading }
}
