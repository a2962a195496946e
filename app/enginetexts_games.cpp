// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The texts that a game words apart from the others in some language, listed
// where lupdate reads them: each under its translation context, with the
// game's id as disambiguation (app/enginetext.h, setGameWords). Pawns in Hats
// is chess: German calls its pieces "Figuren", not the checkers' "Steine".
// English needs no entry; a language that words them alike copies its
// common translation.
#include "enginetext.h"

#include <QtGlobal>

namespace enginetext {

namespace {

struct Noop {
    const char* source;
    const char* game;
};

const Noop kEngine[] = {
    QT_TRANSLATE_NOOP3("engine", "%1 has no pieces left", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("engine", "wins a piece", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("engine", "wins %1 pieces", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("engine", "wins a piece within %1 moves", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("engine", "wins %1 pieces within %2 moves", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("engine", "the best found, though it gives up a piece", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("engine",
                       "the best found, though what it gives up is worth more than what it takes",
                       "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("engine", "wins material in the trade", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("engine", "the best found, though it gives up %1 pieces", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("engine", "the best found, though a piece is lost within %1 moves",
                       "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("engine", "the best found, though %1 pieces are lost within %2 moves",
                       "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("engine", "trades a piece for a piece", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("engine", "trades %1 pieces for as many", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("engine", "trades a piece for a piece within %1 moves", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("engine", "trades %1 pieces for as many within %2 moves", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("engine", "The piece on %1", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("engine", "a piece", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("engine", "%1's piece", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("engine", "the piece on %1", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("engine", "enemy pieces captured", "pawns-in-hats"),
};

const Noop kMoveInput[] = {
    QT_TRANSLATE_NOOP3("MoveInput", "The piece on %1 is %2's, and %3 is to move.", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("MoveInput", "Choose one of your pieces first.", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("MoveInput", "The piece on %1", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("MoveInput", "%1 cannot move; only the piece on %2 can.", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("MoveInput", "%1 cannot move; the pieces on %2 can.", "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("MoveInput", "%1 is not allowed: that piece is not yours to move.",
                       "pawns-in-hats"),
    QT_TRANSLATE_NOOP3("MoveInput", "%1 ends the move: the piece cannot go on to %2.",
                       "pawns-in-hats"),
};

} // namespace

const std::vector<GameWording>& gameWordings() {
    static const std::vector<GameWording> list = [] {
        std::vector<GameWording> out;
        for (const Noop& n : kEngine) out.push_back({n.game, "engine", n.source});
        for (const Noop& n : kMoveInput) out.push_back({n.game, "MoveInput", n.source});
        return out;
    }();
    return list;
}

} // namespace enginetext
