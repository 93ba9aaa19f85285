/// The fixed parts of the inspector page: everything but the embedded data.
///
/// The Content-Security-Policy allows nothing by default (`default-src 'none'`: no request of
/// any kind, not even for images, fonts or frames) and only the page's own inline script and
/// style, by their SHA-256 hashes: no other script can run, even if markup were ever injected.
/// Styles the script sets go through the CSSOM (`element.style.x = ...`), which a CSP does not
/// restrict, so `'unsafe-inline'` is not needed for styles either.
enum InspectorPageTemplate {
    /// From the doctype to the end of the page's markup; the data elements follow.
    static let top = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="referrer" content="no-referrer">
        <title>Session inspector</title>
        <style>\(InspectorStyle.css)</style>
        </head>
        <body>
        \(body)

        """

    /// The script and the end of the document.
    static let bottom = "<script>\(InspectorScript.source)</script>\n</body>\n</html>\n"

    /// The policy: nothing but the inline script and style with these exact contents.
    static let contentSecurityPolicy =
        "default-src 'none'; "
        + "script-src 'sha256-\(SHA256.base64Digest(InspectorScript.source))'; "
        + "style-src 'sha256-\(SHA256.base64Digest(InspectorStyle.css))'; "
        + "base-uri 'none'; form-action 'none'"

    private static let body = """
        <header id="fx-header">
          <h1 id="fx-title">Session inspector</h1>
          <dl id="fx-facts"></dl>
          <div id="fx-verdict" role="status"></div>
        </header>
        <main id="fx-main">
          <section id="fx-left" aria-label="Timeline">
            <div id="fx-controls">
              <button type="button" id="fx-prev" title="Previous action (Left or k)" aria-label="Previous action">&#9664;</button>
              <div id="fx-scrubber"><input type="range" id="fx-scrub" min="0" max="0" value="0" aria-label="Position in the session"><span id="fx-scrub-mark" hidden></span></div>
              <button type="button" id="fx-next" title="Next action (Right or j)" aria-label="Next action">&#9654;</button>
              <span id="fx-pos" aria-live="polite"></span>
            </div>
            <div id="fx-filters">
              <input type="search" id="fx-text" placeholder="Filter by text" aria-label="Filter actions by text" autocomplete="off">
              <details id="fx-types-box" open><summary>Types <button type="button" id="fx-types-all">all</button> <button type="button" id="fx-types-none">none</button></summary><div id="fx-types"></div></details>
              <div id="fx-shown"></div>
            </div>
            <div id="fx-timeline" tabindex="0" role="listbox" aria-label="Actions"><div id="fx-rows"></div></div>
            <details id="fx-chart-box" open><summary>Actions per type and over time</summary><figure id="fx-chart"></figure></details>
          </section>
          <section id="fx-right" aria-label="Selected action">
            <h2 id="fx-sel"></h2>
            <div id="fx-sel-note"></div>
            <pre id="fx-action"></pre>
            <div id="fx-tabs" role="tablist">
              <button type="button" role="tab" id="fx-tab-state" aria-controls="fx-panel-state">State</button>
              <button type="button" role="tab" id="fx-tab-diff" aria-controls="fx-panel-diff">Diff</button>
            </div>
            <div id="fx-panel-state" role="tabpanel"></div>
            <div id="fx-panel-diff" role="tabpanel" hidden></div>
          </section>
        </main>
        <footer id="fx-footer"><span id="fx-keys">Keys: Left/Right or k/j previous/next, Home/End first/last. Link to an action: #seq=N&amp;tab=diff</span> <span id="fx-devtools"></span></footer>
        <noscript><p>This page needs JavaScript to show the session.</p></noscript>
        """
}
