import Flux

/// One broken invariant as a break line holds it (decoded).
struct InvariantBreakLine: Decodable {
    let store: String
    let invariant: String
    let fields: [String]

    /// The break it describes.
    var invariantBreak: InvariantBreak { InvariantBreak(store: store, invariant: invariant, fields: fields) }
}
