// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "perft.h"

#include "checkers/checkers_state.h"

namespace hatrack {

namespace {

std::uint64_t generic(const GameState& state, int depth) {
    if (depth <= 0) return 1;
    const auto moves = state.notatedMoves();
    if (depth == 1) return moves.size();
    std::uint64_t total = 0;
    for (const auto& m : moves) {
        auto child = state.clone();
        for (const Action& a : m.actions) child->applyAction(a);
        total += generic(*child, depth - 1);
    }
    return total;
}

} // namespace

std::uint64_t perft(const GameState& state, int depth) {
    // Plain checkers between turns has a dedicated counter on the bare position.
    // Like the published counts, this counter ignores the draw rules; the generic
    // one below plays them, so the two can differ deep in king endings.
    if (const auto* c = dynamic_cast<const checkers::CheckersState*>(&state);
        c && c->chainSquare() < 0 && !c->outcome().over)
        return checkers::perft(c->position(), depth);
    return generic(state, depth);
}

std::vector<std::pair<std::string, std::uint64_t>> perftDivide(const GameState& state, int depth) {
    std::vector<std::pair<std::string, std::uint64_t>> out;
    if (depth <= 0) return out;
    for (const auto& m : state.notatedMoves()) {
        auto child = state.clone();
        for (const Action& a : m.actions) child->applyAction(a);
        out.emplace_back(m.text, perft(*child, depth - 1));
    }
    return out;
}

} // namespace hatrack
