#!/usr/bin/env python3
"""Copies a fixed sample of the Chinese Chess Practical Dataset into tests/data/real/ccpd/.

The same dataset gives the same sample: in each of the dataset's six folders the .pgn files are
sorted by path and evenly spaced ones are taken (the files docs/pgn.md lists as damaged are
skipped, the test expects every sample file to open). Each file is copied byte for byte (Big5) as
<folder>-<NNN>.pgn, and moves.tsv records its main-line move count, counted here from the text
(every word of the movetext that is not a move number or a result) so that the reader's own
count is checked against an independent one, and the file's path in the dataset.

Usage: sample_ccpd.py DATASET_CLONE OUT_FOLDER
  (DATASET_CLONE: a clone of github.com/Yvonne761/Chinese-Chess-Practical-Dataset)
"""
import os
import re
import shutil
import sys

# Folder of the dataset, name of its sample files, files taken.
FOLDERS = [
    ("對局", "match", 200),
    ("中局", "middlegame", 100),
    ("開局", "opening", 80),
    ("全盤戰術", "tactics", 50),
    ("殘局", "endgame", 50),
    ("殺局_殺法_練習題", "mate", 40),
]

# The files that do not open because their source is damaged (docs/pgn.md, "Real collections").
DAMAGED = {
    "開局/00000068.pgn", "開局/00000100.pgn", "開局/00000207.pgn", "開局/00000226.pgn",
    "開局/00000240.pgn", "開局/00000242.pgn", "開局/00000306.pgn", "中局/00002096.pgn",
    "中局/00002173.pgn", "中局/00002680.pgn", "對局/大師對局/以賽事分類/其他/00000753.pgn",
    "對局/電腦對局/電腦對局競賽/00000011.pgn", "對局/電腦對局/電腦對局競賽/00000019.pgn",
    "對局/電腦對局/電腦對局競賽/00000048.pgn",
}

MOVE_NUMBER = re.compile(r"^\d+\.+$")
RESULTS = {"1-0", "0-1", "1/2-1/2", "*"}


def main_line_moves(data):
    text = data.decode("big5")
    count = 0
    for line in text.splitlines():
        if line.lstrip().startswith("["):
            continue
        for word in line.split():
            if not MOVE_NUMBER.match(word) and word not in RESULTS:
                count += 1
    return count


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    dataset = os.path.join(sys.argv[1], "Dataset")
    out = sys.argv[2]
    os.makedirs(out, exist_ok=True)
    rows = []
    for folder, name, wanted in FOLDERS:
        files = []
        for root, _, names in os.walk(os.path.join(dataset, folder)):
            for n in names:
                if n.endswith(".pgn"):
                    rel = os.path.relpath(os.path.join(root, n), dataset).replace(os.sep, "/")
                    if rel not in DAMAGED:
                        files.append(rel)
        files.sort()
        for i in range(wanted):
            rel = files[i * len(files) // wanted]
            with open(os.path.join(dataset, rel), "rb") as f:
                data = f.read()
            sample = "%s-%03d.pgn" % (name, i + 1)
            shutil.copyfile(os.path.join(dataset, rel), os.path.join(out, sample))
            rows.append((sample, main_line_moves(data), rel))
    with open(os.path.join(out, "moves.tsv"), "w", encoding="utf-8", newline="\n") as f:
        f.write("# sample file, main-line moves (counted from the text), path in the dataset\n")
        for row in rows:
            f.write("%s\t%d\t%s\n" % row)
    print("%d files, %d bytes" % (len(rows), sum(
        os.path.getsize(os.path.join(out, r[0])) for r in rows)))


if __name__ == "__main__":
    main()
