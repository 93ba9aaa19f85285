import Foundation
import TestSupport

/// Headless Chromium, its WebDriver and a Python with Selenium, when this machine has them
/// (Debian: `apt-get install chromium chromium-driver python3-selenium`).
struct BrowserTools: Sendable {
    let chromium: String
    let chromedriver: String
    let python: String

    /// The tools found, or nil when one is missing (looked for once, by the first to ask).
    static var found: BrowserTools? {
        get async { await search.value }
    }

    /// Whether the browser tests can run.
    static var available: Bool {
        get async { await found != nil }
    }

    private static let search = Task { await find() }

    private static func find() async -> BrowserTools? {
        let files = FileManager.default
        guard
            let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser", "/usr/bin/google-chrome"]
                .first(where: files.isExecutableFile(atPath:)),
            let chromedriver = ["/usr/bin/chromedriver", "/usr/lib/chromium/chromedriver"].first(
                where: files.isExecutableFile(atPath:)),
            let python = await firstWithSelenium(["/usr/bin/python3", "/usr/local/bin/python3"])
        else { return nil }
        return BrowserTools(chromium: chromium, chromedriver: chromedriver, python: python)
    }

    /// The first of `pythons` that can import Selenium's WebDriver, or nil.
    private static func firstWithSelenium(_ pythons: [String]) async -> String? {
        for python in pythons where FileManager.default.isExecutableFile(atPath: python) {
            let result = try? await ChildProcess.run(
                URL(fileURLWithPath: python), ["-c", "import selenium.webdriver"],
                in: FileManager.default.temporaryDirectory)
            if result?.status == 0 && result?.signaled == false { return python }
        }
        return nil
    }
}
