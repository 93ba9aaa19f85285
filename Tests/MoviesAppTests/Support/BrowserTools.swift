import Foundation

/// Headless Chromium, its WebDriver and a Python with Selenium, when this machine has them
/// (Debian: `apt-get install chromium chromium-driver python3-selenium`).
struct BrowserTools: Sendable {
    let chromium: String
    let chromedriver: String
    let python: String

    /// The tools found, or nil when one is missing.
    static let found: BrowserTools? = find()

    /// Whether the browser tests can run.
    static var available: Bool { found != nil }

    private static func find() -> BrowserTools? {
        let files = FileManager.default
        guard
            let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
                .first(where: files.isExecutableFile(atPath:)),
            let chromedriver = ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"].first(
                where: files.isExecutableFile(atPath:)),
            let python = ["/usr/bin/python3", "/usr/local/bin/python3"].first(where: { hasSelenium($0) })
        else { return nil }
        return BrowserTools(chromium: chromium, chromedriver: chromedriver, python: python)
    }

    private static func hasSelenium(_ python: String) -> Bool {
        guard FileManager.default.isExecutableFile(atPath: python) else { return false }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", "import selenium.webdriver"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do {
            try process.run()
            process.waitUntilExit()
            return process.terminationStatus == 0
        } catch {
            return false
        }
    }
}
