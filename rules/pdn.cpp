// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "pdn.h"

#include "input_errors.h"

#include <algorithm>
#include <cctype>

namespace hatrack {

namespace {

bool isResult(const std::string& t) {
    return t == "1-0" || t == "0-1" || t == "1/2-1/2" || t == "*" || t == "2-0" || t == "0-2" ||
           t == "1-1";
}

// "12." or "12..." is a move number; "11-15" or "11x18x25" is a move.
std::string stripMoveNumber(const std::string& token) {
    std::size_t i = 0;
    while (i < token.size() && std::isdigit(static_cast<unsigned char>(token[i]))) ++i;
    if (i > 0 && i < token.size() && token[i] == '.') {
        while (i < token.size() && token[i] == '.') ++i;
        return token.substr(i);
    }
    return token;
}

bool isSpace(char c) {
    return std::isspace(static_cast<unsigned char>(c)) != 0;
}

// The tag that opens at `open` ("[Event \"Club night\"]"): its name and value,
// and where the text goes on after it. A quoted value is unescaped (\" and \\,
// as writePdn escapes them; any other backslash is text, as in a sloppy file's
// "C:\games") and runs to its closing quote, so a ']' inside it
// is text. A quote never closed runs to the first ']' instead, as a value
// without quotes does. A tag without a value has no name: it is skipped.
std::size_t readTag(const std::string& text, std::size_t open, std::string& name,
                    std::string& value) {
    std::size_t i = open + 1;
    const std::size_t nameStart = i;
    while (i < text.size() && !isSpace(text[i]) && text[i] != ']' && text[i] != '"') ++i;
    name = text.substr(nameStart, i - nameStart);
    while (i < text.size() && isSpace(text[i])) ++i;
    value.clear();
    const std::size_t close = text.find(']', i);
    const std::size_t end = close == std::string::npos ? text.size() : close;
    if (i == end) {
        name.clear();
        return close == std::string::npos ? text.size() : close + 1;
    }
    if (text[i] == '"') {
        std::string quoted;
        std::size_t q = i + 1;
        for (; q < text.size() && text[q] != '"'; ++q) {
            if (text[q] == '\\' && q + 1 < text.size() &&
                (text[q + 1] == '"' || text[q + 1] == '\\'))
                ++q;
            quoted += text[q];
        }
        if (q < text.size()) {
            value = std::move(quoted);
            const std::size_t after = text.find(']', q + 1);
            return after == std::string::npos ? text.size() : after + 1;
        }
        ++i;
    }
    value = text.substr(i, end - i);
    while (!value.empty() && (isSpace(value.back()) || value.back() == '"')) value.pop_back();
    return close == std::string::npos ? text.size() : close + 1;
}

} // namespace

std::vector<PdnGame> parsePdn(const std::string& text) {
    std::vector<PdnGame> games;
    PdnGame current;
    bool inGame = false;
    auto finish = [&] {
        if (inGame) games.push_back(std::move(current));
        current = PdnGame{};
        inGame = false;
    };
    std::size_t i = 0;
    int variationDepth = 0;
    while (i < text.size()) {
        const char c = text[i];
        if (std::isspace(static_cast<unsigned char>(c))) {
            ++i;
        } else if (c == '{') {
            const auto end = text.find('}', i);
            i = end == std::string::npos ? text.size() : end + 1;
        } else if (c == '(') {
            ++variationDepth;
            ++i;
        } else if (c == ')') {
            if (variationDepth > 0) --variationDepth;
            ++i;
        } else if (c == '[' && variationDepth == 0) {
            if (!current.moves.empty() || !current.result.empty()) finish();
            std::string name, value;
            i = readTag(text, i, name, value);
            if (name.empty()) continue;
            current.tags[name] = std::move(value);
            inGame = true;
        } else {
            std::size_t j = i;
            while (j < text.size() && !std::isspace(static_cast<unsigned char>(text[j])) &&
                   text[j] != '{' && text[j] != '(' && text[j] != ')' && text[j] != '[')
                ++j;
            // A '[' inside a variation stops a token before it starts: step over it.
            if (j == i) {
                ++i;
                continue;
            }
            std::string token = text.substr(i, j - i);
            i = j;
            if (variationDepth > 0 || token.empty() || token[0] == '$') continue;
            if (isResult(token)) {
                current.result = token;
                inGame = true;
                finish();
                continue;
            }
            token = stripMoveNumber(token);
            // Some records run a note into the move ("8-11Redoverstepped..."): a
            // move ends where its squares and separators end.
            if (!token.empty() && std::isdigit(static_cast<unsigned char>(token[0]))) {
                std::size_t end = 0;
                while (end < token.size() &&
                       (std::isdigit(static_cast<unsigned char>(token[end])) || token[end] == '-' ||
                        token[end] == 'x' || token[end] == 'X' || token[end] == ':'))
                    ++end;
                if (end < token.size() && std::isalpha(static_cast<unsigned char>(token[end])))
                    token.resize(end);
            }
            while (!token.empty() && (token.back() == '!' || token.back() == '?')) token.pop_back();
            if (token.empty()) continue;
            current.moves.push_back(token);
            inGame = true;
        }
    }
    finish();
    return games;
}

} // namespace hatrack

namespace hatrack {

namespace {

void requirePdn(const std::string& gameId) {
    const GameInfo& info = gameInfo(gameId);
    if (!info.pdn)
        throw RulesError("pdn-not-for-game",
                         "PDN records are for checkers; %1 games cannot be written or read as PDN",
                         {info.title});
}

std::string resultOf(const GameState& state) {
    const Outcome o = state.outcome();
    if (!o.over) return "*";
    return o.winner == 0 ? "1-0" : o.winner == 1 ? "0-1" : "1/2-1/2";
}

} // namespace

PdnReplay replayPdn(const PdnGame& game, const std::string& gameId) {
    requirePdn(gameId);
    const auto fenTag = game.tags.find("FEN");
    const std::string fen = fenTag == game.tags.end() ? std::string() : fenTag->second;
    PdnReplay r{Match(gameId, Options{}, 1, fen), 0, {}};
    for (const std::string& move : game.moves) {
        // A record ends by its result: "resign" or "draw" among its moves is
        // no move, and would be written back as the result alone.
        // "move 12 (22-18): <why>"
        auto stop = [&](Phrase why) {
            r.stopped = Phrase::of("pdn-stopped", "move %1 (%2): %3",
                                   {Phrase::number(static_cast<long long>(r.played + 1)),
                                    quotedInput(move), std::move(why)});
        };
        if (move == kResignText || move == kDrawAgreedText) {
            stop(Phrase("not a move; a record ends by its result"));
            return r;
        }
        try {
            r.match.play(move);
        } catch (const RulesError& e) {
            // The move is named once, by the record's count: the reason alone.
            const Phrase& p = e.phrase();
            Phrase why = p.id == "move-error" && p.args.size() == 2 ? p.args[1] : phraseOf(e);
            // Records play on through a repetition our rules end the game at.
            if (r.match.state().outcome().over)
                why =
                    Phrase::of("pdn-already-ended", "the game had already ended by the rules (%1)",
                               {r.match.state().outcome().reason});
            stop(std::move(why));
            return r;
        }
        ++r.played;
    }
    const GameState& s = r.match.state();
    if (!s.outcome().over && s.currentPlayer() >= 0) {
        if (game.result == "1-0")
            r.match.resign(1);
        else if (game.result == "0-1")
            r.match.resign(0);
        else if (game.result == "1/2-1/2")
            r.match.agreeDraw(s.currentPlayer());
    }
    return r;
}

std::string writePdn(const Match& match, const std::map<std::string, std::string>& tags) {
    requirePdn(match.gameId());
    // The whole moves, found by playing the log again turn by turn: each turn
    // is the notated move whose actions are exactly the turn's.
    Match replay(match.gameId(), match.options(), match.seed(), match.startFen(),
                 ChanceMode::Given);
    std::vector<std::pair<int, std::string>> moves; // mover, text
    const auto& log = match.log();
    std::size_t i = 0;
    int moveNumber = 1;
    while (i < log.size() && log[i].kind == LogEntry::Kind::Decision) {
        const GameState& s = replay.state();
        const int mover = s.turnOwner();
        const std::vector<NotatedMove> notated = s.notatedMoves();
        std::vector<Action> turn;
        std::string played; // the turn's decisions, for a message
        while (i < log.size() && log[i].kind == LogEntry::Kind::Decision &&
               replay.state().turnOwner() == mover && !replay.state().outcome().over) {
            if (!turn.empty()) played += ' ';
            played += replay.state().actionText(log[i].action);
            turn.push_back(log[i].action);
            replay.apply(log[i++].action);
        }
        const bool finished = replay.state().turnOwner() != mover || replay.state().outcome().over;
        if (!finished) break;
        const auto it = std::find_if(notated.begin(), notated.end(),
                                     [&](const NotatedMove& m) { return m.actions == turn; });
        // Left out, the turn would make the record another game, or no game.
        if (it == notated.end())
            throw RulesError("pdn-cannot-write",
                             "cannot write the game as PDN: move %1 (%2: %3) is not one move of "
                             "the game's notation",
                             {Phrase::number(moveNumber), replay.state().playerName(mover),
                              Phrase::verbatim(played)});
        moves.emplace_back(mover, it->text);
        if (mover == 1) ++moveNumber;
    }

    static const char* const roster[] = {"Event", "Site", "Date", "Round", "Black", "White"};
    std::string out;
    auto tag = [&](const std::string& name, const std::string& value) {
        std::string escaped;
        for (const char c : value) {
            if (c == '"' || c == '\\') escaped += '\\';
            escaped += c;
        }
        out += "[" + name + " \"" + escaped + "\"]\n";
    };
    for (const char* name : roster)
        if (const auto t = tags.find(name); t != tags.end()) tag(name, t->second);
    const std::string result = resultOf(match.state());
    tag("Result", result);
    if (!match.startFen().empty()) tag("FEN", match.startFen());
    for (const auto& [name, value] : tags) {
        bool known = name == "Result" || name == "FEN";
        for (const char* r : roster) known |= name == r;
        if (!known) tag(name, value);
    }

    // Numbered moves, wrapped before 80 columns.
    std::string line, text;
    auto word = [&](const std::string& w) {
        if (!line.empty() && line.size() + 1 + w.size() > 79) {
            text += line + "\n";
            line.clear();
        }
        line += (line.empty() ? "" : " ") + w;
    };
    int number = 1;
    bool firstMoved = false; // the first player has moved in this move number
    for (std::size_t m = 0; m < moves.size(); ++m) {
        const auto& [mover, move] = moves[m];
        if (mover == 0) {
            word(std::to_string(number) + ".");
            firstMoved = true;
        } else if (!firstMoved) {
            word(std::to_string(number) + "...");
        }
        word(move);
        if (mover == 1) {
            ++number;
            firstMoved = false;
        }
    }
    word(result);
    text += line + "\n";
    return out + "\n" + text;
}

} // namespace hatrack
