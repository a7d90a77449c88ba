#!/usr/bin/env python3
"""Checks the include structure of the project (docs/architecture.md).

- The engine (engine/**) and the game layer (src/game/**) include no SDL and no ImGui header.
- Includes go only downward: each folder may include the folders listed for it in ALLOWED.
- No two modules include each other, directly or through others (a module is a header and its
  .cpp files with the same stem, e.g. app/app.h + app/app.cpp).

Usage: check_layers.py [ROOT] [--self-test]. Exits 1 and names each violation.
"""
import os
import re
import sys

ENGINE = ["util", "platform", "rules", "learn", "tb", "eval", "formats", "book", "search",
          "facade", "protocol", "review"]
# Folder -> the folders its files may include. "facade" is engine/ itself (engine.h, bench.h).
# "util" (engine/util: text and number helpers, the command-line helper) and "platform"
# (engine/platform: the operating-system seams) are the lowest layers: every layer may use
# them; util includes nothing else of the project, platform only util.
LOW = {"util", "platform"}
ALLOWED = {
    "util": {"util"},
    "platform": LOW,
    "rules": LOW | {"rules"},
    # engine/tb: endgame tables, their generator and probe, on the rules.
    "tb": LOW | {"rules", "tb"},
    # engine/learn: the experience file (what the engine learned from its games), on the rules.
    "learn": LOW | {"rules", "learn"},
    "eval": LOW | {"rules", "eval"},
    "formats": LOW | {"rules", "formats"},
    "book": LOW | {"rules", "book"},
    "search": LOW | {"rules", "learn", "tb", "eval", "search"},
    "facade": LOW | {"rules", "learn", "tb", "eval", "formats", "book", "search", "facade"},
    "protocol": LOW | {"rules", "learn", "tb", "eval", "formats", "book", "search", "facade",
                       "protocol"},
    "review": LOW | {"rules", "learn", "tb", "eval", "formats", "book", "search", "facade",
                     "review"},
    # src/cli: the xiangqi-engine program, a top layer beside app: the engine, and the board
    # pictures for its diagram command.
    "cli": set(ENGINE) | {"cli", "geometry", "diagram"},
    "game": set(ENGINE) | {"game"},
    # render/board_geometry (squares <-> pixels, plain arithmetic) and render/diagram (board
    # pictures drawn in software) are UI-free, so the console engine draws pictures too.
    "geometry": LOW | {"rules", "geometry"},
    "diagram": LOW | {"rules", "geometry", "diagram"},
    "render": LOW | {"rules", "geometry", "render"},
    "ui": set(ENGINE) | {"game", "geometry", "diagram", "render", "ui"},
    "app": set(ENGINE) | {"game", "geometry", "diagram", "render", "ui", "app"},
}
UI_FREE = {"util", "platform", "rules", "learn", "tb", "eval", "formats", "book", "search", "facade",
           "protocol", "review", "cli", "game", "geometry", "diagram"}
UI_HEADER = re.compile(r'#\s*include\s*[<"](SDL|imgui)', re.I)
INCLUDE = re.compile(r'^\s*#\s*include\s*"([^"]+)"', re.M)


def folder_of(rel):
    """The layer of a repository-relative path, or None for files outside the layers."""
    parts = rel.split("/")
    if parts[0] == "engine":
        if len(parts) == 2:
            return "facade"
        return parts[1] if parts[1] in ALLOWED else None
    if parts[0] == "src" and len(parts) >= 3:
        return parts[1] if parts[1] in ALLOWED else None
    if parts[0] == "render":
        if len(parts) >= 3 and parts[1] == "diagram":
            return "diagram"
        if len(parts) == 2 and parts[1].startswith("board_geometry."):
            return "geometry"
        return "render"
    return None


def resolve(include, root):
    """Maps an include string to a repository-relative path, or None (system or unknown)."""
    for base in ("engine", "src", ""):
        path = os.path.join(base, include) if base else include
        if os.path.isfile(os.path.join(root, path)):
            return path
    return None


def module_of(rel):
    return os.path.splitext(rel)[0]


def check(root, files):
    errors = []
    edges = {}
    for rel in files:
        layer = folder_of(rel)
        if layer is None:
            continue
        text = open(os.path.join(root, rel), encoding="utf-8", errors="replace").read()
        if layer in UI_FREE:
            for line in text.splitlines():
                if UI_HEADER.search(line):
                    errors.append(f"{rel}: the {layer} layer must stay UI-free: {line.strip()}")
        for inc in INCLUDE.findall(text):
            target = resolve(inc, root)
            if target is None:
                continue
            to_layer = folder_of(target)
            if to_layer is not None and to_layer not in ALLOWED[layer]:
                errors.append(f"{rel}: includes {inc} ({to_layer}), above or beside {layer}")
            if module_of(target) != module_of(rel):
                edges.setdefault(module_of(rel), set()).add(module_of(target))
    # Cycles between modules (depth-first search with colours).
    state = {}
    stack = []

    def visit(node):
        state[node] = 1
        stack.append(node)
        for nxt in sorted(edges.get(node, ())):
            if state.get(nxt) == 1:
                cycle = stack[stack.index(nxt):] + [nxt]
                errors.append("include cycle: " + " -> ".join(cycle))
            elif nxt not in state:
                visit(nxt)
        stack.pop()
        state[node] = 2

    for node in sorted(edges):
        if node not in state:
            visit(node)
    return errors


def source_files(root):
    out = []
    for top in ("engine", "src", "render"):
        for dirpath, _, names in os.walk(os.path.join(root, top)):
            for n in names:
                if n.endswith((".h", ".cpp")):
                    out.append(os.path.relpath(os.path.join(dirpath, n), root))
    return sorted(out)


def self_test():
    """The checker must catch what it claims to: an upward include, SDL in the engine, a cycle,
    util including anything of ours, and not flag a layer that uses util."""
    import tempfile

    with tempfile.TemporaryDirectory() as tmp:
        def put(rel, text):
            os.makedirs(os.path.dirname(os.path.join(tmp, rel)), exist_ok=True)
            open(os.path.join(tmp, rel), "w").write(text)

        put("engine/rules/a.h", '#include "search/b.h"\n')
        put("engine/search/b.h", "\n")
        put("src/game/g.cpp", "#include <SDL.h>\n")
        put("src/app/x.h", '#include "app/y.h"\n')
        put("src/app/y.cpp", '#include "app/x.h"\n')
        put("src/app/y.h", "\n")
        put("engine/util/u.h", '#include "platform/p.h"\n')
        put("engine/platform/p.h", "\n")
        put("engine/util/v.h", "\n")
        put("src/game/h.cpp", '#include "util/v.h"\n')
        put("engine/rules/c.cpp", '#include "util/v.h"\n')
        put("render/diagram/d.cpp", '#include "render/sprites.h"\n#include <SDL.h>\n')
        put("render/sprites.h", "\n")
        errs = check(tmp, source_files(tmp))
        want = ["includes search/b.h", "UI-free", "include cycle", "includes platform/p.h",
                "render/diagram/d.cpp: includes render/sprites.h",
                "render/diagram/d.cpp: the diagram layer must stay UI-free"]
        missing = [w for w in want if not any(w in e for e in errs)]
        if missing:
            print("self-test failed: not caught:", missing, errs)
            return False
        wrong = [e for e in errs if "util/v.h" in e]
        if wrong:
            print("self-test failed: a use of util flagged:", wrong)
            return False
    return True


def main():
    args = [a for a in sys.argv[1:] if not a.startswith("--")]
    root = args[0] if args else os.path.join(os.path.dirname(__file__), "..")
    if not self_test():
        return 1
    files = source_files(root)
    errors = check(root, files)
    for e in errors:
        print(e)
    print(f"checked {len(files)} files: {len(errors)} problems")
    return 1 if errors else 0


if __name__ == "__main__":
    sys.exit(main())
