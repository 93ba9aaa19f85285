/// The texts of failed loads built the same way in every language: the error line and the
/// poster's reason.
extension LanguageTexts {
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
}
