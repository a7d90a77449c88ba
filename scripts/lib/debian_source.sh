# shellcheck shell=bash
# source_dir PACKAGE: the unpacked Debian source of PACKAGE under $CACHE/src, fetched with
# `apt-get source` (deb-src entries needed) and unpacked once. Prints the folder; exits with a
# message naming $0 when the source cannot be had. The cross builds (Windows, web) share it.
source_dir() {
  local pkg=$1 dir
  dir=$(find "$CACHE/src" -maxdepth 1 -type d -name "$pkg-[0-9]*" | head -1)
  if [ -z "$dir" ]; then
    (cd "$CACHE/src" && apt-get source --download-only "$pkg" >/dev/null 2>&1 &&
      dpkg-source -x --no-check "$(ls "$pkg"_*.dsc | head -1)" >/dev/null)
    dir=$(find "$CACHE/src" -maxdepth 1 -type d -name "$pkg-[0-9]*" | head -1)
  fi
  [ -n "$dir" ] || { echo "$(basename "$0" .sh): cannot fetch the source of $pkg" >&2; exit 1; }
  echo "$dir"
}
