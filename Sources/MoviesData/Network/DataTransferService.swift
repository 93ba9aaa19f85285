import Foundation

/// Performs endpoints through a `NetworkService` and decodes JSON bodies into DTOs.
package struct DataTransferService: Sendable {
    /// The underlying network service.
    package let networkService: NetworkService

    /// Creates a service over `networkService`.
    package init(networkService: NetworkService) {
        self.networkService = networkService
    }

    /// Performs `endpoint` and decodes its JSON body as `Response`.
    /// - Throws: `DataTransferError`: `.networkFailure` wrapping the `NetworkError`,
    ///   `.noResponse` for an empty body, `.parsing` for undecodable JSON.
    package func request<Response: Decodable>(
        _ endpoint: Endpoint,
        decoding: Response.Type
    ) async throws(DataTransferError) -> Response {
        let data = try await requestData(endpoint)
        do {
            return try JSONDecoder().decode(Response.self, from: data)
        } catch {
            throw .parsing(error)
        }
    }

    /// Performs `endpoint` and returns its raw body (for images).
    /// - Throws: `DataTransferError.networkFailure`, or `.noResponse` for an empty body.
    package func requestData(_ endpoint: Endpoint) async throws(DataTransferError) -> Data {
        let data: Data
        do {
            data = try await networkService.request(endpoint)
        } catch {
            throw .networkFailure(error)
        }
        guard !data.isEmpty else { throw .noResponse }
        return data
    }
}
