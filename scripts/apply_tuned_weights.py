#!/usr/bin/env python3
"""Writes the output of tools/tune.cpp into the evaluation's sources.

The EVAL_WEIGHTS pairs in engine/eval/evaluate.cpp are replaced in order (the comments stay);
each piece-square table the tune output holds replaces the table of the same name in
engine/eval/eval_tables.h. Run clang-format afterwards (the script keeps the layout close).

Usage: apply_tuned_weights.py TUNE_OUTPUT [REPO_ROOT]
"""
import os
import re
import sys


def main():
    if len(sys.argv) not in (2, 3):
        print(__doc__)
        return 2
    tuned = open(sys.argv[1]).read()
    root = sys.argv[2] if len(sys.argv) == 3 else os.path.join(os.path.dirname(__file__), "..")
    weights_part = tuned.split("inline constexpr Table")[0]
    pairs = re.findall(r"\{(-?\d+), (-?\d+)\}", weights_part)

    cpp_path = os.path.join(root, "engine/eval/evaluate.cpp")
    cpp = open(cpp_path).read()
    start = cpp.index("constexpr int EVAL_WEIGHTS[TERM_NB][2] = {")
    end = cpp.index("};", start)
    block = cpp[start:end]
    old = re.findall(r"\{-?\d+, -?\d+\}", block[len("constexpr int EVAL_WEIGHTS[TERM_NB][2] = {"):])
    if len(old) != len(pairs):
        print(f"evaluate.cpp has {len(old)} weight pairs, the tune output {len(pairs)}")
        return 1
    it = iter(pairs)
    head = "constexpr int EVAL_WEIGHTS[TERM_NB][2] = {"
    body = re.sub(r"\{-?\d+, -?\d+\}", lambda m: "{%s, %s}" % next(it), block[len(head):])
    cpp = cpp[:start] + head + body + cpp[end:]
    open(cpp_path, "w").write(cpp)

    tables = dict(re.findall(r"inline constexpr Table (\w+) = (\{.*?\n\});", tuned, re.S))
    h_path = os.path.join(root, "engine/eval/eval_tables.h")
    h = open(h_path).read()
    for name, text in tables.items():
        pattern = re.compile(r"inline constexpr Table %s = \{.*?\n\};" % name, re.S)
        if not pattern.search(h):
            print(f"eval_tables.h has no table {name}")
            return 1
        h = pattern.sub(lambda m: "inline constexpr Table %s = %s;" % (name, text), h)
    open(h_path, "w").write(h)
    print(f"{len(pairs)} weight pairs and {len(tables)} tables written")
    return 0


if __name__ == "__main__":
    sys.exit(main())
