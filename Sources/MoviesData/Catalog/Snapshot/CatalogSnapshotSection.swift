/// The sections of a catalog snapshot, in file order: each is one array of fixed-width integers.
package enum CatalogSnapshotSection: Int, CaseIterable, Sendable {
    /// Where each movie record starts (`UInt32`, one more than the movies).
    case movieStarts
    /// The movie records (bytes, ``MovieRecordWriter``).
    case movieRecords
    /// The search terms' bytes.
    case termBytes
    /// Where each term starts (`Int32`, one more than the terms).
    case termStarts
    /// Each term's letter mask (`UInt64`).
    case termMasks
    /// Term ids by length (`Int32`).
    case termIDsByLength
    /// Where each length starts among the ids by length (`Int32`).
    case termLengthStarts
    /// Where each term's postings start (`Int32`, one more than the terms).
    case postingStarts
    /// The postings (`UInt32`, `movie << 1 | field`).
    case postingEntries
    /// The title keys' bytes.
    case titleKeyBytes
    /// Where each full title key starts (`Int32`).
    case titleFullStarts
    /// Where each short title key starts (`Int32`, one more than the movies).
    case titleShortStarts
    /// The word starts of the short keys, one bit per byte (`UInt64`).
    case titleWordStarts
    /// Each movie's popularity rank (`Int32`).
    case staticRank
    /// Each rank's movie (`Int32`).
    case movieByRank
    /// Each rank's review count (`Int32`).
    case reviewsByRank
    /// Where each year's movies start, 1900 to 2099 (`Int32`, 201 entries).
    case yearStarts
    /// The movies of every year, back to back (`Int32`).
    case yearMovies

    /// The byte size of one element.
    package var elementSize: Int {
        switch self {
        case .movieRecords, .termBytes, .titleKeyBytes: 1
        case .termMasks, .titleWordStarts: 8
        default: 4
        }
    }

    /// The section's name in error messages.
    package var name: String { "\(self)" }
}
