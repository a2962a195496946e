// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "explain.h"

#include "piece_words.h"

#include <algorithm>
#include <cctype>
#include <cstdlib>

namespace hatrack::explain {

namespace {

// More squares than this read as a count: a queen's moves are seen on the
// board better than in a sentence.
constexpr std::size_t kMostSquaresNamed = 6;
// Whole moves named in one sentence; the board rings the rest.
constexpr std::size_t kMostMovesNamed = 4;

// Square names compared as players read them: letters as letters, runs of
// digits as numbers.
bool readsBefore(const std::string& a, const std::string& b) {
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        if (std::isdigit(static_cast<unsigned char>(a[i])) &&
            std::isdigit(static_cast<unsigned char>(b[j]))) {
            std::size_t ei = i, ej = j;
            while (ei < a.size() && std::isdigit(static_cast<unsigned char>(a[ei]))) ++ei;
            while (ej < b.size() && std::isdigit(static_cast<unsigned char>(b[ej]))) ++ej;
            const long x = std::stol(a.substr(i, ei - i)), y = std::stol(b.substr(j, ej - j));
            if (x != y) return x < y;
            i = ei;
            j = ej;
        } else {
            if (a[i] != b[j]) return a[i] < b[j];
            ++i;
            ++j;
        }
    }
    return a.size() - i < b.size() - j;
}

bool adjacent(const GameState& s, int a, int b) {
    return std::abs(s.squareRow(a) - s.squareRow(b)) <= 1 &&
           std::abs(s.squareCol(a) - s.squareCol(b)) <= 1;
}

// The whole moves in notation that begin with a move of the piece on
// `square` (any square, for -1).
Phrase notation(const GameState& s, int square, int viewer) {
    std::vector<std::string> texts;
    for (const NotatedMove& m : s.notatedMovesFor(viewer)) {
        if (m.actions.empty()) continue;
        const ActionView v = s.describe(m.actions.front());
        if (v.type != ActionView::Type::Move || (square >= 0 && v.from != square)) continue;
        if (std::find(texts.begin(), texts.end(), m.text) == texts.end()) texts.push_back(m.text);
    }
    std::string joined;
    for (std::size_t i = 0; i < texts.size() && i < kMostMovesNamed; ++i)
        joined += (i ? ", " : "") + texts[i];
    if (texts.size() > kMostMovesNamed) joined += ", ...";
    return Phrase::verbatim(joined);
}

bool isPickedNow(const GameState& s, int square) {
    for (const Action& a : s.legalActions()) {
        const ActionView v = s.describe(a);
        if (v.type == ActionView::Type::Pick && v.target == Place::square(square)) return true;
    }
    return false;
}

Phrase cannotMoveNow(const GameState& s, const Phrase& subject) {
    const Phrase prompt = s.prompt();
    if (prompt.empty()) return Phrase::of("explain-not-now", "%1 cannot move now.", {subject});
    return Phrase::of("explain-not-now-because", "%1 cannot move now: %2.", {subject, prompt});
}

// What the piece may do, one verb phrase per kind of move: "step to 15 or
// 16", then captures, then the moves of the game's own groups. Moves of a
// group nobody words count as plain moves.
std::vector<Phrase> clauses(const GameState& s, int square, const std::vector<GroupWords>& groups) {
    std::vector<std::pair<std::string, std::vector<int>>> kinds{{"", {}}, {"capture", {}}};
    for (const GroupWords& g : groups) kinds.push_back({g.group, {}});
    for (const Action& a : s.legalActions()) {
        const ActionView v = s.describe(a);
        if (v.type != ActionView::Type::Move || v.from != square) continue;
        auto kind = std::find_if(kinds.begin(), kinds.end(),
                                 [&](const auto& k) { return k.first == v.group; });
        if (kind == kinds.end()) kind = kinds.begin();
        if (std::find(kind->second.begin(), kind->second.end(), v.to) == kind->second.end())
            kind->second.push_back(v.to);
    }
    std::vector<Phrase> out;
    for (std::size_t i = 0; i < kinds.size(); ++i) {
        const std::vector<int>& to = kinds[i].second;
        if (to.empty()) continue;
        if (i == 0 && to.size() > kMostSquaresNamed)
            out.push_back(Phrase::of("explain-move-count", "move to one of %1 squares",
                                     {Phrase::number(static_cast<long long>(to.size()))}));
        else if (i == 0 &&
                 std::all_of(to.begin(), to.end(), [&](int t) { return adjacent(s, square, t); }))
            out.push_back(Phrase::of("explain-step-to", "step to %1", {squaresOr(s, to)}));
        else if (i == 0)
            out.push_back(Phrase::of("explain-move-to", "move to %1", {squaresOr(s, to)}));
        else if (i == 1)
            out.push_back(Phrase::of("explain-capture-on", "capture on %1", {squaresOr(s, to)}));
        else
            out.push_back(Phrase::of(groups[i - 2].id, groups[i - 2].pattern, {squaresOr(s, to)}));
    }
    return out;
}

} // namespace

Piece pieceAt(const GameState& s, int square, int viewer) {
    const Table t = s.table(viewer);
    const Token* first = nullptr;
    for (const Token& k : t.tokens) {
        if (!(k.at == Place::square(square))) continue;
        const bool better = !first || (k.owner >= 0 && first->owner < 0) ||
                            ((k.owner >= 0) == (first->owner >= 0) && k.order < first->order);
        if (better) first = &k;
    }
    return first ? Piece{first->type, first->owner} : Piece{};
}

std::vector<int> targets(const GameState& s, int square, const std::string& group) {
    std::vector<int> out;
    if (s.currentPlayer() < 0) return out;
    for (const Action& a : s.legalActions()) {
        const ActionView v = s.describe(a);
        if (v.type == ActionView::Type::Move && v.from == square && v.group == group &&
            std::find(out.begin(), out.end(), v.to) == out.end())
            out.push_back(v.to);
    }
    return out;
}

Phrase squaresOr(const GameState& s, const std::vector<int>& squares) {
    std::vector<std::string> names;
    for (int q : squares) names.push_back(s.squareName(q));
    // In the order a player counts squares, whatever order the moves came
    // in: 5 before 14, e3 before e4.
    std::sort(names.begin(), names.end(), readsBefore);
    std::vector<Phrase> words;
    for (const std::string& n : names) words.push_back(Phrase::verbatim(n));
    return words::orList(std::move(words));
}

Phrase moves(const GameState& s, int square, int viewer, int owner, const Phrase& subject,
             const std::vector<GroupWords>& groups) {
    if (s.outcome().over) return {};
    const int mover = s.currentPlayer();
    const int turn = s.turnOwner();
    // Asked to choose a piece (a hat's wearer, a card's target): saying it
    // cannot move would send the player looking elsewhere.
    if (mover >= 0 && isPickedNow(s, square)) {
        const Phrase prompt = s.prompt();
        if (prompt.empty())
            return Phrase::of("explain-pick-now", "%1 can be chosen now.", {subject});
        return Phrase::of("explain-pick-now-because", "%1 can be chosen now: %2.",
                          {subject, prompt});
    }
    if (owner >= 0 && owner != turn && owner != mover) {
        if (turn < 0) return cannotMoveNow(s, subject);
        // Named first, so that the tip says which piece it is about.
        return Phrase::of("explain-turn", "%1 waits: it is %2's turn.",
                          {subject, s.playerName(turn)});
    }
    bool anyMove = false, ownMove = false;
    if (mover >= 0) {
        for (const Action& a : s.legalActions()) {
            const ActionView v = s.describe(a);
            if (v.type != ActionView::Type::Move) continue;
            anyMove = true;
            ownMove = ownMove || v.from == square;
        }
    }
    // A token nobody owns (a stone that slides) is told of only when it may move.
    if (owner < 0) {
        if (!ownMove) return {};
    } else if (!anyMove || owner != mover) {
        return cannotMoveNow(s, subject);
    }
    const bool capture = s.captureRequired();
    if (!ownMove) {
        const Phrase captures = capture ? notation(s, -1, viewer) : Phrase();
        if (!captures.empty())
            return Phrase::of("explain-capture-elsewhere",
                              "%1 cannot move: a capture is compulsory (%2).", {subject, captures});
        return Phrase::of("explain-not-now", "%1 cannot move now.", {subject});
    }
    // Captures are named in notation, the way a whole chain is written.
    const Phrase captures = capture ? notation(s, square, viewer) : Phrase();
    if (!captures.empty())
        return Phrase::of("explain-must-capture", "%1 must capture: %2.",
                          {subject, captures});
    // "move to e3 or e4, or capture on e5": the kinds apart from the squares.
    Phrase can;
    for (Phrase& clause : clauses(s, square, groups))
        can = can.empty()
                  ? std::move(clause)
                  : Phrase::of("explain-or-else", "%1, or %2", {std::move(can), std::move(clause)});
    return Phrase::of("explain-can", "%1 can %2.", {subject, can});
}

Phrase standard(const GameState& s, int square, int viewer, const std::vector<GroupWords>& groups) {
    if (square < 0 || square >= s.squareCount()) return {};
    const Piece p = pieceAt(s, square, viewer);
    if (p.kind.empty()) return {};
    return moves(s, square, viewer, p.owner, words::pieceOn(p.kind, s.squareName(square)), groups);
}

} // namespace hatrack::explain
