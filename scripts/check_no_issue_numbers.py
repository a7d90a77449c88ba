#!/usr/bin/env python3
"""Fails, naming file and line, when docs or code refer to issue numbers or internal stop numbers.

Docs and comments describe the code as it is; the tracker's numbers and the project's internal
rounds mean nothing to a reader of the repository. This runs the same search as

    grep -rnE "<WORD-BOUNDARY>(stop|stops) <DIGITS>|[Ii]ssue <DIGITS>" \
        docs README.md CHANGELOG.md src engine render tests scripts tools

over the files git tracks or would track (untracked files it does not ignore; every file when
the tree is not a git checkout). The pattern below is written so that it does not match this
file. A number that belongs to somebody else's tracker is cited by its address
(github.com/owner/name/issues/N), which the pattern does not match.

Usage: check_no_issue_numbers.py REPO_ROOT | --self-test
"""
import os
import re
import sys
import tempfile

from repo_files import repo_files

PATTERN = re.compile(r"\b(stop|stops)" + r" [0-9]+|[Ii]ssue" + r" [0-9]+")
ROOTS = ("docs/", "src/", "engine/", "render/", "tests/", "scripts/", "tools/")
FILES = ("README.md", "CHANGELOG.md")


def searched(path):
    return path in FILES or path.startswith(ROOTS)


def hits(text):
    """(line number, line) of every match in one file's text."""
    return [(n, line.strip()) for n, line in enumerate(text.splitlines(), 1)
            if PATTERN.search(line)]


def searched_files(root):
    return sorted(f for f in repo_files(root)
                  if searched(f) and os.path.isfile(os.path.join(root, f)))


def self_test():
    i, s = "Iss" + "ue", "st" + "op"  # split so that this file does not match itself
    bad = [f"see {i} 12", f"{i.lower()} 9, themes", f"since {s} 29", f"({s}s 38-39)",
           f"{i} 1"]
    good = ["the search stops at 97 ms", f"{s}ped 3 times", f"non{s} 5", "issues/395",
            f"{i}s 12", "SetupIssue::KING_MISSING", f"a {s}: 12", f"{i}-13", "stop_upto = 2"]
    wrong = [t for t in bad if not hits(t)] + [t for t in good if hits(t)]
    with open(os.path.abspath(__file__), encoding="utf-8") as f:
        own = hits(f.read())
    ok = not wrong and not own and searched("docs/a.md") and searched("README.md") and \
        not searched("CMakeLists.txt") and not searched("assets/x.txt")
    # A tree that is not a git checkout (a tarball, the mutation benchmark's copy) is walked.
    with tempfile.TemporaryDirectory() as tree:
        os.makedirs(os.path.join(tree, "docs"))
        os.makedirs(os.path.join(tree, "build", "docs"))
        for folder in ("docs", "build/docs"):
            with open(os.path.join(tree, folder, "a.md"), "w", encoding="utf-8") as f:
                f.write(bad[0] + "\n")
        walked = searched_files(tree)
    ok = ok and walked == ["docs/a.md"]
    print("self-test", "passed" if ok else
          f"FAILED: misjudged {wrong}, own lines {own}, files outside git {walked}")
    return 0 if ok else 1


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    if sys.argv[1] == "--self-test":
        return self_test()
    root = sys.argv[1]
    files = searched_files(root)
    count = 0
    for path in files:
        with open(os.path.join(root, path), "rb") as f:
            text = f.read().decode("utf-8", "replace")
        for n, line in hits(text):
            print(f"{path}:{n}: {line[:160]}")
            count += 1
    print(f"{count} lines name an issue or stop number, in {len(files)} files searched")
    return 1 if count or not files else 0


if __name__ == "__main__":
    sys.exit(main())
