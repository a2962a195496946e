// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Helpers shared by the Fantasy RPG Checkers tests: a Match set up from a
// position line with the dice given by the test (roll:N), the state behind it,
// the legal decisions as notation.
//
// Position line: "<side> <black>,<white> B:<checkers> W:<checkers>
// P:<men>.<kings>.<smart>,... $:<black>,<white> S:<black>,<white> Q:<quiet>",
// a checker written [K]square[w][pN] (king, wounded, pennies) or iSquare (an illusion).

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "fantasy/fantasy_state.h"
#include "match.h"
#include "test_support.h"

#include <string>
#endif

#include <QString>
#include <QStringList>

namespace hatrack::fantasy::test {

inline const std::string kGame = "fantasy-rpg-checkers";

inline QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

inline const FantasyState& fs(const GameState& state) {
    return dynamic_cast<const FantasyState&>(state);
}
inline const FantasyState& fs(const Match& m) {
    return fs(m.state());
}

// A match from a position; the die is given by the test (roll:N).
inline Match matchFrom(const std::string& fen) {
    return Match(kGame, {}, 1, fen, ChanceMode::Given);
}

// A position with the usual tail: no pools, purses, skips or quiet moves unless given.
inline std::string pos(const std::string& side, const std::string& chars, const std::string& black,
                       const std::string& white, const std::string& pools = "0.0.0,0.0.0",
                       const std::string& purses = "0,0", const std::string& skips = "0,0") {
    return side + " " + chars + " B:" + black + " W:" + white + " P:" + pools + " $:" + purses +
           " S:" + skips + " Q:0";
}

// The pending decisions as notation, sorted.
inline QStringList legal(const GameState& state) {
    QStringList out;
    for (const Action& a : state.legalActions()) out << qs(state.actionText(a));
    out.sort();
    return out;
}
inline QStringList legal(const Match& m) {
    return legal(m.state());
}

// Plays moves in order; returns the first that is not legal, with the reason.
inline QString playAll(Match& m, const QStringList& moves) {
    for (const QString& mv : moves) {
        try {
            m.play(mv.toStdString());
        } catch (const RulesError& e) {
            return mv + ": " + qs(e.what());
        }
    }
    return {};
}

// The checkers fields of the position line ("B:... W:...").
inline QString board(const Match& m) {
    const QStringList f = qs(m.state().toFen()).split(' ');
    return f[2] + " " + f[3];
}
inline QString field(const Match& m, int n) {
    return qs(m.state().toFen()).split(' ')[n];
}

using hatrack::test::eventTexts;
using hatrack::test::rulesErrorOf;

} // namespace hatrack::fantasy::test
