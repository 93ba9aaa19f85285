/// The films an empty search names as what may have been meant.
package enum DidYouMean {
    /// How many suggested films the empty state names (and a bare number can search for).
    package static let limit = 3
}
