import MoviesDomain

/// Why a load (a movies page or a poster) failed: the kind decides the user's line, the detail
/// is for logs.
///
/// It encodes flat: `kind`, the kind's own fields and `detail` (see ``FailureKind``), so a
/// failure of the two original kinds encodes as it always did.
package struct LoadFailure: Equatable, Sendable, Codable {
    /// The kind of failure (the name `Kind` is kept from when there were two).
    package typealias Kind = FailureKind

    /// Which failure it is.
    package var kind: FailureKind
    /// The technical description (never shown as the error message).
    package var detail: String

    /// Creates a failure.
    package init(kind: FailureKind, detail: String) {
        self.kind = kind
        self.detail = detail
    }

    /// The failure of a repository error: its kind and its detail.
    package init(_ error: MoviesLoadError) {
        self.init(kind: FailureKind(error), detail: error.detail)
    }

    /// Reads `kind` (``FailureKind/failed`` when absent), the kind's fields and `detail`.
    /// - Throws: `DecodingError` for a missing `detail` or a bad kind.
    package init(from container: KeyedDecodingContainer<ActionCodingKey>) throws {
        self.init(
            kind: try FailureKind(from: container), detail: try container.decode(String.self, forKey: .detail))
    }

    /// Decodes the flat form.
    /// - Throws: `DecodingError` for a missing `detail` or a bad kind.
    package init(from decoder: any Decoder) throws {
        try self.init(from: try decoder.container(keyedBy: ActionCodingKey.self))
    }

    /// Writes `kind`, the kind's fields and `detail` into `container`.
    /// - Throws: what the container throws.
    package func encode(into container: inout KeyedEncodingContainer<ActionCodingKey>) throws {
        try kind.encode(into: &container)
        try container.encode(detail, forKey: .detail)
    }

    /// Encodes the flat form.
    /// - Throws: what the encoder throws.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: ActionCodingKey.self)
        try encode(into: &container)
    }
}
