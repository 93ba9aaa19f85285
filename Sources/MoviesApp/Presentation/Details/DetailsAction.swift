import Foundation

/// What can happen to the details screen.
package enum DetailsAction: Equatable, Sendable {
    /// The user opened item `index` (1-based, across all loaded pages) of the movies list.
    case opened(index: Int)
    /// The poster of request `requestID` arrived from `url`.
    case posterLoaded(requestID: Int, url: String, data: Data)
    /// The poster of request `requestID` could not be fetched (silent for the user).
    case posterFailed(requestID: Int, detail: String)
}

extension DetailsAction: FeatureActionCoding {
    static let typeNames: Set<String> = ["details.opened", "details.posterLoaded", "details.posterFailed"]

    var typeName: String {
        switch self {
        case .opened: "details.opened"
        case .posterLoaded: "details.posterLoaded"
        case .posterFailed: "details.posterFailed"
        }
    }

    init(type: String, from container: KeyedDecodingContainer<ActionCodingKey>) throws {
        switch type {
        case "details.opened": self = .opened(index: try container.decode(Int.self, forKey: .index))
        case "details.posterLoaded":
            self = .posterLoaded(
                requestID: try container.decode(Int.self, forKey: .request),
                url: try container.decode(String.self, forKey: .url),
                data: try container.decode(Data.self, forKey: .bytes))
        default:
            self = .posterFailed(
                requestID: try container.decode(Int.self, forKey: .request),
                detail: try container.decode(String.self, forKey: .detail))
        }
    }

    func encodeFields(into container: inout KeyedEncodingContainer<ActionCodingKey>) throws {
        switch self {
        case .opened(let index):
            try container.encode(index, forKey: .index)
        case .posterLoaded(let requestID, let url, let data):
            try container.encode(requestID, forKey: .request)
            try container.encode(url, forKey: .url)
            try container.encode(data, forKey: .bytes)
        case .posterFailed(let requestID, let detail):
            try container.encode(requestID, forKey: .request)
            try container.encode(detail, forKey: .detail)
        }
    }
}
