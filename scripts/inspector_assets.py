#!/usr/bin/env python3
"""Writes Sources/FluxActionLog/Inspector/InspectorAssets.swift from the inspector page's web files.

The files are in Sources/FluxActionLog/Inspector/Web (excluded from the target in Package.swift):
inspector.html (the page, with placeholders), inspector.css, and the .js files that scripts.txt
lists in order. The script is those files joined inside one strict-mode function; the page's
Content-Security-Policy allows exactly that script and that style by their SHA-256 hashes, computed
here. Usage: inspector_assets.py OUTPUT (scripts/inspector-assets.sh calls it).
"""
import base64
import hashlib
import os
import re
import sys

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
WEB = "Sources/FluxActionLog/Inspector/Web"
GENERATED = "Sources/FluxActionLog/Inspector/InspectorAssets.swift"
MAX_LINE = 160


def fail(message):
    sys.stderr.write("inspector-assets: " + message + "\n")
    sys.exit(1)


def read(name):
    path = os.path.join(ROOT, WEB, name)
    try:
        with open(path, "rb") as handle:
            data = handle.read()
    except OSError as error:
        fail("cannot read %s/%s: %s" % (WEB, name, error.strerror))
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:
        fail("%s/%s is not UTF-8" % (WEB, name))
    # Plain text a reviewer can read: the bytes the page hashes are exactly these.
    for number, line in enumerate(text.split("\n"), start=1):
        where = "%s/%s:%d" % (WEB, name, number)
        if "\r" in line or "\t" in line:
            fail(where + ": a tab or carriage return")
        if line != line.rstrip():
            fail(where + ": trailing whitespace")
        if len(line) > MAX_LINE:
            fail(where + ": longer than %d characters" % MAX_LINE)
    if not text.endswith("\n"):
        fail("%s/%s does not end with a newline" % (WEB, name))
    return text


def sha256(text):
    return base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii")


def script():
    """The .js files of scripts.txt joined, and a note of where each one starts."""
    names = [line.strip() for line in read("scripts.txt").split("\n") if line.strip() and not line.startswith("#")]
    if not names:
        fail("scripts.txt lists no file")
    listed = set(names)
    for name in sorted(os.listdir(os.path.join(ROOT, WEB))):
        if name.endswith(".js") and name not in listed:
            fail("%s/%s is not in scripts.txt" % (WEB, name))
    texts = [read(name) for name in names]
    # A table of where each file starts: browsers count lines from the script's start (named
    # flux-inspector.js by its sourceURL), so line L of a file is line L + start - 1 there.
    source = "\n(function () {\n'use strict';\n// flux-inspector.js: the files of %s joined (scripts.txt):\n" % WEB
    first = 5 + len(names)  # an empty line, the function's two, the title, then one per file
    for name, text in zip(names, texts):
        source += "//   %s: line 1 is line %d here\n" % (name, first)
        first += text.count("\n")
    source += "".join(texts) + "})();\n//# sourceURL=flux-inspector.js\n"
    for forbidden in ("</script", "<!--"):
        if forbidden in source.lower():
            fail("the script holds %s, which would end it or change how it is parsed in the page" % forbidden)
    return source


def page():
    template = "".join(
        line for line in read("inspector.html").splitlines(keepends=True) if not line.startswith("{{#")
    )
    style = read("inspector.css")
    if "</style" in style.lower():
        fail("inspector.css holds </style")
    code = script()
    policy = (
        "default-src 'none'; script-src 'sha256-%s'; style-src 'sha256-%s'; base-uri 'none'; form-action 'none'"
        % (sha256(code), sha256(style))
    )
    for name in ("content-security-policy", "style", "script", "data"):
        if template.count("{{%s}}" % name) != 1:
            fail("inspector.html must hold {{%s}} once" % name)
    unknown = set(re.findall(r"\{\{[^}]*\}\}", template)) - {
        "{{content-security-policy}}", "{{style}}", "{{script}}", "{{data}}"
    }
    if unknown:
        fail("inspector.html holds unknown placeholders: " + ", ".join(sorted(unknown)))
    top, bottom = template.split("{{data}}\n", 1) if "{{data}}\n" in template else fail("{{data}} must be a line")
    if "{{script}}" in top or "{{style}}" in bottom or "{{content-security-policy}}" in bottom:
        fail("inspector.html: the policy and the style go before {{data}}, the script after it")
    top = top.replace("{{content-security-policy}}", policy).replace("{{style}}", style)
    bottom = bottom.replace("{{script}}", code)
    return top, bottom, sha256(code), sha256(style)


def literal(text, indent):
    """A Swift array literal of base64 lines whose decoded bytes are exactly `text` in UTF-8.

    Base64 rather than the text itself: the web files stay the one copy of their code that a
    reader (or a duplicate finder) sees; this file only carries them into the library.
    """
    encoded = base64.b64encode(text.encode("utf-8")).decode("ascii")
    width = 96
    lines = [encoded[start:start + width] for start in range(0, len(encoded), width)]
    body = "\n".join(indent + '"' + line + '",' for line in lines)
    return "[\n" + body + "\n" + indent[4:] + "]"


def main():
    if len(sys.argv) != 2:
        fail("usage: inspector_assets.py OUTPUT")
    top, bottom, script_hash, style_hash = page()
    indent = " " * 8
    swift = """// GENERATED by scripts/inspector-assets.sh from %(web)s: do not edit.
// Edit the files there (inspector.html, inspector.css, the .js files of scripts.txt), then run
// `bash scripts/inspector-assets.sh` and commit this file with them; `.ci/run` fails when it is
// stale (`bash scripts/inspector-assets.sh --check`). CONTRIBUTING.md, "The inspector's page".

import Foundation

/// The fixed parts of the inspector page, generated from its web files: everything but the
/// embedded data, with the Content-Security-Policy that allows only the page's own inline
/// script and style by their SHA-256 hashes.
///
/// The parts are stored in base64, so that the web files remain the only readable copy of the
/// page's code; they are decoded once, on first use.
enum InspectorAssets {
    /// From the doctype to the end of the page's markup (policy and style included); the data
    /// elements follow.
    static let top = decoded(topBase64)

    /// The page's script and the end of the document.
    static let bottom = decoded(bottomBase64)

    /// The UTF-8 text of base64 `lines` (generated, so always valid; an invalid line gives "").
    private static func decoded(_ lines: [String]) -> String {
        String(decoding: Data(base64Encoded: lines.joined()) ?? Data(), as: UTF8.self)
    }

    /// ``top`` in base64.
    private static let topBase64: [String] = %(top)s

    /// ``bottom`` in base64.
    private static let bottomBase64: [String] = %(bottom)s

    /// The SHA-256 of the page's script in base64, as its Content-Security-Policy names it.
    static let scriptHash = "%(script_hash)s"

    /// The SHA-256 of the page's style sheet in base64, as its Content-Security-Policy names it.
    static let styleHash = "%(style_hash)s"
}
""" % {
        "web": WEB,
        "top": literal(top, indent),
        "bottom": literal(bottom, indent),
        "script_hash": script_hash,
        "style_hash": style_hash,
    }
    with open(sys.argv[1], "w", encoding="utf-8", newline="\n") as handle:
        handle.write(swift)


if __name__ == "__main__":
    main()
