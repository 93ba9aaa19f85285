import MoviesDomain

/// The technical description of an effect's error, as carried by failure actions (for logs).
enum FailureDetail {
    /// A `MoviesLoadError`'s own detail, else the error's description.
    static func of(_ error: any Error) -> String {
        (error as? MoviesLoadError)?.detail ?? String(describing: error)
    }

    /// The failure of an effect's error: a `MoviesLoadError`'s kind and detail, else
    /// ``FailureKind/failed`` with the error's description.
    static func failure(_ error: any Error) -> LoadFailure {
        (error as? MoviesLoadError).map(LoadFailure.init) ?? LoadFailure(kind: .failed, detail: of(error))
    }
}
