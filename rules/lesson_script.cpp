// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A level in play: its scripted side, and the verdict read from the log.
#include "lessons.h"

#include <algorithm>

namespace hatrack {

namespace {

constexpr std::uint64_t kLessonSeed = 1;

// "*" any run of characters, "?" any one.
bool globMatch(std::string_view pattern, std::string_view text) {
    if (pattern.empty()) return text.empty();
    if (pattern[0] == '*')
        return globMatch(pattern.substr(1), text) ||
               (!text.empty() && globMatch(pattern, text.substr(1)));
    return !text.empty() && (pattern[0] == '?' || pattern[0] == text[0]) &&
           globMatch(pattern.substr(1), text.substr(1));
}

int squareNamed(const GameState& s, const std::string& name) {
    for (int q = 0; q < s.squareCount(); ++q)
        if (s.squareName(q) == name) return q;
    throw RulesError("no square '" + name + "'");
}

int countArg(const LessonCheck& c, std::size_t i, int fallback) {
    if (c.args.size() <= i) return fallback;
    const std::string& t = c.args[i];
    if (t.empty() || t.size() > 3 || t.find_first_not_of("0123456789") != std::string::npos)
        throw RulesError("check '" + c.text + "': '" + t + "' is not a number");
    return std::stoi(t);
}

const std::string& arg(const LessonCheck& c, std::size_t i) {
    if (c.args.size() <= i) throw RulesError("check '" + c.text + "' needs more words");
    return c.args[i];
}

// Whether one test holds for `learner`, given the notation of their decisions.
bool holds(const LessonCheck& c, const GameState& s, int learner,
           const std::vector<std::string>& played) {
    const Outcome o = s.outcome();
    const auto pieces = s.pieces();
    auto pieceOn = [&](int square, int owner, const std::string& kind) {
        for (const PieceInfo& p : pieces)
            if (p.square == square && (owner < 0 || p.owner == owner) &&
                (kind.empty() || p.kind == kind))
                return &p;
        return static_cast<const PieceInfo*>(nullptr);
    };
    auto count = [&](int owner, const std::string& kind) {
        return static_cast<int>(
            std::count_if(pieces.begin(), pieces.end(), [&](const PieceInfo& p) {
                return p.owner == owner && (kind.empty() || p.kind == kind);
            }));
    };
    const std::string& k = c.kind;
    const std::string kindArg = c.args.size() > 1 ? c.args[1] : std::string();
    if (k == "win") return o.over && o.winner == learner;
    if (k == "draw") return o.over && o.winner < 0;
    if (k == "over") return o.over;
    if (k == "piece") return pieceOn(squareNamed(s, arg(c, 0)), learner, kindArg) != nullptr;
    if (k == "enemy") return pieceOn(squareNamed(s, arg(c, 0)), 1 - learner, kindArg) != nullptr;
    if (k == "empty") return pieceOn(squareNamed(s, arg(c, 0)), -1, {}) == nullptr;
    if (k == "enemies") return count(1 - learner, {}) <= countArg(c, 0, 0);
    if (k == "pieces") return count(learner, {}) >= countArg(c, 0, 1);
    if (k == "kind") return count(learner, arg(c, 0)) >= countArg(c, 1, 1);
    if (k == "hats") {
        const PieceInfo* p = pieceOn(squareNamed(s, arg(c, 0)), learner, {});
        if (!p) return false;
        for (char h : arg(c, 1))
            if (p->hats.find(h) == std::string::npos) return false;
        return true;
    }
    if (k == "played")
        return std::any_of(played.begin(), played.end(),
                           [&](const std::string& t) { return globMatch(arg(c, 0), t); });
    const Table table = s.table(learner);
    if (k == "token") {
        const int square = squareNamed(s, arg(c, 1));
        auto at = [&](const Token& t) {
            const Place* p = &t.at;
            for (int hops = 0; p->kind == Place::Kind::Token && hops < 8; ++hops) {
                const Token* under = table.token(p->index);
                if (!under) return false;
                p = &under->at;
            }
            return p->kind == Place::Kind::Square && p->index == square;
        };
        return std::any_of(table.tokens.begin(), table.tokens.end(),
                           [&](const Token& t) { return t.type == arg(c, 0) && at(t); });
    }
    if (k == "zone") {
        const Zone* z = table.zone(arg(c, 0));
        return z && z->count == countArg(c, 1, 0);
    }
    throw RulesError("unknown check '" + k + "'");
}

// The learner's moves: runs of their decisions, whatever chance comes between.
int learnerMoves(const std::vector<LogEntry>& log, int learner) {
    int moves = 0, last = kNobody;
    for (const LogEntry& e : log) {
        if (e.by == kChance) continue;
        if (e.by == learner && last != learner) ++moves;
        last = e.by;
    }
    return moves;
}

// The side the level plays: the script while it fits, else a computer player.
class LessonAgent : public Agent {
  public:
    LessonAgent(std::map<std::string, Action> replies, std::shared_ptr<const Agent> fallback)
        : Agent(kLessonSeed), replies_(std::move(replies)), fallback_(std::move(fallback)) {}
    bool judgesPositions() const override { return fallback_->judgesPositions(); }
    Analysis think(const GameState& view, const Budget& budget) const override {
        const int who = view.currentPlayer();
        if (who >= 0) {
            const auto it = replies_.find(view.toFenFor(who));
            if (it != replies_.end()) {
                const auto legal = view.legalActions();
                if (std::find(legal.begin(), legal.end(), it->second) != legal.end()) {
                    Analysis a;
                    a.best = it->second;
                    a.line = {it->second};
                    return a;
                }
            }
        }
        return fallback_->think(view, budget);
    }

  private:
    std::map<std::string, Action> replies_;
    std::shared_ptr<const Agent> fallback_;
};

} // namespace

LessonScript::LessonScript(const std::string& gameId, const LessonLevel& level)
    : gameId_(gameId), level_(level) {
    Match m(gameId, level.options, kLessonSeed, level.fen, ChanceMode::Given);
    for (std::size_t i = 0; i < level.solution.size(); ++i) {
        try {
            m.play(level.solution[i]);
        } catch (const RulesError& e) {
            throw RulesError("solution move " + std::to_string(i + 1) + ": " + e.what());
        }
    }
    solutionLog_ = m.log();
    auto chance = std::make_shared<ChanceScript>();
    std::map<std::string, Action> replies;
    auto s = newGame(gameId, level.options, kLessonSeed, level.fen);
    for (const LogEntry& e : solutionLog_) {
        if (e.by == kChance)
            chance->emplace(s->chanceKey(), s->actionText(e.action));
        else if (e.by != level.learner)
            replies.emplace(s->toFenFor(e.by), e.action);
        const ActionView step = e.by == kChance ? ActionView{} : s->describe(e.action);
        solutionSteps_.emplace_back(step.from >= 0 ? s->squareName(step.from) : std::string(),
                                    step.to >= 0 ? s->squareName(step.to) : std::string());
        s->applyAction(e.action);
    }
    chance_ = std::move(chance);
    if (level_.par <= 0) level_.par = learnerMoves(solutionLog_, level.learner);
    if (level_.limit < level_.par) level_.limit = level_.par;
    // The computer that answers a learner off the script: a fair opponent, not a tutor.
    std::shared_ptr<const Agent> fallback;
    const auto names = agentNames(gameId);
    const std::string name =
        std::find(names.begin(), names.end(), "normal") != names.end() ? "normal" : names.front();
    fallback = newAgent(gameId, name, kLessonSeed);
    opponent_ = std::make_shared<LessonAgent>(std::move(replies), std::move(fallback));
}

std::unique_ptr<Match> LessonScript::start() const {
    return resume({});
}

std::unique_ptr<Match> LessonScript::resume(const std::vector<LogEntry>& log) const {
    return std::make_unique<Match>(Match::replay(gameId_, level_.options, kLessonSeed, level_.fen,
                                                 log, 0, ChanceMode::Drawn, chance_));
}

std::unique_ptr<Action> LessonScript::nextSolutionStep(const Match& match) const {
    const auto& log = match.log();
    if (!partwayThroughSolution(match)) return nullptr;
    const LogEntry& next = solutionLog_[log.size()];
    if (next.by != level_.learner || match.state().currentPlayer() != level_.learner)
        return nullptr;
    return std::make_unique<Action>(next.action);
}

bool LessonScript::partwayThroughSolution(const Match& match) const {
    const auto& log = match.log();
    return log.size() < solutionLog_.size() &&
           std::equal(log.begin(), log.end(), solutionLog_.begin());
}

std::vector<bool> LessonScript::arrowsAhead(const Match& match) const {
    std::vector<bool> ahead(level_.arrows.size(), partwayThroughSolution(match));
    const std::size_t played = std::min(match.log().size(), solutionSteps_.size());
    for (std::size_t a = 0; a < ahead.size(); ++a)
        if (std::find(solutionSteps_.begin(), solutionSteps_.begin() + played, level_.arrows[a]) !=
            solutionSteps_.begin() + played)
            ahead[a] = false;
    return ahead;
}

std::vector<bool> LessonScript::arrowsTheirs() const {
    std::vector<bool> theirs;
    for (const auto& arrow : level_.arrows) {
        const auto step = std::find(solutionSteps_.begin(), solutionSteps_.end(), arrow);
        const auto i = static_cast<std::size_t>(step - solutionSteps_.begin());
        theirs.push_back(step != solutionSteps_.end() && solutionLog_[i].by != level_.learner);
    }
    return theirs;
}

std::vector<bool> LessonScript::marksVacated(const Match& match) const {
    const auto first = start();
    auto occupied = [](const GameState& s, const std::string& name) {
        for (const PieceInfo& p : s.pieces())
            if (p.square >= 0 && s.squareName(p.square) == name) return true;
        return false;
    };
    std::vector<bool> vacated;
    for (const std::string& mark : level_.marks)
        vacated.push_back(occupied(first->state(), mark) && !occupied(match.state(), mark));
    return vacated;
}

std::string LessonScript::wrongMoveText(const GameState& before, const Action& action) const {
    for (const LessonWrongMove& w : level_.wrong) {
        try {
            const NotatedMove m = before.parseMove(w.move);
            if (!m.actions.empty() && m.actions.front() == action) return w.why;
        } catch (const RulesError&) {
            // Not a move here: it names another point of the level.
        }
    }
    return {};
}

LessonVerdict LessonScript::judge(const Match& match) const {
    return judgeLog(match.log(), true);
}

LessonVerdict LessonScript::judgeLog(const std::vector<LogEntry>& log, bool wrongMovesLose) const {
    LessonVerdict v;
    const int learner = level_.learner;
    auto s = newGame(gameId_, level_.options, kLessonSeed, level_.fen);
    std::vector<std::string> played;
    int last = kNobody; // the last player (not chance) who decided
    auto goalMet = [&] {
        return std::all_of(level_.checks.begin(), level_.checks.end(), [&](const LessonCheck& c) {
            return holds(c, *s, learner, played) != c.negated;
        });
    };
    auto missed = [&] {
        return Phrase::of("lesson-missed", "Legal, but that misses the goal: %1",
                          {Phrase::text(level_.goal)});
    };
    for (std::size_t i = 0; i < log.size(); ++i) {
        const LogEntry& e = log[i];
        if (e.kind != LogEntry::Kind::Decision) {
            v.state = LessonVerdict::State::Lost;
            v.why = Phrase::text("The game was ended before the goal was reached.");
            return v;
        }
        if (v.onScript && (i >= solutionLog_.size() || !(solutionLog_[i] == e))) {
            v.onScript = false;
            if (e.by == learner && wrongMovesLose) {
                const std::string why = wrongMoveText(*s, e.action);
                if (!why.empty()) {
                    v.state = LessonVerdict::State::Lost;
                    v.why = Phrase::text(why);
                    return v;
                }
            }
        }
        if (e.by == learner) {
            if (last != learner) ++v.moves;
            played.push_back(s->actionText(e.action));
        }
        if (e.by != kChance) last = e.by;
        s->applyAction(e.action);
        const Outcome o = s->outcome();
        if (o.over) {
            v.state = goalMet() ? LessonVerdict::State::Won : LessonVerdict::State::Lost;
            v.why =
                v.state == LessonVerdict::State::Won
                    ? Phrase::text("Goal reached.")
                    : Phrase::of("lesson-game-over",
                                 "The game is over (%1) and the goal was not reached.", {o.reason});
            return v;
        }
        const int next = s->currentPlayer();
        if (next == kChance || next == last) continue;
        // Control passes from one player to the other: a moment to judge.
        const bool judgeNow =
            level_.judgeAfterReply ? (last != learner && v.moves > 0) : last == learner;
        if (!judgeNow) continue;
        if (goalMet()) {
            v.state = LessonVerdict::State::Won;
            v.why = Phrase::text("Goal reached.");
            return v;
        }
        if (v.moves >= level_.limit) {
            v.state = LessonVerdict::State::Lost;
            v.why = missed();
            return v;
        }
    }
    return v;
}

std::shared_ptr<Agent> LessonScript::opponent() const {
    return opponent_;
}

int lessonStars(int moves, int par, int helps) {
    if (moves <= par && helps == 0) return 3;
    if (moves <= par + 1 && helps <= 1) return 2;
    return 1;
}

} // namespace hatrack
