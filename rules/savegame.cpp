// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "savegame.h"

#include "excerpt.h"

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
std::string excerptOf(const Json& value) {
    return excerpt(shown(value));
}

std::string quoted(const std::string& text) {
    return shown(Json(excerpt(text)));
}

std::string deciderName(const GameState& state, int who) {
    if (who == kChance) return "chance";
    if (who == kNobody) return "nobody";
    return state.playerName(who);
}

std::string position(const std::string& text, std::size_t byte) {
    std::size_t line = 1, column = 1;
    for (std::size_t i = 0; i + 1 < byte && i < text.size(); ++i) {
        if (text[i] == '\n') {
            ++line;
            column = 1;
        } else {
            ++column;
        }
    }
    return "line " + std::to_string(line) + ", column " + std::to_string(column);
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
        throw RulesError("not a saved game: the file is empty");
    if (const std::size_t deep = tooDeep(text); deep != std::string::npos)
        throw RulesError("not a saved game: lists and objects nest more than " +
                         std::to_string(kMaxNesting) + " deep (at " + position(text, deep + 1) +
                         "); a saved game nests three deep");
    try {
        return Json::parse(text);
    } catch (const Json::parse_error& e) {
        // The parser reports one byte past the end when the text stops early.
        if (e.byte > text.size())
            throw RulesError("the saved game is truncated: the file ends at " +
                             position(text, e.byte) + " before the game is complete");
        throw RulesError("not a saved game: the file is not JSON (" + parserReason(e) + ")");
    } catch (const Json::exception& e) {
        throw RulesError("not a saved game: the file is not JSON that can be read (" +
                         parserReason(e) + ")");
    }
}

// The field `name` of `object`: nullptr when absent and optional.
const Json* field(const Json& object, const char* name, bool required) {
    const auto it = object.find(name);
    if (it != object.end()) return &*it;
    if (required) throw RulesError(std::string("the saved game has no \"") + name + "\" field");
    return nullptr;
}

const std::string& text(const Json& value, const std::string& what) {
    if (!value.is_string())
        throw RulesError(what + " must be a string, not " + std::string(value.type_name()));
    return value.get_ref<const std::string&>();
}

std::uint64_t wholeNumber(const Json& value, const std::string& what) {
    if (!value.is_number_unsigned())
        throw RulesError(what + " must be a whole number of 0 or more, not " +
                         (value.is_number() ? excerptOf(value) : std::string(value.type_name())));
    return value.get<std::uint64_t>();
}

void checkFormat(const Json& doc) {
    const Json* format = field(doc, "format", false);
    if (!format)
        throw RulesError(std::string("not a saved game: no \"format\" field (a Hatrack game "
                                     "file has \"format\": \"") +
                         kFormat + "\")");
    if (!format->is_string() || format->get_ref<const std::string&>() != kFormat)
        throw RulesError("not a saved game: \"format\" is " +
                         (format->is_string() ? quoted(format->get_ref<const std::string&>())
                                              : std::string("a ") + format->type_name()) +
                         ", not \"" + kFormat + "\"");
    const Json& version = *field(doc, "version", true);
    if (!version.is_number_unsigned() || version.get<std::uint64_t>() < 1)
        throw RulesError("bad \"version\" " + excerptOf(version) +
                         ": it must be a whole number from 1 up");
    if (version.get<std::uint64_t>() > static_cast<std::uint64_t>(kSaveFormatVersion))
        throw RulesError("the saved game is in format version " + shown(version) +
                         ", newer than this version of Hatrack reads (up to version " +
                         std::to_string(kSaveFormatVersion) + "); open it with a newer Hatrack");
}

Options readOptions(const Json* options, const GameInfo& game) {
    Options given;
    if (options) {
        if (!options->is_object())
            throw RulesError(std::string("\"options\" must be an object of NAME: VALUE, not ") +
                             options->type_name());
        for (const auto& [name, value] : options->items())
            given[name] = text(value, "option '" + excerpt(name) + "'");
    }
    return completeOptions(game, given);
}

std::uint64_t readSeed(const Json& seed) {
    const std::string& digits = text(seed, "\"seed\"");
    std::uint64_t value = 0;
    const auto [end, error] = std::from_chars(digits.data(), digits.data() + digits.size(), value);
    if (digits.empty() || error != std::errc() || end != digits.data() + digits.size())
        throw RulesError("bad seed " + quoted(digits) + ": it must be a whole number from 0 to " +
                         std::to_string(std::numeric_limits<std::uint64_t>::max()) +
                         ", in decimal digits");
    return value;
}

std::vector<std::string> readPlayers(const Json* players, const std::string& gameId) {
    std::vector<std::string> out;
    if (!players) return out;
    if (!players->is_array())
        throw RulesError(std::string("\"players\" must be a list, not ") + players->type_name());
    if (!players->empty() && players->size() != 2)
        throw RulesError("\"players\" must name both sides or neither, not " +
                         std::to_string(players->size()));
    const auto known = agentNames(gameId);
    for (const Json& p : *players) {
        const std::string& name = text(p, "each of \"players\"");
        if (name != "human" && std::find(known.begin(), known.end(), name) == known.end()) {
            std::string choices = "human";
            for (const auto& k : known) choices += ", " + k;
            throw RulesError("unknown player " + quoted(name) + " in \"players\" (choose " +
                             choices + ")");
        }
        out.push_back(name);
    }
    return out;
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
    const std::string label = "decision " + std::to_string(number);
    if (!entry.is_object())
        throw RulesError(label + ": expected {\"by\": ..., \"move\": ...}, not " +
                         std::string(entry.type_name()));
    const Json* byField = field(entry, "by", false);
    const Json* moveField = field(entry, "move", false);
    if (!byField || !moveField) throw RulesError(label + ": it needs both \"by\" and \"move\"");
    const std::string& move = text(*moveField, label + ": \"move\"");
    const std::string where = label + " ('" + excerpt(move) + "'): ";
    const std::string& by = text(*byField, where + "\"by\"");

    const GameState& state = match.state();
    const int who = state.currentPlayer();
    if (who == kNobody) throw RulesError(where + "the game is already over");
    if (by != deciderName(state, who))
        throw RulesError(where + "it is by " + quoted(by) + ", but " +
                         (who == kChance ? std::string("a chance outcome is due")
                                         : state.playerName(who) + " is to decide"));
    if (move == kResignText || move == kDrawAgreedText) {
        // An ending the players chose: by either player, whoever is to decide.
        int player = -1;
        for (int p = 0; p < 2; ++p)
            if (by == state.playerName(p)) player = p;
        if (player < 0)
            throw RulesError(where + "it is by " + quoted(by) + ", but only " +
                             state.playerName(0) + " or " + state.playerName(1) + " can " +
                             (move == kResignText ? "resign" : "offer a draw"));
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
        throw RulesError(where + e.what() + " (legal: " + legalList(state) + ")");
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
        throw RulesError(std::string("not a saved game: the file holds a JSON ") + doc.type_name() +
                         ", not an object");
    checkFormat(doc);
    const std::string& gameId = text(*field(doc, "game", true), "\"game\"");
    const GameInfo& game = gameInfo(gameId);
    Options options = readOptions(field(doc, "options", false), game);
    const std::uint64_t seed = readSeed(*field(doc, "seed", true));
    const Json* epochField = field(doc, "epoch", false);
    const std::uint64_t epoch = epochField ? wholeNumber(*epochField, "\"epoch\"") : 0;
    std::vector<std::string> players = readPlayers(field(doc, "players", false), gameId);
    const Json* startField = field(doc, "start", false);
    const std::string start = startField ? text(*startField, "\"start\"") : std::string();
    // Before a position's options had to agree with the game's, a start that
    // stated others was played by them, beside the defaults in "options": such
    // a file loads as it was played.
    try {
        for (const auto& [name, value] : positionOptions(gameId, start)) options[name] = value;
    } catch (const RulesError& e) {
        throw RulesError(std::string("bad start position: ") + e.what());
    }
    const Json& log = *field(doc, "log", true);
    if (!log.is_array())
        throw RulesError(std::string("\"log\" must be a list, not ") + log.type_name());

    // Chance outcomes are given, from the log: the seed only draws those to come.
    auto firstStep = [&] {
        try {
            return Match(gameId, options, seed, start, ChanceMode::Given);
        } catch (const std::exception& e) {
            throw RulesError(std::string("bad start position: ") + e.what());
        }
    };
    Match reading = firstStep();
    for (std::size_t i = 0; i < log.size(); ++i) replayEntry(reading, log[i], i + 1);
    return {Match::replay(gameId, options, seed, start, reading.log(), epoch, chance),
            std::move(players)};
}

} // namespace hatrack
