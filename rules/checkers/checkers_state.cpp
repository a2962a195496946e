// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "checkers_state.h"

#include "fen.h"
#include "input_errors.h"

#include <algorithm>
#include <bit>
#include <cctype>

namespace hatrack::checkers {

namespace {

bool isJump(int from, int to) {
    return std::abs(Geometry::row(to) - Geometry::row(from)) == 2;
}

int jumpedSquare(int from, int to) {
    const Geometry& g = Geometry::get();
    for (int d = 0; d < 4; ++d)
        if (g.jump[from][d] == to) return g.step[from][d];
    return -1;
}

std::string joinMove(const Move& m) {
    std::string text = std::to_string(m.from + 1);
    for (int i = 0; i < m.hops; ++i) {
        text += m.isCapture() ? 'x' : '-';
        text += std::to_string(m.path[i] + 1);
    }
    return text;
}

// Why a player with no move lost: no pieces at all, or none that can move.
Phrase stuck(const std::string& player, bool hasPieces) {
    return hasPieces ? Phrase::of("cannot-move", "%1 cannot move", {player})
                     : Phrase::of("no-pieces", "%1 has no pieces left", {player});
}

} // namespace

CheckersState::CheckersState(const Position& start) : pos_(start) {
    draw_.start(pos_);
    ids_.start(pos_.occupied());
    MoveList moves;
    pos_.generate(moves);
    if (moves.size == 0) {
        outcome_.over = true;
        outcome_.winner = 1 - pos_.toMove;
        outcome_.reason = stuck(playerName(pos_.toMove), pos_.own());
    }
}

std::unique_ptr<GameState> CheckersState::clone() const {
    return std::make_unique<CheckersState>(*this);
}

int CheckersState::currentPlayer() const {
    return outcome_.over ? kNobody : pos_.toMove;
}

MoveList CheckersState::wholeMoves() const {
    MoveList list;
    if (outcome_.over) return list;
    if (chainSquare_ >= 0)
        pos_.generateJumpsFrom(chainSquare_, list);
    else
        pos_.generate(list);
    return list;
}

std::vector<Action> CheckersState::legalActions() const {
    std::vector<Action> actions;
    for (const Move& m : wholeMoves()) {
        Action a{kHop, m.from, m.path[0], -1};
        if (std::find(actions.begin(), actions.end(), a) == actions.end()) actions.push_back(a);
    }
    return actions;
}

Transition CheckersState::applyAction(const Action& action) {
    const auto legal = legalActions();
    if (std::find(legal.begin(), legal.end(), action) == legal.end())
        throw RulesError(notLegalHere(actionText(action), "action"));
    Transition t;
    hop(action.a, action.b, &t);
    return t;
}

void CheckersState::advance(const Action& action) {
    hop(action.a, action.b, nullptr);
}

bool CheckersState::assign(const GameState& other) {
    return assignSame(*this, other);
}

void CheckersState::hop(int from, int to, Transition* t) {
    const int id = ids_.at(from);
    if (t) t->events.push_back(TableEvent::moved(id, Place::square(from), Place::square(to)));
    ids_.move(from, to);
    Bits& mine = pos_.toMove == 0 ? pos_.black : pos_.white;
    Bits& theirs = pos_.toMove == 0 ? pos_.white : pos_.black;
    const bool king = (pos_.kings & bit(from)) != 0;
    mine = (mine & ~bit(from)) | bit(to);
    if (king) pos_.kings = (pos_.kings & ~bit(from)) | bit(to);
    if (!king) turnIrreversible_ = true;
    bool crowned = false;
    if (!king && (bit(to) & (pos_.toMove == 0 ? kBlackCrownRow : kWhiteCrownRow))) {
        pos_.kings |= bit(to);
        crowned = true;
        if (t) t->events.push_back(TableEvent::crowned(id, Place::square(to)));
    }
    if (isJump(from, to)) {
        const int mid = jumpedSquare(from, to);
        theirs &= ~bit(mid);
        pos_.kings &= ~bit(mid);
        const int taken = ids_.remove(mid);
        if (t) t->events.push_back(TableEvent::removed(taken, Place::square(mid), "captured"));
        turnIrreversible_ = true;
        MoveList more;
        if (!crowned) pos_.generateJumpsFrom(to, more);
        if (more.size > 0) {
            chainSquare_ = to;
            return;
        }
    }
    endTurn(turnIrreversible_);
}

void CheckersState::applyMove(const Move& move) {
    int at = move.from;
    for (int i = 0; i < move.hops; ++i) {
        applyAction(Action{kHop, at, move.path[i], -1});
        at = move.path[i];
    }
}

void CheckersState::endTurn(bool irreversible) {
    chainSquare_ = -1;
    turnIrreversible_ = false;
    pos_.toMove ^= 1;
    const std::string drawn = draw_.endTurn(irreversible, pos_);
    MoveList moves;
    pos_.generate(moves);
    if (moves.size == 0) {
        outcome_ = {true, 1 - pos_.toMove, stuck(playerName(pos_.toMove), pos_.own()), {}, {}, {}};
    } else if (!drawn.empty()) {
        outcome_ = {true, -1, Phrase::text(drawn), {}, {}, {}};
    }
}

std::vector<NotatedMove> CheckersState::notatedMoves() const {
    std::vector<NotatedMove> out;
    for (const Move& m : wholeMoves()) {
        NotatedMove n{joinMove(m), {}};
        int at = m.from;
        for (int i = 0; i < m.hops; ++i) {
            n.actions.push_back(Action{kHop, at, m.path[i], -1});
            at = m.path[i];
        }
        out.push_back(std::move(n));
    }
    return out;
}

std::string CheckersState::actionText(const Action& a) const {
    if (a.a < 0 || a.a > 31 || a.b < 0 || a.b > 31) return "?";
    return std::to_string(a.a + 1) + (isJump(a.a, a.b) ? "x" : "-") + std::to_string(a.b + 1);
}

std::string CheckersState::moveText(const Move& m) const {
    return joinMove(m);
}

namespace {

// "malformed move '<move>': <why>".
Phrase malformed(const std::string& move, Phrase why) {
    return Phrase::of("malformed-move", "malformed move '%1': %2",
                      {quotedInput(move), std::move(why)});
}

} // namespace

NotatedMove CheckersState::parseMove(const std::string& raw) const {
    // Spaces around the move are fine.
    const auto first = raw.find_first_not_of(" \t\r\n");
    const std::string text = first == std::string::npos
                                 ? std::string()
                                 : raw.substr(first, raw.find_last_not_of(" \t\r\n") - first + 1);
    std::vector<int> squares;
    std::size_t i = 0;
    while (i < text.size()) {
        if (!std::isdigit(static_cast<unsigned char>(text[i])))
            throw RulesError(
                malformed(raw, "write squares 1-32 joined by '-' or 'x', as in 11-15 or 15x24"));
        const std::size_t start = i;
        while (i < text.size() && std::isdigit(static_cast<unsigned char>(text[i]))) ++i;
        const std::string digits = text.substr(start, i - start);
        const int n = digits.size() > 2 ? 99 : std::stoi(digits);
        if (n < 1 || n > 32)
            throw RulesError(
                moveError(raw, Phrase::of("square-off-board",
                                          "square %1 is not on the board (squares are 1-32)",
                                          {quotedInput(digits)})));
        squares.push_back(n - 1);
        // Spaces may stand around a separator ("22 - 18"), never instead of one.
        while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
        if (i < text.size()) {
            const char sep = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
            if (sep != '-' && sep != 'x' && sep != ':')
                throw RulesError(malformed(raw, "squares must be joined by '-' or 'x'"));
            ++i;
            while (i < text.size() && std::isspace(static_cast<unsigned char>(text[i]))) ++i;
            if (i == text.size()) throw RulesError(malformed(raw, "it ends with a separator"));
        }
    }
    if (squares.size() < 2) throw RulesError(malformed(raw, "a move names at least two squares"));
    if (outcome_.over) throw RulesError(moveError(raw, "the game is over"));

    const int from = squares.front();
    if (chainSquare_ < 0) {
        if (!(pos_.occupied() & bit(from)))
            throw RulesError(moveError(raw, Phrase::of("no-piece-on", "there is no piece on %1",
                                                       {Phrase::number(from + 1)})));
        if (!(pos_.own() & bit(from)))
            throw RulesError(moveError(
                raw, Phrase::of("piece-not-yours", "the piece on %1 is %2's, and %3 is to move",
                                {Phrase::number(from + 1), playerName(1 - pos_.toMove),
                                 playerName(pos_.toMove)})));
    } else if (from != chainSquare_) {
        throw RulesError(
            moveError(raw, Phrase::of("chain-goes-on", "the jump chain must go on from %1",
                                      {Phrase::number(chainSquare_ + 1)})));
    }

    const auto moves = notatedMoves();
    const MoveList whole = wholeMoves();
    std::vector<int> exact, byEnds;
    for (int k = 0; k < whole.size; ++k) {
        const Move& m = whole.moves[k];
        if (m.from != from) continue;
        if (m.hops + 1u == squares.size() &&
            std::equal(squares.begin() + 1, squares.end(), m.path.begin()))
            exact.push_back(k);
        if (m.to() == squares.back()) byEnds.push_back(k);
    }
    if (exact.size() == 1) return moves[exact.front()];
    if (exact.empty() && byEnds.size() == 1 && squares.size() == 2) return moves[byEnds.front()];

    auto list = [&](const std::vector<int>& which) {
        std::string s;
        for (std::size_t k = 0; k < which.size() && k < 4; ++k)
            s += (k ? ", " : "") + moves[which[k]].text;
        return s;
    };
    if (byEnds.size() > 1 && squares.size() == 2)
        throw RulesError(
            Phrase::of("move-ambiguous", "move '%1' is ambiguous: it could be %2",
                       {Phrase::verbatim(excerpt(raw)), Phrase::verbatim(list(byEnds))}));
    std::vector<int> captures, continuing;
    for (int k = 0; k < whole.size; ++k) {
        const Move& m = whole.moves[k];
        if (!m.isCapture()) continue;
        captures.push_back(k);
        if (m.from == from && m.hops + 1u > squares.size() &&
            std::equal(squares.begin() + 1, squares.end(), m.path.begin()))
            continuing.push_back(k);
    }
    if (!continuing.empty())
        throw RulesError(
            illegalMove(raw, Phrase::of("capture-goes-on", "the capture must go on to the end (%1)",
                                        {Phrase::verbatim(list(continuing))})));
    if (!captures.empty())
        throw RulesError(
            illegalMove(raw, Phrase::of("capture-compulsory-list", "a capture is compulsory (%1)",
                                        {Phrase::verbatim(list(captures))})));
    throw RulesError(illegalMove(raw, Phrase::of("no-piece-goes", "no %1 piece can go that way",
                                                 {playerName(pos_.toMove)})));
}

Phrase CheckersState::prompt() const {
    if (outcome_.over) return {};
    const std::string mover = playerName(pos_.toMove);
    if (chainSquare_ >= 0)
        return Phrase::of("keep-jumping", "%1: keep jumping with the piece on %2",
                          {mover, Phrase::number(chainSquare_ + 1)});
    return captureRequired()
               ? Phrase::of("to-move-capture", "%1 to move: a capture is compulsory", {mover})
               : Phrase::of("to-move", "%1 to move", {mover});
}

Phrase CheckersState::whyRefused(int from, int to, int viewer) const {
    (void)viewer;
    if (outcome_.over || from < 0 || from >= 32 || to < 0 || to >= 32) return {};
    const Bits piece = Bits{1} << from;
    if (!(pos_.own() & piece) || (pos_.kings & piece)) return {};
    const int dr = Geometry::row(to) - Geometry::row(from);
    const int dc = Geometry::col(to) - Geometry::col(from);
    // A step or a jump backwards: the legal moves alone would not say why.
    if (dr == 0 || std::abs(dr) != std::abs(dc) || std::abs(dr) > 2 ||
        dr * forwardRow(pos_.toMove) > 0)
        return {};
    return Phrase::text("a man moves and captures forward only, until it is crowned");
}

bool CheckersState::captureRequired() const {
    return !outcome_.over && (chainSquare_ >= 0 || pos_.hasCapture());
}

std::string CheckersState::toFen() const {
    return checkers::toFen(pos_);
}

std::vector<PieceInfo> CheckersState::pieces() const {
    std::vector<PieceInfo> out;
    for (Bits b = pos_.occupied(); b; b &= b - 1) {
        const int s = std::countr_zero(b);
        out.push_back(
            {s, (pos_.black & bit(s)) ? 0 : 1, (pos_.kings & bit(s)) ? "king" : "man", "", false});
    }
    return out;
}

Table CheckersState::table(int) const {
    Table t;
    t.art = "checkers";
    t.board = draughtsBoard();
    for (Bits b = pos_.occupied(); b; b &= b - 1) {
        const int s = std::countr_zero(b);
        t.tokens.push_back(
            pieceToken(ids_.at(s), (pos_.black & bit(s)) ? 0 : 1, (pos_.kings & bit(s)) != 0, s));
    }
    return t;
}

} // namespace hatrack::checkers
