import Foundation

/// Whether this run is CI's: `CI=true`, as CI runs `.ci/run`.
///
/// A test that needs a tool the machine may lack (Node, Chromium and its driver) skips itself
/// when the tool is missing, except under CI, where it runs and fails on the missing tool:
/// ```swift
/// @Test(.enabled(if: ContinuousIntegration.requires(PageLogic.available), "needs node on the PATH"))
/// ```
package enum ContinuousIntegration {
    /// Whether `CI` is `true` in this process's environment.
    package static var isRunning: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// Whether a test that needs a tool runs: when the tool is `available`, and always under CI.
    package static func requires(_ available: Bool) -> Bool { available || isRunning }
}
