import MoviesDomain

/// The technical description of an effect's error, as carried by failure actions (for logs).
enum FailureDetail {
    /// A `MoviesLoadError`'s own detail, else the error's description.
    static func of(_ error: any Error) -> String {
        (error as? MoviesLoadError)?.detail ?? String(describing: error)
    }
}
