#!/bin/sh
# Makes the two character tables that tools/make_master_db.cpp reads (docs/masters.md) from
# Debian's data, into OUTDIR (default: a new temporary folder, printed):
#   t2s.txt     "繁 简": every character of RIME's Luna Pinyin dictionary that OpenCC's t2s
#               conversion changes (package opencc);
#   pinyin.txt  "字 pinyin": each character's most frequent reading in that dictionary
#               (package rime-data-luna-pinyin).
# Usage: scripts/masters_tables.sh [OUTDIR]
set -eu
out=${1:-$(mktemp -d)}
mkdir -p "$out"
dict=/usr/share/rime-data/luna_pinyin.dict.yaml
if [ ! -r "$dict" ] || ! command -v opencc >/dev/null; then
    echo "masters_tables.sh: needs the Debian packages opencc and rime-data-luna-pinyin" >&2
    exit 1
fi
python3 - "$dict" "$out" <<'PY'
import sys
dict_path, out = sys.argv[1], sys.argv[2]
best = {}  # character -> (weight, order, reading)
body = False
with open(dict_path, encoding="utf-8") as f:
    for n, line in enumerate(f):
        line = line.rstrip("\n")
        if line == "...":
            body = True
            continue
        if not body or not line or line.startswith("#"):
            continue
        fields = line.split("\t")
        if len(fields) < 2 or len(fields[0]) != 1 or " " in fields[1]:
            continue
        weight = 0.0
        if len(fields) > 2 and fields[2].endswith("%"):
            weight = float(fields[2][:-1])
        key = (weight, -n)
        if fields[0] not in best or key > best[fields[0]][:2]:
            best[fields[0]] = (weight, -n, fields[1])
with open(out + "/pinyin.txt", "w", encoding="utf-8") as f:
    for ch in sorted(best):
        f.write(f"{ch} {best[ch][2]}\n")
with open(out + "/chars.txt", "w", encoding="utf-8") as f:
    for ch in sorted(best):
        f.write(ch + "\n")
PY
opencc -c t2s.json -i "$out/chars.txt" -o "$out/simplified.txt"
python3 - "$out" <<'PY'
import sys
out = sys.argv[1]
with open(out + "/chars.txt", encoding="utf-8") as a, open(out + "/simplified.txt", encoding="utf-8") as b:
    pairs = [(t.strip(), s.strip()) for t, s in zip(a, b)]
with open(out + "/t2s.txt", "w", encoding="utf-8") as f:
    for t, s in pairs:
        if t and s and t != s and len(s) == 1:
            f.write(f"{t} {s}\n")
PY
rm -f "$out/chars.txt" "$out/simplified.txt"
echo "$out"
