// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Helpers shared by the Pawns in Hats tests: a Match set up from a FEN with the
// die given by the test, the state behind it, the legal decisions as notation.
//
// FEN: "<pieces> <hats> <side> <pending> <crown> <halfmove> <move>", ranks 8 to 1.
// Pieces: P bare pawn, K Q B N H hatted (king, queen, bishop, knight, hunter),
// upper case White, lower case Black. Hats lying on squares: ? face down, or
// k q b n h identified. A position with no face-down hat and no crown ever
// ("-") is already over (every hat identified, none a crown), so hat-free test
// positions say "c".

// Qt 6.4's moc cannot parse the C++20 standard headers the engine uses.
#ifndef Q_MOC_RUN
#include "match.h"
#include "pawns/pawns_state.h"
#include "test_support.h"

#include <string>
#endif

#include <QString>
#include <QStringList>

namespace hatrack::pawns::test {

inline const std::string kGame = "pawns-in-hats";

inline QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

inline int sq(const char* name) {
    return parseSquare(name);
}

inline const PawnsState& ph(const GameState& state) {
    return dynamic_cast<const PawnsState&>(state);
}
inline const PawnsState& ph(const Match& m) {
    return ph(m.state());
}

// A match from a position; the die is given by the test (roll:N).
inline Match matchFrom(const std::string& fen) {
    return Match(kGame, {}, 1, fen, ChanceMode::Given);
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

// Plays moves in order; fails the test on the first that is not legal.
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

// The two layers of the FEN (pieces, hats) of the current position.
inline QString piecesField(const Match& m) {
    return qs(m.state().toFen()).section(' ', 0, 0);
}
inline QString hatsField(const Match& m) {
    return qs(m.state().toFen()).section(' ', 1, 1);
}

// A position from lists: pieces "e4P e5b", hats "a4? f6k", then the other
// fields ("w - c 0 1").
inline std::string fenOf(const std::string& pieces, const std::string& hats,
                         const std::string& rest) {
    auto layer = [](const std::string& list) {
        char cells[64] = {};
        std::size_t i = 0;
        while (i < list.size()) {
            if (list[i] == ' ') {
                ++i;
                continue;
            }
            if (i + 3 > list.size()) break;
            const int s = parseSquare(list.substr(i, 2));
            if (s >= 0) cells[s] = list[i + 2];
            i += 3;
        }
        std::string out;
        for (int r = 0; r < 8; ++r) {
            int empty = 0;
            for (int c = 0; c < 8; ++c) {
                const char ch = cells[r * 8 + c];
                if (!ch) {
                    ++empty;
                    continue;
                }
                if (empty) out += static_cast<char>('0' + empty);
                empty = 0;
                out += ch;
            }
            if (empty) out += static_cast<char>('0' + empty);
            if (r < 7) out += '/';
        }
        return out;
    };
    return layer(pieces) + " " + layer(hats) + " " + rest;
}

using hatrack::test::eventTexts;
using hatrack::test::rulesErrorOf;

} // namespace hatrack::pawns::test
