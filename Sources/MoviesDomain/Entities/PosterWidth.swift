/// The poster widths image hosts serve (TMDB's `w92` ... `w780`), and the closest-width rule:
/// a poster is fetched in the available width closest to the one asked for.
package enum PosterWidth {
    /// The widths TMDB serves (`w92` ... `w780`).
    package static let available = [92, 154, 185, 342, 500, 780]

    /// The available width closest to `width`; on a tie the smaller wins
    /// (e.g. `123` -> `92`, `124` -> `154`, `0` or negative -> `92`, huge -> `780`).
    package static func closest(to width: Int) -> Int {
        var best = available[0]
        for candidate in available.dropFirst() where distance(candidate, width) < distance(best, width) {
            best = candidate
        }
        return best
    }

    private static func distance(_ candidate: Int, _ width: Int) -> Int {
        candidate >= width ? candidate - width : width - candidate
    }
}
