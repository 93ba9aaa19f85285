import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A whole answer of a ``BoundedURLSession``: its body and response, handed across threads once.
struct BoundedAnswer: @unchecked Sendable {
    /// The body (at most the transfer's limit).
    let data: Data
    /// The response.
    let response: URLResponse
}
