import Foundation
import MoviesDomain

/// The view data of the details screen.
public struct DetailsView: Equatable, Sendable {
    /// The heading (the title, "" when missing).
    public var title: String
    /// `Release Date: Nov 14, 2003` or `To be announced`.
    public var releaseLine: String
    /// The known facts, one line each.
    public var facts: [String]
    /// `Overview:`, shown above the overview.
    public var overviewTitle: String
    /// The plot summary, if the source has one.
    public var overview: String?
    /// `Type "back" to return to the list.`
    public var hint: String

    /// Creates the view data.
    public init(
        title: String, releaseLine: String, facts: [String], overviewTitle: String, overview: String?, hint: String
    ) {
        self.title = title
        self.releaseLine = releaseLine
        self.facts = facts
        self.overviewTitle = overviewTitle
        self.overview = overview
        self.hint = hint
    }
}
