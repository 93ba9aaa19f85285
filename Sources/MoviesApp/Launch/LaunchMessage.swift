/// A line the console run prints on stderr (a startup failure, the technical detail of a failed
/// load, a storage or recording warning), as data: worded in a language by
/// ``Strings/launchMessage(_:)``. The executable maps the data layer's errors to these.
package enum LaunchMessage: Equatable, Sendable {
    /// `--source tmdb` without `TMDB_API_KEY`.
    case missingAPIKey
    /// `name` (a variable or flag) is not an http(s) URL with a host.
    case invalidURL(name: String, value: String)
    /// The catalog resource (`folder`) is in none of the places `searched`.
    case catalogMissing(folder: String, searched: [String])
    /// The catalog could not be read (`detail`: the system's reason).
    case catalogUnreadable(detail: String)
    /// Line `line` of the catalog is not a valid record.
    case catalogMalformed(line: Int, reason: String)
    /// `--record FILE` for an existing file without `--force`.
    case recordFileExists(path: String)
    /// `--record FILE` failed; `detail` is the action-log library's (English) text.
    case recordFailed(detail: RecordingDetail)
    /// Writing the recording failed mid-session; `detail` is the library's text.
    case recordingStopped(detail: RecordingDetail)
    /// Loading movies failed (the technical detail behind the user's error line).
    case loadingMoviesFailed(detail: String)
    /// Loading a poster failed.
    case loadingPosterFailed(detail: String)
    /// Reading the recent searches failed.
    case readingRecentSearchesFailed(detail: String)
    /// Saving a recent search failed.
    case savingRecentSearchFailed(detail: String)
    /// A data file was corrupt (`invalidJSON`, else unreadable) and was moved to `target`.
    case corruptFileMovedAside(path: String, invalidJSON: Bool, target: String)
    /// A data file was corrupt and could not be moved aside (`reason`: the system's).
    case corruptFileKept(path: String, invalidJSON: Bool, reason: String)
    /// The last session crashed; its black box wrote the action log `log`.
    case lastSessionCrashed(log: String)
    /// The data directory cannot be written (`path`, `reason`); `fileName` is kept in memory only.
    case dataDirectoryUnwritable(path: String, reason: String, fileName: String)
}
