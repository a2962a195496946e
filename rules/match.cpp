// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "match.h"

#include "input_errors.h"

#include <algorithm>

namespace hatrack {

namespace {

std::uint64_t mix(std::uint64_t a, std::uint64_t b) {
    Rng r(a ^ (b * 0x9E3779B97F4A7C15ULL));
    return r.next();
}

// The game as it stood when the players ended it (a resignation, an agreed
// draw): the same table and position, nobody to decide, and the outcome they
// chose. It wraps any game, so no game needs to know about either ending.
class EndedState : public GameState {
  public:
    EndedState(std::unique_ptr<GameState> inner, Outcome outcome)
        : inner_(std::move(inner)), outcome_(std::move(outcome)) {}

    std::string gameId() const override { return inner_->gameId(); }
    std::unique_ptr<GameState> clone() const override {
        return std::make_unique<EndedState>(inner_->clone(), outcome_);
    }
    int currentPlayer() const override { return kNobody; }
    std::vector<Action> legalActions() const override { return {}; }
    Transition applyAction(const Action&) override { throw RulesError(Phrase("the game is over")); }
    Outcome outcome() const override { return outcome_; }
    std::vector<NotatedMove> notatedMoves() const override { return {}; }
    std::string actionText(const Action& action) const override {
        return inner_->actionText(action);
    }
    Phrase sentence(const Action& action) const override { return inner_->sentence(action); }
    ActionView describe(const Action& action) const override { return inner_->describe(action); }
    int turnOwner() const override { return kNobody; }
    std::string toFen() const override { return inner_->toFen(); }
    std::string toFenFor(int viewer) const override { return inner_->toFenFor(viewer); }
    std::string playerName(int player) const override { return inner_->playerName(player); }
    int boardRows() const override { return inner_->boardRows(); }
    int boardCols() const override { return inner_->boardCols(); }
    int squareCount() const override { return inner_->squareCount(); }
    int squareRow(int square) const override { return inner_->squareRow(square); }
    int squareCol(int square) const override { return inner_->squareCol(square); }
    std::string squareName(int square) const override { return inner_->squareName(square); }
    std::vector<PieceInfo> pieces() const override { return inner_->pieces(); }
    // Over: what either player knew is shown to all, as a game ended by its
    // own rules shows it (Alien Checkers' secret planets after a resignation).
    Table table(int viewer) const override {
        Table t = inner_->table(viewer);
        const Table known[2] = {inner_->table(0), inner_->table(1)};
        for (Token& k : t.tokens) {
            if (!k.faceDown) continue;
            for (const Table& seen : known)
                if (const Token* o = seen.token(k.id); o && !o->faceDown) {
                    k = *o;
                    break;
                }
        }
        return t;
    }
    BoardView board() const override { return inner_->board(); }
    std::vector<NotatedMove> notatedMovesFor(int) const override { return {}; }
    std::vector<FeatureTag> heldFeatures() const override { return inner_->heldFeatures(); }
    std::unique_ptr<GameState> viewFor(int player) const override {
        return std::make_unique<EndedState>(inner_->viewFor(player), outcome_);
    }
    std::unique_ptr<GameState> dealUnseen(int player, Rng& rng) const override {
        return std::make_unique<EndedState>(inner_->dealUnseen(player, rng), outcome_);
    }

  private:
    std::unique_ptr<GameState> inner_;
    Outcome outcome_;
};

// Entry `i` of a log being replayed, and what is wrong with it.
RulesError entryError(std::size_t i, Phrase why) {
    return RulesError("log-entry", "entry %1: %2",
                      {Phrase::number(static_cast<long long>(i + 1)), std::move(why)});
}

} // namespace

Match::Match(std::string gameId, Options options, std::uint64_t seed, std::string fen,
             ChanceMode chance)
    : gameId_(std::move(gameId)), options_(optionsFor(gameInfo(gameId_), options, fen)),
      seed_(seed), fen_(std::move(fen)), chance_(chance),
      state_(newGame(gameId_, options_, seed_, fen_)) {
    resolveChance();
}

void Match::resign(int player) {
    end({Action{}, player, LogEntry::Kind::Resignation});
}

void Match::agreeDraw(int player) {
    end({Action{}, player, LogEntry::Kind::DrawAgreed});
}

void Match::end(const LogEntry& entry) {
    if (state_->outcome().over) throw RulesError(Phrase("the game is over"));
    if (entry.by != 0 && entry.by != 1)
        throw RulesError(Phrase(entry.kind == LogEntry::Kind::Resignation
                                    ? "only a player can resign"
                                    : "only a player can agree to a draw"));
    Outcome o;
    o.over = true;
    if (entry.kind == LogEntry::Kind::Resignation) {
        o.winner = 1 - entry.by;
        o.reason = Phrase::of("resigns", "%1 resigns", {state_->playerName(entry.by)});
    } else {
        o.winner = -1;
        o.reason = Phrase::text("draw agreed");
    }
    state_ = std::make_unique<EndedState>(std::move(state_), std::move(o));
    log_.push_back(entry);
}

LogEntry::Kind Match::ending() const {
    return !log_.empty() && log_.back().kind != LogEntry::Kind::Decision ? log_.back().kind
                                                                         : LogEntry::Kind::Decision;
}

std::vector<Action> Match::decisions() const {
    std::vector<Action> out;
    for (const LogEntry& e : log_)
        if (e.by != kChance) out.push_back(e.action);
    return out;
}

Transition Match::step(const Action& action, int by) {
    const int owner = state_->turnOwner();
    const bool setup = state_->inSetup();
    Transition t = state_->applyAction(action);
    log_.push_back({action, by});
    // A turn counts once, whatever interrupted it; draft picks are not turns.
    if (!setup && state_->turnOwner() != owner) ++plies_;
    return t;
}

std::vector<Transition> Match::resolveChance() {
    std::vector<Transition> out;
    if (chance_ == ChanceMode::Given) return out;
    while (state_->currentPlayer() == kChance) {
        if (script_) {
            const auto it = script_->find(state_->chanceKey());
            if (it != script_->end()) {
                try {
                    out.push_back(step(actionNamed(*state_, it->second), kChance));
                    continue;
                } catch (const RulesError&) {
                    // Not an outcome here after all: chance is drawn as usual.
                }
            }
        }
        // Each outcome from the seed, its place in the log and the undo count:
        // reproducible, yet fresh after a move is taken back.
        Rng rng(mix(mix(seed_, log_.size()), epoch_));
        out.push_back(step(state_->drawChance(rng), kChance));
    }
    return out;
}

std::vector<Transition> Match::apply(const Action& action) {
    const int mover = state_->currentPlayer();
    if (mover == kNobody)
        throw RulesError(
            Phrase(state_->outcome().over ? "the game is over" : "nobody is to decide"));
    const auto legal = state_->legalActions();
    if (std::find(legal.begin(), legal.end(), action) == legal.end())
        throw RulesError(notLegalHere(state_->actionText(action),
                                      mover == kChance ? "chance outcome" : "action"));
    std::vector<Transition> out{step(action, mover)};
    for (auto& t : resolveChance()) out.push_back(std::move(t));
    return out;
}

Action actionNamed(const GameState& state, const std::string& text) {
    for (const Action& a : state.legalActions())
        if (state.actionText(a) == text) return a;
    throw RulesError(
        notLegalHere(text, state.currentPlayer() == kChance ? "chance outcome" : "decision"));
}

std::vector<Transition> Match::play(const std::string& move) {
    if (state_->outcome().over) throw RulesError(moveError(move, "the game is over"));
    if (move == kResignText || move == kDrawAgreedText) {
        const int who = state_->currentPlayer();
        if (who < 0)
            throw RulesError(moveError(
                move, move == kResignText ? "a chance outcome is due; only a player can resign"
                                          : "a chance outcome is due; only a player can offer a "
                                            "draw"));
        if (move == kResignText)
            resign(who);
        else
            agreeDraw(who);
        return {};
    }
    if (state_->currentPlayer() == kChance) {
        try {
            return apply(actionNamed(*state_, move));
        } catch (const RulesError&) {
            std::string outcomes;
            for (const auto& [a, p] : state_->chanceOutcomes())
                outcomes += (outcomes.empty() ? "" : ", ") + state_->actionText(a);
            throw RulesError("not-chance-outcome",
                             "move '%1' is not a chance outcome here (possible: %2)",
                             {quotedInput(move), Phrase::verbatim(outcomes)});
        }
    }
    const NotatedMove parsed = state_->parseMove(move);
    // All or nothing: try the whole move on a copy first, since a chain written
    // whole can be cut short by an interruption.
    auto trial = state_->clone();
    for (std::size_t i = 0; i < parsed.actions.size(); ++i) {
        const Action& a = parsed.actions[i];
        if (trial->currentPlayer() == kChance && chance_ == ChanceMode::Given)
            throw RulesError(moveError(
                move, Phrase::of("chance-due-after",
                                 "a chance outcome is due after '%1'; give it as a move of its own",
                                 {Phrase::verbatim(trial->actionText(parsed.actions[i - 1]))})));
        while (trial->currentPlayer() == kChance) trial->applyChance();
        const auto legal = trial->legalActions();
        if (std::find(legal.begin(), legal.end(), a) == legal.end())
            throw RulesError(moveError(
                move, Phrase::of("not-now", "'%1' cannot be played now: %2",
                                 {Phrase::verbatim(trial->actionText(a)), trial->prompt()})));
        trial->applyAction(a);
    }
    std::vector<Transition> out;
    for (const Action& a : parsed.actions)
        for (auto& t : apply(a)) out.push_back(std::move(t));
    return out;
}

void Match::setChanceScript(std::shared_ptr<const ChanceScript> script) {
    script_ = std::move(script);
    resolveChance();
}

void Match::truncate(std::size_t count) {
    std::size_t keep = 0, seen = 0;
    for (; keep < log_.size(); ++keep) {
        if (log_[keep].by == kChance) continue;
        if (seen == count) break;
        ++seen;
    }
    if (keep >= log_.size()) return;
    const std::vector<LogEntry> kept(log_.begin(), log_.begin() + static_cast<long>(keep));
    auto script = script_;
    *this = replay(gameId_, options_, seed_, fen_, kept, epoch_ + 1, chance_, script);
}

Match Match::replay(std::string gameId, Options options, std::uint64_t seed, std::string fen,
                    const std::vector<LogEntry>& log, std::uint64_t epoch, ChanceMode chance,
                    std::shared_ptr<const ChanceScript> script) {
    Match m(std::move(gameId), std::move(options), seed, std::move(fen), ChanceMode::Given);
    m.epoch_ = epoch;
    for (std::size_t i = 0; i < log.size(); ++i) {
        const LogEntry& e = log[i];
        const int who = m.state_->currentPlayer();
        if (e.kind != LogEntry::Kind::Decision) {
            try {
                m.end(e);
            } catch (const RulesError& err) {
                throw entryError(i, phraseOf(err));
            }
            continue;
        }
        if (e.by != who)
            throw entryError(i, Phrase::of("decision-by", "expected a decision by %1",
                                           {who == kChance   ? Phrase("chance")
                                            : who == kNobody ? Phrase("nobody (the game is over)")
                                                             : Phrase(m.state_->playerName(who))}));
        try {
            m.apply(e.action);
        } catch (const RulesError& err) {
            throw entryError(i, phraseOf(err));
        }
    }
    m.chance_ = chance;
    m.script_ = std::move(script);
    m.resolveChance();
    return m;
}

} // namespace hatrack
