/// The app's name and version, shown by `--version` and written to action-log headers.
package enum AppVersion {
    /// The app's name.
    package static let name = "flux-movies"
    /// The app's version.
    package static let current = "0.2.0"
}
