// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Helpers shared by the Sorcerer's Apprentice tests: a Match set up from a FEN,
// the state behind it, the legal decisions as notation, hat lists as letters.
//
// The board, PDN squares (the API uses index = square - 1), row 0 = Black's home:
//   row 7   29 .. 30 .. 31 .. 32 ..
//   row 6   .. 25 .. 26 .. 27 .. 28
//   row 5   21 .. 22 .. 23 .. 24 ..
//   row 4   .. 17 .. 18 .. 19 .. 20
//   row 3   13 .. 14 .. 15 .. 16 ..
//   row 2   .. 09 .. 10 .. 11 .. 12
//   row 1   05 .. 06 .. 07 .. 08 ..
//   row 0   .. 01 .. 02 .. 03 .. 04
//   col      0  1  2  3  4  5  6  7
// Black (player 0) moves up, White (player 1) down.

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "match.h"
#include "sorcerer/sorcerer_state.h"
#include "test_support.h"

#include <algorithm>
#include <cstdint>
#include <string>
#endif

#include <QString>
#include <QStringList>

namespace hatrack::sorcerer::test {

inline const std::string kGame = "sorcerers-apprentice";

inline QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

// Index of PDN square n.
inline constexpr int sq(int pdn) {
    return pdn - 1;
}

inline const SorcererState& sa(const GameState& state) {
    return dynamic_cast<const SorcererState&>(state);
}
inline const SorcererState& sa(const Match& m) {
    return sa(m.state());
}

// A match set up from a position; options fill in their defaults.
inline Match matchFrom(const std::string& fen, const Options& options = {},
                       std::uint64_t seed = 1) {
    return Match(kGame, options, seed, fen);
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

inline QStringList sorted(QStringList list) {
    list.sort();
    return list;
}

// "rrb" -> two red, one blue.
inline Hats hatsOf(const std::string& letters) {
    Hats h;
    for (char c : letters) h.add(hatFromLetter(c));
    return h;
}
inline QString letters(const Hats& h) {
    return qs(h.letters());
}

using hatrack::test::rulesErrorOf;

// Every hat, counted from the public accessors (not through allHats()).
inline Hats countEverywhere(const SorcererState& s) {
    Hats all = s.bag();
    all.addAll(s.rack(0));
    all.addAll(s.rack(1));
    all.addAll(s.pool(0));
    all.addAll(s.pool(1));
    all.addAll(s.outOfGame());
    all.addAll(s.draftOpen());
    for (int i = 0; i < 32; ++i) all.addAll(s.at(i).hats);
    return all;
}

inline bool fiveOfEach(const Hats& h) {
    for (int c = 0; c < kHatColours; ++c)
        if (h[c] != kHatsPerColour) return false;
    return true;
}

inline bool isEmpty(const SorcererState& s, int pdn) {
    return s.at(sq(pdn)).owner < 0;
}

// The part of an outcome's reason after the last ';': the measure that decided.
inline QString decidingClause(const Outcome& o) {
    const QString r = qs(o.reason.english);
    return r.mid(r.lastIndexOf(QLatin1Char(';')) + 1).trimmed();
}

} // namespace hatrack::sorcerer::test
