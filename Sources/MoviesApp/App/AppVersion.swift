/// The app's name and version, shown by `--version` and written to action-log headers.
public enum AppVersion {
    /// The app's name.
    public static let name = "flux-movies"
    /// The app's version.
    public static let current = "0.1.0"
}
