#!/usr/bin/env python3
"""Fails, naming file and line, when a doc names a repository path that does not exist.

The docs are README.md, CHANGELOG.md and docs/*.md. A path is checked when it is
- a word in backticks (an inline code span or a fenced code block) that starts with one of the
  repository's top folders (engine/, src/, render/, tests/, tools/, scripts/, docs/, assets/,
  cmake/, packaging/, .ci/), or
- the target of a Markdown link or image that is not a URL or an anchor; it is relative to the
  doc's own folder.
Build outputs (build/..., build-asan/...) are not repository paths and are never checked. A glob
(`tests/gui/test_*.cpp`) must match a file; a brace form (`selfplay_gen.{h,cpp}`) is expanded
and each form checked; a name without its extension (`src/game/settings`) stands for the files
it begins (settings.h, settings.cpp). A word in backticks that starts with ../ names something
outside the repository and is an error too.

The repository's files are what git tracks plus untracked files git does not ignore, so a path
that only exists in one checkout's ignored files does not pass.

Usage: check_doc_paths.py REPO_ROOT | --self-test
"""
import fnmatch
import os
import re
import sys

from repo_files import repo_files

TOP_FOLDERS = ("engine", "src", "render", "tests", "tools", "scripts", "docs", "assets", "cmake",
               "packaging", ".ci")
FENCE = re.compile(r"^\s*(```|~~~)")
CODE_SPAN = re.compile(r"(`+)(.+?)(?<!`)\1(?!`)", re.S)
LINK = re.compile(r"!?\[(?:[^\[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+\"[^\"]*\")?\s*\)")
# A word that starts with a top folder; it may hold glob and brace characters.
PATH_WORD = re.compile(r"(?<![\w./@~-])(?:%s)/[\w./*?{},@+~-]*" %
                       "|".join(re.escape(t) for t in TOP_FOLDERS))
OUTSIDE_WORD = re.compile(r"(?<![\w./~-])\.\./[\w./*?{},-]+")


def expand_braces(path):
    """`a{b,c}d` -> [abd, acd], innermost group first, any number of groups."""
    match = re.search(r"\{([^{}]*)\}", path)
    if not match:
        return [path]
    out = []
    for alt in match.group(1).split(","):
        out.extend(expand_braces(path[:match.start()] + alt + path[match.end():]))
    return out


class Tree:
    """The repository's files and folders, as relative paths with '/'."""

    def __init__(self, files):
        self.files = set(files)
        self.dirs = set()
        for f in self.files:
            parts = f.split("/")
            for i in range(1, len(parts)):
                self.dirs.add("/".join(parts[:i]))

    def has(self, path):
        """True when the path (no braces) names a file, a folder, a glob's match or a stem."""
        path = path.rstrip("/") if path.endswith("/") else path
        if path in self.files or path in self.dirs:
            return True
        if any(c in path for c in "*?["):
            return any(fnmatch.fnmatchcase(f, path) for f in self.files | self.dirs)
        return any(f.startswith(path + ".") for f in self.files)


def clean(word):
    """Strips what prose or a command glues to a path: punctuation, quotes, :line."""
    word = word.rstrip(".,;:)]'\"")
    word = re.sub(r":\d+(-\d+)?$", "", word)
    return word


def check_word(word, tree):
    """The problem with a path word, or None."""
    word = clean(word)
    if not word or word.endswith("/."):
        return None
    for form in expand_braces(word):
        if not tree.has(form):
            return f"'{word}' does not exist" if form == word else \
                f"'{word}' does not exist (no '{form}')"
    return None


def check_link(target, doc_dir, tree):
    target = target.split("#", 1)[0].split("?", 1)[0]
    if not target or re.match(r"^[a-zA-Z][\w+.-]*:", target):  # an anchor, a URL, mailto:
        return None
    joined = os.path.normpath(os.path.join(doc_dir, target)).replace(os.sep, "/")
    if joined == ".." or joined.startswith("../") or os.path.isabs(target):
        return f"link '{target}' leaves the repository"
    if not tree.has(joined):
        return f"link '{target}' does not exist"
    return None


def problems_in(text, doc_path, tree):
    """(line, message) for every bad path of one doc; doc_path is relative to the root."""
    doc_dir = os.path.dirname(doc_path)
    found = []

    def words(chunk, first_line):
        for m in PATH_WORD.finditer(chunk):
            line = first_line + chunk.count("\n", 0, m.start())
            problem = check_word(m.group(0), tree)
            if problem:
                found.append((line, problem))
        for m in OUTSIDE_WORD.finditer(chunk):
            line = first_line + chunk.count("\n", 0, m.start())
            found.append((line, f"'{clean(m.group(0))}' is outside the repository"))

    # Split into fenced code blocks (every word checked) and prose (spans and links checked).
    lines = text.split("\n")
    prose, prose_start, fence = [], 1, None
    blocks = []  # (kind, first line number, text)
    for number, line in enumerate(lines, 1):
        m = FENCE.match(line)
        if fence is None and m:
            blocks.append(("prose", prose_start, "\n".join(prose)))
            prose, fence, code, code_start = [], m.group(1), [], number + 1
        elif fence is not None and line.strip().startswith(fence):
            blocks.append(("code", code_start, "\n".join(code)))
            fence, prose_start = None, number + 1
        elif fence is not None:
            code.append(line)
        else:
            prose.append(line)
    if fence is not None:
        blocks.append(("code", code_start, "\n".join(code)))
    else:
        blocks.append(("prose", prose_start, "\n".join(prose)))

    for kind, first, chunk in blocks:
        if kind == "code":
            words(chunk, first)
            continue
        for m in CODE_SPAN.finditer(chunk):
            words(m.group(2), first + chunk.count("\n", 0, m.start(2)))
        without_spans = CODE_SPAN.sub(lambda m: re.sub(r"[^\n]", " ", m.group(0)), chunk)
        for m in LINK.finditer(without_spans):
            problem = check_link(m.group(1), doc_dir, tree)
            if problem:
                found.append((first + chunk.count("\n", 0, m.start()), problem))
    return sorted(found)


def doc_paths(files):
    return sorted(f for f in files
                  if f in ("README.md", "CHANGELOG.md") or re.fullmatch(r"docs/[^/]+\.md", f))


def self_test():
    tree = Tree(["engine/rules/rules.h", "engine/rules/rules.cpp", "tools/selfplay_gen.h",
                 "tools/selfplay_gen.cpp", "docs/engine.md", "docs/shot.png", "README.md",
                 "src/game/settings.h", "tests/gui/test_files.cpp"])
    doc = "\n".join([
        "Good: `engine/rules/rules.h`, `engine/rules/`, `tools/selfplay_gen.{h,cpp}`,",  # 1
        "`src/game/settings` (a stem), `tests/gui/test_*.cpp`, [e](engine.md#x), ![s](shot.png),",
        "`build/xiangqi-engine bench`, [w](https://example.org/a.md), [a](#anchor),",  # 3
        "`engine/rules/rules.cpp:12`, `engine/{rules,rules}/rules.h`, [r](../README.md).",  # 4
        "Bad: `engine/rules.h`",  # 5
        "and `tools/selfplay_gen.{h,cc}` and [x](missing.md) and",  # 6
        "`scripts/run.py --games 2` and `src/game/nothing_*.cpp`,",  # 7
        "[out](../../elsewhere.md), `xz -dc ../shared/data/x.xz`, a span over a line: `ok",  # 8
        "engine/gone.cpp`.",  # 9
        "```sh",  # 10
        "build/tool engine/rules/rules.h docs/nope.md",  # 11
        "```",  # 12
        "`engine/rules/rules.h` after the block; a fence left open:",  # 13
        "~~~",  # 14
        "render/none.h",  # 15
    ])
    found = problems_in(doc, "docs/doc.md", tree)
    want = [(5, "'engine/rules.h' does not exist"),
            (6, "'tools/selfplay_gen.{h,cc}' does not exist (no 'tools/selfplay_gen.cc')"),
            (6, "link 'missing.md' does not exist"),
            (7, "'scripts/run.py' does not exist"),
            (7, "'src/game/nothing_*.cpp' does not exist"),
            (8, "'../shared/data/x.xz' is outside the repository"),
            (8, "link '../../elsewhere.md' leaves the repository"),
            (9, "'engine/gone.cpp' does not exist"),
            (11, "'docs/nope.md' does not exist"),
            (15, "'render/none.h' does not exist")]
    ok = found == want and doc_paths(["README.md", "docs/a.md", "docs/sub/b.md", "docs/c.txt",
                                      "CHANGELOG.md", "src/x.md"]) == \
        ["CHANGELOG.md", "README.md", "docs/a.md"]
    if not ok:
        print("self-test FAILED\n  found:", *found, "\n  wanted:", *want, sep="\n    ")
    else:
        print(f"self-test passed ({len(want)} bad paths found, none of the good ones)")
    return 0 if ok else 1


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    if sys.argv[1] == "--self-test":
        return self_test()
    root = sys.argv[1]
    files = repo_files(root)
    tree = Tree(files)
    docs = doc_paths(files)
    count = 0
    for doc in docs:
        with open(os.path.join(root, doc), encoding="utf-8") as f:
            for line, message in problems_in(f.read(), doc, tree):
                print(f"{doc}:{line}: {message}")
                count += 1
    print(f"{count} bad paths in {len(docs)} docs")
    return 1 if count or not docs else 0


if __name__ == "__main__":
    sys.exit(main())
