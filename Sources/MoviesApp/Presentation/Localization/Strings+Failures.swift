import MoviesDomain

/// The texts of failed loads: one line per kind of failure, each saying what to do and how to
/// retry, and the poster's reason.
extension Strings {
    /// `Error: TMDB server error (HTTP 503): type "more" to retry.`
    package func errorLine(_ kind: FailureKind) -> String {
        "\(errorTitle): \(failureMessage(kind))"
    }

    /// The user message of a failure kind (the error line without `Error: `).
    package func failureMessage(_ kind: FailureKind) -> String {
        isSpanish ? spanishMessage(kind) : englishMessage(kind)
    }

    /// `Poster: unavailable (HTTP 404)`; without a known reason, `Poster: unavailable`.
    package func posterUnavailable(_ reason: FailureKind?) -> String {
        let lead = isSpanish ? "Póster: no disponible" : "Poster: unavailable"
        return lead + (reason.flatMap(posterReason).map { " (\($0))" } ?? "")
    }

    /// "Poster: cancelled" / "Póster: cancelado".
    package var posterCancelled: String { isSpanish ? "Póster: cancelado" : "Poster: cancelled" }

    private var retry: String { isSpanish ? "escribe \"more\" para reintentar." : "type \"more\" to retry." }

    private func englishMessage(_ kind: FailureKind) -> String {
        switch kind {
        case .noConnection: "No internet connection: check your network, then \(retry)"
        case .unreachable(let address): "Cannot reach \(address): check TMDB_BASE_URL and your network, then \(retry)"
        case .rejectedKey: "TMDB rejected the API key (HTTP 401): check TMDB_API_KEY, restart, then search again."
        case .notFound: "TMDB has no such address (HTTP 404): check TMDB_BASE_URL, restart, then search again."
        case .rateLimited: "Rate limited by TMDB (HTTP 429): try again in a moment: \(retry)"
        case .serverError(let status): "TMDB server error (HTTP \(status)): \(retry)"
        case .httpStatus(let status): "TMDB refused the request (HTTP \(status)): \(retry)"
        case .timedOut(let seconds): "Timed out after \(seconds) s waiting for TMDB: \(retry)"
        case .unreadable(let problem): "Unreadable answer from TMDB (\(problemText(problem))): \(retry)"
        case .failed: "Failed loading movies: \(retry)"
        }
    }

    private func spanishMessage(_ kind: FailureKind) -> String {
        switch kind {
        case .noConnection: "Sin conexión a internet: revisa tu red y \(retry)"
        case .unreachable(let address): "No se puede conectar con \(address): revisa TMDB_BASE_URL y tu red, y \(retry)"
        case .rejectedKey: "TMDB rechazó la clave de API (HTTP 401): revisa TMDB_API_KEY, reinicia y vuelve a buscar."
        case .notFound: "TMDB no tiene esa dirección (HTTP 404): revisa TMDB_BASE_URL, reinicia y vuelve a buscar."
        case .rateLimited: "Demasiadas peticiones a TMDB (HTTP 429): inténtalo en un momento: \(retry)"
        case .serverError(let status): "Error del servidor de TMDB (HTTP \(status)): \(retry)"
        case .httpStatus(let status): "TMDB rechazó la petición (HTTP \(status)): \(retry)"
        case .timedOut(let seconds): "Sin respuesta de TMDB tras \(seconds) s: \(retry)"
        case .unreadable(let problem): "Respuesta ilegible de TMDB (\(problemText(problem))): \(retry)"
        case .failed: "Error al descargar películas: \(retry)"
        }
    }

    /// `missing field "total_pages"`, `bad field "page"`, `empty answer`, `not JSON`.
    private func problemText(_ problem: AnswerProblem) -> String {
        switch (problem, isSpanish) {
        case (.empty, false): "empty answer"
        case (.empty, true): "respuesta vacía"
        case (.notJSON, false): "not JSON"
        case (.notJSON, true): "no es JSON"
        case (.missingField(let path), false): "missing field \"\(path)\""
        case (.missingField(let path), true): "falta el campo \"\(path)\""
        case (.badField(let path), false): "bad field \"\(path)\""
        case (.badField(let path), true): "campo incorrecto \"\(path)\""
        }
    }

    /// `HTTP 404`, `cannot reach HOST:PORT`, `timed out after 15 s`...; nil for ``FailureKind/failed``.
    private func posterReason(_ kind: FailureKind) -> String? {
        if let status = kind.statusCode { return "HTTP \(status)" }
        switch (kind, isSpanish) {
        case (.noConnection, false): return "no internet connection"
        case (.noConnection, true): return "sin conexión a internet"
        case (.unreachable(let address), false): return "cannot reach \(address)"
        case (.unreachable(let address), true): return "no se puede conectar con \(address)"
        case (.timedOut(let seconds), false): return "timed out after \(seconds) s"
        case (.timedOut(let seconds), true): return "sin respuesta tras \(seconds) s"
        case (.unreadable(let problem), _): return problemText(problem)
        default: return nil
        }
    }
}
