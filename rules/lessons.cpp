// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Reading a game's lessons file (format: docs/lessons.md).
#include "lessons.h"

#include "game_data.h"

#include <algorithm>
#include <mutex>
#include <set>
#include <sstream>

namespace hatrack {

namespace {

// A word of the file quoted in an error, kept short.
std::string excerpt(const std::string& s) {
    return s.size() <= 40 ? s : s.substr(0, 40) + "...";
}

std::string trim(std::string_view s) {
    const auto b = s.find_first_not_of(" \t\r");
    if (b == std::string_view::npos) return {};
    const auto e = s.find_last_not_of(" \t\r");
    return std::string(s.substr(b, e - b + 1));
}

std::vector<std::string> words(const std::string& s) {
    std::istringstream in(s);
    std::vector<std::string> out;
    for (std::string w; in >> w;) out.push_back(w);
    return out;
}

// Splits "WORD rest of the line" in two.
std::pair<std::string, std::string> head(const std::string& line) {
    const auto sp = line.find_first_of(" \t");
    if (sp == std::string::npos) return {line, {}};
    return {line.substr(0, sp), trim(line.substr(sp + 1))};
}

int number(const std::string& text, const std::string& what) {
    if (text.empty() || text.size() > 4 ||
        text.find_first_not_of("0123456789") != std::string::npos)
        throw RulesError(what + " takes a number, not '" + excerpt(text) + "'");
    return std::stoi(text);
}

const std::set<std::string>& checkKinds() {
    static const std::set<std::string> kinds = {"win",    "draw",    "over",   "piece", "enemy",
                                                "empty",  "enemies", "pieces", "kind",  "hats",
                                                "played", "token",   "zone"};
    return kinds;
}

LessonCheck parseCheck(const std::string& rest) {
    LessonCheck c;
    c.text = rest;
    auto w = words(rest);
    if (!w.empty() && w.front() == "not") {
        c.negated = true;
        w.erase(w.begin());
    }
    if (w.empty()) throw RulesError("check needs a test, as in 'check piece 14'");
    c.kind = w.front();
    c.args.assign(w.begin() + 1, w.end());
    if (!checkKinds().count(c.kind)) throw RulesError("unknown check '" + excerpt(c.kind) + "'");
    return c;
}

// The level's side, once its position is set up: named, or the one to decide.
void settleLevel(const std::string& gameId, LessonLevel& l, const std::string& side) {
    if (l.fen.empty()) throw RulesError("level " + l.id + " has no fen");
    if (l.goal.empty()) throw RulesError("level " + l.id + " has no goal");
    if (l.checks.empty()) throw RulesError("level " + l.id + " has no check");
    if (l.solution.empty()) throw RulesError("level " + l.id + " has no solution");
    const auto state = newGame(gameId, l.options, 1, l.fen);
    if (side.empty()) {
        l.learner = state->currentPlayer() >= 0 ? state->currentPlayer() : state->turnOwner();
    } else if (side == "0" || side == "1") {
        l.learner = side[0] - '0';
    } else {
        l.learner = -1;
        for (int p = 0; p < 2; ++p)
            if (state->playerName(p) == side) l.learner = p;
    }
    if (l.learner != 0 && l.learner != 1)
        throw RulesError("level " + l.id + ": no side '" + excerpt(side) + "'");
}

} // namespace

int GameLessons::levelCount() const {
    int n = 0;
    for (const auto& s : stages) n += static_cast<int>(s.levels.size());
    return n;
}

const LessonLevel* GameLessons::level(const std::string& path) const {
    const auto slash = path.find('/');
    if (slash == std::string::npos) return nullptr;
    for (const auto& s : stages)
        if (s.id == path.substr(0, slash))
            for (const auto& l : s.levels)
                if (l.id == path.substr(slash + 1)) return &l;
    return nullptr;
}

GameLessons parseLessons(const std::string& gameId, std::string_view text) {
    GameLessons out;
    out.gameId = gameId;
    LessonLevel* level = nullptr;
    std::string side;
    auto finish = [&] {
        if (level) settleLevel(gameId, *level, side);
        level = nullptr;
        side.clear();
    };
    int lineNo = 0;
    std::size_t at = 0;
    while (at <= text.size()) {
        const auto end = std::min(text.find('\n', at), text.size());
        const std::string line = trim(text.substr(at, end - at));
        at = end + 1;
        ++lineNo;
        if (line.empty() || line[0] == '#') continue;
        try {
            const auto [key, rest] = head(line);
            if (key == "stage") {
                finish();
                const auto [id, title] = head(rest);
                if (id.empty() || title.empty()) throw RulesError("stage needs an id and a title");
                for (const auto& s : out.stages)
                    if (s.id == id) throw RulesError("stage '" + id + "' comes twice");
                out.stages.push_back({id, title, {}});
                continue;
            }
            if (key == "level") {
                finish();
                if (out.stages.empty()) throw RulesError("a level comes before any stage");
                const auto [id, title] = head(rest);
                if (id.empty() || title.empty()) throw RulesError("level needs an id and a title");
                auto& levels = out.stages.back().levels;
                for (const auto& l : levels)
                    if (l.id == id) throw RulesError("level '" + id + "' comes twice");
                levels.emplace_back();
                level = &levels.back();
                level->id = id;
                level->title = title;
                level->stage = out.stages.back().id;
                continue;
            }
            if (!level) throw RulesError("'" + excerpt(key) + "' comes before any level");
            LessonLevel& l = *level;
            if (key == "option") {
                const auto eq = rest.find('=');
                if (eq == std::string::npos || eq == 0) throw RulesError("option takes NAME=VALUE");
                l.options[rest.substr(0, eq)] = rest.substr(eq + 1);
            } else if (key == "fen") {
                l.fen = rest;
            } else if (key == "side") {
                side = rest;
            } else if (key == "text") {
                l.text = rest;
            } else if (key == "goal") {
                l.goal = rest;
            } else if (key == "check") {
                l.checks.push_back(parseCheck(rest));
            } else if (key == "judge") {
                if (rest != "move" && rest != "reply")
                    throw RulesError("judge takes move or reply");
                l.judgeAfterReply = rest == "reply";
            } else if (key == "mark") {
                for (auto& w : words(rest)) l.marks.push_back(w);
            } else if (key == "arrow") {
                const auto w = words(rest);
                if (w.size() != 2) throw RulesError("arrow takes two squares");
                l.arrows.emplace_back(w[0], w[1]);
            } else if (key == "zone") {
                for (auto& w : words(rest)) l.zones.push_back(w);
            } else if (key == "solution") {
                for (auto& w : words(rest)) l.solution.push_back(w);
            } else if (key == "par") {
                l.par = number(rest, "par");
            } else if (key == "limit") {
                l.limit = number(rest, "limit");
            } else if (key == "hint") {
                l.hint = rest;
            } else if (key == "wrong") {
                const auto [move, why] = head(rest);
                if (why.empty()) throw RulesError("wrong needs a move and why it does not do");
                l.wrong.push_back({move, why});
            } else {
                throw RulesError("unknown line '" + excerpt(key) + "'");
            }
        } catch (const RulesError& e) {
            throw RulesError(gameId + " lessons, line " + std::to_string(lineNo) + ": " + e.what());
        }
    }
    try {
        finish();
    } catch (const RulesError& e) {
        throw RulesError(gameId + " lessons: " + e.what());
    }
    return out;
}

const GameLessons& lessonsFor(const std::string& gameId) {
    static std::mutex lock;
    static std::map<std::string, GameLessons> read;
    const std::lock_guard<std::mutex> hold(lock);
    auto it = read.find(gameId);
    if (it == read.end()) {
        gameInfo(gameId); // an unknown game is an error, not a game without lessons
        it = read.emplace(gameId, parseLessons(gameId, gameData(gameId + ".lessons"))).first;
    }
    return it->second;
}

std::vector<std::string> lessonTexts(const GameLessons& lessons) {
    std::vector<std::string> out;
    auto add = [&](const std::string& t) {
        if (!t.empty() && std::find(out.begin(), out.end(), t) == out.end()) out.push_back(t);
    };
    for (const auto& s : lessons.stages) {
        add(s.title);
        for (const auto& l : s.levels) {
            add(l.title);
            add(l.text);
            add(l.goal);
            add(l.hint);
            for (const auto& w : l.wrong) add(w.why);
        }
    }
    return out;
}

} // namespace hatrack
