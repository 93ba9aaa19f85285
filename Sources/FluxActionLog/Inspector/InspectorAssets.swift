import Foundation

/// The fixed parts of the inspector page, made once from its web files: everything but the
/// embedded data, with the Content-Security-Policy that allows only the page's own inline
/// script and style by their SHA-256 hashes.
///
/// The web files are in `Inspector/Web`; SwiftPM embeds each in the library as bytes
/// (`PackageResources`, from `.embedInCode` in Package.swift), so the library needs no resource
/// bundle and no generated file is committed. `InspectorWebFilesTests` checks what the page
/// needs of them: plain lines, its placeholders once each, every script listed and embedded.
enum InspectorAssets {
    /// From the doctype to the end of the page's markup (policy and style included); the data
    /// elements follow.
    static let top = template.top
        .replacingOccurrences(of: "{{content-security-policy}}", with: contentSecurityPolicy)
        .replacingOccurrences(of: "{{style}}", with: style)

    /// The page's script and the end of the document.
    static let bottom = template.bottom.replacingOccurrences(of: "{{script}}", with: script)

    /// The page's style sheet, `inspector.css`.
    static let style = text(PackageResources.inspector_css)

    /// The page's script: the `.js` files of `scripts.txt` joined in that order inside one
    /// strict-mode function, named `flux-inspector.js` for the browser. Its first lines say at
    /// which line of the script each file starts (browsers count lines from the script's start).
    static let script: String = {
        let files = scriptNames.map { (name: $0, text: text(scriptFiles[$0, default: []])) }
        var start = "\n(function () {\n'use strict';\n"
        start += "// flux-inspector.js: the files of Sources/FluxActionLog/Inspector/Web joined (scripts.txt):\n"
        var line = 5 + files.count  // an empty line, the function's two, the title, one a file
        for file in files {
            start += "//   \(file.name): line 1 is line \(line) here\n"
            line += file.text.utf8.count { $0 == UInt8(ascii: "\n") }
        }
        return start + files.map(\.text).joined() + "})();\n//# sourceURL=flux-inspector.js\n"
    }()

    /// The page's Content-Security-Policy: nothing but its own inline script and style.
    static let contentSecurityPolicy = [
        "default-src 'none'",
        "script-src 'sha256-\(SHA256.base64Digest(script))'",
        "style-src 'sha256-\(SHA256.base64Digest(style))'",
        "base-uri 'none'",
        "form-action 'none'",
    ].joined(separator: "; ")

    /// The script files in the page's order: the lines of `scripts.txt` that are not comments.
    static let scriptNames = text(PackageResources.scripts_txt).split(separator: "\n")
        .map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty && !$0.hasPrefix("#") }

    /// Each script file's bytes by its name. A new `.js` file goes here and in `scripts.txt`.
    static let scriptFiles: [String: [UInt8]] = [
        "values.js": PackageResources.values_js,
        "notation.js": PackageResources.notation_js,
        "states.js": PackageResources.states_js,
        "text.js": PackageResources.text_js,
        "filters.js": PackageResources.filters_js,
        "page.js": PackageResources.page_js,
        "timeline.js": PackageResources.timeline_js,
        "detail.js": PackageResources.detail_js,
        "blame.js": PackageResources.blame_js,
        "chart.js": PackageResources.chart_js,
        "main.js": PackageResources.main_js,
    ]

    /// `inspector.html` without its `{{#` comment lines, cut after its `{{data}}` line: the data
    /// elements are written between the two parts.
    static let template: (top: String, bottom: String) = {
        let lines = text(PackageResources.inspector_html).split(separator: "\n", omittingEmptySubsequences: false)
        let page = lines.filter { !$0.hasPrefix("{{#") }.joined(separator: "\n")
        guard let data = page.range(of: "{{data}}\n") else { return (page, "") }
        return (String(page[..<data.lowerBound]), String(page[data.upperBound...]))
    }()

    /// The UTF-8 text of an embedded file.
    private static func text(_ bytes: [UInt8]) -> String { String(decoding: bytes, as: UTF8.self) }
}
