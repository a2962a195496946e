// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Why a piece of Pawns in Hats may do what it may: the hat that makes it a
// chess piece, a king in check and moves that would leave one in check,
// after what every game says of its moves (with punches worded).
#include "explain.h"
#include "pawns_state.h"
#include "piece_words.h"

namespace hatrack::pawns {

namespace {

// The hat a piece wears, and what that makes it.
Phrase hatWorn(int type) {
    switch (type) {
    case kKing:
        return Phrase::text("This pawn wears the Kingly Crown and moves as a king.");
    case kQueen:
        return Phrase::text("This pawn wears the Queenly Crown and moves as a queen.");
    case kBishop:
        return Phrase::text("This pawn wears the Bishop Mitre and moves as a bishop.");
    case kKnight:
        return Phrase::text("This pawn wears the Knighted Helm and moves as a knight.");
    case kHunter:
        return Phrase::text("This pawn wears the Hunting Tyrolean and moves as a rook.");
    default:
        return {};
    }
}

// How many moves the rules give the piece on `square` before king safety.
int movesBeforeKingSafety(const Board& b, int square) {
    std::vector<Action> all;
    rules::pseudoActions(b, all);
    int n = 0;
    for (const Action& a : all)
        if ((a.kind == kStep || a.kind == kPunch || a.kind == kMove) && a.a == square) ++n;
    return n;
}

} // namespace

Phrase PawnsState::explainSquare(int square, int viewer) const {
    Phrase out = explain::standard(*this, square, viewer, {{"punch", "explain-punch", "punch %1"}});
    if (out.empty() || square < 0 || square >= 64) return out;
    const int pawn = board_.piece[static_cast<std::size_t>(square)];
    if (pawn < 0) return out;
    const int owner = ownerOf(pawn);
    out = words::withWhy(out, hatWorn(typeOf(pawn)));
    const bool yours = viewer == owner;
    if (inCheck(owner)) {
        return words::withWhy(
            out, yours ? Phrase::text("Your king is in check: only moves that end the check are "
                                      "allowed.")
                       : Phrase::of("explain-check-of",
                                    "%1's king is in check: only moves that end the check are "
                                    "allowed.",
                                    {playerName(owner)}));
    }
    if (currentPlayer() != owner || board_.phase != Phase::Move) return out;
    int legal = 0;
    for (const Action& a : legalActions())
        if ((a.kind == kStep || a.kind == kPunch || a.kind == kMove) && a.a == square) ++legal;
    if (legal < movesBeforeKingSafety(board_, square))
        out = words::withWhy(
            out, yours ? Phrase::text("Moves that would leave your king in check are not allowed.")
                       : Phrase::of("explain-exposes-king",
                                    "Moves that would leave %1's king in check are not allowed.",
                                    {playerName(owner)}));
    return out;
}

} // namespace hatrack::pawns
