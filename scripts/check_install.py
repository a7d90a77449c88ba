#!/usr/bin/env python3
"""Checks what `cmake --install` puts in place (cmake/install.cmake), from a build folder.

It installs into a temporary DESTDIR with the prefix /usr, as the Debian package does, and fails,
naming the file, when
- a file of the layout is missing: the two programs in bin/, the assets in share/xiangqi/, the
  desktop entry, the icons, the AppStream metainfo, the man pages, copyright and changelog;
- a man page misses a subcommand of `xiangqi-engine --help` or an option of `xiangqi --help`,
  or groff warns about it;
- the desktop entry's Exec or Icon names nothing installed, or desktop-file-validate (when
  installed) or `appstreamcli validate` (when installed) finds a problem; the metainfo's
  release is not the project's version;
- an icon's size is not its folder's, or (with --make-assets) `make_assets --icons` no longer
  draws the icons in packaging/icons byte for byte.

Usage: check_install.py BUILD_DIR SOURCE_DIR [--make-assets PATH]
"""
import gzip
import os
import re
import shutil
import struct
import subprocess
import sys
import tempfile

ICON_SIZES = (48, 64, 128, 256)
# The component id is not in reverse-DNS form: an id like that needs a domain or code host
# the project controls, and it has none yet (docs/platforms.md).
APPSTREAM_OVERRIDE = "--override=cid-desktopapp-is-not-rdns=info"

failures = []


def fail(message):
    failures.append(message)
    print("FAIL " + message)


def run(cmd, **kw):
    return subprocess.run(cmd, capture_output=True, text=True, timeout=120, **kw)


def project_version(source):
    text = open(os.path.join(source, "CMakeLists.txt"), encoding="utf-8").read()
    return re.search(r"project\(xiangqi VERSION ([0-9.]+)", text).group(1)


def png_size(path):
    with open(path, "rb") as f:
        head = f.read(24)
    if head[:8] != b"\x89PNG\r\n\x1a\n":
        return None
    return struct.unpack(">II", head[16:24])


def man_text(path):
    with gzip.open(path, "rt", encoding="utf-8") as f:
        return f.read()


def check_man_page(page, help_words):
    text = man_text(page)
    plain = text.replace("\\-", "-")
    for word in help_words:
        if not re.search(r"(?<![\w-])%s(?![\w-])" % re.escape(word), plain):
            fail("%s does not mention %s" % (os.path.basename(page), word))
    with tempfile.NamedTemporaryFile("w", suffix=".6") as src:
        src.write(text)
        src.flush()
        warnings = run(["groff", "-man", "-ww", "-z", src.name]).stderr.strip()
    if warnings:
        fail("%s: groff warns: %s" % (os.path.basename(page), warnings))


def engine_subcommands(engine):
    out = run([engine, "--help"]).stdout
    section = out.split("Subcommands:", 1)[1]
    return re.findall(r"^\s+([a-z]+)\s", section, re.M)


def game_options(game):
    out = run([game, "--help"]).stdout
    return sorted(set(re.findall(r"(?<![\w-])(--[a-z][a-z-]*)", out)))


def check_desktop(usr, desktop):
    entry = dict(line.split("=", 1) for line in open(desktop, encoding="utf-8")
                 if "=" in line and not line.startswith("#"))
    program = entry.get("Exec", "").split()[0] if entry.get("Exec") else ""
    if not os.path.isfile(os.path.join(usr, "bin", program)):
        fail("desktop entry: Exec=%s is not an installed program" % entry.get("Exec"))
    icon = entry.get("Icon", "").strip()
    for size in ICON_SIZES:
        path = os.path.join(usr, "share/icons/hicolor/%dx%d/apps/%s.png" % (size, size, icon))
        if not os.path.isfile(path):
            fail("desktop entry: Icon=%s has no %dx%d icon" % (icon, size, size))
    if shutil.which("desktop-file-validate"):
        result = run(["desktop-file-validate", desktop])
        if result.returncode != 0 or result.stdout.strip():
            fail("desktop-file-validate: " + (result.stdout + result.stderr).strip())


def check_metainfo(metainfo, version):
    text = open(metainfo, encoding="utf-8").read()
    if '<release version="%s"' % version not in text:
        fail("metainfo: no <release version=\"%s\">" % version)
    if shutil.which("appstreamcli"):
        result = run(["appstreamcli", "validate", "--no-net", APPSTREAM_OVERRIDE, metainfo])
        if result.returncode != 0:
            fail("appstreamcli validate: " + (result.stdout + result.stderr).strip())


def check_icons(source, usr, make_assets):
    for size in ICON_SIZES:
        path = os.path.join(usr, "share/icons/hicolor/%dx%d/apps/xiangqi.png" % (size, size))
        if os.path.isfile(path) and png_size(path) != (size, size):
            fail("%s is %s, not %dx%d" % (path, png_size(path), size, size))
    if not make_assets:
        return
    with tempfile.TemporaryDirectory() as out:
        result = run([make_assets, "--icons", out])
        if result.returncode != 0:
            fail("make_assets --icons: " + result.stderr.strip())
            return
        for size in ICON_SIZES:
            rel = "hicolor/%dx%d/apps/xiangqi.png" % (size, size)
            drawn = open(os.path.join(out, rel), "rb").read()
            kept = open(os.path.join(source, "packaging/icons", rel), "rb").read()
            if drawn != kept:
                fail("packaging/icons/%s differs from what make_assets --icons draws" % rel)


def main(argv):
    if len(argv) < 3:
        print(__doc__)
        return 2
    build, source = argv[1], argv[2]
    make_assets = argv[4] if len(argv) > 4 and argv[3] == "--make-assets" else None
    version = project_version(source)
    with tempfile.TemporaryDirectory() as dest:
        result = run(["cmake", "--install", build, "--prefix", "/usr"],
                     env=dict(os.environ, DESTDIR=dest))
        if result.returncode != 0:
            print(result.stdout + result.stderr)
            fail("cmake --install failed")
            return 1
        usr = os.path.join(dest, "usr")
        expected = ["bin/xiangqi", "bin/xiangqi-engine", "share/applications/xiangqi.desktop",
                    "share/metainfo/xiangqi.metainfo.xml", "share/man/man6/xiangqi.6.gz",
                    "share/man/man6/xiangqi-engine.6.gz", "share/doc/xiangqi/copyright",
                    "share/doc/xiangqi/changelog.gz"]
        expected += ["share/xiangqi/" + os.path.relpath(os.path.join(d, f),
                                                         os.path.join(source, "assets"))
                     for d, _, files in os.walk(os.path.join(source, "assets")) for f in files]
        expected += ["share/icons/hicolor/%dx%d/apps/xiangqi.png" % (s, s) for s in ICON_SIZES]
        for rel in expected:
            if not os.path.isfile(os.path.join(usr, rel)):
                fail("not installed: /usr/" + rel)
        if failures:
            return 1
        check_man_page(os.path.join(usr, "share/man/man6/xiangqi-engine.6.gz"),
                       engine_subcommands(os.path.join(usr, "bin/xiangqi-engine")))
        check_man_page(os.path.join(usr, "share/man/man6/xiangqi.6.gz"),
                       game_options(os.path.join(usr, "bin/xiangqi")))
        check_desktop(usr, os.path.join(usr, "share/applications/xiangqi.desktop"))
        check_metainfo(os.path.join(usr, "share/metainfo/xiangqi.metainfo.xml"), version)
        check_icons(source, usr, make_assets)
        print("install layout: %d files checked, %d problems" % (len(expected), len(failures)))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
