#!/usr/bin/env python3
"""Fails, naming file and line, when the docs lose their shape or their links break.

The docs are README.md and docs/*.md. It fails when
- a doc is too long to read: README.md over 150 lines, a docs/*.md over 500 (split it by
  subject and list the parts in docs/README.md);
- a docs/*.md is missing from docs/README.md, the index of the docs (a link to it there);
- a Markdown link or image in a doc that is not a URL points at a file that does not exist, or
  at an anchor (`file.md#section`, `#section`) that no heading of that Markdown file makes, the
  way GitHub makes them (lower case, punctuation dropped, spaces as hyphens, -1, -2 ... for
  repeats). Links inside code spans and fenced code blocks are text, not links.

The repository's files are what git tracks plus untracked files git does not ignore (the
folder's files outside a git checkout), as for scripts/check_doc_paths.py.

Usage: check_docs.py REPO_ROOT | --self-test
"""
import os
import re
import sys
import tempfile

from check_doc_paths import CODE_SPAN, FENCE, LINK
from repo_files import repo_files

README_MAX_LINES = 150
DOC_MAX_LINES = 500
INDEX = "docs/README.md"
HEADING = re.compile(r"^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$")


def doc_paths(files):
    return sorted(f for f in files if f == "README.md" or re.fullmatch(r"docs/[^/]+\.md", f))


def prose_lines(text):
    """(line number, line) outside fenced code blocks."""
    fence = None
    for number, line in enumerate(text.split("\n"), 1):
        m = FENCE.match(line)
        if fence is None and m:
            fence = m.group(1)
        elif fence is not None:
            if line.strip().startswith(fence):
                fence = None
        else:
            yield number, line


def slug(heading):
    """GitHub's anchor of a heading's text."""
    text = re.sub(r"!?\[([^\]]*)\]\([^)]*\)", r"\1", heading)  # a link keeps its text
    text = re.sub(r"<[^>]+>", "", text).strip().lower()
    text = re.sub(r"[^\w\- ]", "", text)
    return text.replace(" ", "-")


def anchors(text):
    found, seen = set(), {}
    for _, line in prose_lines(text):
        m = HEADING.match(line)
        if not m:
            continue
        base = slug(m.group(2))
        n = seen.get(base, 0)
        seen[base] = n + 1
        found.add(base if n == 0 else f"{base}-{n}")
    return found


def links(text):
    """(line number, target) of every link and image outside code."""
    out = []
    for number, line in prose_lines(text):
        without_spans = CODE_SPAN.sub(lambda m: " " * len(m.group(0)), line)
        out += [(number, m.group(1)) for m in LINK.finditer(without_spans)]
    return out


def resolve(target, doc):
    """(repository path or None for the doc itself, anchor) of a relative link; None for a URL."""
    if re.match(r"^[a-zA-Z][\w+.-]*:", target):
        return None
    path, _, anchor = target.partition("#")
    path = path.split("?", 1)[0]
    if not path:
        return doc, anchor
    joined = os.path.normpath(os.path.join(os.path.dirname(doc), path)).replace(os.sep, "/")
    return joined, anchor


def problems(root, files):
    """(doc, line, message) for every problem of the docs under root."""
    files = set(files)
    docs = doc_paths(files)
    texts = {}
    for doc in docs:
        with open(os.path.join(root, doc), encoding="utf-8") as f:
            texts[doc] = f.read()
    found = []
    for doc in docs:
        count = len(texts[doc].splitlines())
        limit = README_MAX_LINES if doc == "README.md" else DOC_MAX_LINES
        if count > limit:
            found.append((doc, count, f"{count} lines, over the {limit} a doc may have"))
    dirs = {"/".join(f.split("/")[:i]) for f in files for i in range(1, f.count("/") + 1)}
    listed = set()
    for doc in docs:
        for line, target in links(texts[doc]):
            where = resolve(target, doc)
            if where is None:
                continue
            path, anchor = where
            if doc == INDEX:
                listed.add(path)
            if path.startswith("../") or path == ".." or (path not in files and path not in dirs):
                found.append((doc, line, f"link '{target}' points at a file that does not exist"))
                continue
            if anchor and path.endswith(".md") and path in files:
                if path not in texts:
                    with open(os.path.join(root, path), encoding="utf-8") as f:
                        texts[path] = f.read()
                if anchor not in anchors(texts[path]):
                    found.append((doc, line, f"link '{target}': {path} has no heading "
                                              f"'#{anchor}'"))
    if INDEX not in files:
        found.append((INDEX, 0, "missing: the index of the docs"))
    else:
        for doc in docs:
            if doc.startswith("docs/") and doc != INDEX and doc not in listed:
                found.append((INDEX, 0, f"does not list {doc}"))
    return sorted(found)


def write(root, path, text):
    os.makedirs(os.path.dirname(os.path.join(root, path)) or root, exist_ok=True)
    with open(os.path.join(root, path), "w", encoding="utf-8") as f:
        f.write(text)


def self_test():
    index = ("# Docs\n\n- [a.md](a.md): a.\n- [b](b.md#two-words-1): b.\n"
             "- [gone](gone.md): not there.\n")
    good_a = ("# A\n\nSee [b](b.md#the-c-section-done), [up](../README.md#top), "
              "[self](#a), [web](https://example.org/x.md), `[code](nowhere.md)`.\n"
              "```\n[in a block](nowhere.md)\n# not a heading\n```\n")
    b = "# Two words\n\n## Two words\n\n## The `c` section: (done)\n"
    with tempfile.TemporaryDirectory() as root:
        write(root, "README.md", "# Top\n\n[docs](docs/README.md)\n")
        write(root, "docs/README.md", index)
        write(root, "docs/a.md", good_a)
        write(root, "docs/b.md", b)
        write(root, "docs/c.md", "# C\n\n[no heading](b.md#nothing) "
              "[in a block](a.md#not-a-heading)\n" + "line\n" * (DOC_MAX_LINES - 2))
        write(root, "docs/picture.png", "")
        found = problems(root, repo_files(root))
    want = [
        ("docs/README.md", 0, "does not list docs/c.md"),
        ("docs/README.md", 5, "link 'gone.md' points at a file that does not exist"),
        ("docs/c.md", 3, "link 'b.md#nothing': docs/b.md has no heading '#nothing'"),
        ("docs/c.md", 3, "link 'a.md#not-a-heading': docs/a.md has no heading '#not-a-heading'"),
        ("docs/c.md", DOC_MAX_LINES + 1,
         f"{DOC_MAX_LINES + 1} lines, over the {DOC_MAX_LINES} a doc may have"),
    ]
    with tempfile.TemporaryDirectory() as root:  # a long README, and no index at all
        write(root, "README.md", "x\n" * (README_MAX_LINES + 1))
        write(root, "docs/a.md", "# A\n")
        found_long = problems(root, repo_files(root))
    want_long = [
        ("README.md", README_MAX_LINES + 1,
         f"{README_MAX_LINES + 1} lines, over the {README_MAX_LINES} a doc may have"),
        (INDEX, 0, "missing: the index of the docs"),
    ]
    ok = found == sorted(want) and found_long == sorted(want_long)
    if ok:
        print(f"self-test passed ({len(want) + len(want_long)} problems found, none in the "
              "good links)")
    else:
        print("self-test FAILED\n  found:", *found, *found_long, "\n  wanted:",
              *sorted(want), *sorted(want_long), sep="\n    ")
    return 0 if ok else 1


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    if sys.argv[1] == "--self-test":
        return self_test()
    root = sys.argv[1]
    files = repo_files(root)
    found = problems(root, files)
    for doc, line, message in found:
        print(f"{doc}:{line}: {message}")
    docs = doc_paths(files)
    print(f"{len(found)} problems in {len(docs)} docs")
    return 1 if found or not docs else 0


if __name__ == "__main__":
    sys.exit(main())
