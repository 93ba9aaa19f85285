/// The texts of failed loads: one line per kind of failure, each saying what to do and how to
/// retry, and the poster's reason.
extension Strings {
    /// `Error: TMDB server error (HTTP 503): type "more" to retry.`
    package func errorLine(_ kind: FailureKind) -> String {
        "\(errorTitle): \(failureMessage(kind))"
    }

    /// The user message of a failure kind (the error line without `Error: `).
    package func failureMessage(_ kind: FailureKind) -> String { texts.failureMessage(kind) }

    /// `Poster: unavailable (HTTP 404)`; without a known reason, `Poster: unavailable`.
    package func posterUnavailable(_ reason: FailureKind?) -> String {
        texts.posterUnavailableTitle + (reason.flatMap(posterReason).map { " (\($0))" } ?? "")
    }

    /// "Poster: cancelled" / "Póster: cancelado".
    package var posterCancelled: String { texts.posterCancelled }

    /// `HTTP 404` for a kind with a status, else the language's reason (`cannot reach HOST:PORT`,
    /// `timed out after 15 s`...); nil for ``FailureKind/failed``.
    private func posterReason(_ kind: FailureKind) -> String? {
        kind.statusCode.map { "HTTP \($0)" } ?? texts.posterReason(kind)
    }
}
