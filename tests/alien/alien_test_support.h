// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Helpers shared by the Alien Checkers tests: a Match set up from a position
// with chance given by the test, the state behind it, the legal decisions as
// notation. Positions (rules/alien/alien_fen.cpp): "B move b:14 w:18 up:fire",
// fields left out are empty; planets are off unless the position names them.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "alien/alien_state.h"
#include "match.h"
#include "test_support.h"

#include <string>
#endif

#include <QString>
#include <QStringList>

namespace hatrack::alien::test {

inline const std::string kGame = "alien-checkers";

inline QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

inline const AlienState& ac(const GameState& state) {
    return dynamic_cast<const AlienState&>(state);
}
inline const AlienState& ac(const Match& m) {
    return ac(m.state());
}

inline std::string withPlanets(const std::string& fen) {
    return fen.find("planets:") == std::string::npos ? fen + " planets:off" : fen;
}

// A match from a position; card draws and planets are given by the test.
inline Match matchFrom(const std::string& fen) {
    return Match(kGame, {}, 1, withPlanets(fen), ChanceMode::Given);
}

// The pending decisions as notation, sorted.
inline QStringList legal(const GameState& state) {
    QStringList out;
    for (const NotatedMove& m : state.notatedMoves()) out << qs(m.text);
    out.sort();
    return out;
}
inline QStringList legal(const Match& m) {
    return legal(m.state());
}

// Plays moves in order; returns the first error, or an empty string.
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

// Square numbers as players write them (1-32) to the engine's (0-31).
inline int sq(int n) {
    return n - 1;
}

using hatrack::test::eventTexts;
using hatrack::test::rulesErrorOf;

} // namespace hatrack::alien::test
