/// The poster widths image hosts serve, and the closest-width rule (spec 1.3).
public enum PosterSize {
    /// The available widths, smallest first.
    public static let available = [92, 154, 185, 342, 500, 780]

    /// The available width closest to `width`; on a tie the smaller one
    /// (`123` -> `92`, `124` -> `154`, `0` -> `92`, `5000` -> `780`).
    public static func closest(to width: Int) -> Int {
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
