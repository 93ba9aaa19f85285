#if FLUX_MOVIES_PLANTED_BUG
    /// Bugs planted on purpose for the crash-to-test tests, compiled in only when the build
    /// defines `FLUX_MOVIES_PLANTED_BUG` (`-Xswiftc -DFLUX_MOVIES_PLANTED_BUG`; never in what
    /// ships): opening item 3 of page 2 traps; opening item 4 of page 2 leaves a poster without
    /// a movie, breaking the details store's invariant "poster only with a movie".
    ///
    /// It is a pure function of the state and the action, called by ``DetailsReducer``, so it
    /// fires in every process that runs the reducer, a replay's parent included, as a real bug
    /// would. Reaching it takes state built by earlier actions and effect results: a search,
    /// its first page, `more`, the second page, then `open` of that page's third item.
    package enum PlantedBug {
        /// Traps when `index` (1-based, across the loaded pages) is the third item of page 2.
        package static func check(opening index: Int, search: SearchState) {
            guard search.pages.count >= 2, index == search.pages[0].movies.count + 3 else { return }
            fatalError("planted bug: opening item 3 of page 2")
        }

        /// Whether opening `index` is opening the fourth item of page 2, which the bug gets wrong.
        package static func breaks(opening index: Int, search: SearchState) -> Bool {
            search.pages.count >= 2 && index == search.pages[0].movies.count + 4
        }
    }
#endif
