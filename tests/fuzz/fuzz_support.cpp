// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fuzz_support.h"

#include "games.h"
#include "match.h"

#include <cstdlib>

namespace hatrack::fuzz {

void checkRoundTrip(const GameState& state) {
    const std::string fen = state.toFen();
    try {
        auto again = newGame(state.gameId(), {}, 1, fen);
        if (again->toFen() != fen) std::abort(); // the position does not survive its own notation
    } catch (const RulesError&) {
        std::abort(); // the game wrote a position it cannot read
    }
}

void checkReadable(const GameState& state) {
    for (const int viewer : {-1, 0, 1}) {
        try {
            newGame(state.gameId(), {}, 1, viewer < 0 ? state.toFen() : state.toFenFor(viewer));
        } catch (const RulesError&) {
            std::abort(); // the game wrote a position it cannot read
        }
    }
}

void checkPosition(const GameState& state) {
    const Table t = state.table(0);
    for (const Token& token : t.tokens)
        if (token.at.kind == Place::Kind::Square &&
            (token.at.index < 0 || token.at.index >= state.squareCount()))
            std::abort();
    for (const NotatedMove& m : state.notatedMoves()) {
        try {
            (void)state.parseMove(m.text);
        } catch (const RulesError&) {
            std::abort(); // a move the game lists must be readable
        }
    }
}

void playLines(const std::string& gameId, const std::string& input) {
    const auto all = lines(input);
    if (all.empty()) return;
    try {
        Match m(gameId, {}, 7, all.front());
        checkRoundTrip(m.state());
        checkReadable(m.state());
        checkPosition(m.state());
        for (std::size_t i = 1; i < all.size() && !m.state().outcome().over; ++i) {
            try {
                m.play(all[i]);
            } catch (const RulesError&) {
            }
            checkReadable(m.state());
        }
        checkPosition(m.state());
    } catch (const RulesError&) {
    }
}

} // namespace hatrack::fuzz
