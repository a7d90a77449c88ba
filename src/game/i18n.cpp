#include "game/i18n.h"

namespace xq {

namespace {

Lang current = Lang::ZH;

struct Entry {
    Str id;
    const char* en;
    const char* zh;
};

// One row per string: the order need not follow the enum; lookup builds an index.
constexpr Entry TABLE[] = {
    {Str::APP_TITLE, "Xiangqi", "中国象棋"},
    {Str::NEW_GAME, "New game", "新局"},
    {Str::UNDO, "Undo", "悔棋"},
    {Str::REDO, "Redo", "还原"},
    {Str::FLIP, "Flip board", "翻转棋盘"},
    {Str::HINT, "Hint", "提示"},
    {Str::RESIGN, "Resign", "认输"},
    {Str::OFFER_DRAW, "Offer draw", "提和"},
    {Str::COPY_FEN, "Copy FEN", "复制局面"},
    {Str::PASTE_FEN, "Paste FEN", "粘贴局面"},
    {Str::SET_FEN, "Set position", "设置局面"},
    {Str::LANGUAGE, "中文", "English"},
    {Str::SETTINGS, "Game", "对局"},
    {Str::ENGINE, "Engine", "引擎"},
    {Str::MOVES, "Moves", "棋谱"},
    {Str::MODE, "Mode", "模式"},
    {Str::MODE_HUMAN_RED, "Human plays Red", "人先"},
    {Str::MODE_ENGINE_RED, "Engine plays Red", "电脑先"},
    {Str::MODE_TWO_HUMANS, "Two players", "双人"},
    {Str::MODE_DEMO, "Engine vs engine", "演示"},
    {Str::HANDICAP, "Handicap", "让子"},
    {Str::HANDICAP_GIVER, "Giver", "让子方"},
    {Str::RED, "Red", "红方"},
    {Str::BLACK, "Black", "黑方"},
    {Str::TIME_LIMIT, "Seconds per move", "每步限时（秒）"},
    {Str::DIFFICULTY, "Difficulty", "难度"},
    {Str::ANIMATION, "Animate moves", "走子动画"},
    {Str::PV_ARROW, "PV arrow", "主变箭头"},
    {Str::RED_TO_MOVE, "Red to move", "红方走棋"},
    {Str::BLACK_TO_MOVE, "Black to move", "黑方走棋"},
    {Str::THINKING, "engine thinking...", "电脑思考中……"},
    {Str::RED_WINS, "Red wins", "红胜"},
    {Str::BLACK_WINS, "Black wins", "黑胜"},
    {Str::DRAW, "Draw", "和棋"},
    {Str::CHECKMATE, "checkmate", "将死"},
    {Str::STALEMATE, "stalemate (no legal move)", "困毙"},
    {Str::PERPETUAL_CHECK, "perpetual check", "长将判负"},
    {Str::PERPETUAL_CHASE, "perpetual chase", "长捉判负"},
    {Str::REPETITION, "repetition", "重复局面"},
    {Str::MOVE_LIMIT, "60-move limit", "六十回合自然限着"},
    {Str::INSUFFICIENT_MATERIAL, "no mating material", "双方无进攻子力"},
    {Str::RESIGNATION, "resignation", "认输"},
    {Str::DRAW_AGREED, "draw agreed", "议和"},
    {Str::DRAW_DECLINED, "The engine declines the draw.", "电脑拒绝和棋。"},
    {Str::BAD_FEN, "Bad FEN: ", "局面代码错误："},
    {Str::FEN_SET, "The position from the FEN is on the board.", "已按局面代码摆好棋局。"},
    {Str::FEN_COPIED, "FEN copied.", "局面代码已复制。"},
    {Str::CHECK, "Check!", "将军！"},
    {Str::DEPTH, "Depth", "深度"},
    {Str::SELDEPTH, "Seldepth", "选择深度"},
    {Str::SCORE, "Score (Red)", "分数（红方）"},
    {Str::NODES, "Nodes", "节点"},
    {Str::NPS, "Nodes/s", "每秒节点"},
    {Str::TIME, "Time", "时间"},
    {Str::HASHFULL, "Hash", "置换表"},
    {Str::CURRMOVE, "Searching", "当前着法"},
    {Str::PV, "PV", "主要变例"},
    {Str::MATE_IN, "Red mates in ", "红方"},
    {Str::MATED_IN, "Black mates in ", "黑方"},
    {Str::MATE_SUFFIX, "", "步杀"},
    {Str::ITERATIONS, "Iterations", "迭代"},
    {Str::SCORE_GRAPH, "Score over the game", "全局分数"},
    {Str::COPY_MOVES, "Copy moves", "复制棋谱"},
    {Str::MOVES_COPIED, "Moves copied.", "棋谱已复制。"},
    {Str::SAVE_PGN, "Save PGN", "保存PGN"},
    {Str::LOAD_PGN, "Load PGN", "打开PGN"},
    {Str::PGN_SAVED, "Saved ", "已保存 "},
    {Str::PGN_LOADED, "Loaded ", "已打开 "},
    {Str::PGN_ERROR, "PGN error: ", "PGN错误："},
    {Str::GAME_OVER, "Game over", "对局结束"},
    {Str::OK, "OK", "确定"},
    {Str::CANCEL, "Cancel", "取消"},
    {Str::BRANCH_QUESTION, "Play from here? The later moves will be replaced.",
     "从这里继续？后面的着法将被替换。"},
    {Str::CONTINUE, "Continue", "继续"},
    {Str::SETTINGS_RESET,
     "Saved state was unreadable and has been reset: ", "存档损坏，已恢复默认："},
    {Str::SAVE_ERROR, "Cannot save: ", "无法保存："},
    {Str::NO_ENGINE, "Engine disabled (--no-engine)", "引擎已关闭（--no-engine）"},
    {Str::WAITING, "waiting", "等待"},
    {Str::START, "Start", "开局"},
    {Str::PLY, "Ply", "步"},
    {Str::FILE_PATH, "File", "文件"},
    {Str::FEN_LABEL, "FEN", "局面代码"},
    {Str::LIVE_HINT, "Time and difficulty act on a running search too.",
     "限时和难度对正在进行的搜索立即生效。"},
    // ---- opening book
    {Str::OPENING_BOOK, "Opening book", "开局库"},
    {Str::OPENING, "Opening:", "开局："},
    // Issue 9, panel half (messages, files, manners, look).
    {Str::COLON, ": ", "："},
    {Str::KEPT_AS, "The damaged file is kept as ", "损坏的文件已另存为 "},
    {Str::STATE_FILE_IS_DIR,
     " holds a folder named settings.ini or game.pgn; settings and the game are saved in ",
     " 里的 settings.ini 或 game.pgn 是一个文件夹；设置和对局改存在 "},
    {Str::STATE_DIR_UNUSABLE,
     " is not a folder that can be used (it is a file, or cannot be made); settings and the "
     "game are saved in ",
     " 不是可用的文件夹（它是一个文件，或无法创建）；设置和对局改存在 "},
    {Str::STATE_NOT_SAVED, ": no folder can hold the settings and the game; they are not saved.",
     "：没有可用的文件夹，设置和对局不会保存。"},
    {Str::SETTINGS_LINES_SKIPPED,
     "Lines that could not be read were skipped (the others are kept) in ",
     "以下无法读取的行已跳过（其余设置保留），文件 "},
    {Str::GAME_KEPT_UP_TO, "The saved game stops at a bad move; moves kept: ",
     "存档对局在一步错误的着法处中断，已保留的着法数："},
    // Issue 9: clocks, captured pieces, sound, themes.
    {Str::TIME_FORFEIT, "lost on time", "超时判负"},
    {Str::PAUSE, "Pause", "暂停"},
    {Str::RESUME, "Resume", "继续"},
    {Str::PAUSED, "Clocks paused.", "计时已暂停。"},
    {Str::TIME_CONTROL, "Time control", "计时方式"},
    {Str::TC_MOVETIME, "Engine: seconds per move", "电脑每步限时"},
    {Str::TC_FISCHER, "Fischer: base + increment", "包干加秒"},
    {Str::TC_BYOYOMI, "Base + byo-yomi", "局时+读秒"},
    {Str::TC_UNLIMITED, "Unlimited", "不限时"},
    {Str::TC_BASE, "Minutes", "局时（分）"},
    {Str::TC_INCREMENT, "Increment (s)", "每步加秒"},
    {Str::TC_PERIOD, "Per move (s)", "读秒（秒）"},
    {Str::TC_SEPARATE, "Black's own time control", "黑方另设计时"},
    {Str::BYOYOMI, "byo-yomi", "读秒"},
    {Str::HUMAN, "Human", "棋手"},
    {Str::COMPUTER, "Engine", "电脑"},
    {Str::CLOCK_USED, "used", "用时"},
    {Str::SOUND, "Sound", "音效"},
    {Str::MUTE, "Mute", "静音"},
    {Str::VOLUME, "Volume", "音量"},
    {Str::PIECES, "Pieces", "棋子"},
    {Str::PIECES_TRADITIONAL, "Chinese characters", "汉字"},
    {Str::PIECES_INTERNATIONAL, "International symbols", "国际图形"},
    {Str::BOARD_THEME, "Board", "棋盘"},
    {Str::BOARD_WOOD, "Wood", "木纹"},
    {Str::BOARD_CONTRAST, "High contrast", "高对比"},
    {Str::LOOK_TAB, "Look", "外观"},
};

struct Index {
    const Entry* rows[int(Str::COUNT)] = {};
    constexpr Index() {
        for (const Entry& e : TABLE) rows[int(e.id)] = &e;
    }
};
constexpr Index INDEX;
static_assert(
    [] {
        for (const Entry* e : INDEX.rows)
            if (!e) return false;
        return true;
    }(),
    "every Str needs a row in TABLE");

}  // namespace

const char* tr(Str s) {
    const Entry* e = INDEX.rows[int(s)];
    return current == Lang::ZH ? e->zh : e->en;
}

void set_language(Lang lang) {
    current = lang;
}
Lang language() {
    return current;
}

std::string all_ui_text() {
    std::string text;
    for (const Entry& e : TABLE) (text += e.en) += e.zh;
    return text;
}

}  // namespace xq
