import MoviesDomain

/// The texts of failed loads, in every language: the error line's message and the poster's
/// reason; the error line and the poster line are joined from them the same way in all.
extension Strings {
    /// The user message of a failure (the error line without `Error: `):
    /// `TMDB server error (HTTP 503): type "more" to retry.`
    package func failureMessage(_ kind: FailureKind) -> String {
        switch kind {
        case .noConnection:
            pick(
                en: "No internet connection: check your network, then \(retry)",
                es: "Sin conexión a internet: revisa tu red y \(retry)")
        case .unreachable(let address):
            pick(
                en: "Cannot reach \(address): check TMDB_BASE_URL and your network, then \(retry)",
                es: "No se puede conectar con \(address): revisa TMDB_BASE_URL y tu red, y \(retry)")
        case .rejectedKey:
            pick(
                en: "TMDB rejected the API key (HTTP 401): check TMDB_API_KEY, restart, then search again.",
                es: "TMDB rechazó la clave de API (HTTP 401): revisa TMDB_API_KEY, reinicia y vuelve a buscar.")
        case .notFound:
            pick(
                en: "TMDB has no such address (HTTP 404): check TMDB_BASE_URL, restart, then search again.",
                es: "TMDB no tiene esa dirección (HTTP 404): revisa TMDB_BASE_URL, reinicia y vuelve a buscar.")
        case .rateLimited:
            pick(
                en: "Rate limited by TMDB (HTTP 429): try again in a moment: \(retry)",
                es: "Demasiadas peticiones a TMDB (HTTP 429): inténtalo en un momento: \(retry)")
        case .serverError(let status):
            pick(
                en: "TMDB server error (HTTP \(status)): \(retry)",
                es: "Error del servidor de TMDB (HTTP \(status)): \(retry)")
        case .httpStatus(let status):
            pick(
                en: "TMDB refused the request (HTTP \(status)): \(retry)",
                es: "TMDB rechazó la petición (HTTP \(status)): \(retry)")
        case .timedOut(let seconds):
            pick(
                en: "Timed out after \(seconds) s waiting for TMDB: \(retry)",
                es: "Sin respuesta de TMDB tras \(seconds) s: \(retry)")
        case .tooLarge:
            pick(
                en: "The answer from TMDB was too large (stopped reading it): \(retry)",
                es: "La respuesta de TMDB era demasiado grande (se dejó de leer): \(retry)")
        case .unreadable(let problem):
            pick(
                en: "Unreadable answer from TMDB (\(answerProblem(problem))): \(retry)",
                es: "Respuesta ilegible de TMDB (\(answerProblem(problem))): \(retry)")
        case .failed: pick(en: "Failed loading movies: \(retry)", es: "Error al descargar películas: \(retry)")
        }
    }

    /// "Poster: unavailable", before the reason in parentheses.
    package var posterUnavailableTitle: String { pick(en: "Poster: unavailable", es: "Póster: no disponible") }

    /// The reason of a poster failure without an HTTP status: "no internet connection"; nil for
    /// the kinds with a status (they show `HTTP 404`) and for ``FailureKind/failed``.
    package func posterReason(_ kind: FailureKind) -> String? {
        switch kind {
        case .noConnection: pick(en: "no internet connection", es: "sin conexión a internet")
        case .unreachable(let address): pick(en: "cannot reach \(address)", es: "no se puede conectar con \(address)")
        case .timedOut(let seconds): pick(en: "timed out after \(seconds) s", es: "sin respuesta tras \(seconds) s")
        case .tooLarge: pick(en: "the answer was too large", es: "la respuesta era demasiado grande")
        case .unreadable(let problem): answerProblem(problem)
        case .rejectedKey, .notFound, .rateLimited, .serverError, .httpStatus, .failed: nil
        }
    }

    /// "Poster: cancelled".
    package var posterCancelled: String { pick(en: "Poster: cancelled", es: "Póster: cancelado") }

    /// `Error: TMDB server error (HTTP 503): type "more" to retry.`
    package func errorLine(_ kind: FailureKind) -> String {
        "\(errorTitle): \(failureMessage(kind))"
    }

    /// `Poster: unavailable (HTTP 404)`; without a known reason, `Poster: unavailable`.
    package func posterUnavailable(_ reason: FailureKind?) -> String {
        posterUnavailableTitle + (reason.flatMap(posterReasonText).map { " (\($0))" } ?? "")
    }

    /// `HTTP 404` for a kind with a status, else the language's reason (`cannot reach HOST:PORT`,
    /// `timed out after 15 s`...); nil for ``FailureKind/failed``.
    private func posterReasonText(_ kind: FailureKind) -> String? {
        kind.statusCode.map { "HTTP \($0)" } ?? posterReason(kind)
    }

    /// What ends a failure that `more` retries: `type "more" to retry.`
    private var retry: String { pick(en: "type \"more\" to retry.", es: "escribe \"more\" para reintentar.") }

    /// `missing field "total_pages"`, `bad field "page"`, `empty answer`, `not JSON`.
    private func answerProblem(_ problem: AnswerProblem) -> String {
        switch problem {
        case .empty: pick(en: "empty answer", es: "respuesta vacía")
        case .notJSON: pick(en: "not JSON", es: "no es JSON")
        case .missingField(let path): pick(en: "missing field \"\(path)\"", es: "falta el campo \"\(path)\"")
        case .badField(let path): pick(en: "bad field \"\(path)\"", es: "campo incorrecto \"\(path)\"")
        }
    }
}
