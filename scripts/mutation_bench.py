#!/usr/bin/env python3
"""Mutation benchmark: does the test suite catch small, realistic bugs?

Each mutation below names a file, an exact snippet of today's code and its replacement. The
script copies the source tree (the files git knows, as they are in the working tree) to a
scratch directory, builds it once, and then for each mutant: writes the mutated file, rebuilds
incrementally (one build directory for all mutants, ccache: only the mutated file recompiles),
runs the tests the mutant is most likely to break (`focus`), and if they all pass, the whole
suite. A failing test kills the mutant; a mutant that passes the whole suite survives. The
original file is put back before the next mutant. The worktree itself is never written to.

A snippet that is not found exactly once is an error in this list (the code moved on), not a
survivor: the script stops and says which. This is a benchmark, run by hand and reported in
docs/testing.md; it is not part of ctest or CI.

Usage: nice -n 10 scripts/mutation_bench.py [--work DIR] [--only ID,ID] [--focus REGEX] [--list]
"""
import argparse
import os
import shutil
import signal
import subprocess
import sys
import time
from dataclasses import dataclass
from pathlib import Path

from repo_files import repo_files

REPO = Path(__file__).resolve().parent.parent
SUITE_WALL_LIMIT_S = 900  # a whole ctest run; a hang past it kills the mutant ("hang")


@dataclass
class Mutation:
    id: str
    area: str
    file: str
    old: str
    new: str
    what: str
    focus: str = ""  # ctest -R regex tried first (only a speed-up: survivors meet the whole suite)


M = Mutation
MUTATIONS = [
    # ---------------------------------------------------------------- rules
    M("stalemate-draw", "rules", "engine/rules/rules.cpp",
      """        return win_for(them, EndReason::STALEMATE,
                       std::string(color_name(us)) + " is stalemated (no legal move)");""",
      """        return {GameResult::DRAW, EndReason::STALEMATE, "stalemate"};""",
      "the referee calls stalemate a draw", "stalemat"),
    M("horse-leg-ignored", "rules", "engine/rules/movegen.cpp",
      """            if (steps.block[i] != SQ_NONE && pos.piece_on(steps.block[i])) continue;
            const Piece target = pos.piece_on(to);
            if (target && color_of(target) == us) continue;""",
      """            const Piece target = pos.piece_on(to);
            if (target && color_of(target) == us) continue;""",
      "a blocked horse leg / elephant eye does not block (legal moves)", "perft|rules|movegen"),
    M("horse-leg-ignored-pseudo", "rules", "engine/rules/movegen.cpp",
      """        if (T == CAPTURES && (!pos.piece_on(to) || color_of(pos.piece_on(to)) == us)) continue;
        if (steps.block[i] != SQ_NONE && pos.piece_on(steps.block[i])) continue;""",
      """        if (T == CAPTURES && (!pos.piece_on(to) || color_of(pos.piece_on(to)) == us)) continue;""",
      "a blocked horse leg / elephant eye does not block (the search's generator)",
      "pseudo|pins|invariant|movegen"),
    M("flying-general", "rules", "engine/rules/position.cpp",
      "        if (p == their_rook || p == their_king) return true;",
      "        if (p == their_rook) return true;",
      "facing kings are not an attack", "rules|flying|king|perft"),
    M("cannon-rank-as-rook", "rules", "engine/rules/movegen.cpp",
      """        for (unsigned b = cannon ? rt.second : rt.first; b; b &= b - 1) {
            const Square to = r * 9 + lsb(b);
            if (color_of(pos.piece_on(to)) != us) emit(from, to, test);""",
      """        for (unsigned b = rt.first; b; b &= b - 1) {
            const Square to = r * 9 + lsb(b);
            if (color_of(pos.piece_on(to)) != us) emit(from, to, test);""",
      "a cannon captures along a rank without a screen", "perft|rules"),
    M("pawn-side-attack", "rules", "engine/rules/position.cpp",
      """    return board_[ahead] == their_pawn || board_[k - 1] == their_pawn ||
           board_[k + 1] == their_pawn;""",
      """    return board_[ahead] == their_pawn || board_[k - 1] == their_pawn;""",
      "a pawn beside the king on its right does not give check", "perft|rules"),
    M("repetition-one-more", "rules", "engine/rules/rules.cpp",
      "        if (pos.state_at(now - d).key == key && --nth == 0) return now - d;",
      "        if (pos.state_at(now - d).key == key && nth-- == 0) return now - d;",
      "a repetition needs one occurrence more than asked", "repet|perpetual|chase"),
    M("perpetual-check-loser", "rules", "engine/rules/rules.cpp",
      "        return {EndReason::PERPETUAL_CHECK, true, every_move_checks[RED] ? RED : BLACK, false};",
      "        return {EndReason::PERPETUAL_CHECK, true, every_move_checks[RED] ? BLACK : RED, false};",
      "the victim of a perpetual check loses", "perpetual|repet"),
    M("pawn-may-chase", "rules", "engine/rules/chase.cpp",
      "    return attacker != KING && attacker != PAWN;",
      "    return attacker != KING;",
      "a pawn's attack counts as a chase", "chase|perpetual|repet"),
    M("chase-rook-by-cannon", "rules", "engine/rules/chase.cpp",
      "    if (attacker == HORSE || attacker == CANNON) return target == ROOK;",
      "    if (attacker == HORSE) return target == ROOK;",
      "a cannon attacking a protected rook is no chase", "chase|perpetual|repet"),
    M("move-limit-late", "rules", "engine/rules/rules.h",
      "    return pos.rule60() >= MOVE_LIMIT_PLIES && move_limit_plies(pos) >= MOVE_LIMIT_PLIES;",
      "    return pos.rule60() > MOVE_LIMIT_PLIES && move_limit_plies(pos) > MOVE_LIMIT_PLIES;",
      "the 60-move limit one ply late", "limit|120|rule60"),
    M("capture-keeps-clock", "rules", "engine/rules/position.cpp",
      "    next.rule60 = captured ? 0 : uint16_t(prev.rule60 + 1);",
      "    next.rule60 = uint16_t(prev.rule60 + 1);",
      "a capture does not reset the 60-move counter", "limit|120|rule60|fen|FEN"),
    M("pawns-not-material", "rules", "engine/rules/rules.cpp",
      "        for (PieceType t : {ROOK, HORSE, CANNON, PAWN})",
      "        for (PieceType t : {ROOK, HORSE, CANNON})",
      "pawns do not count against insufficient material", "material|draw"),
    # ---------------------------------------------------------------- notation
    M("iccs-same-square", "notation", "engine/formats/iccs.cpp",
      "    if (from == to) return MOVE_NONE;\n",
      "",
      "ICCS accepts a null move a0a0", "iccs|ICCS|parse|notation"),
    M("wxf-direction-swapped", "notation", "engine/formats/notation_wxf.cpp",
      "    s += shape.direction > 0 ? '+' : shape.direction < 0 ? '-' : '.';",
      "    s += shape.direction > 0 ? '-' : shape.direction < 0 ? '+' : '.';",
      "WXF writes advance and retreat the wrong way round", "wxf|WXF|notation"),
    M("wxf-tandem-swapped", "notation", "engine/formats/notation_wxf.cpp",
      "    return letter + (g.index_of(from) == 0 ? '+' : '-');",
      "    return letter + (g.index_of(from) == 0 ? '-' : '+');",
      "WXF front/rear of two pieces on a file swapped", "wxf|WXF|tandem|notation"),
    M("chinese-middle-rear", "notation", "engine/formats/notation_chinese.cpp",
      "            if (n == 3) return {idx == 0 ? front : idx == 1 ? middle : rear, piece};",
      "            if (n == 3) return {idx == 0 ? front : idx == 1 ? rear : middle, piece};",
      "Chinese 中/后 of three pawns swapped", "chinese|Chinese|notation|pawn"),
    M("chinese-black-digit", "notation", "engine/formats/notation_chinese.cpp",
      "    return {char32_t((style.fullwidth_digits ? U'１' : U'1') + n - 1)};",
      "    return {char32_t((style.fullwidth_digits ? U'１' : U'1') + n)};",
      "Chinese file digit for Black off by one", "chinese|Chinese|notation"),
    M("chinese-retreat-read", "notation", "engine/formats/notation_chinese.cpp",
      """        case U'退':
            *direction = -1;""",
      """        case U'退':
            *direction = 1;""",
      "退 read as 进", "chinese|Chinese|notation"),
    # ---------------------------------------------------------------- FEN / PGN
    M("fen-black-to-move", "fen-pgn", "engine/rules/position.cpp",
      """    else if (side == "b" || side == "B")""",
      """    else if (side == "B")""",
      "FEN 'b' is not read as Black to move", "fen|FEN"),
    M("fen-short-rank", "fen-pgn", "engine/rules/position.cpp",
      """            if (file != 9)
                return fail("rank " + std::to_string(rank)""",
      """            if (file > 9)
                return fail("rank " + std::to_string(rank)""",
      "a FEN rank with fewer than 9 squares is accepted", "fen|FEN"),
    M("fen-six-pawns", "fen-pgn", "engine/rules/position.cpp",
      "constexpr int MAX_COUNT[] = {0, 1, 2, 2, 2, 2, 2, 5};",
      "constexpr int MAX_COUNT[] = {0, 1, 2, 2, 2, 2, 2, 6};",
      "a FEN with six pawns of one side is accepted", "fen|FEN"),
    M("pgn-result-ignored", "fen-pgn", "engine/formats/pgn_read.cpp",
      """    record_.result = !result_text_.empty()  ? result_text_
                     : !result_tag_.empty() ? result_tag_
                                            : RESULT_UNKNOWN;""",
      """    record_.result = !result_tag_.empty() ? result_tag_ : RESULT_UNKNOWN;""",
      "PGN: the result after the moves is ignored (only the tag counts)", "pgn|PGN"),
    M("pgn-black-number", "fen-pgn", "engine/formats/pgn_write.cpp",
      "            if (side == BLACK) ++number;\n            side = ~side;",
      "            ++number;\n            side = ~side;",
      "PGN writer numbers every ply", "pgn|PGN"),
    # ---------------------------------------------------------------- search
    M("tt-bound-swapped", "search", "engine/search/search.cpp",
      """        const TTBound bound =
            best >= beta ? BOUND_LOWER : (PV && best > old_alpha ? BOUND_EXACT : BOUND_UPPER);
        ctx_->tt->store(key, best_move, value_to_tt(best, ply), raw_eval, depth, bound);""",
      """        const TTBound bound =
            best >= beta ? BOUND_UPPER : (PV && best > old_alpha ? BOUND_EXACT : BOUND_LOWER);
        ctx_->tt->store(key, best_move, value_to_tt(best, ply), raw_eval, depth, bound);""",
      "main search stores lower and upper bounds swapped", "bench|pin|search"),
    M("multipv-ignored", "search", "engine/search/search.cpp",
      "        std::min<int>(std::max(c.multipv, skill_params(level).multipv), int(root_moves_.size()));",
      "        std::min<int>(skill_params(level).multipv, int(root_moves_.size()));",
      "MultiPV not applied at go", "multipv|MultiPV|pin"),
    M("mate-to-tt-unadjusted", "search", "engine/search/search.cpp",
      """    XQ_ASSERT(v >= mated_in(ply) && v <= mate_in(ply));
    if (v >= VALUE_MATE_IN_MAX_PLY) return v + ply;""",
      """    XQ_ASSERT(v >= mated_in(ply) && v <= mate_in(ply));
    if (v >= VALUE_MATE_IN_MAX_PLY) return v;""",
      "mate scores stored in the TT without the ply adjustment", "mate|bench|pin"),
    M("mate-moves-rounding", "search", "engine/search/search.cpp",
      "    if (v >= VALUE_MATE_IN_MAX_PLY) return {Score::MATE, (VALUE_MATE - v + 1) / 2};",
      "    if (v >= VALUE_MATE_IN_MAX_PLY) return {Score::MATE, (VALUE_MATE - v) / 2};",
      "mate in N moves reported one short", "mate"),
    M("stalemate-search-draw", "search", "engine/search/search.cpp",
      "    if (move_count == 0) return excluded ? alpha : mated_in(ply);",
      "    if (move_count == 0) return excluded ? alpha : in_check ? mated_in(ply) : VALUE_DRAW;",
      "the search scores stalemate as a draw", "stalemat|mate"),
    M("movetime-ignored-hard", "search", "engine/search/search.cpp",
      """    if (!c.time.pondering() && c.time.elapsed_ms() >= c.time.hard_limit())
        c.stop.store(true, std::memory_order_relaxed);""",
      """    if (!c.time.pondering() && c.time.elapsed_ms() >= 10 * c.time.hard_limit())
        c.stop.store(true, std::memory_order_relaxed);""",
      "the hard time limit is checked ten times too late", "time|movetime|clock"),
    M("time-target-no-increment", "search", "engine/search/timeman.cpp",
      "        const int64_t target = usable / moves + inc * 3 / 4;",
      "        const int64_t target = usable / moves;",
      "the time manager ignores the increment", "time|clock|increment"),
    # ---------------------------------------------------------------- protocol
    M("uci-bare-go-bounded", "protocol", "engine/protocol/protocol_uci.cpp",
      "    if (!limited) limits.infinite = true;  // a bare \"go\" searches until stop\n",
      "",
      "UCI: a bare go is not an infinite search", "uci"),
    M("uci-wtime-btime-swapped", "protocol", "engine/protocol/protocol_uci.cpp",
      """            time[word == "wtime" ? RED : BLACK] = std::max<int64_t>(1, *v);""",
      """            time[word == "wtime" ? BLACK : RED] = std::max<int64_t>(1, *v);""",
      "UCI: wtime and btime swapped", "uci"),
    M("uci-lowerbound-word", "protocol", "engine/protocol/protocol_uci.cpp",
      """    if (info.bound == Bound::LOWER) s += " lowerbound";""",
      """    if (info.bound == Bound::LOWER) s += " upperbound";""",
      "UCI: a fail-high is printed as upperbound", "uci"),
    M("ucci-banmoves-dropped", "protocol", "engine/protocol/protocol_ucci.cpp",
      "    limits.banmoves = banmoves_;\n",
      "",
      "UCCI: banmoves not passed to the search", "ucci"),
    M("ucci-mate-plies", "protocol", "engine/protocol/protocol_ucci.cpp",
      "    int plies = s.value > 0 ? 2 * s.value - 1 : -2 * s.value;",
      "    int plies = s.value > 0 ? 2 * s.value : -2 * s.value;",
      "UCCI: a mate for the side to move is one ply too far", "ucci"),
    M("ucci-probe-bound", "protocol", "engine/protocol/protocol_ucci.cpp",
      """            if (entry->bound != Bound::UPPER) text += " lowerbound " + v + d;""",
      """            if (entry->bound == Bound::LOWER) text += " lowerbound " + v + d;""",
      "UCCI: probe omits the lower bound of an exact entry", "ucci|probe"),
    # ---------------------------------------------------------------- game layer
    M("undo-one-ply-vs-engine", "game", "src/game/controller.cpp",
      "    while (game_.ply() > 0 && engine_plays(game_.side_to_move()) &&",
      "    while (false && engine_plays(game_.side_to_move()) &&",
      "undo against the engine takes back only the engine's reply", "undo"),
    # Since the variation tree a different move after going back starts a variation; the bug
    # is now the opposite of the old one (which kept the line the old rules cut): the old line
    # is cut.
    M("new-move-cuts-old-line", "game", "src/game/game.cpp",
      "        path_ = play_into(tree_, path_, ply_, m);\n",
      "        truncate_line(tree_, path_, ply_);\n        path_ = play_into(tree_, path_, ply_, m);\n",
      "a different move after going back replaces the old line instead of starting a variation",
      "undo|redo|line|variation|Variation"),
    M("resign-keeps-redo", "game", "src/game/game.cpp",
      """    // redo cannot step past the resignation and the end is announced at once.
    truncate_line(tree_, path_, ply_);""",
      """    // redo cannot step past the resignation and the end is announced at once.""",
      "resigning after undo keeps the later moves for redo", "resign"),
    M("clock-charges-wrong-side", "game", "src/game/controller.cpp",
      "    clock_.moved(~game_.side_to_move(), now_ms);",
      "    clock_.moved(game_.side_to_move(), now_ms);",
      "the increment goes to the side that did not move", "clock|increment|time"),
    M("fischer-no-increment", "game", "src/game/clock/clock.cpp",
      "    if (tc.kind == TimeControl::Kind::FISCHER) s.main_ms += int64_t(tc.extra_s) * 1000;",
      "",
      "Fischer clocks never add the increment", "clock|increment|fischer|Fischer"),
    M("byoyomi-not-refilled", "game", "src/game/clock/clock.cpp",
      "    if (tc.kind == TimeControl::Kind::BYOYOMI) s.period_ms = int64_t(tc.extra_s) * 1000;",
      "",
      "a byo-yomi period is not refilled after a move", "clock|byo"),
    M("no-save-on-quit", "game", "src/app/app.cpp",
      "    if (controller_) saved_.save(*controller_, settings_);",
      "    if (false && controller_) saved_.save(*controller_, settings_);",
      "the state is not saved when the program quits", "quit|exit|sav|state"),
    # ---------------------------------------------------------------- settings
    M("settings-skill-unbounded", "settings", "src/game/settings_fields.cpp",
      """        {"level", IntSetting{&Settings::skill, SKILL_RANGE.min, SKILL_RANGE.max}},""",
      """        {"level", IntSetting{&Settings::skill, 0, 99}},""",
      "the settings file accepts any skill level", "setting|skill"),
    M("engine-skill-unclamped", "settings", "engine/engine.cpp",
      "    impl_->skill_level.store(SKILL_RANGE.clamp(level));",
      "    impl_->skill_level.store(level);",
      "the engine does not clamp the skill level", "skill|Skill"),
    M("settings-recent-limit", "settings", "src/game/settings_fields.cpp",
      "    if (list.size() >= f.max) return false;\n",
      "",
      "the settings file keeps any number of recent files", "setting|recent"),
    M("settings-movetime-range", "settings", "src/game/settings_fields.cpp",
      "         NumberSetting{&Settings::movetime_s, Settings::MIN_MOVETIME, Settings::MAX_MOVETIME}},",
      "         NumberSetting{&Settings::movetime_s, 0, Settings::MAX_MOVETIME}},",
      "the settings file accepts a zero move time", "setting|movetime"),
]


def run(cmd, cwd=None, limit=None, env=None):
    """Runs cmd in its own process group; returns (code or None on a time-out, output)."""
    p = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                         text=True, start_new_session=True, env=env)
    try:
        out, _ = p.communicate(timeout=limit)
        return p.returncode, out
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, _ = p.communicate()
        return None, out


def copy_tree(src_dir):
    """The files git knows (tracked, and new ones not ignored), as they are in the worktree."""
    if src_dir.exists():
        shutil.rmtree(src_dir)
    src_dir.mkdir(parents=True)
    for name in repo_files(str(REPO)):
        source = REPO / name
        if not source.is_file():
            continue  # deleted in the worktree
        target = src_dir / name
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(source, target)


def failed_tests(build_dir):
    log = build_dir / "Testing" / "Temporary" / "LastTestsFailed.log"
    if not log.exists():
        return []
    return [line.split(":", 1)[1].strip() for line in log.read_text().splitlines() if ":" in line]


def run_suite(build_dir, regex=None):
    """'pass', or ('fail', [tests]) / ('hang', [])."""
    log = build_dir / "Testing" / "Temporary" / "LastTestsFailed.log"
    if log.exists():
        log.unlink()
    # A test that fails and then passes on a second try is a test that flakes under load (the
    # machine is shared), not a kill: only a test that fails twice kills the mutant.
    cmd = ["ctest", "--test-dir", str(build_dir), "-j2", "--stop-on-failure",
           "--repeat", "until-pass:2"]
    if regex:
        cmd += ["-R", regex]
    # The tests' scratch files go to a directory of the bench's own: several tests use fixed
    # names under the temporary directory, and a developer's suite may be running beside this.
    tmp = build_dir.parent / "tmp"
    tmp.mkdir(exist_ok=True)
    code, out = run(cmd, limit=SUITE_WALL_LIMIT_S, env={**os.environ, "TMPDIR": str(tmp)})
    if code is None:
        return "hang", ["(the test run passed %d s)" % SUITE_WALL_LIMIT_S]
    if code == 0:
        return "pass", []
    if "No tests were found" in out:
        return "pass", []
    return "fail", failed_tests(build_dir) or ["(ctest failed: see its output)"]


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--work", default="/tmp/xq-mutation", help="scratch directory")
    ap.add_argument("--only", default="", help="comma-separated mutation ids")
    ap.add_argument("--list", action="store_true", help="list the mutations and exit")
    ap.add_argument("--focus", default="",
                    help="ctest -R regex tried first for every mutant, instead of each one's own "
                         "(e.g. to show that new tests kill a mutant)")
    ap.add_argument("--keep-copy", action="store_true",
                    help="reuse the copy in --work (after a --list check of the snippets)")
    args = ap.parse_args()

    chosen = MUTATIONS
    if args.only:
        wanted = set(args.only.split(","))
        unknown = wanted - {m.id for m in MUTATIONS}
        if unknown:
            sys.exit("unknown mutation id(s): " + ", ".join(sorted(unknown)))
        chosen = [m for m in MUTATIONS if m.id in wanted]
    ids = [m.id for m in MUTATIONS]
    if len(ids) != len(set(ids)):
        sys.exit("duplicate mutation ids")

    # Every snippet must occur exactly once in today's code: otherwise the list is out of date.
    errors = []
    for m in chosen:
        n = (REPO / m.file).read_text().count(m.old)
        if n != 1:
            errors.append(f"{m.id}: the snippet occurs {n} times in {m.file}")
    if errors:
        sys.exit("mutation list out of date:\n  " + "\n  ".join(errors))
    if args.list:
        for m in chosen:
            print(f"{m.id:28} {m.area:9} {m.file:40} {m.what}")
        print(f"{len(chosen)} mutations")
        return

    work = Path(args.work)
    src, build = work / "src", work / "build"
    started = time.time()
    if not args.keep_copy or not src.exists():
        copy_tree(src)
    print(f"copy of the source tree: {src}; build: {build}", flush=True)
    code, out = run(["cmake", "-S", str(src), "-B", str(build), "-G", "Ninja",
                     "-DCMAKE_BUILD_TYPE=Release", "-DCMAKE_CXX_COMPILER_LAUNCHER=ccache"])
    if code != 0:
        sys.exit("cmake failed:\n" + out)
    code, out = run(["cmake", "--build", str(build), "-j2"])
    if code != 0:
        sys.exit("the unmutated tree does not build:\n" + out[-3000:])
    verdict, tests = run_suite(build)
    if verdict != "pass":
        sys.exit("the unmutated tree fails its tests: " + ", ".join(tests))
    print(f"baseline: builds and passes ({time.time() - started:.0f} s)", flush=True)

    results = []
    for i, m in enumerate(chosen, 1):
        t0 = time.time()
        path = src / m.file
        original = path.read_text()
        path.write_text(original.replace(m.old, m.new, 1))
        try:
            code, out = run(["cmake", "--build", str(build), "-j2"])
            if code != 0:
                verdict, tests, stage = "no-build", [out.strip().splitlines()[-1][:120]], "build"
            else:
                verdict, tests, stage = "pass", [], ""
                focus = args.focus or m.focus
                if focus:
                    verdict, tests = run_suite(build, focus)
                    stage = "focus"
                if verdict == "pass":
                    verdict, tests = run_suite(build)
                    stage = "suite"
        finally:
            path.write_text(original)
        status = {"pass": "SURVIVED", "fail": "killed", "hang": "killed (hang)",
                  "no-build": "NO BUILD"}[verdict]
        seconds = time.time() - t0
        results.append((m, status, tests, seconds))
        shown = "; ".join(tests[:3]) + (f" (+{len(tests) - 3})" if len(tests) > 3 else "")
        print(f"[{i}/{len(chosen)}] {m.id}: {status} ({stage}, {seconds:.0f} s) {shown}",
              flush=True)

    # Put the build back in step with the unmutated sources.
    run(["cmake", "--build", str(build), "-j2"])

    scored = [r for r in results if r[1] != "NO BUILD"]
    killed = [r for r in scored if r[1].startswith("killed")]
    survived = [r for r in scored if r[1] == "SURVIVED"]
    print("\n| mutant | area | file | what | result | caught by |")
    print("|---|---|---|---|---|---|")
    for m, status, tests, _ in results:
        caught = "<br>".join(f"`{t}`" for t in tests[:2]) + (
            f" (+{len(tests) - 2})" if len(tests) > 2 else "")
        print(f"| {m.id} | {m.area} | {m.file} | {m.what} | {status} | {caught} |")
    total = time.time() - started
    pct = 100.0 * len(killed) / len(scored) if scored else 0.0
    print(f"\nkilled {len(killed)} of {len(scored)} ({pct:.1f} %); survived {len(survived)}"
          + (f"; did not build {len(results) - len(scored)}" if len(results) != len(scored) else "")
          + f"; run time {total / 60:.1f} min")
    for m, _, _, _ in survived:
        print(f"  survivor: {m.id} ({m.file}): {m.what}")
    sys.exit(0 if not [r for r in results if r[1] == "NO BUILD"] else 1)


if __name__ == "__main__":
    main()
