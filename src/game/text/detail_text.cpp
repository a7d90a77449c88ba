#include "game/text/detail_text.h"

#include <functional>
#include <map>
#include <mutex>
#include <regex>
#include <vector>

namespace xq {

namespace {

using Match = std::smatch;
struct Rule {
    std::regex pattern;
    std::function<std::string(const Match&)> chinese;
};

std::string colour(const std::string& en) {
    return en == "Red" ? "红方" : en == "Black" ? "黑方" : en;
}

std::string piece_word(const std::string& en) {
    static const std::map<std::string, std::string> WORDS = {
        {"king", "帅（将）"}, {"advisor", "仕（士）"}, {"elephant", "相（象）"}, {"horse", "马"},
        {"rook", "车"},       {"cannon", "炮"},        {"pawn", "兵（卒）"}};
    std::string s = en;
    if (!s.empty() && s.back() == 's') s.pop_back();
    auto it = WORDS.find(s);
    return it == WORDS.end() ? en : it->second;
}

// The C library's messages for the file errors a player can meet.
std::string system_error(const std::string& en) {
    static const std::map<std::string, std::string> WORDS = {
        {"No such file or directory", "文件或目录不存在"},
        {"Permission denied", "没有权限"},
        {"Is a directory", "是一个目录"},
        {"Not a directory", "不是目录"},
        {"No space left on device", "磁盘空间不足"},
        {"Read-only file system", "只读文件系统"},
    };
    auto it = WORDS.find(en);
    return it == WORDS.end() ? en : it->second;
}

const std::vector<Rule>& rules() {
    auto r = [](const char* p, std::function<std::string(const Match&)> f) {
        return Rule{std::regex(p), std::move(f)};
    };
    auto q = [](const std::string& s) { return "“" + s + "”"; };
    static const std::vector<Rule> RULES = {
        // Where: lines of a file, moves of a game (the rest translated in turn).
        r("line (\\d+): ([\\s\\S]*)",
          [](const Match& m) { return "第" + m.str(1) + "行：" + detail_in_chinese(m.str(2)); }),
        r("bad start position: ([\\s\\S]*)",
          [](const Match& m) { return "起始局面错误：" + detail_in_chinese(m.str(1)); }),
        r("move (\\d+)(\\.\\.\\.)?( \\(in a variation\\))? \\(?('[^']*'|[a-i]\\d[a-i]\\d)\\)? is "
          "illegal in this position(: ([\\s\\S]*))?",
          [q](const Match& m) {
              std::string s = std::string(m[3].matched ? "变着中" : "") + "第" + m.str(1) + "回合" +
                              (m[2].matched ? "黑方" : "红方") + "着法" + q(m.str(4)) +
                              "在此局面下不合法";
              if (m[6].matched) s += "：" + detail_in_chinese(m.str(6));
              return s;
          }),
        r("a variation '\\(' must follow the move it is an alternative to",
          [](const Match&) { return std::string("变着“(”必须紧跟在它所替代的着法之后"); }),
        r("\\[FEN \"([\\s\\S]*)\"\\] is not a valid position: ([\\s\\S]*)",
          [](const Match& m) {
              return "[FEN \"" + m.str(1) + "\"] 不是合法局面：" + detail_in_chinese(m.str(2));
          }),
        // Move notation (parse_move's errors, after the move they are about).
        r("'([^']*)' is not a move in ICCS \\(h2e2\\), WXF \\(C2\\.5\\) or Chinese "
          "\\(炮二平五\\) notation",
          [q](const Match& m) {
              return q(m.str(1)) + "不是 ICCS（h2e2）、WXF（C2.5）或中文（炮二平五）记法的着法";
          }),
        r("a Chinese move has four characters, like 炮二平五 or 前车进一",
          [](const Match&) { return std::string("中文着法是四个字，例如炮二平五或前车进一"); }),
        r("not Chinese notation \\(like 炮二平五\\)",
          [](const Match&) { return std::string("不是中文记法（例如炮二平五）"); }),
        r("the third character must be 进, 退 or 平, not ([\\s\\S]*)",
          [q](const Match& m) { return "第三个字应为进、退或平，不是" + q(m.str(1)); }),
        r("the last character must be a number \\(一…九 or 1…9\\), not ([\\s\\S]*)",
          [q](const Match& m) { return "最后一个字应为数字（一…九或1…9），不是" + q(m.str(1)); }),
        r("the number must be 1 to 9", [](const Match&) { return std::string("数字应为1到9"); }),
        r("the text is not valid UTF-8",
          [](const Match&) { return std::string("文本不是有效的 UTF-8"); }),
        // How an external engine's program ended (child_process.h).
        r("exit code (-?\\d+)", [](const Match& m) { return "退出码 " + m.str(1); }),
        r("killed by signal (\\d+)", [](const Match& m) { return "被信号 " + m.str(1) + " 终止"; }),
        r("output closed", [](const Match&) { return std::string("输出已关闭"); }),
        r("it was shut down", [](const Match&) { return std::string("它已被关闭"); }),
        // FEN.
        r("empty FEN", [](const Match&) { return std::string("局面代码为空"); }),
        r("rank (\\d+) has (\\d+) squares, not 9",
          [](const Match& m) { return "第" + m.str(1) + "行有" + m.str(2) + "格，应为9格"; }),
        r("rank (\\d+) has more than 9 squares",
          [](const Match& m) { return "第" + m.str(1) + "行超过9格"; }),
        r("more than 10 ranks", [](const Match&) { return std::string("超过10行"); }),
        r("the board has (\\d+) ranks, not 10",
          [](const Match& m) { return "棋盘有" + m.str(1) + "行，应为10行"; }),
        r("unknown piece letter '([\\s\\S]*)'",
          [q](const Match& m) { return "未知的棋子字母" + q(m.str(1)); }),
        r("too many pieces: (Red|Black) has more than (\\d+) (\\w+)",
          [](const Match& m) {
              return "棋子过多：" + colour(m.str(1)) + "的" + piece_word(m.str(3)) + "超过" +
                     m.str(2) + "个";
          }),
        r("side to move must be [\\s\\S]*, not '([\\s\\S]*)'",
          [q](const Match& m) { return "走子方应为 w（红方）或 b（黑方），不是" + q(m.str(1)); }),
        r("the halfmove clock must be a non-negative number, not '([\\s\\S]*)'",
          [q](const Match& m) { return "半回合计数应为非负整数，不是" + q(m.str(1)); }),
        r("the move number must be a non-negative number, not '([\\s\\S]*)'",
          [q](const Match& m) { return "回合数应为非负整数，不是" + q(m.str(1)); }),
        // PGN.
        r("no game found[\\s\\S]*",
          [](const Match&) { return std::string("没有找到对局：既没有标签也没有着法"); }),
        r("the comment '\\{' opened here is never closed",
          [](const Match&) { return std::string("此处开始的注释“{”没有结束"); }),
        r("the variation '\\(' opened here is never closed",
          [](const Match&) { return std::string("此处开始的变着“(”没有结束"); }),
        r("'\\)' closes no variation", [](const Match&) { return std::string("“)”前面没有变着"); }),
        r("malformed tag[\\s\\S]*",
          [](const Match&) { return std::string("标签格式错误：应为 [名称 \"值\"]"); }),
        r("the tag \\[(\\w+) is not closed[\\s\\S]*",
          [](const Match& m) { return "标签 [" + m.str(1) + " 没有在同一行结束"; }),
        r("the text is neither UTF-8 nor GB18030 \\(GBK\\) encoded",
          [](const Match&) { return std::string("文本既不是 UTF-8 也不是 GB18030（GBK）编码"); }),
        // XQF.
        r("not an XQF file", [](const Match&) { return std::string("不是XQF文件"); }),
        r("not a complete XQF file: (\\d+) bytes",
          [](const Match& m) { return "XQF文件不完整：只有" + m.str(1) + "字节"; }),
        r("the move records end early \\(at byte (\\d+)\\)",
          [](const Match& m) { return "着法记录提前结束（第" + m.str(1) + "字节）"; }),
        r("a comment at byte (\\d+) is longer than the file",
          [](const Match& m) { return "第" + m.str(1) + "字节处的注释超出了文件长度"; }),
        r("more than (\\d+) moves: the file is damaged",
          [](const Match& m) { return "着法超过" + m.str(1) + "步：文件已损坏"; }),
        r("two pieces on ([a-i]\\d) in the start position",
          [](const Match& m) { return "起始局面中" + m.str(1) + "处有两个棋子"; }),
        r("the start position is not valid \\(([\\s\\S]*)\\)",
          [](const Match& m) { return "起始局面不合法：" + detail_in_chinese(m.str(1)); }),
        r("move (\\d+)(\\.\\.\\.)? has a square off the board",
          [](const Match& m) {
              return "第" + m.str(1) + "回合" + (m[2].matched ? "黑方" : "红方") +
                     "着法的位置在棋盘之外";
          }),
        // Files and settings (src/game).
        r("cannot write ([\\s\\S]*): ([^:]*)",
          [](const Match& m) { return "无法写入 " + m.str(1) + "：" + system_error(m.str(2)); }),
        r("cannot replace ([\\s\\S]*): ([^:]*)",
          [](const Match& m) { return "无法替换 " + m.str(1) + "：" + system_error(m.str(2)); }),
        r("cannot read ([\\s\\S]*?)(: ([^:]*))?",
          [](const Match& m) {
              return "无法读取 " + m.str(1) + (m[3].matched ? "：" + system_error(m.str(3)) : "");
          }),
        r("([\\s\\S]*) does not exist", [](const Match& m) { return m.str(1) + " 不存在"; }),
        r("([\\s\\S]*) is a directory", [](const Match& m) { return m.str(1) + " 是一个目录"; }),
        r("([\\s\\S]*) is not a directory", [](const Match& m) { return m.str(1) + " 不是目录"; }),
        r("unknown setting: ([\\s\\S]*)",
          [](const Match& m) { return "未知的设置项：" + m.str(1); }),
        r("bad value: ([\\s\\S]*)", [](const Match& m) { return "值无效：" + m.str(1); }),
        r("expected key = value: ([\\s\\S]*)",
          [](const Match& m) { return "应为“名称 = 值”：" + m.str(1); }),
        r("\\((\\d+) more\\)", [](const Match& m) { return "（另有" + m.str(1) + "处）"; }),
        r("kept as ([\\s\\S]*)", [](const Match& m) { return "原文件已保存为 " + m.str(1); }),
    };
    return RULES;
}

}  // namespace

const char* detail_glyphs() {
    // Every non-ASCII character of this file (a test checks it), for the font's glyph ranges.
    return "“”…、一三下不两个中为之九也了二五仕代件位例保信值入关兵写出到前半卒原取变另只号合"
           "同名后四回在坏士处外多如始子字存它完对将局已帅平应度开式录必或所找损换提效数整文方无"
           "既是替最有未本权束标格棋止此步母没法注炮的盘目相着知码磁称空第签系紧红终结统编置节行"
           "被计记设误读象负走起超足跟车输过进退释错长闭间限非面项须马黑（），：";
}

std::string detail_in_chinese(const std::string& english) {
    // Several details, one per line: each on its own.
    if (size_t nl = english.find('\n'); nl != std::string::npos)
        return detail_in_chinese(english.substr(0, nl)) + "\n" +
               detail_in_chinese(english.substr(nl + 1));
    // Messages are drawn every frame: remember the few translated lately.
    static std::mutex mutex;
    static std::map<std::string, std::string> cache;
    {
        std::lock_guard lock(mutex);
        if (auto it = cache.find(english); it != cache.end()) return it->second;
    }
    std::string out = english;
    if (english.size() <= 4096) {  // regex on a huge line would cost; such details are excerpts
        for (const Rule& rule : rules()) {
            Match m;
            if (std::regex_match(english, m, rule.pattern)) {
                out = rule.chinese(m);
                break;
            }
        }
    }
    std::lock_guard lock(mutex);
    if (cache.size() > 64) cache.clear();
    cache[english] = out;
    return out;
}

}  // namespace xq
