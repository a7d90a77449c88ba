#!/usr/bin/env python3
"""The size of every class and struct declared in the headers of a folder: instance data
members and public methods, the two counts docs/architecture.md keeps within bounds.

  scripts/class_sizes.py [--fields N] [--methods N] [FOLDER ...]   (default: src)

Prints one line per class with more than N fields or more than N public methods (default 20
and 40: all classes with --fields 0), the largest first: fields, public methods, the class
and its header. A reader of the project's own clang-formatted headers, not a C++ parser:
comments and string literals are dropped, template arguments and initialisers are ignored,
a declaration with a parameter list is a method (constructors and operators included), and a
static or constexpr member, a type, a using or friend declaration is not a field. Nested
classes are counted on their own. Exit code 0 (the bounds are the doc's, not a check), but
for `--self-test`, which reads a sample header with known counts.
"""
import argparse
import os
import re
import sys

COMMENT = re.compile(r"//[^\n]*|/\*.*?\*/", re.S)
STRING = re.compile(r'"(?:\\.|[^"\\])*"|\'(?:\\.|[^\'\\])*\'')
CLASS_HEAD = re.compile(r"(?:^|\s)(class|struct)\s+(?:alignas\([^)]*\)\s+)?(\w+)"
                        r"(?:\s+final)?\s*(?::[^{;]*)?$")
ACCESS = re.compile(r"^\s*(public|private|protected)\s*:\s*")
NOT_FIELDS = re.compile(r"^\s*(using|friend|typedef|static_assert|static|constexpr|enum|"
                        r"template|class|struct|union)\b")


def without_templates(text):
    """`std::map<int, std::function<void(int)>> m` -> `std::map m` (angle brackets matched)."""
    out, depth = [], 0
    for i, c in enumerate(text):
        if c == "<" and not text[i - 1:i + 1] == "<<" and text[i + 1:i + 2] != "<":
            depth += 1
        elif c == ">" and depth > 0 and text[i - 1] != "-":
            depth -= 1
        elif depth == 0:
            out.append(c)
    return "".join(out)


def classify(statement):
    """'field' with the number of names it declares, 'method', or None."""
    s = statement.strip()
    if not s or NOT_FIELDS.match(s):
        return None, 0
    s = without_templates(s)
    head = re.split(r"=|\{", s, maxsplit=1)[0]
    if "(" in head:
        return "method", 1
    if re.search(r"\boperator\b", head):
        return "method", 1
    # Commas outside brackets separate declarators: `std::optional<T> a_, b_;`.
    depth, names = 0, 1
    for c in s:
        depth += c in "([{"
        depth -= c in ")]}"
        names += c == "," and depth == 0
    return "field", names


class Scope:
    def __init__(self, kind, name="", public=False):
        self.kind, self.name, self.public = kind, name, public
        self.fields = self.methods = 0


def sizes_of(text, path):
    """(fields, public methods, class name, path) of each class in one header's text."""
    text = STRING.sub('""', COMMENT.sub(" ", text))
    text = re.sub(r"^\s*#[^\n]*", " ", text, flags=re.M)  # preprocessor lines
    found, stack, statement = [], [Scope("file")], ""
    for c in text:
        top = stack[-1]
        if c in "{}" and top.kind != "block" and statement.count("(") > statement.count(")"):
            statement += c  # a default argument's braces: `T t = {}` in a parameter list
            continue
        if c == "{":
            head = statement.strip()
            m = CLASS_HEAD.search(head)
            if m and not re.search(r"\benum\b", head):
                stack.append(Scope("class", m.group(2), public=m.group(1) == "struct"))
            elif re.search(r"(^|\s)namespace\b[^;]*$", head) and top.kind == "file":
                stack.append(Scope("file"))
            else:
                if top.kind == "class":
                    kind, _ = classify(head)
                    if kind == "method" and top.public:
                        top.methods += 1
                    elif kind == "field":  # a field with a brace initialiser: `int a_{0}`
                        stack.append(Scope("initialiser"))
                        statement = head
                        continue
                stack.append(Scope("block"))
            statement = ""
        elif c == "}":
            done = stack.pop() if len(stack) > 1 else stack[0]
            if done.kind == "class":
                found.append((done.fields, done.methods, done.name, path))
                statement = ""
            elif done.kind == "initialiser":
                statement += "{}"
            else:
                statement = ""
        elif c == ";":
            if top.kind == "class":
                kind, n = classify(statement)
                if kind == "field":
                    top.fields += n
                elif kind == "method" and top.public:
                    top.methods += 1
            if top.kind != "initialiser":
                statement = ""
        elif top.kind in ("file", "class", "initialiser") or c == "\n":
            if top.kind == "initialiser":
                continue
            statement += c
            m = ACCESS.match(statement) if top.kind == "class" else None
            if m:
                top.public = m.group(1) == "public"
                statement = statement[m.end():]
    return found


SAMPLE = """
namespace xq {
// A comment with class Fake { int x_; };
class Sample final : public Base {
  public:
    Sample(int a, Options o = {}, std::function<void(int)> f = {});
    ~Sample();
    int size() const { return size_; }
    bool operator==(const Sample&) const = default;
    enum class Kind : uint8_t { A, B };
    using Clock = std::chrono::steady_clock;
    static constexpr int LIMIT = 3;
    struct Part {
        int a = 0, b = 1;
        std::string text = "x;y{";
    };
    int visible = 0;

  private:
    void helper(int x);
    int size_ = 0;
    std::map<int, std::function<void(int, int)>> callbacks_;
    std::optional<Clock::time_point> stop_at_, give_up_at_;
    std::atomic<bool> done_{false};
    Part part_;
};
}  // namespace xq
"""


def self_test():
    got = {name: (f, m) for f, m, name, _ in sizes_of(SAMPLE, "sample.h")}
    want = {"Part": (3, 0), "Sample": (7, 4)}
    if got != want:
        print(f"class_sizes self-test: got {got}, want {want}")
        return 1
    print("class_sizes self-test: ok")
    return 0


def main(argv=None):
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--fields", type=int, default=20)
    p.add_argument("--methods", type=int, default=40)
    p.add_argument("--self-test", action="store_true", help="check the reader on a sample")
    p.add_argument("folders", nargs="*", default=["src"])
    args = p.parse_args(argv)
    if args.self_test:
        return self_test()
    rows = []
    for folder in args.folders:
        for root, _, files in os.walk(folder):
            for name in sorted(files):
                if name.endswith(".h"):
                    path = os.path.join(root, name)
                    with open(path, encoding="utf-8") as f:
                        rows += sizes_of(f.read(), path)
    rows = [r for r in rows if r[0] > args.fields or r[1] > args.methods]
    for fields, methods, name, path in sorted(rows, key=lambda r: (-r[0], -r[1], r[2])):
        print(f"{fields:4d} fields {methods:4d} public methods  {name}  {path}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
