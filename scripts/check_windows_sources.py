#!/usr/bin/env python3
"""Fails when a source that the Windows cross-build compiles includes a POSIX-only header.

The Windows build (scripts/build-windows.sh, mingw-w64) compiles engine/, src/, render/, tools/
and the tests but for those listed in tests/posix_only.txt, and the platform files named
*_posix.cpp. mingw has no <sys/wait.h>, <sys/resource.h> and the like: such an include must sit
in a block that Windows skips (`#ifndef _WIN32`, `#if !defined(_WIN32)`, the `#else` of
`#ifdef _WIN32`, `#if defined(__linux__)`), or the source must be in the list. A source that
includes a header of the list (tests/run_command.h) must be in the list too. So a new test that
forks breaks this check on Linux, not the Windows build weeks later.

Usage: check_windows_sources.py REPO_ROOT | --self-test
"""
import os
import re
import sys

POSIX_ONLY_HEADERS = {
    "sys/wait.h", "sys/resource.h", "sys/socket.h", "sys/mman.h", "sys/select.h", "sys/ioctl.h",
    "sys/un.h", "sys/utsname.h", "sys/times.h", "poll.h", "termios.h", "pwd.h", "grp.h",
    "spawn.h", "dlfcn.h", "arpa/inet.h", "netinet/in.h", "netdb.h",
}
FOLDERS = ("engine", "src", "render", "tools", "tests")
SUFFIXES = (".cpp", ".h")
NOT_WINDOWS = re.compile(
    r"^\s*#\s*(?:ifndef\s+_WIN32\b|if\s+!\s*defined\s*\(?\s*_WIN32\b|"
    r"if\s+defined\s*\(?\s*(?:__linux__|__unix__|__APPLE__)\b|ifdef\s+(?:__linux__|__unix__|__APPLE__)\b)")
ONLY_WINDOWS = re.compile(r"^\s*#\s*(?:ifdef\s+_WIN32\b|if\s+defined\s*\(?\s*_WIN32\b)")
IF = re.compile(r"^\s*#\s*if")
ELSE = re.compile(r"^\s*#\s*(?:else|elif)\b")
ENDIF = re.compile(r"^\s*#\s*endif\b")
INCLUDE = re.compile(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]')


def unguarded_includes(text):
    """(line number, header) of each include that a Windows compiler would read."""
    stack = []  # per open #if: [skipped on Windows now, what #else gives]
    out = []
    for number, line in enumerate(text.splitlines(), 1):
        if NOT_WINDOWS.match(line):
            stack.append([True, False])
        elif ONLY_WINDOWS.match(line):
            stack.append([False, True])
        elif IF.match(line):
            stack.append([False, False])
        elif ELSE.match(line):
            if stack:
                stack[-1] = [stack[-1][1], False]
        elif ENDIF.match(line):
            if stack:
                stack.pop()
        elif any(skipped for skipped, _ in stack):
            continue
        else:
            m = INCLUDE.match(line)
            if m:
                out.append((number, m.group(1)))
    return out


def read_list(root):
    entries = []
    with open(os.path.join(root, "tests", "posix_only.txt"), encoding="utf-8") as f:
        for line in f:
            line = line.strip()
            if line and not line.startswith("#"):
                entries.append(line)
    return entries


def listed(path, entries):
    return any(path == e or (e.endswith("/") and path.startswith(e)) for e in entries)


def problems(root):
    entries = read_list(root)
    found = []
    for e in entries:
        if not os.path.exists(os.path.join(root, e)):
            found.append(f"tests/posix_only.txt: {e} does not exist")
    posix_headers = {os.path.basename(e) for e in entries if e.endswith(".h")}
    for folder in FOLDERS:
        for dirpath, dirnames, filenames in os.walk(os.path.join(root, folder)):
            dirnames.sort()
            for name in sorted(filenames):
                if not name.endswith(SUFFIXES) or name.endswith("_posix.cpp"):
                    continue
                path = os.path.relpath(os.path.join(dirpath, name), root).replace(os.sep, "/")
                if listed(path, entries):
                    continue
                with open(os.path.join(dirpath, name), encoding="utf-8", errors="replace") as f:
                    text = f.read()
                for number, header in unguarded_includes(text):
                    if header in POSIX_ONLY_HEADERS:
                        found.append(f"{path}:{number}: <{header}> is POSIX only: guard it with "
                                     "#ifndef _WIN32 or list the file in tests/posix_only.txt")
                    elif os.path.basename(header) in posix_headers:
                        found.append(f"{path}:{number}: {header} needs POSIX: list the file in "
                                     "tests/posix_only.txt")
    return found


def self_test():
    guarded = "#ifndef _WIN32\n#include <sys/wait.h>\n#endif\n#include <vector>\n"
    assert unguarded_includes(guarded) == [(4, "vector")], unguarded_includes(guarded)
    other = "#ifdef _WIN32\n#include <windows.h>\n#else\n#include <sys/wait.h>\n#endif\n"
    assert unguarded_includes(other) == [(2, "windows.h")], unguarded_includes(other)
    linux = "#if defined(__linux__)\n#include <sys/resource.h>\n#endif\n"
    assert unguarded_includes(linux) == []
    bare = "#include <doctest/doctest.h>\n#include <sys/wait.h>\n"
    assert unguarded_includes(bare) == [(1, "doctest/doctest.h"), (2, "sys/wait.h")]
    nested = "#ifndef _WIN32\n#if X\n#else\n#include <poll.h>\n#endif\n#endif\n"
    assert unguarded_includes(nested) == []
    print("self-test passed")


def main():
    if len(sys.argv) != 2:
        print(__doc__)
        return 2
    if sys.argv[1] == "--self-test":
        self_test()
        return 0
    found = problems(sys.argv[1])
    for p in found:
        print(p)
    print(f"{len(found)} problems")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
