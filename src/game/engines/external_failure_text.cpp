#include "game/engines/external_failure_text.h"

namespace xq {

namespace {

void add_wait(std::vector<MessageArg>& out, int seconds) {
    if (seconds <= 0) return;
    out.push_back(MessageArg::key(Str::EXT_WAITED));
    out.push_back(MessageArg::literal(std::to_string(seconds)));
    out.push_back(MessageArg::key(Str::EXT_SECONDS_CLOSE));
}

}  // namespace

Str start_problem_text(StartProblem p) {
    switch (p) {
        case StartProblem::NOT_FOUND:
            return Str::EXT_START_NOT_FOUND;
        case StartProblem::NO_PERMISSION:
            return Str::EXT_START_NO_PERMISSION;
        case StartProblem::NOT_A_PROGRAM:
            return Str::EXT_START_NOT_A_PROGRAM;
        case StartProblem::NONE:
        case StartProblem::OTHER:
            break;
    }
    return Str::EXT_START_OTHER;
}

Str failure_summary(const ExternalFailure& f) {
    using Kind = ExternalFailure::Kind;
    switch (f.kind) {
        case Kind::NOT_STARTED:
            return start_problem_text(f.start_problem);
        case Kind::EXITED:
            return f.cause == ExternalFailure::Cause::NOT_AN_ENGINE ? Str::EXT_SHORT_NOT_ENGINE
                                                                    : Str::EXT_EXITED;
        case Kind::NO_HANDSHAKE:
        case Kind::ECHOES:
            return Str::EXT_SHORT_NOT_ENGINE;
        case Kind::NOT_READY:
        case Kind::NO_BESTMOVE:
            return Str::EXT_SHORT_NO_ANSWER;
        case Kind::ILLEGAL_MOVE:
        case Kind::NO_MOVE:
        case Kind::NOT_XIANGQI:
        case Kind::REFUSED:
            break;
    }
    return Str::EXT_SHORT_BAD_PLAY;
}

std::vector<MessageArg> failure_text(const ExternalFailure& f) {
    using Kind = ExternalFailure::Kind;
    using Cause = ExternalFailure::Cause;
    std::vector<MessageArg> out;
    auto text = [&](const std::string& t) {
        out.push_back(MessageArg::literal(printable_excerpt(t, 120)));
    };
    switch (f.kind) {
        case Kind::NOT_STARTED:
            out.push_back(MessageArg::key(Str::EXT_NOT_STARTED));
            out.push_back(MessageArg::key(start_problem_text(f.start_problem)));
            break;
        case Kind::EXITED:
            // "exit code 3", "killed by signal 9": translated by pattern (detail_text.h).
            out.push_back(MessageArg::key(Str::EXT_EXITED));
            out.push_back(MessageArg::key(Str::EXT_PAREN_OPEN));
            out.push_back(MessageArg::detail(printable_excerpt(f.detail, 120)));
            out.push_back(MessageArg::key(Str::EXT_PAREN_CLOSE));
            break;
        case Kind::ECHOES:
            out.push_back(MessageArg::key(Str::EXT_ECHOES));
            break;
        case Kind::NO_HANDSHAKE:
            out.push_back(MessageArg::key(Str::EXT_NO_HANDSHAKE));
            add_wait(out, f.seconds);
            break;
        case Kind::NOT_READY:
            out.push_back(MessageArg::key(Str::EXT_NOT_READY));
            add_wait(out, f.seconds);
            break;
        case Kind::NO_BESTMOVE:
            out.push_back(MessageArg::key(Str::EXT_NO_BESTMOVE));
            add_wait(out, f.seconds);
            break;
        case Kind::ILLEGAL_MOVE:
            out.push_back(MessageArg::key(Str::EXT_ILLEGAL_MOVE));
            text("'" + f.detail + "'");
            if (!f.fen.empty()) {
                out.push_back(MessageArg::key(Str::EXT_IN_POSITION));
                text(f.fen);
            }
            break;
        case Kind::NO_MOVE:
            out.push_back(MessageArg::key(Str::EXT_NO_MOVE));
            break;
        case Kind::NOT_XIANGQI:
            out.push_back(MessageArg::key(Str::EXT_NOT_XIANGQI));
            text("'" + f.detail + "'");
            out.push_back(MessageArg::key(Str::EXT_NOT_XIANGQI_END));
            break;
        case Kind::REFUSED:
            out.push_back(MessageArg::key(Str::EXT_REFUSED));
            text("'" + f.detail + "'");
            break;
    }
    Str cause = Str::COUNT;
    switch (f.cause) {
        case Cause::NONE:
            break;
        case Cause::NOT_AN_ENGINE:
            cause = Str::EXT_CAUSE_NOT_AN_ENGINE;
            break;
        case Cause::CHESS_NOTATION:
            cause = Str::EXT_CAUSE_CHESS;
            break;
        case Cause::NO_XIANGQI_VARIANT:
            cause = Str::EXT_CAUSE_NO_VARIANT;
            break;
        case Cause::NOTATION:
            cause = Str::EXT_CAUSE_NOTATION;
            break;
    }
    if (cause != Str::COUNT) {
        out.push_back(MessageArg::key(Str::EXT_SEPARATOR));
        out.push_back(MessageArg::key(cause));
    }
    // The last line is worth showing unless it is the very detail already quoted.
    if (!f.last_output.empty() && f.last_output != f.detail) {
        out.push_back(MessageArg::key(Str::EXT_SEPARATOR));
        out.push_back(MessageArg::key(Str::EXT_LAST_OUTPUT));
        text("'" + f.last_output + "'");
    }
    return out;
}

}  // namespace xq
