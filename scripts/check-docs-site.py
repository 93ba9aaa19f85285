#!/usr/bin/env python3
"""Checks that the DocC sites built by scripts/docs.sh render in a real browser.

For each module given (default: Flux FluxActionLog FluxTesting FluxReplayTool FluxExploration FluxExploreTool) it serves .build/docs/<Module>
over HTTP on 127.0.0.1 (DocC sites load their pages with JavaScript and do not work from
file://), opens /documentation/<module>/ in headless Chromium and waits until the page's title
(the h1 DocC renders from the landing page) reads the module's name. Exit status 0 when every
page renders, 1 otherwise, with what was seen instead.

Needs Chromium, chromedriver and Selenium (Debian: chromium chromium-driver python3-selenium).
CHROMIUM and CHROMEDRIVER override their paths (default /usr/bin/chromium, /usr/bin/chromedriver).
"""

import functools
import http.server
import os
import sys
import threading

try:
    from selenium import webdriver
    from selenium.common.exceptions import TimeoutException
    from selenium.webdriver.chrome.service import Service
    from selenium.webdriver.common.by import By
    from selenium.webdriver.support.ui import WebDriverWait
except ImportError:
    sys.exit(
        f"check-docs-site: this Python ({sys.executable}) has no Selenium; install the Debian packages "
        "chromium chromium-driver python3-selenium (.ci/run skips this check when they are missing "
        "and it is not root)"
    )

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", ".build", "docs")
TIMEOUT_SECONDS = 30


class QuietHandler(http.server.SimpleHTTPRequestHandler):
    """Serves files without logging every request."""

    def log_message(self, format, *args):
        pass


def serve(directory):
    """Starts an HTTP server for `directory` on a free loopback port; returns it (running)."""
    handler = functools.partial(QuietHandler, directory=directory)
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    return server


def make_driver():
    options = webdriver.ChromeOptions()
    options.binary_location = os.environ.get("CHROMIUM", "/usr/bin/chromium")
    for argument in ("--headless=new", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage"):
        options.add_argument(argument)
    service = Service(executable_path=os.environ.get("CHROMEDRIVER", "/usr/bin/chromedriver"))
    return webdriver.Chrome(service=service, options=options)


def rendered_title(driver):
    """The text of the page's first h1 once DocC has rendered it, else None."""
    headings = driver.find_elements(By.CSS_SELECTOR, "main h1")
    return headings[0].text.strip() if headings and headings[0].text.strip() else None


def check(driver, module):
    """Opens the module's landing page; returns an error message, or None when it renders."""
    directory = os.path.join(ROOT, module)
    if not os.path.isfile(os.path.join(directory, "index.html")):
        return f"{module}: no site at {os.path.normpath(directory)}; run scripts/docs.sh first"
    server = serve(directory)
    url = f"http://127.0.0.1:{server.server_address[1]}/documentation/{module.lower()}/"
    try:
        driver.get(url)
        title = WebDriverWait(driver, TIMEOUT_SECONDS).until(rendered_title)
    except TimeoutException:
        body = driver.find_element(By.TAG_NAME, "body").text.strip().replace("\n", " ")[:200]
        return f"{module}: {url} rendered no title within {TIMEOUT_SECONDS} s; the page shows: {body!r}"
    finally:
        server.shutdown()
        server.server_close()
    if title != module:
        return f"{module}: {url} rendered the title {title!r}, expected {module!r}"
    print(f"check-docs-site: {module}: {url} renders {title!r}")
    return None


def main(modules):
    for name, path in (("CHROMIUM", "/usr/bin/chromium"), ("CHROMEDRIVER", "/usr/bin/chromedriver")):
        path = os.environ.get(name, path)
        if not os.access(path, os.X_OK):
            print(
                f"check-docs-site: no {path} (set {name}, or install the Debian packages chromium "
                "chromium-driver python3-selenium)",
                file=sys.stderr,
            )
            return 1
    driver = make_driver()
    try:
        errors = [error for error in (check(driver, module) for module in modules) if error]
    finally:
        driver.quit()
    for error in errors:
        print(f"check-docs-site: {error}", file=sys.stderr)
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:] or ["Flux", "FluxActionLog", "FluxTesting", "FluxReplayTool", "FluxExploration", "FluxExploreTool"]))
