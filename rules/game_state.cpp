// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "game_state.h"

#include "explain.h"
#include "input_errors.h"

namespace hatrack {

Transition GameState::applyChance() {
    return applyAction(drawChance(rng_));
}

Action GameState::drawChance(Rng& rng) const {
    const auto outcomes = chanceOutcomes();
    if (outcomes.empty()) throw RulesError("no chance event is pending");
    // Weights are turned into integers so the draw does not depend on float rounding.
    std::vector<std::uint64_t> weights;
    std::uint64_t total = 0;
    for (const auto& [action, p] : outcomes) {
        const auto w = static_cast<std::uint64_t>(p * 1e9 + 0.5);
        weights.push_back(w);
        total += w;
    }
    std::uint64_t pick = rng.below(total);
    for (std::size_t i = 0; i < outcomes.size(); ++i) {
        if (pick < weights[i]) return outcomes[i].first;
        pick -= weights[i];
    }
    return outcomes.back().first;
}

BoardView GameState::board() const {
    BoardView b;
    b.rows = boardRows();
    b.cols = boardCols();
    for (int r = 0; r < b.rows; ++r)
        for (int c = 0; c < b.cols; ++c) b.cells.push_back({-1, r, c, false, {}});
    for (int s = 0; s < squareCount(); ++s) {
        BoardCell& cell = b.cells[static_cast<std::size_t>(squareRow(s) * b.cols + squareCol(s))];
        cell.square = s;
        cell.dark = true;
        cell.name = squareName(s);
    }
    return b;
}

Phrase GameState::explainSquare(int square, int viewer) const {
    return explain::standard(*this, square, viewer);
}

std::vector<NotatedMove> GameState::notatedMovesFor(int) const {
    return notatedMoves();
}

NotatedMove GameState::parseMove(const std::string& text) const {
    for (auto& move : notatedMoves())
        if (move.text == text) return move;
    throw RulesError("not-legal-move", "'%1' is not a legal move here", {quotedInput(text)});
}

std::unique_ptr<GameState> GameState::viewFor(int) const {
    auto copy = clone();
    copy->reseed(rng_.state() ^ 0xA5A5A5A5DEADBEEFULL);
    return copy;
}

std::unique_ptr<GameState> GameState::dealUnseen(int, Rng& rng) const {
    auto copy = clone();
    copy->reseed(rng.next());
    return copy;
}

} // namespace hatrack
