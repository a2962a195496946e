#include "match.h"

#include <algorithm>

namespace hatrack {

Match::Match(std::string gameId, Options options, std::uint64_t seed, std::string fen)
    : gameId_(std::move(gameId)), options_(completeOptions(gameInfo(gameId_), options)),
      seed_(seed), fen_(std::move(fen)), state_(newGame(gameId_, options_, seed_, fen_)) {
    resolveChance();
}

std::vector<Transition> Match::resolveChance() {
    std::vector<Transition> out;
    while (state_->currentPlayer() == kChance) out.push_back(state_->applyChance());
    return out;
}

std::vector<Transition> Match::apply(const Action& action) {
    const int mover = state_->currentPlayer();
    if (mover < 0)
        throw RulesError(state_->outcome().over ? "the game is over" : "not a player's turn");
    const int owner = state_->turnOwner();
    const bool setup = state_->inSetup();
    std::vector<Transition> out{state_->applyAction(action)};
    decisions_.push_back(action);
    // A turn counts once, whatever interrupted it; draft picks are not turns.
    if (!setup && state_->turnOwner() != owner) ++plies_;
    for (auto& t : resolveChance()) out.push_back(std::move(t));
    return out;
}

std::vector<Transition> Match::play(const std::string& move) {
    if (state_->outcome().over) throw RulesError("move '" + move + "': the game is over");
    const NotatedMove parsed = state_->parseMove(move);
    // All or nothing: try the whole move on a copy first, since a chain written
    // whole can be cut short by an interruption.
    auto trial = state_->clone();
    for (const Action& a : parsed.actions) {
        while (trial->currentPlayer() == kChance) trial->applyChance();
        const auto legal = trial->legalActions();
        if (std::find(legal.begin(), legal.end(), a) == legal.end())
            throw RulesError("move '" + move + "': '" + trial->actionText(a) +
                             "' cannot be played now: " + trial->decisionPrompt());
        trial->applyAction(a);
    }
    std::vector<Transition> out;
    for (const Action& a : parsed.actions)
        for (auto& t : apply(a)) out.push_back(std::move(t));
    return out;
}

void Match::truncate(std::size_t count) {
    if (count >= decisions_.size()) return;
    std::vector<Action> keep(decisions_.begin(), decisions_.begin() + static_cast<long>(count));
    state_ = newGame(gameId_, options_, seed_, fen_);
    decisions_.clear();
    plies_ = 0;
    resolveChance();
    for (const Action& a : keep) apply(a);
}

SelfplaySummary selfplay(const std::string& gameId, const Options& options, int games,
                         std::uint64_t seed, const std::string& playerA,
                         const std::string& playerB) {
    SelfplaySummary summary;
    long totalPlies = 0;
    Rng seeds(seed);
    for (int g = 0; g < games; ++g) {
        const std::uint64_t gameSeed = seeds.next();
        Match match(gameId, options, gameSeed);
        const int aSide = g % 2; // A takes the first player's side in even games
        std::unique_ptr<Agent> agents[2];
        agents[aSide] = newAgent(gameId, playerA, gameSeed ^ 0x1111);
        agents[1 - aSide] = newAgent(gameId, playerB, gameSeed ^ 0x2222);
        while (!match.state().outcome().over) {
            const int p = match.state().currentPlayer();
            const auto view = match.state().viewFor(p);
            match.apply(agents[p]->choose(*view));
        }
        const Outcome o = match.state().outcome();
        ++summary.games;
        totalPlies += match.plies();
        if (o.winner < 0)
            ++summary.draws;
        else if (o.winner == aSide)
            ++summary.winsA;
        else
            ++summary.winsB;
    }
    summary.averagePlies = games > 0 ? static_cast<double>(totalPlies) / games : 0.0;
    return summary;
}

} // namespace hatrack
