// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "savegame.h"

#include "excerpt.h"
#include "input_errors.h"

#include <nlohmann/json.hpp>

#include <algorithm>
#include <charconv>
#include <cstdint>
#include <limits>
#include <string_view>

namespace hatrack {

namespace {

// Ordered, so a file keeps its fields in the order the format describes them.
using Json = nlohmann::ordered_json;

constexpr const char* kFormat = "hatrack-game";
// Enough to tell what went wrong without flooding a message with choices.
constexpr std::size_t kChoicesShown = 16;
// A saved game nests three deep. Code that walks a value (dump(), for one)
// recurses once a level, so a file is refused long before its nesting could
// exhaust the stack, whatever the parser or a later reader does with it.
constexpr int kMaxNesting = 64;

// Any value as JSON text, never throwing on bytes that are not UTF-8.
std::string shown(const Json& value) {
    return value.dump(-1, ' ', false, Json::error_handler_t::replace);
}

// A value from the file, as a message quotes it: a nested one may be huge.
Phrase excerptOf(const Json& value) {
    return quotedInput(shown(value));
}

// Text from the file in JSON's quotes, as it was written there.
Phrase quoted(const std::string& text) {
    return Phrase::verbatim(shown(Json(excerpt(text))));
}

// A JSON type ("string", "object") is named in JSON's own words.
Phrase typeOf(const Json& value) {
    return Phrase::verbatim(value.type_name());
}

std::string deciderName(const GameState& state, int who) {
    if (who == kChance) return "chance";
    if (who == kNobody) return "nobody";
    return state.playerName(who);
}

Phrase position(const std::string& text, std::size_t byte) {
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i + 1 < byte && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return Phrase::of("line-column", "line %1, column %2",
                      {Phrase::number(static_cast<long long>(line)),
                       Phrase::number(static_cast<long long>(column))});
}

// The parser's own words, without its exception tag, bytes of garbage escaped
// so the message prints cleanly. The parser quotes the token it last read,
// which may be a string of megabytes: only its start is kept.
std::string parserReason(const std::exception& e) {
    std::string why = e.what();
    const auto tag = why.find("] ");
    if (tag != std::string::npos) why.erase(0, tag + 2);
    std::string out;
    for (const char c : why) {
        const auto byte = static_cast<unsigned char>(c);
        if (byte >= 0x20 && byte < 0x7f) {
            out += c;
        } else {
            static const char* const hex = "0123456789ABCDEF";
            out += std::string("\\x") + hex[byte >> 4] + hex[byte & 15];
        }
    }
    static constexpr std::string_view kLastRead = "last read: '";
    if (const auto token = out.find(kLastRead); token != std::string::npos) {
        const std::size_t from = token + kLastRead.size();
        const std::size_t to =
            out.size() > from && out.back() == '\'' ? out.size() - 1 : out.size();
        out = out.substr(0, from) + excerpt(std::string_view(out).substr(from, to - from)) +
              out.substr(to);
    }
    return out;
}

// The byte where arrays and objects first nest deeper than kMaxNesting, or npos.
// Brackets inside strings do not count; past the first syntax error the
// count may be off, but the parser stops there anyway.
std::size_t tooDeep(const std::string& text) {
    int depth = 0;
    bool inString = false;
    for (std::size_t i = 0; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
        } else if (c == '"') {
            inString = true;
        } else if (c == '[' || c == '{') {
            if (++depth > kMaxNesting) return i;
        } else if ((c == ']' || c == '}') && depth > 0) {
            --depth;
        }
    }
    return std::string::npos;
}

Json parseDocument(const std::string& text) {
    if (text.find_first_not_of(" \t\r\n") == std::string::npos)
        throw RulesError(Phrase("not a saved game: the file is empty"));
    if (const std::size_t deep = tooDeep(text); deep != std::string::npos)
        throw RulesError("save-too-deep",
                         "not a saved game: lists and objects nest more than %1 deep (at %2); a "
                         "saved game nests three deep",
                         {Phrase::number(kMaxNesting), position(text, deep + 1)});
    // The parser's reason is the JSON library's own English.
    try {
        return Json::parse(text);
    } catch (const Json::parse_error& e) {
        // The parser reports one byte past the end when the text stops early.
        if (e.byte > text.size())
            throw RulesError(
                "save-truncated",
                "the saved game is truncated: the file ends at %1 before the game is complete",
                {position(text, e.byte)});
        throw RulesError("save-not-json", "not a saved game: the file is not JSON (%1)",
                         {Phrase::verbatim(parserReason(e))});
    } catch (const Json::exception& e) {
        throw RulesError("save-unreadable-json",
                         "not a saved game: the file is not JSON that can be read (%1)",
                         {Phrase::verbatim(parserReason(e))});
    }
}

// The field `name` of `object`: nullptr when absent and optional.
const Json* field(const Json& object, const char* name, bool required) {
    const auto it = object.find(name);
    if (it != object.end()) return &*it;
    if (required)
        throw RulesError("save-no-field", "the saved game has no \"%1\" field",
                         {Phrase::verbatim(name)});
    return nullptr;
}

// `what` names the value: "\"seed\"", "option 'rules'".
const std::string& text(const Json& value, const Phrase& what) {
    if (!value.is_string())
        throw RulesError("save-not-string", "%1 must be a string, not %2", {what, typeOf(value)});
    return value.get_ref<const std::string&>();
}

std::uint64_t wholeNumber(const Json& value, const Phrase& what) {
    if (!value.is_number_unsigned())
        throw RulesError("save-not-whole", "%1 must be a whole number of 0 or more, not %2",
                         {what, value.is_number() ? excerptOf(value) : typeOf(value)});
    return value.get<std::uint64_t>();
}

void checkFormat(const Json& doc) {
    const Json* format = field(doc, "format", false);
    if (!format)
        throw RulesError(
            "save-no-format",
            "not a saved game: no \"format\" field (a Hatrack game file has \"format\": \"%1\")",
            {Phrase::verbatim(kFormat)});
    if (!format->is_string() || format->get_ref<const std::string&>() != kFormat) {
        const Phrase is = format->is_string()
                              ? quoted(format->get_ref<const std::string&>())
                              : Phrase::of("json-a-type", "a %1", {typeOf(*format)});
        throw RulesError("save-wrong-format", "not a saved game: \"format\" is %1, not \"%2\"",
                         {is, Phrase::verbatim(kFormat)});
    }
    const Json& version = *field(doc, "version", true);
    if (!version.is_number_unsigned() || version.get<std::uint64_t>() < 1)
        throw RulesError("save-bad-version",
                         "bad \"version\" %1: it must be a whole number from 1 up",
                         {excerptOf(version)});
    if (version.get<std::uint64_t>() > static_cast<std::uint64_t>(kSaveFormatVersion))
        throw RulesError("save-too-new",
                         "the saved game is in format version %1, newer than this version of "
                         "Hatrack reads (up to version %2); open it with a newer Hatrack",
                         {Phrase::verbatim(shown(version)), Phrase::number(kSaveFormatVersion)});
}

Options readOptions(const Json* options, const GameInfo& game) {
    Options given;
    if (options) {
        if (!options->is_object())
            throw RulesError("save-options-not-object",
                             "\"options\" must be an object of NAME: VALUE, not %1",
                             {typeOf(*options)});
        for (const auto& [name, value] : options->items())
            given[name] =
                text(value, Phrase::of("option-named", "option '%1'", {quotedInput(name)}));
    }
    return completeOptions(game, given);
}

std::uint64_t readSeed(const Json& seed) {
    const std::string& digits = text(seed, Phrase::verbatim("\"seed\""));
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (digits.empty() || error != std::errc() || end != digits.data() + digits.size())
        throw RulesError("save-bad-seed",
                         "bad seed %1: it must be a whole number from 0 to %2, in decimal digits",
                         {quoted(digits), Phrase::verbatim(std::to_string(
                                              std::numeric_limits<std::uint64_t>::max()))});
    return value;
}

std::vector<std::string> readPlayers(const Json* players, const std::string& gameId) {
    std::vector<std::string> out;
    if (!players) return out;
    if (!players->is_array())
        throw RulesError("save-players-not-list", "\"players\" must be a list, not %1",
                         {typeOf(*players)});
    if (!players->empty() && players->size() != 2)
        throw RulesError("save-players-count",
                         "\"players\" must name both sides or neither, not %1",
                         {Phrase::number(static_cast<long long>(players->size()))});
    const auto known = agentNames(gameId);
    for (const Json& p : *players) {
        const std::string& name = text(p, Phrase("each of \"players\""));
        if (name != "human" && std::find(known.begin(), known.end(), name) == known.end()) {
            std::string choices = "human";
            for (const auto& k : known) choices += ", " + k;
            throw RulesError("save-unknown-player", "unknown player %1 in \"players\" (choose %2)",
                             {quoted(name), Phrase::verbatim(choices)});
        }
        out.push_back(name);
    }
    return out;
}

RulesError badStart(const std::exception& e) {
    return RulesError("bad-start", "bad start position: %1", {phraseOf(e)});
}

std::string legalList(const GameState& state) {
    std::string out;
    const auto legal = state.legalActions();
    for (std::size_t i = 0; i < legal.size() && i < kChoicesShown; ++i)
        out += (i ? ", " : "") + state.actionText(legal[i]);
    if (legal.size() > kChoicesShown) out += ", ...";
    return out;
}

// One log entry checked against the game so far, then applied.
void replayEntry(Match& match, const Json& entry, std::size_t number) {
    const Phrase label = Phrase::of("save-decision", "decision %1",
                                    {Phrase::number(static_cast<long long>(number))});
    if (!entry.is_object())
        throw RulesError("save-entry-not-object",
                         "%1: expected {\"by\": ..., \"move\": ...}, not %2",
                         {label, typeOf(entry)});
    const Json* byField = field(entry, "by", false);
    const Json* moveField = field(entry, "move", false);
    if (!byField || !moveField)
        throw RulesError("save-entry-by-move", "%1: it needs both \"by\" and \"move\"", {label});
    const std::string& move =
        text(*moveField, Phrase::of("save-entry-move", "%1: \"move\"", {label}));
    // "decision 3 ('11-15'): why"
    auto at = [&](Phrase why) {
        return RulesError("save-entry-error", "%1 ('%2'): %3",
                          {label, quotedInput(move), std::move(why)});
    };
    const std::string& by = [&]() -> const std::string& {
        try {
            return text(*byField, Phrase::verbatim("\"by\""));
        } catch (const RulesError& e) {
            throw at(e.phrase());
        }
    }();

    const GameState& state = match.state();
    const int who = state.currentPlayer();
    if (who == kNobody) throw at(Phrase("the game is already over"));
    if (by != deciderName(state, who))
        throw at(
            Phrase::of("save-by-not-due", "it is by %1, but %2",
                       {quoted(by), who == kChance ? Phrase("a chance outcome is due")
                                                   : Phrase::of("is-to-decide", "%1 is to decide",
                                                                {state.playerName(who)})}));
    if (move == kResignText || move == kDrawAgreedText) {
        // An ending the players chose: by either player, whoever is to decide.
        int player = -1;
        for (int p = 0; p < 2; ++p)
            if (by == state.playerName(p)) player = p;
        if (player < 0)
            throw at(Phrase::of(move == kResignText ? "save-resign-by" : "save-draw-by",
                                move == kResignText
                                    ? "it is by %1, but only %2 or %3 can resign"
                                    : "it is by %1, but only %2 or %3 can offer a draw",
                                {quoted(by), state.playerName(0), state.playerName(1)}));
        if (move == kResignText)
            match.resign(player);
        else
            match.agreeDraw(player);
        return;
    }
    Action action;
    try {
        action = actionNamed(state, move);
    } catch (const RulesError& e) {
        throw at(Phrase::of("why-and-legal", "%1 (legal: %2)",
                            {e.phrase().empty() ? Phrase::verbatim(e.what()) : e.phrase(),
                             Phrase::verbatim(legalList(state))}));
    }
    match.apply(action);
}

} // namespace

std::string saveGame(const Match& match, const std::vector<std::string>& players) {
    // Each entry is written as the text it had when it was made.
    auto state = newGame(match.gameId(), match.options(), match.seed(), match.startFen());
    std::string log;
    int version = 1;
    for (const LogEntry& e : match.log()) {
        const bool decision = e.kind == LogEntry::Kind::Decision;
        const std::string move = decision ? state->actionText(e.action)
                                 : e.kind == LogEntry::Kind::Resignation ? kResignText
                                                                         : kDrawAgreedText;
        const Json entry{{"by", deciderName(*state, e.by)}, {"move", move}};
        log += (log.empty() ? "\n    " : ",\n    ") + shown(entry);
        if (decision)
            state->applyAction(e.action);
        else
            version = 2;
    }
    Json options = Json::object();
    for (const auto& [name, value] : match.options()) options[name] = value;

    auto line = [](const char* key, const Json& value) {
        return std::string("  \"") + key + "\": " + shown(value) + ",\n";
    };
    return "{\n" + line("format", kFormat) + line("version", version) +
           line("game", match.gameId()) + line("options", options) +
           line("seed", std::to_string(match.seed())) + line("epoch", match.epoch()) +
           line("players", players) + line("start", match.startFen()) + "  \"log\": [" + log +
           (log.empty() ? "]" : "\n  ]") + "\n}\n";
}

SavedGame loadGame(const std::string& fileText, ChanceMode chance) {
    const Json doc = parseDocument(fileText);
    if (!doc.is_object())
        throw RulesError("save-not-object",
                         "not a saved game: the file holds a JSON %1, not an object",
                         {typeOf(doc)});
    checkFormat(doc);
    const std::string& gameId = text(*field(doc, "game", true), Phrase::verbatim("\"game\""));
    const GameInfo& game = gameInfo(gameId);
    Options options = readOptions(field(doc, "options", false), game);
    const std::uint64_t seed = readSeed(*field(doc, "seed", true));
    const Json* epochField = field(doc, "epoch", false);
    const std::uint64_t epoch =
        epochField ? wholeNumber(*epochField, Phrase::verbatim("\"epoch\"")) : 0;
    std::vector<std::string> players = readPlayers(field(doc, "players", false), gameId);
    const Json* startField = field(doc, "start", false);
    const std::string start =
        startField ? text(*startField, Phrase::verbatim("\"start\"")) : std::string();
    // Before a position's options had to agree with the game's, a start that
    // stated others was played by them, beside the defaults in "options": such
    // a file loads as it was played.
    try {
        for (const auto& [name, value] : positionOptions(gameId, start)) options[name] = value;
    } catch (const RulesError& e) {
        throw badStart(e);
    }
    const Json& log = *field(doc, "log", true);
    if (!log.is_array())
        throw RulesError("save-log-not-list", "\"log\" must be a list, not %1", {typeOf(log)});

    // Chance outcomes are given, from the log: the seed only draws those to come.
    auto firstStep = [&] {
        try {
            return Match(gameId, options, seed, start, ChanceMode::Given);
        } catch (const std::exception& e) {
            throw badStart(e);
        }
    };
    Match reading = firstStep();
    for (std::size_t i = 0; i < log.size(); ++i) replayEntry(reading, log[i], i + 1);
    return {Match::replay(gameId, options, seed, start, reading.log(), epoch, chance),
            std::move(players)};
}

} // namespace hatrack
