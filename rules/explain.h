// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a piece may do now, and why, in one sentence (GameState::explainSquare).
// The part every game shares is built from the legal actions: whose turn it
// is, the piece's moves grouped by kind, whether a capture is compulsory. A
// game calls it and adds a sentence of its own saying why (a hat, a wound, a
// check, the Hippo).
#include "game_state.h"

#include <string>
#include <vector>

namespace hatrack::explain {

// What stands on a square as a viewer sees it, by its type on the table: a
// piece someone owns before anything nobody owns that lies there too (a hat
// on the floor). `kind` is empty for an empty square.
struct Piece {
    std::string kind;
    int owner = -1;
};
Piece pieceAt(const GameState& s, int square, int viewer);

// How a game words the moves of a group of its own, as a verb phrase with %1
// for the squares: {"punch", "explain-punch", "punch %1"}.
struct GroupWords {
    std::string group;
    std::string id;
    std::string pattern;
};

// What `subject`, standing on `square` and belonging to `owner` (-1 for a
// token nobody owns, which is told of only when it may move), may do now.
// Moves on the board are open to every viewer in every game; `viewer` only
// chooses the notation they may know.
Phrase moves(const GameState& s, int square, int viewer, int owner, const Phrase& subject,
             const std::vector<GroupWords>& groups = {});

// The whole default: the piece named by its kind ("The man on 11"), and its moves.
Phrase standard(const GameState& s, int square, int viewer,
                const std::vector<GroupWords>& groups = {});

// The squares the piece on `square` may move to now in `group` ("" for plain moves).
std::vector<int> targets(const GameState& s, int square, const std::string& group);

// Square names as a list, in the order players count them: "15 or 16".
Phrase squaresOr(const GameState& s, const std::vector<int>& squares);

} // namespace hatrack::explain
