#pragma once
// Small helpers shared by the rules tests: positions from FEN, move lists as
// text, the error a call throws, perft counted the slow ways, the data files.
#include "checkers/checkers_state.h"
#include "checkers/fen.h"
#include "game_state.h"
#include "match.h"

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

inline QString sharedFile(const char* relative) {
    return QStringLiteral(HATRACK_SHARED_DIR "/") + QString::fromUtf8(relative);
}

// The file's text, or an empty string (and `error` set) when it cannot be read.
inline std::string readText(const QString& path, QString* error) {
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = QStringLiteral("%1 is missing (%2); configure with -DHATRACK_SHARED_DIR=... to "
                                "point at the folder holding data/")
                     .arg(path, file.errorString());
        return {};
    }
    return file.readAll().toStdString();
}

} // namespace hatrack::test
