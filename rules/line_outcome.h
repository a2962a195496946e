// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Why a hint is worth playing, in a few words: what the line of play the
// computer expects does to the pieces on the board ("wins a piece").
#pragma once

#include "game_state.h"

#include <vector>

namespace hatrack {

inline constexpr double kNoValue = -1e300;

struct LineOutcome {
    bool winsGame = false; // the line ends the game in `player`'s favour
    Phrase words;          // "wins the game", "wins a piece", ...
};

// Plays `line` from `start` as far as it stays legal (a chance the line did
// not foresee ends it) and tells `player` what it did: won the game, won or
// gave up pieces, traded them evenly, or left them as they are. Pieces are
// the tokens players own standing on squares, as the table shows them.
// `value` is the search's own judgement for `player` (hundredths of a man):
// a line cut off right after a capture, before the answer the search saw, is
// no gain unless the judgement, against the pieces' balance at the start
// (their worth, where the game weighs them: GameState::materialWorth), says
// so too. Where pieces are weighed, a trade that moves their balance far
// either way is said to give up more than it takes, or to win material.
// `margin`: how much worse, at the least, the search found the best of the
// other choices (Analysis::ranked). A line that leaves the material as it is
// says so when that is half a man or more: the choice matters here, which a
// quiet line alone does not tell. A `value` that makes a win or a loss
// likely over what chance may bring (half a win's worth in the searches with
// chance) is said before anything else the line does.
LineOutcome lineOutcome(const GameState& start, const std::vector<Action>& line, int player,
                        double value = kNoValue, double margin = kNoValue);

// The margin of `ranked` (best first, as Analysis::ranked): the first value
// less the second, or kNoValue with fewer than two.
double choiceMargin(const std::vector<std::pair<Action, double>>& ranked);

} // namespace hatrack
