import MoviesDomain

/// What can happen to the movies list.
///
/// `requestID` ties a load result to the request that asked for it (see `SearchState.request`):
/// a result for any other request (superseded or cancelled) is ignored by the reducer.
package enum SearchAction: Equatable, Sendable {
    /// The user searched for `query`, typed or picked; the reducer trims it and ignores a blank one.
    case submitted(query: String)
    /// The user asked for the next page ("more"); ignored unless more pages exist and nothing loads.
    case nextPageRequested
    /// The user cancelled the in-flight load; items stay and no error is shown.
    case cancelRequested
    /// A cached copy of the requested page arrived, before the fresh one.
    case cachedPageLoaded(requestID: Int, page: MoviesPage)
    /// The fresh page arrived; the load is over.
    case pageLoaded(requestID: Int, page: MoviesPage)
    /// The load failed; the load is over.
    case loadFailed(requestID: Int, failure: LoadFailure)
}

extension SearchAction: FeatureActionCoding {
    static let typeNames: Set<String> = [
        "search.submitted", "search.nextPageRequested", "search.cancelRequested",
        "search.cachedPageLoaded", "search.pageLoaded", "search.loadFailed",
    ]

    var typeName: String {
        switch self {
        case .submitted: "search.submitted"
        case .nextPageRequested: "search.nextPageRequested"
        case .cancelRequested: "search.cancelRequested"
        case .cachedPageLoaded: "search.cachedPageLoaded"
        case .pageLoaded: "search.pageLoaded"
        case .loadFailed: "search.loadFailed"
        }
    }

    init(type: String, from container: KeyedDecodingContainer<ActionCodingKey>) throws {
        switch type {
        case "search.submitted": self = .submitted(query: try container.decode(String.self, forKey: .query))
        case "search.nextPageRequested": self = .nextPageRequested
        case "search.cancelRequested": self = .cancelRequested
        case "search.cachedPageLoaded":
            self = .cachedPageLoaded(
                requestID: try container.decode(Int.self, forKey: .request),
                page: try container.decode(MoviesPage.self, forKey: .page))
        case "search.pageLoaded":
            self = .pageLoaded(
                requestID: try container.decode(Int.self, forKey: .request),
                page: try container.decode(MoviesPage.self, forKey: .page))
        default:
            self = .loadFailed(
                requestID: try container.decode(Int.self, forKey: .request), failure: try LoadFailure(from: container))
        }
    }

    func encodeFields(into container: inout KeyedEncodingContainer<ActionCodingKey>) throws {
        switch self {
        case .submitted(let query): try container.encode(query, forKey: .query)
        case .nextPageRequested, .cancelRequested: break
        case .cachedPageLoaded(let requestID, let page), .pageLoaded(let requestID, let page):
            try container.encode(requestID, forKey: .request)
            try container.encode(page, forKey: .page)
        case .loadFailed(let requestID, let failure):
            try container.encode(requestID, forKey: .request)
            try failure.encode(into: &container)
        }
    }
}
