import Foundation
import MoviesDomain

/// The view data of the details screen.
package struct DetailsView: Equatable, Sendable {
    /// The heading (the title, "" when missing).
    package var title: String
    /// `Release Date: Nov 14, 2003` or `To be announced`.
    package var releaseLine: String
    /// The known facts, one line each.
    package var facts: [String]
    /// `Overview:`, shown above the overview.
    package var overviewTitle: String
    /// The plot summary, if the source has one.
    package var overview: String?
    /// `Type "back" to return to the list.`
    package var hint: String

    /// Creates the view data.
    package init(
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
