// A message's text: arguments go where the language's text places them (%1 .. %9), or after a
// text without places, in both languages.
#include <doctest/doctest.h>

#include "game/text/i18n.h"
#include "game/text/message.h"

using namespace xq;

TEST_CASE("message text / arguments in their places or after the text") {
    const Lang before = language();
    set_language(Lang::EN);
    const Message seats(Str::GAME_OWN_SEATS, {MessageArg::literal("12")});
    const std::string en = message_text(seats);
    CHECK(en.find("plays at level 12.") != std::string::npos);
    CHECK(en.find("%1") == std::string::npos);
    CHECK(en.substr(en.size() - 2) != "12");  // not also appended
    set_language(Lang::ZH);
    CHECK(message_text(seats).find("以 12 级对弈") != std::string::npos);
    // A place in the middle of the text.
    CHECK(message_text(Message(Str::EXPLORER_MASTER_GAMES, {MessageArg::literal("3023")})) ==
          "经过此局面的大师对局：3023 局");
    // A text without places is followed by its arguments, as before.
    CHECK(message_text(Message(Str::COLL_ERROR, {MessageArg::literal("bad")})) == "棋谱集：bad");
    set_language(before);
}
