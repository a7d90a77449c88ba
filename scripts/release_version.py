#!/usr/bin/env python3
"""Checks a release's version against the project and its changelog, for scripts/release.sh.

The version lives in one place, `project(xiangqi VERSION ...)` in CMakeLists.txt; the programs,
the packages and the file names take it from there. A release of VERSION needs
- VERSION to be that version (change CMakeLists.txt first), and
- a heading `## [VERSION] - YYYY-MM-DD` in CHANGELOG.md (Keep a Changelog's form): the entry
  that says what the release changes. Its date becomes the packages' date
  (SOURCE_DATE_EPOCH: the metainfo's release, the Debian changelog), not the day of the build.
It prints that date's SOURCE_DATE_EPOCH (midnight UTC) and exits 0, or names what is missing
and exits 1.

Usage: release_version.py REPO_ROOT VERSION | --self-test
"""
import calendar
import os
import re
import sys
import time


def project_version(cmake_text):
    match = re.search(r"^project\(xiangqi VERSION ([0-9][0-9A-Za-z.]*)", cmake_text, re.M)
    return match.group(1) if match else None


def changelog_date(changelog_text, version):
    """The date of the `## [version] - YYYY-MM-DD` heading, or None."""
    match = re.search(r"^## \[%s\] - (\d{4}-\d{2}-\d{2})\s*$" % re.escape(version),
                      changelog_text, re.M)
    return match.group(1) if match else None


def check(cmake_text, changelog_text, version):
    """(epoch, None) when the release may be made, else (None, the reason)."""
    current = project_version(cmake_text)
    if current is None:
        return None, "CMakeLists.txt has no project(xiangqi VERSION ...)"
    if version != current:
        return None, ("version %s is not the project's (%s): set project(xiangqi VERSION %s) "
                      "in CMakeLists.txt first" % (version, current, version))
    date = changelog_date(changelog_text, version)
    if date is None:
        return None, ("CHANGELOG.md has no entry for %s: add a heading '## [%s] - YYYY-MM-DD' "
                      "above what it changes" % (version, version))
    try:
        epoch = calendar.timegm(time.strptime(date, "%Y-%m-%d"))
    except ValueError:
        return None, "CHANGELOG.md: '%s' is not a date" % date
    return epoch, None


def self_test():
    cmake = "cmake_minimum_required(VERSION 3.20)\nproject(xiangqi VERSION 1.2 LANGUAGES CXX)\n"
    log = "# Changelog\n\n## [Unreleased]\n\n## [1.2] - 2026-12-01\n\n- things\n"
    assert check(cmake, log, "1.2") == (1796083200, None), check(cmake, log, "1.2")
    assert "CMakeLists.txt first" in check(cmake, log, "1.3")[1]
    assert "no entry for 1.2" in check(cmake, "## [Unreleased]\n## [1.1] - 2026-01-01\n", "1.2")[1]
    assert "no entry" in check(cmake, "## [1.2]\n", "1.2")[1]  # a heading without its date
    assert "no entry" in check(cmake, "## [1.23] - 2026-12-01\n", "1.2")[1]
    assert "not a date" in check(cmake, "## [1.2] - 2026-13-45\n", "1.2")[1]
    assert "no project" in check("project(other)\n", log, "1.2")[1]
    print("release_version self-test: ok")
    return 0


def main(argv):
    if argv[1:] == ["--self-test"]:
        return self_test()
    if len(argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    root, version = argv[1], argv[2]
    read = lambda name: open(os.path.join(root, name), encoding="utf-8").read()
    epoch, reason = check(read("CMakeLists.txt"), read("CHANGELOG.md"), version)
    if reason:
        print("release: " + reason, file=sys.stderr)
        return 1
    print(epoch)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
