/// Why a store's state could not be encoded canonically (by ``CanonicalStateEncoder``, for a
/// digest or a snapshot).
public enum StateEncodingError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The store's state type does not conform to `Encodable`.
    case notEncodable(store: String, type: String)
    /// The state's `encode(to:)` threw.
    case encodingFailed(store: String, reason: String)

    /// One line naming the store and what to do.
    public var description: String {
        switch self {
        case .notEncodable(let store, let type):
            return "the state of store \"\(store)\" (\(type)) is not Encodable; "
                + "make it Codable to record or verify action logs"
        case .encodingFailed(let store, let reason):
            return "the state of store \"\(store)\" could not be encoded: \(reason)"
        }
    }
}
