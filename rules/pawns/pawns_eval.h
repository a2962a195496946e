// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The Pawns in Hats computer players' judgement, for rules/expectimax.h.
#include "game_state.h"

#include <cstdint>
#include <vector>

namespace hatrack::pawns {
// What a piece of type `type` (Hat; kUnknown for a bare pawn) is worth, in
// hundredths of a pawn: the scale of every judgement below.
double pieceWorth(int type);
// A position for `player`, in hundredths of a pawn.
double evaluate(const GameState& state, int player);
// The same, plus how close each side is to mating the other's king, so that a
// player ahead presses for checkmate instead of drifting into a draw.
double evaluateHard(const GameState& state, int player);
// The same, and a lead that cannot catch the enemy's last pawns before they
// freeze on their last rank (no hatted piece, no hat within reach) is judged
// close to a draw.
double evaluateExpert(const GameState& state, int player);
// The same for every state the search may take as one: pieces with their hats,
// the hats lying, whose decision is pending and about which piece and hat. The
// move counters and the positions seen before are left out.
std::uint64_t searchKey(const GameState& state);
// Captures and punches first, the rest in the order given.
void capturesFirst(const GameState& state, std::vector<Action>& actions);
// Past the full depth: only what takes a piece, and the rest of such a turn.
bool noisyOnly(const GameState& state, std::vector<Action>& out);
} // namespace hatrack::pawns
