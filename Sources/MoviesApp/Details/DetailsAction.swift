import Foundation

/// What can happen to the details screen.
package enum DetailsAction: Equatable, Sendable {
    /// The user opened item `index` (1-based, across all loaded pages) of the movies list.
    case opened(index: Int)
    /// The poster of request `requestID` arrived from `url`.
    case posterLoaded(requestID: Int, url: String, data: Data)
    /// The poster of request `requestID` could not be fetched (`Poster: unavailable (HTTP 404)`).
    case posterFailed(requestID: Int, failure: LoadFailure)
    /// The user cancelled the poster fetch (`cancel` on the details while it loads).
    case posterCancelRequested
}

extension DetailsAction: FeatureActionCoding {
    static let typeNames: Set<String> = [
        "details.opened", "details.posterLoaded", "details.posterFailed", "details.posterCancelRequested",
    ]

    var typeName: String {
        switch self {
        case .opened: "details.opened"
        case .posterLoaded: "details.posterLoaded"
        case .posterFailed: "details.posterFailed"
        case .posterCancelRequested: "details.posterCancelRequested"
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
        case "details.posterCancelRequested": self = .posterCancelRequested
        default:
            self = .posterFailed(
                requestID: try container.decode(Int.self, forKey: .request), failure: try LoadFailure(from: container))
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
        case .posterFailed(let requestID, let failure):
            try container.encode(requestID, forKey: .request)
            try failure.encode(into: &container)
        case .posterCancelRequested:
            break
        }
    }
}
