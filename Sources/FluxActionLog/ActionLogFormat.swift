/// The constants that identify an action log file; <doc:LogFormatV1> defines the format and
/// <doc:LogFormatV2> what version 2 adds.
public enum ActionLogFormat {
    /// The value of the header's `"format"` key.
    public static let name = "flux-action-log"
    /// The newest format version this build writes and reads (2: write-ahead records). Logs with
    /// a higher version are rejected with ``ActionLogError/Kind/newerFormatVersion(found:supported:)``;
    /// version 1 logs are read as before.
    public static let version = 2
    /// The longest line a reader accepts (64 MiB); a longer one is reported as
    /// ``ActionLogError/Kind/lineTooLong(limit:)``, so a damaged file cannot exhaust memory.
    public static let maximumLineLength = 64 << 20
}
