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
    {Str::RED_DECLINES_DRAW, "Red declines the draw.", "红方拒绝和棋。"},
    {Str::BLACK_DECLINES_DRAW, "Black declines the draw.", "黑方拒绝和棋。"},
    {Str::CONFIRM_RESIGN, "Resign this game?", "确定认输吗？"},
    {Str::CONFIRM_NEW_GAME, "Start a new game? The game in progress ends.",
     "开始新局？当前对局将结束。"},
    {Str::DRAW_QUESTION_TO_BLACK, "Red offers a draw. Black, do you accept?",
     "红方提和。黑方是否同意？"},
    {Str::DRAW_QUESTION_TO_RED, "Black offers a draw. Red, do you accept?",
     "黑方提和。红方是否同意？"},
    {Str::ACCEPT, "Accept", "同意"},
    {Str::DECLINE, "Decline", "拒绝"},
    {Str::HELP, "Keys", "快捷键"},
    {Str::HELP_TITLE, "Keyboard shortcuts", "键盘快捷键"},
    {Str::KEY_STEP, "Back / forward through the game", "在对局中后退 / 前进"},
    {Str::KEY_UNDO_REDO, "Undo / redo", "悔棋 / 还原"},
    {Str::KEY_SAVE_OPEN, "Save / open the game (PGN)", "保存 / 打开棋谱（PGN）"},
    {Str::KEY_FLIP, "Flip the board", "翻转棋盘"},
    {Str::KEY_HINT, "Hint", "提示"},
    {Str::KEY_MOVE_NOW, "Engine: move now", "电脑立即走棋"},
    {Str::KEY_HELP, "This list", "显示本列表"},
    {Str::KEY_CANCEL, "Cancel a selection", "取消选子"},
    {Str::COLLAPSE, "Hide the panel", "收起面板"},
    {Str::EXPAND, "Show the panel", "展开面板"},
    {Str::MOVE_NOW, "Move now", "立即走棋"},
    {Str::DARK_THEME, "Dark panel", "深色面板"},
    {Str::TIP_LANGUAGE, "Switch the language of the whole window", "切换整个窗口的语言"},
    {Str::TIP_NEW_GAME, "Start again from the chosen handicap (asks while a game is on)",
     "按所选让子重新开局（对局进行中会先确认）"},
    {Str::TIP_UNDO, "Take back your last move (and the engine's reply)  Ctrl+Z",
     "收回上一步（连同电脑的应着）  Ctrl+Z"},
    {Str::TIP_REDO, "Play the taken-back move again  Ctrl+Y", "重新走出收回的着法  Ctrl+Y"},
    {Str::TIP_FLIP, "Turn the board around  F", "把棋盘倒转  F"},
    {Str::TIP_HINT, "Ask the engine for a move: a green arrow  H", "请电脑提示一步：绿色箭头  H"},
    {Str::TIP_RESIGN, "Give up this game (asks first)", "认输（会先确认）"},
    {Str::TIP_OFFER_DRAW, "Propose a draw to the opponent", "向对方提和"},
    {Str::TIP_MOVE_NOW, "Stop the engine's thinking: it plays its best move so far  Space",
     "让电脑停止思考，走出目前最好的一步  空格"},
    {Str::TIP_MODE, "Who plays which side", "谁执红、谁执黑"},
    {Str::TIP_HANDICAP, "Pieces removed for the next new game", "下一局让掉的棋子"},
    {Str::TIP_GIVER, "The side that gives the handicap", "让子的一方"},
    {Str::TIP_TIME, "The engine's time for each move; acts at once",
     "电脑每步的思考时间；立即生效"},
    {Str::TIP_SKILL, "The engine's strength, 1 (weakest) to 10; acts at once",
     "电脑的棋力，1（最弱）到 10；立即生效"},
    {Str::TIP_ANIMATION, "Slide the pieces when they move", "走子时棋子平滑移动"},
    {Str::TIP_PV_ARROW, "Show the engine's current best move as a blue arrow",
     "用蓝色箭头显示电脑当前的最佳着法"},
    {Str::TIP_FEN, "A position as FEN text", "局面代码（FEN）"},
    {Str::TIP_COPY_FEN, "Copy this position's FEN to the clipboard", "把当前局面代码复制到剪贴板"},
    {Str::TIP_PASTE_FEN, "Set up the position on the clipboard", "按剪贴板里的局面代码摆棋"},
    {Str::TIP_SET_FEN, "Set up the position typed above", "按上面输入的局面代码摆棋"},
    {Str::TIP_COPY_MOVES, "Copy the moves as Chinese text", "把着法以中文文本复制到剪贴板"},
    {Str::TIP_PATH, "The PGN file to save to or open", "要保存或打开的 PGN 文件"},
    {Str::TIP_SAVE_PGN, "Write the game to this file  Ctrl+S", "把对局写入这个文件  Ctrl+S"},
    {Str::TIP_LOAD_PGN, "Read a game from this file  Ctrl+O", "从这个文件读入对局  Ctrl+O"},
    {Str::TIP_MOVE, "Show the position after this move (← →)", "显示这一步之后的局面（← →）"},
    {Str::TIP_TAB_GAME, "Mode, handicap, engine strength, FEN", "模式、让子、电脑棋力、局面代码"},
    {Str::TIP_TAB_MOVES, "The moves of the game; files", "对局的着法；文件"},
    {Str::TIP_TAB_ENGINE, "What the engine is thinking", "电脑的思考过程"},
    {Str::TIP_HELP, "Keyboard shortcuts  F1", "键盘快捷键  F1"},
    {Str::TIP_COLLAPSE, "Fold the panel away to give the board the window",
     "收起面板，把窗口留给棋盘"},
    {Str::TIP_OPENING_BOOK, "The engine plays known opening moves, so games vary",
     "电脑按开局库走棋，对局更有变化"},
    {Str::RECENT_FILES, "Recent", "最近的文件"},
    {Str::TIP_RECENT, "Open a game saved or opened lately", "打开最近保存或打开过的对局"},
    {Str::TIP_BROWSER_UP, "The folder above", "上一级文件夹"},
    {Str::TIP_BROWSER_FOLDER, "Open this folder", "打开这个文件夹"},
    {Str::TIP_BROWSER_FILE, "Choose this file (double-click: at once)",
     "选择这个文件（双击：直接打开）"},
    {Str::FILE_NAME, "Name", "文件名"},
    {Str::SAVE, "Save", "保存"},
    {Str::OPEN, "Open", "打开"},
    {Str::TIP_CANCEL, "Close without choosing", "不选择，关闭"},
    {Str::SAVE_AS, "Save as…", "另存为…"},
    {Str::OPEN_FILE, "Open…", "打开…"},
    {Str::TIP_SAVE_AS, "Choose where to save the game", "选择对局保存的位置"},
    {Str::TIP_OPEN_FILE, "Choose a game file to open", "选择要打开的棋谱文件"},
    {Str::TIP_PAUSE, "Stop or restart both clocks", "暂停或继续双方的计时"},
    {Str::TIP_TIME_CONTROL, "How the clocks run: per engine move, Fischer, 局时+读秒, or unlimited",
     "计时方式：电脑每步限时、费舍尔加秒、局时加读秒或不限时"},
    {Str::TIP_TC_BASE, "Minutes on the clock at the start", "开局时钟上的分钟数"},
    {Str::TIP_TC_BASE_BYOYOMI, "Minutes of main time before the 读秒 periods",
     "读秒之前的局时（分钟）"},
    {Str::TIP_TC_INCREMENT, "Seconds added after each move", "每走一步增加的秒数"},
    {Str::TIP_TC_PERIOD, "Seconds for each move once the main time is used",
     "局时用完后每步的读秒时间"},
    {Str::TIP_TC_SEPARATE, "Give Black a time control of its own", "为黑方单独设定计时"},
    {Str::TIP_TAB_LOOK, "Sound, pieces, board and panel", "声音、棋子、棋盘和面板"},
    {Str::TIP_MUTE, "No sound at all", "完全静音"},
    {Str::TIP_VOLUME, "Loudness of the sounds", "音量"},
    {Str::TIP_PIECES, "Chinese characters, or pictures for those who do not read them",
     "汉字棋子，或给不认识汉字的人用的图形棋子"},
    {Str::TIP_BOARD_THEME, "Wooden board, or a plain high-contrast one",
     "木纹棋盘，或高对比度的素色棋盘"},
    {Str::TIP_DARK_THEME, "A dark panel instead of the warm wooden one", "用深色面板代替木色面板"},
    {Str::TIP_OPENING_BOOK, "The engine plays known opening moves, varied from game to game",
     "电脑按开局库走棋，每局变化"},
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
