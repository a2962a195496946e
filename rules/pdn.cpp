#include "pdn.h"

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
            const auto end = text.find(']', i);
            const std::string tag =
                text.substr(i + 1, (end == std::string::npos ? text.size() : end) - i - 1);
            i = end == std::string::npos ? text.size() : end + 1;
            const auto space = tag.find(' ');
            if (space == std::string::npos) continue;
            std::string value = tag.substr(space + 1);
            const auto q1 = value.find('"'), q2 = value.rfind('"');
            if (q1 != std::string::npos && q2 > q1) value = value.substr(q1 + 1, q2 - q1 - 1);
            current.tags[tag.substr(0, space)] = value;
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
        throw RulesError("PDN records are for checkers; " + info.title +
                         " games cannot be written or read as PDN");
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
        try {
            r.match.play(move);
        } catch (const RulesError& e) {
            std::string why = e.what();
            const std::string prefix = "move '" + excerpt(move) + "': ";
            if (why.rfind(prefix, 0) == 0) why = why.substr(prefix.size());
            // Records play on through a repetition our rules end the game at.
            if (r.match.state().outcome().over)
                why = "the game had already ended by the rules (" +
                      r.match.state().outcome().reason.english + ")";
            r.stopped = "move " + std::to_string(r.played + 1) + " (" + excerpt(move) + "): " + why;
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
    while (i < log.size() && log[i].kind == LogEntry::Kind::Decision) {
        const GameState& s = replay.state();
        const int mover = s.turnOwner();
        const std::vector<NotatedMove> notated = s.notatedMoves();
        std::vector<Action> turn;
        while (i < log.size() && log[i].kind == LogEntry::Kind::Decision &&
               replay.state().turnOwner() == mover && !replay.state().outcome().over) {
            turn.push_back(log[i].action);
            replay.apply(log[i++].action);
        }
        const bool finished = replay.state().turnOwner() != mover || replay.state().outcome().over;
        if (!finished) break;
        const auto it = std::find_if(notated.begin(), notated.end(),
                                     [&](const NotatedMove& m) { return m.actions == turn; });
        if (it == notated.end()) break;
        moves.emplace_back(mover, it->text);
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
