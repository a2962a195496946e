// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Small helpers shared by the rules tests: positions from FEN, move lists as
// text, the error a call throws, perft counted the slow ways, the game records
// in tests/data.
#include "checkers/checkers_state.h"
#include "checkers/fen.h"
#include "game_state.h"
#include "match.h"

#include <QByteArray>
#include <QFile>
#include <QString>
#include <QStringList>

#include <algorithm>
#include <cstdint>
#include <string>

namespace hatrack::test {

inline QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

// What a transition tells the screen, one line per event.
inline QStringList eventTexts(const Transition& t) {
    QStringList out;
    for (const TableEvent& e : t.events) out << qs(e.text());
    return out;
}

inline checkers::CheckersState fromFen(const std::string& fen) {
    return checkers::CheckersState(checkers::parseFen(fen));
}

// The complete moves on offer, as notation, sorted so comparisons ignore order.
inline QStringList moveTexts(const GameState& state) {
    QStringList out;
    for (const NotatedMove& m : state.notatedMoves()) out << qs(m.text);
    out.sort();
    return out;
}

// A selfplay summary in the command line's words, for messages and comparisons.
inline QString summaryText(const SelfplaySummary& s) {
    return QString("games %1 wins-A %2 wins-B %3 draws %4 average-plies %5")
        .arg(s.games)
        .arg(s.winsA)
        .arg(s.winsB)
        .arg(s.draws)
        .arg(s.averagePlies, 0, 'f', 1);
}

// The RulesError message `f` throws, or an empty string if it throws none.
template <typename F> QString rulesErrorOf(F&& f) {
    try {
        f();
    } catch (const RulesError& e) {
        return QString::fromUtf8(e.what());
    }
    return {};
}

// Perft over GameState::notatedMoves: every move is played hop by hop through
// applyAction on a clone, so draw rules and the decision interface take part.
inline std::uint64_t notatedPerft(const GameState& state, int depth) {
    if (depth <= 0) return 1;
    const auto moves = state.notatedMoves();
    if (depth == 1) return moves.size();
    std::uint64_t total = 0;
    for (const NotatedMove& m : moves) {
        auto child = state.clone();
        for (const Action& a : m.actions) child->applyAction(a);
        total += notatedPerft(*child, depth - 1);
    }
    return total;
}

// Perft over single hops (legalActions): a move ends when the turn passes.
inline std::uint64_t hopPerft(const GameState& state, int depth) {
    if (depth <= 0) return 1;
    std::uint64_t total = 0;
    const int mover = state.currentPlayer();
    for (const Action& a : state.legalActions()) {
        auto child = state.clone();
        child->applyAction(a);
        total +=
            child->currentPlayer() == mover ? hopPerft(*child, depth) : hopPerft(*child, depth - 1);
    }
    return total;
}

// A game record in the repository's tests/data folder (see tests/data/README.md).
inline QString testDataFile(const char* name) {
    return QStringLiteral(HATRACK_TEST_DATA_DIR "/") + QString::fromUtf8(name);
}

// The file's text, or an empty string (and `error` set) when it is missing,
// unreadable or empty. Callers fail the test on an empty result: never skip.
inline std::string readText(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("cannot read the test data file %1 (%2); it belongs in the "
                                "repository's tests/data folder (see tests/data/README.md)")
                     .arg(path, file.errorString());
        return {};
    }
    const QByteArray bytes = file.readAll();
    if (bytes.isEmpty())
        *error = QStringLiteral("the test data file %1 is empty; restore it from the repository's "
                                "tests/data folder (see tests/data/README.md)")
                     .arg(path);
    return bytes.toStdString();
}

} // namespace hatrack::test
