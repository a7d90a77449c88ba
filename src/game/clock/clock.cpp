#include "game/clock/clock.h"

#include <algorithm>
#include <cstdio>

#include "util/text.h"

namespace xq {

namespace {

bool read_int(const std::string& s, int lo, int hi, int& out) {
    const std::optional<int64_t> x = parse_int(s, lo, hi);
    if (x) out = int(*x);
    return x.has_value();
}

}  // namespace

std::string format_time_control(const TimeControl& tc) {
    switch (tc.kind) {
        case TimeControl::Kind::MOVETIME:
            return "movetime";
        case TimeControl::Kind::UNLIMITED:
            return "-";
        case TimeControl::Kind::FISCHER:
            return std::to_string(tc.base_s) + "+" + std::to_string(tc.extra_s);
        case TimeControl::Kind::BYOYOMI:
            return std::to_string(tc.base_s) + " byoyomi " + std::to_string(tc.extra_s);
    }
    return "-";
}

std::optional<TimeControl> parse_time_control(const std::string& text) {
    TimeControl tc;
    if (text == "movetime") return tc;
    if (text == "-") {
        tc.kind = TimeControl::Kind::UNLIMITED;
        return tc;
    }
    std::string base, extra;
    if (size_t p = text.find(" byoyomi "); p != std::string::npos) {
        tc.kind = TimeControl::Kind::BYOYOMI;
        base = text.substr(0, p), extra = text.substr(p + 9);
    } else if (size_t q = text.find('+'); q != std::string::npos) {
        tc.kind = TimeControl::Kind::FISCHER;
        base = text.substr(0, q), extra = text.substr(q + 1);
    } else {
        return std::nullopt;
    }
    // A byo-yomi period of 0 would flag at the first move after the main time: not a control.
    const int min_extra = tc.kind == TimeControl::Kind::BYOYOMI ? 1 : 0;
    if (!read_int(base, 0, TimeControl::MAX_BASE_S, tc.base_s) ||
        !read_int(extra, min_extra, TimeControl::MAX_EXTRA_S, tc.extra_s))
        return std::nullopt;
    if (tc.base_s == 0 && tc.kind == TimeControl::Kind::FISCHER) return std::nullopt;
    return tc;
}

std::string format_clock(int64_t ms, bool tenths) {
    ms = std::max<int64_t>(0, ms);
    char text[32];
    if (ms < 20000 && tenths) {
        snprintf(text, sizeof text, "%d.%d", int(ms / 1000), int(ms / 100 % 10));
    } else {
        const int64_t s = ms / 1000;
        if (s >= 3600)
            snprintf(text, sizeof text, "%d:%02d:%02d", int(s / 3600), int(s / 60 % 60),
                     int(s % 60));
        else
            snprintf(text, sizeof text, "%d:%02d", int(s / 60), int(s % 60));
    }
    return text;
}

void Clock::reset(const TimeControl& red, const TimeControl& black) {
    tc_[RED] = red, tc_[BLACK] = black;
    for (Color c : {RED, BLACK}) {
        side_[c] = {};
        if (tc_[c].timed()) side_[c].main_ms = int64_t(tc_[c].base_s) * 1000;
        if (tc_[c].kind == TimeControl::Kind::BYOYOMI)
            side_[c].period_ms = int64_t(tc_[c].extra_s) * 1000;
    }
    running_.reset();
}

bool Clock::charge(Side& s, const TimeControl& tc, int64_t elapsed) {
    s.used_ms += elapsed;
    if (!tc.timed()) return true;
    const int64_t from_main = std::min(s.main_ms, elapsed);
    s.main_ms -= from_main;
    elapsed -= from_main;
    if (elapsed == 0) return true;
    if (tc.kind == TimeControl::Kind::BYOYOMI) {
        s.period_ms -= std::min(s.period_ms, elapsed);
        return s.period_ms > 0;
    }
    return false;  // Fischer: the main time is all there is
}

void Clock::run(Color side, int64_t now) {
    if (running_ == side) return;
    stop(now);
    running_ = side;
    since_ = now;
}

void Clock::stop(int64_t now) {
    if (!running_) return;
    side_[*running_] = at(*running_, now);
    running_.reset();
}

void Clock::moved(Color mover, int64_t now) {
    stop(now);
    Side& s = side_[mover];
    const TimeControl& tc = tc_[mover];
    if (tc.kind == TimeControl::Kind::FISCHER) s.main_ms += int64_t(tc.extra_s) * 1000;
    if (tc.kind == TimeControl::Kind::BYOYOMI) s.period_ms = int64_t(tc.extra_s) * 1000;
}

Clock::Side Clock::at(Color c, int64_t now) const {
    Side s = side_[c];
    if (running_ == c) charge(s, tc_[c], std::max<int64_t>(0, now - since_));
    return s;
}

int64_t Clock::time_to_flag(Color c, int64_t now) const {
    if (!tc_[c].timed()) return INT64_MAX / 4;
    const Side s = at(c, now);
    return s.main_ms + (tc_[c].kind == TimeControl::Kind::BYOYOMI ? s.period_ms : 0);
}

bool Clock::flag_fallen(Color c, int64_t now) const {
    return tc_[c].timed() && time_to_flag(c, now) <= 0;
}

void Clock::restore(Color c, const Side& s) {
    side_[c] = s;
    side_[c].main_ms = std::max<int64_t>(0, s.main_ms);
    side_[c].period_ms = std::clamp<int64_t>(s.period_ms, 0, int64_t(tc_[c].extra_s) * 1000);
    if (tc_[c].kind != TimeControl::Kind::BYOYOMI) side_[c].period_ms = 0;
}

void Clock::give_time_after_flag(Color c, int64_t ms) {
    if (running_ == c || !tc_[c].timed() || time_to_flag(c, 0) > 0) return;
    if (tc_[c].kind == TimeControl::Kind::BYOYOMI)
        side_[c].period_ms = int64_t(tc_[c].extra_s) * 1000;
    else
        side_[c].main_ms = std::max<int64_t>(ms, int64_t(tc_[c].extra_s) * 1000);
}

}  // namespace xq
