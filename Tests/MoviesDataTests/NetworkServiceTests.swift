import Foundation
import Testing

@testable import MoviesData

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

private struct Sample: Decodable, Equatable {
    let name: String
}

private struct OtherError: Error {}

@Suite struct NetworkServiceTests {
    let configuration = NetworkConfiguration(baseURL: URL(fileURLWithPath: "/").deletingLastPathComponent())

    private func service(_ session: FakeSession) -> DataTransferService {
        let base = URLComponents(string: "https://api.example.org/v")?.url ?? configuration.baseURL
        let config = NetworkConfiguration(
            baseURL: base, headers: ["Accept": "application/json"],
            queryItems: [URLQueryItem(name: "api_key", value: "k")], timeout: 7)
        return DataTransferService(networkService: NetworkService(configuration: config, session: session))
    }

    private func transferError(_ session: FakeSession, path: String = "/x") async -> String {
        do {
            _ = try await service(session).request(Endpoint(path: path), decoding: Sample.self)
            return "no error"
        } catch {
            return describe(error)
        }
    }

    @Test func validJSONDecodesAndTheRequestIsExact() async throws {
        let session = FakeSession(status: 200, body: Data(#"{"name": "ok", "extra": 1}"#.utf8))
        let endpoint = Endpoint(
            path: "/search", queryItems: [URLQueryItem(name: "q", value: "a b")],
            headers: ["X-Test": "1"])
        let value = try await service(session).request(endpoint, decoding: Sample.self)

        #expect(value == Sample(name: "ok"))
        let request = try #require(session.requests.first)
        #expect(session.requests.count == 1)
        #expect(request.url?.absoluteString == "https://api.example.org/v/search?api_key=k&q=a%20b")
        #expect(request.httpMethod == "GET")
        #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")
        #expect(request.value(forHTTPHeaderField: "X-Test") == "1")
        #expect(request.timeoutInterval == 7)
    }

    @Test func invalidJSONIsAParsingError() async {
        #expect(
            await transferError(FakeSession(status: 200, body: Data("{\"name\": ".utf8))) == "parsing(DecodingError)")
    }

    @Test func http500IsAStatusCodeErrorWithTheBody() async {
        #expect(
            await transferError(FakeSession(status: 500, body: Data("oops".utf8)))
                == "networkFailure(error(500, oops))")
    }

    @Test(arguments: [399, 400, 404])
    func statusesFrom400AreErrors(status: Int) async {
        let result = await transferError(FakeSession(status: status, body: Data(#"{"name":"x"}"#.utf8)))
        #expect(result == (status >= 400 ? "networkFailure(error(\(status), {\"name\":\"x\"}))" : "no error"))
    }

    @Test func noDataIsNoResponse() async {
        #expect(await transferError(FakeSession(status: 200, body: Data())) == "noResponse")
    }

    @Test(arguments: [
        (URLError.Code.cancelled, "cancelled"),
        (.notConnectedToInternet, "notConnected"), (.dataNotAllowed, "notConnected"),
        (.cannotFindHost, "unreachable"), (.cannotConnectToHost, "unreachable"),
        (.networkConnectionLost, "unreachable"), (.dnsLookupFailed, "unreachable"),
        (.timedOut, "timedOut"), (.badServerResponse, "generic(URLError -1011)"),
    ])
    func transportErrorsAreMapped(code: URLError.Code, expected: String) async {
        #expect(await transferError(FakeSession(error: URLError(code))) == "networkFailure(\(expected))")
    }

    @Test func aSessionSlowerThanTheTimeoutTimesOut() async throws {
        let session = FakeSession { _ in
            try await Task.sleep(for: .seconds(600))
            throw URLError(.unknown)
        }
        let base = try #require(URL(string: "http://127.0.0.1:9"))
        let network = NetworkService(
            configuration: NetworkConfiguration(baseURL: base, timeout: 0.05), session: session)
        do {
            _ = try await network.request(Endpoint(path: "/x"))
            Issue.record("expected a timeout")
        } catch {
            #expect(describe(error) == "timedOut")
        }
    }

    @Test func cancellationErrorIsCancelled() async {
        #expect(await transferError(FakeSession(error: CancellationError())) == "networkFailure(cancelled)")
    }

    @Test func anUnknownErrorIsGeneric() async {
        #expect(await transferError(FakeSession(error: OtherError())) == "networkFailure(generic(OtherError()))")
    }

    @Test func aCancelledTaskIsCancelledWithoutSending() async {
        let session = FakeSession(status: 200, body: Data(#"{"name":"x"}"#.utf8))
        let transfer = service(session)
        let task = Task { () -> String in
            withUnsafeCurrentTask { $0?.cancel() }
            do {
                _ = try await transfer.request(Endpoint(path: "/x"), decoding: Sample.self)
                return "no error"
            } catch let error as DataTransferError {
                return describe(error)
            } catch {
                return "unexpected \(error)"
            }
        }
        #expect(await task.value == "networkFailure(cancelled)")
        #expect(session.requests.isEmpty)
    }

    @Test(arguments: ["", "x", "no-slash", "/a b", "/a?b", "/a#b", "/%zz", "/%4", "/é", "/a\nb", "/a\"b"])
    func aMalformedPathIsAURLGenerationErrorWithoutSending(path: String) async {
        let session = FakeSession(status: 200, body: Data())
        #expect(await transferError(session, path: path) == "networkFailure(urlGeneration)")
        #expect(session.requests.isEmpty)
    }

    @Test(arguments: ["ftp://host.example", "file:///tmp", "http://"])
    func anUnusableBaseURLIsAURLGenerationError(base: String) throws {
        let url = try #require(URL(string: base))
        #expect(throws: NetworkError.self) {
            try Endpoint(path: "/x").url(with: NetworkConfiguration(baseURL: url))
        }
    }

    @Test func queryValuesAreStrictlyEncodedAndTheBasePathKept() throws {
        let base = try #require(URL(string: "http://127.0.0.1:8080/api/"))
        let endpoint = Endpoint(
            path: "/3/search/movie",
            queryItems: [
                URLQueryItem(name: "query", value: "c++ & more=é"), URLQueryItem(name: "flag", value: nil),
            ])
        let url = try endpoint.url(with: NetworkConfiguration(baseURL: base))
        #expect(
            url.absoluteString == "http://127.0.0.1:8080/api/3/search/movie?query=c%2B%2B%20%26%20more%3D%C3%A9&flag")
    }

    @Test func rawDataRequestsReturnTheBody() async throws {
        let data = try await service(FakeSession(status: 200, body: Data([1, 2, 3]))).requestData(Endpoint(path: "/p"))
        #expect(data == Data([1, 2, 3]))
    }

    @Test func connectivityIsDistinguishable() {
        #expect(NetworkError.notConnected.isConnectivityFailure)
        #expect(NetworkError.unreachable.isConnectivityFailure)
        #expect(!NetworkError.cancelled.isConnectivityFailure)
        #expect(!NetworkError.timedOut.isConnectivityFailure)
    }
}
