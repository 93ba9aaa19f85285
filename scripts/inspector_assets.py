#!/usr/bin/env python3
"""Writes Sources/FluxActionLog/Inspector/Generated from the inspector page's web files.

The files are in Web/Inspector (outside Sources: only the generated Swift is the target's):
inspector.html (the page, with placeholders), inspector.css, and the .js files that scripts.txt
lists in order. The script is those files joined inside one strict-mode function; the page's
Content-Security-Policy allows exactly that script and that style by their SHA-256 hashes, computed
here.

Each web file becomes a Swift raw string literal of its own, in a Swift file of its own
(InspectorAssets+ValuesJS.swift holds values.js, ...), so that a change to a web file shows in the
generated Swift as the same lines; InspectorAssets.swift joins them into the page's fixed parts.
No generated file is over MAX_FILE_LINES lines: a web file too long for one is split, at line
boundaries, into parts in numbered files. The generator refuses what a literal cannot hold exactly.

Usage: inspector_assets.py DIRECTORY (scripts/inspector-assets.sh calls it). It writes every
generated file into DIRECTORY and removes any other .swift file there: the folder is the
generator's.
"""
import base64
import hashlib
import os
import re
import sys
import unicodedata

ROOT = os.path.normpath(os.path.join(os.path.dirname(os.path.abspath(__file__)), ".."))
WEB = "Web/Inspector"
GENERATED = "Sources/FluxActionLog/Inspector/Generated"
MAX_LINE = 160
# The most lines of a generated file (scripts/file-sizes.sh allows 400 for any Swift source), and of
# one literal's part: a longer web file is split across files.
MAX_FILE_LINES = 390
MAX_PART_LINES = 360
# The longest line of generated Swift code (.swift-format's lineLength); literals' lines are the
# web files' own, which swift-format does not measure.
MAX_SWIFT_LINE = 120
INDENT = " " * 8


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
        for character in line:
            if unicodedata.category(character) in ("Cc", "Cf", "Zl", "Zp"):
                fail(where + ": an invisible character, U+%04X (write it as an escape in the code)" % ord(character))
    if not text.endswith("\n"):
        fail("%s/%s does not end with a newline" % (WEB, name))
    return text


def sha256(text):
    return base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode("ascii")


def script():
    """The script's parts: its first lines (where each file starts), the .js files, its end."""
    names = [line.strip() for line in read("scripts.txt").split("\n") if line.strip() and not line.startswith("#")]
    if not names:
        fail("scripts.txt lists no file")
    listed = set(names)
    for name in sorted(os.listdir(os.path.join(ROOT, WEB))):
        if name.endswith(".js") and name not in listed:
            fail("%s/%s is not in scripts.txt" % (WEB, name))
    files = [(name, read(name)) for name in names]
    # A table of where each file starts: browsers count lines from the script's start (named
    # flux-inspector.js by its sourceURL), so line L of a file is line L + start - 1 there.
    start = "\n(function () {\n'use strict';\n// flux-inspector.js: the files of %s joined (scripts.txt):\n" % WEB
    first = 5 + len(names)  # an empty line, the function's two, the title, then one per file
    for name, text in files:
        start += "//   %s: line 1 is line %d here\n" % (name, first)
        first += text.count("\n")
    end = "})();\n//# sourceURL=flux-inspector.js\n"
    source = start + "".join(text for _, text in files) + end
    for forbidden in ("</script", "<!--"):
        if forbidden in source.lower():
            fail("the script holds %s, which would end it or change how it is parsed in the page" % forbidden)
    return start, files, end


PLACEHOLDERS = ("content-security-policy", "style", "data", "script")
# The Swift name of the piece of inspector.html before each placeholder (the one after the last is
# inspectorHTMLEnd) and of the value that replaces it.
BEFORE = {
    "content-security-policy": "inspectorHTMLBeforePolicy",
    "style": "inspectorHTMLBeforeStyle",
    "data": "inspectorHTMLBeforeData",
    "script": "inspectorHTMLBeforeScript",
}
VALUE = {"content-security-policy": "contentSecurityPolicy", "style": "inspectorCSS", "script": "script"}


def identifier(name):
    """The Swift name of web file `name`'s literal: values.js is valuesJS, page-logic.js pageLogicJS."""
    stem, dot, extension = name.rpartition(".")
    words = [word for word in re.split(r"[^A-Za-z0-9]+", stem) if word]
    if not dot or not words or not extension.isalnum():
        fail("%s/%s: no Swift name for this file name (letters, digits and dashes, then an extension)" % (WEB, name))
    swift = words[0][0].lower() + words[0][1:] + "".join(w[0].upper() + w[1:] for w in words[1:]) + extension.upper()
    if not re.fullmatch(r"[a-z][A-Za-z0-9]*", swift):
        fail("%s/%s: no Swift name for this file name (letters, digits and dashes, then an extension)" % (WEB, name))
    return swift


def page():
    """What the generated files hold: each web file's text under its Swift name, and how the
    page's fixed parts join them (the names of `top`, `bottom` and `script`, in order)."""
    template = "".join(
        line for line in read("inspector.html").splitlines(keepends=True) if not line.startswith("{{#")
    )
    style = read("inspector.css")
    if "</style" in style.lower():
        fail("inspector.css holds </style")
    start, files, end = script()
    code = start + "".join(text for _, text in files) + end
    directives = [
        "default-src 'none'",
        "script-src 'sha256-%s'" % sha256(code),
        "style-src 'sha256-%s'" % sha256(style),
        "base-uri 'none'",
        "form-action 'none'",
    ]
    policy = "; ".join(directives)
    for name in PLACEHOLDERS:
        if template.count("{{%s}}" % name) != 1:
            fail("inspector.html must hold {{%s}} once" % name)
    unknown = set(re.findall(r"\{\{[^}]*\}\}", template)) - {"{{%s}}" % name for name in PLACEHOLDERS}
    if unknown:
        fail("inspector.html holds unknown placeholders: " + ", ".join(sorted(unknown)))
    if "{{data}}\n" not in template or not ("\n" + template).split("{{data}}")[0].endswith("\n"):
        fail("{{data}} must be a line")
    top_text, bottom_text = template.split("{{data}}\n", 1)
    if "{{script}}" in top_text or "{{style}}" in bottom_text or "{{content-security-policy}}" in bottom_text:
        fail("inspector.html: the policy and the style go before {{data}}, the script after it")

    # inspector.html cut at its placeholders: [text, placeholder, text, ...]; the line {{data}}
    # ends top, the data elements are written between top and bottom.
    tokens = re.split(r"\{\{(%s)\}\}" % "|".join(re.escape(name) for name in PLACEHOLDERS), template)
    texts, placeholders = tokens[0::2], tokens[1::2]
    texts[placeholders.index("data") + 1] = texts[placeholders.index("data") + 1][1:]  # the newline after {{data}}
    literals = []  # (web file, Swift name, what it is, text)
    top, bottom = [], []
    side = top
    for number, text in enumerate(texts):
        after = placeholders[number] if number < len(placeholders) else None
        name = BEFORE[after] if after else "inspectorHTMLEnd"
        if text:
            what = "inspector.html %s" % (
                ("up to `{{%s}}`, without its `{{#` comment lines" % after) if number == 0 else
                ("from `{{%s}}` to `{{%s}}`" % (placeholders[number - 1], after)) if after else
                ("from `{{%s}}` to its end" % placeholders[number - 1]))
            literals.append(("inspector.html", name, what, text))
            side.append(name)
        if after == "data":
            side = bottom
        elif after:
            side.append(VALUE[after])
    literals.append(("inspector.css", identifier("inspector.css"), "inspector.css, the page's style sheet", style))
    script_names = ["scriptStart"]
    for name, text in files:
        literals.append((name, identifier(name), "%s, a part of the page's script" % name, text))
        script_names.append(identifier(name))
    script_names.append("scriptEnd")
    names = [literal[1] for literal in literals]
    if len(set(names)) != len(names):
        twice = sorted(set(name for name in names if names.count(name) > 1))
        fail("two web files have the same Swift name: " + ", ".join(twice))

    # The page with its placeholders filled in: the joined parts must be exactly these bytes.
    expected_top = top_text.replace("{{content-security-policy}}", policy).replace("{{style}}", style)
    expected_bottom = bottom_text.replace("{{script}}", code)
    values = {name: text for _, name, _, text in literals}
    values.update(contentSecurityPolicy=policy, script=code)
    if "".join(values[name] for name in top) != expected_top or "".join(values[n] for n in bottom) != expected_bottom:
        fail("internal error: the generated parts do not join into the page")
    if "".join([start] + [text for _, text in files] + [end]) != code:
        fail("internal error: the generated parts do not join into the script")
    return {
        "literals": literals, "top": top, "bottom": bottom, "script": script_names, "start": start,
        "end": end, "directives": directives, "script_hash": sha256(code), "style_hash": sha256(style),
    }


def raw_literal(text, where):
    r"""The lines of a Swift multiline raw string literal whose value is exactly `text`.

    It takes the fewest `#` for which the text holds neither the closing delimiter (three quotes
    and the `#`s) nor an escape (`\#`: `\#(` interpolation, `\#n`, a line continuation); the
    literal is then read back as Swift reads it, and anything that does not read back as `text`
    is refused.
    """
    hashes = "#"
    while '"""' + hashes in text or "\\" + hashes in text:
        hashes += "#"
        if len(hashes) > 5:  # a reviewer reads up to ##### at a glance
            fail("%s cannot be a raw string literal: for every delimiter up to #####, it holds that many #"
                 " after a backslash (an escape) or after three quotes (the literal's end)" % where)
    body = [(INDENT + line) if line else "" for line in text.split("\n")]
    lines = [hashes + '"""'] + body + [INDENT + '"""' + hashes]
    if read_back(lines) != text:
        fail("%s does not read back from its Swift literal exactly" % where)
    return lines


def read_back(lines):
    """The value Swift gives the multiline raw string literal `lines` (None when it is not one, or
    when it holds an escape or ends early): the lines between the delimiters, each without the
    closing delimiter's indentation, joined by newlines."""
    opening = re.fullmatch(r'(#+)"""', lines[0])
    if not opening or len(lines) < 2:
        return None
    hashes = opening.group(1)
    closing = re.fullmatch(r'( *)"""(#+)', lines[-1])
    if not closing or closing.group(2) != hashes:
        return None
    indent = closing.group(1)
    body = []
    for line in lines[1:-1]:
        if line.strip() == "":
            if line:
                return None  # whitespace alone: not written by raw_literal
            body.append("")
        elif line.startswith(indent):
            body.append(line[len(indent):])
        else:
            return None
    value = "\n".join(body)
    if "\\" + hashes in value or '"""' + hashes in value:
        return None
    return value


HEADER = """// GENERATED by scripts/inspector-assets.sh from %s: do not edit.
// Edit the web files there, then run `bash scripts/inspector-assets.sh` and commit them with
// every file of %s; `.ci/run` fails when one is stale
// (`bash scripts/inspector-assets.sh --check`). CONTRIBUTING.md, "The inspector's page".
""" % (WEB, GENERATED)


def parts(literals):
    """`literals` with each text of more than MAX_PART_LINES lines cut, at line ends, into parts
    named name1, name2, ... (their joined values are the text)."""
    result = []
    for web, name, what, text in literals:
        lines = text.splitlines(keepends=True)
        if len(lines) <= MAX_PART_LINES:
            result.append((web, name, name, "/// %s, verbatim." % what, text))
            continue
        count = (len(lines) + MAX_PART_LINES - 1) // MAX_PART_LINES
        size = (len(lines) + count - 1) // count
        for number in range(count):
            first = number * size
            chunk = "".join(lines[first:first + size])
            last = min(first + size, len(lines))
            doc = "/// %s, verbatim: lines %d to %d of %d." % (what, first + 1, last, len(lines))
            result.append((web, name, name + str(number + 1), doc, chunk))
    return result


def extension_files(literals):
    """{file name: text}: each web file's literals in `InspectorAssets+Name.swift` (values.js in
    InspectorAssets+ValuesJS.swift; numbered when they need more than one file of at most
    MAX_FILE_LINES lines)."""
    by_web = {}
    for web, _, name, doc, text in parts(literals):
        by_web.setdefault(web, []).append((name, doc, text))
    files = {}
    for web, pieces in by_web.items():
        groups = [[]]
        for name, doc, text in pieces:
            block = [doc, "    static let %s = " % name]
            swift = raw_literal(text, "%s/%s (%s)" % (WEB, web, name))
            block[1] += swift[0]
            block += swift[1:]
            if groups[-1] and 7 + sum(len(b) + 1 for b in groups[-1]) + len(block) > MAX_FILE_LINES:
                groups.append([])
            groups[-1].append(block)
        for number, group in enumerate(groups):
            file_base = identifier(web)[0].upper() + identifier(web)[1:]
            file_name = "InspectorAssets+%s%s.swift" % (file_base, str(number + 1) if len(groups) > 1 else "")
            body = "\n\n".join("\n".join(["    " + block[0]] + block[1:]) for block in group)
            files[file_name] = HEADER + "\nextension InspectorAssets {\n" + body + "\n}\n"
    return files


def array(names, indent="    "):
    return "[\n" + "".join("%s    %s,\n" % (indent, name) for name in names) + indent + "]"


def main_file(content, literal_names):
    """InspectorAssets.swift: the enum that joins the literals (`literal_names`: a split text's
    parts by its name) into the page's fixed parts, with the policy and the hashes."""
    expand = lambda names: [part for name in names for part in literal_names.get(name, [name])]
    for directive in content["directives"]:
        if '"' in directive or "\\" in directive:
            fail("a policy directive holds a quote or a backslash: " + directive)
    start = raw_literal(content["start"], "the script's first lines")
    end = raw_literal(content["end"], "the script's last lines")
    return HEADER + """
/// The fixed parts of the inspector page, generated from its web files: everything but the
/// embedded data, with the Content-Security-Policy that allows only the page's own inline
/// script and style by their SHA-256 hashes.
///
/// Each web file is a raw string literal of its own in this folder (`values.js` is `valuesJS` in
/// `InspectorAssets+ValuesJS.swift`, `inspector.html` the pieces around its placeholders in
/// `InspectorAssets+InspectorHTML.swift`): a change to a web file shows here as the same lines.
/// The parts are joined once, on first use.
enum InspectorAssets {
    /// From the doctype to the end of the page's markup (policy and style included); the data
    /// elements follow.
    static let top = %(top)s.joined()

    /// The page's script and the end of the document.
    static let bottom = %(bottom)s.joined()

    /// The page's script: the `.js` files of `scripts.txt` joined in that order inside one
    /// strict-mode function, named `flux-inspector.js` for the browser.
    static let script = %(script)s.joined()

    /// The script's first lines: the function's start, and at which line of the script each file
    /// starts (browsers count lines from the script's start).
    static let scriptStart = %(start)s

    /// The script's last lines: the function's end, and the name the browser gives the script.
    static let scriptEnd = %(end)s

    /// The page's Content-Security-Policy: nothing but its own inline script and style.
    static let contentSecurityPolicy = %(policy)s.joined(separator: "; ")

    /// The SHA-256 of the page's script in base64, as its Content-Security-Policy names it.
    static let scriptHash = "%(script_hash)s"

    /// The SHA-256 of the page's style sheet in base64, as its Content-Security-Policy names it.
    static let styleHash = "%(style_hash)s"
}
""" % {
        "top": array(expand(content["top"])),
        "bottom": array(expand(content["bottom"])),
        "script": array(expand(content["script"])),
        "start": "\n".join(start),
        "end": "\n".join(end),
        "policy": array('"%s"' % directive for directive in content["directives"]),
        "script_hash": content["script_hash"],
        "style_hash": content["style_hash"],
    }


def check_sizes(files):
    """Every file fits scripts/file-sizes.sh, and its Swift code (not the literals' lines) fits
    .swift-format's line length."""
    for name, text in files.items():
        lines = text.split("\n")[:-1]
        if len(lines) > MAX_FILE_LINES:
            fail("internal error: %s would have %d lines" % (name, len(lines)))
        inside = False
        for number, line in enumerate(lines, start=1):
            if inside:
                inside = not re.fullmatch(r' *"""#+', line)
            elif re.search(r'#+"""$', line):
                inside = True
            elif len(line) > MAX_SWIFT_LINE:
                fail("%s:%d: longer than %d characters (a web file's name?)" % (name, number, MAX_SWIFT_LINE))


def main():
    if len(sys.argv) != 2:
        fail("usage: inspector_assets.py DIRECTORY")
    content = page()
    files = extension_files(content["literals"])
    literal_names = {}
    for _, base, name, _, _ in parts(content["literals"]):
        literal_names.setdefault(base, []).append(name)
    if "InspectorAssets.swift" in files:
        fail("a web file would be written as InspectorAssets.swift")
    files["InspectorAssets.swift"] = main_file(content, literal_names)
    check_sizes(files)
    directory = sys.argv[1]
    os.makedirs(directory, exist_ok=True)
    for name in sorted(os.listdir(directory)):
        if name.endswith(".swift") and name not in files:
            os.remove(os.path.join(directory, name))
    for name, text in sorted(files.items()):
        with open(os.path.join(directory, name), "w", encoding="utf-8", newline="\n") as handle:
            handle.write(text)


if __name__ == "__main__":
    main()
