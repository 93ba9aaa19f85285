#!/usr/bin/env python3
"""Turns a module's symbol graphs into its public API listing.

Usage: api-listing.py MODULE.symbols.json [MODULE@OTHER.symbols.json ...] > api/MODULE.txt

MODULE@OTHER.symbols.json holds what MODULE declares in extensions of OTHER's types (a public
method on String, a property for every type conforming to another module's protocol, a
conformance of String to one of MODULE's protocols); its lines start with OTHER's name:
`Swift.String.method()`, `FluxActionLog.LoggableAction.property`, `Swift.String: conforms to P`.
The graphs are made with -emit-extension-block-symbols (scripts/symbol-graphs.sh): an extension
block is not a line, and of its conformances only those to MODULE's own protocols are.

One line per public or open declaration, sorted, in the form

    Path.To.symbol: declaration

where the path is the symbol's path components joined by "." and the declaration is its
declaration fragments joined (attributes such as @MainActor included; `open ` in front of an
open declaration, public being the default). Lines are added for:
- each conformance of a type declared here, `Type: conforms to Protocol`;
- the constraints of the extension a member is declared in, ` (where A == B)` at the end;
- a protocol's default implementation, ` (default implementation)` at the end.

Left out so that the listing only changes when the API does: symbols the compiler synthesizes
from other modules' protocols (`!=` of Equatable...), conformances every type gets implicitly
(Copyable, Escapable, SendableMetatype), doc comments and source locations.
"""

import json
import os
import sys

IMPLICIT_CONFORMANCES = {"Swift.Copyable", "Swift.Escapable", "Swift.SendableMetatype"}
VISIBLE = {"public", "open"}


def declaration(symbol):
    return "".join(fragment["spelling"] for fragment in symbol["declarationFragments"])


def constraint_text(constraint):
    operator = {"conformance": ":", "superclass": ":", "sameType": "=="}.get(constraint["kind"], constraint["kind"])
    return f"{constraint['lhs']} {operator} {constraint['rhs']}"


def symbol_line(symbol, default_implementations):
    path = ".".join(symbol["pathComponents"])
    access = "open " if symbol["accessLevel"] == "open" else ""
    line = f"{path}: {access}{declaration(symbol)}"
    extension = symbol.get("swiftExtension", {})
    constraints = extension.get("constraints", [])
    if constraints:
        line += " (where " + ", ".join(constraint_text(c) for c in constraints) + ")"
    if symbol["identifier"]["precise"] in default_implementations:
        line += " (default implementation)"
    return line


def listing(graph):
    symbols = {
        s["identifier"]["precise"]: s
        for s in graph["symbols"]
        if s["accessLevel"] in VISIBLE and "::SYNTHESIZED::" not in s["identifier"]["precise"]
    }
    default_implementations = {
        r["source"] for r in graph["relationships"] if r["kind"] == "defaultImplementationOf"
    }
    lines = {symbol_line(s, default_implementations) for s in symbols.values() if not is_extension_block(s)}
    for relationship in graph["relationships"]:
        if relationship["kind"] not in ("conformsTo", "inheritsFrom"):
            continue
        source = symbols.get(relationship["source"])
        if source is None:
            continue
        # Of another module's type, only the conformances to this module's protocols are this
        # module's API (`extension String: ActionLogLocation`), not the type's own (Sendable).
        if is_extension_block(source) and relationship["target"] not in symbols:
            continue
        target = relationship.get("targetFallback") or target_name(symbols, relationship["target"])
        if target in IMPLICIT_CONFORMANCES:
            continue
        verb = "conforms to" if relationship["kind"] == "conformsTo" else "inherits from"
        lines.add(f"{'.'.join(source['pathComponents'])}: {verb} {target}")
    return sorted(lines)


def is_extension_block(symbol):
    """Whether the symbol is an extension of another module's type (its block, not a member)."""
    return symbol["kind"]["identifier"] == "swift.extension"


def target_name(symbols, identifier):
    """The path of a target declared in this module, else its precise identifier."""
    target = symbols.get(identifier)
    return ".".join(target["pathComponents"]) if target else identifier


def read_graphs(paths):
    """One graph of the module's own graph and its extension graphs, whose symbols' paths get
    the extended module's name (the file name's part after "@") in front."""
    merged = {"symbols": [], "relationships": []}
    for index, path in enumerate(paths):
        with open(path, encoding="utf-8") as file:
            graph = json.load(file)
        name = os.path.basename(path)[: -len(".symbols.json")]
        if index > 0:
            if "@" not in name:
                raise ValueError(f"{path}: not an extension graph (MODULE@OTHER.symbols.json)")
            extended = name.split("@", 1)[1]
            for symbol in graph["symbols"]:
                symbol["pathComponents"] = [extended] + symbol["pathComponents"]
        merged["symbols"] += graph["symbols"]
        merged["relationships"] += graph["relationships"]
    return merged


def main(arguments):
    if not arguments or not all(path.endswith(".symbols.json") for path in arguments):
        print("usage: api-listing.py MODULE.symbols.json [MODULE@OTHER.symbols.json ...]", file=sys.stderr)
        return 2
    try:
        graph = read_graphs(arguments)
    except (OSError, ValueError) as error:
        print(f"api-listing.py: {error}", file=sys.stderr)
        return 2
    sys.stdout.write("".join(line + "\n" for line in listing(graph)))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
