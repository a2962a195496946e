// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// English checkers as a sequence of decisions: each hop of a jump chain is its own
// action (so later games can interrupt between hops), and whole moves are offered
// for notation, search and perft.
#include "board.h"
#include "draughts.h"
#include "game_state.h"

#include <vector>

namespace hatrack::checkers {

inline constexpr int kHop = 0; // Action kind: a = from square, b = to square

class CheckersState : public GameState {
  public:
    explicit CheckersState(const Position& start = Position::start());

    std::string gameId() const override { return "checkers"; }
    std::unique_ptr<GameState> clone() const override;
    int currentPlayer() const override;
    std::vector<Action> legalActions() const override;
    Transition applyAction(const Action& action) override;
    void advance(const Action& action) override;
    bool assign(const GameState& other) override;
    Outcome outcome() const override { return outcome_; }

    std::vector<NotatedMove> notatedMoves() const override;
    std::string actionText(const Action& action) const override;
    NotatedMove parseMove(const std::string& text) const override;
    Phrase prompt() const override;
    Phrase notice() const override { return outcome_.over ? Phrase() : draw_.notice(); }
    bool captureRequired() const override;
    Phrase whyRefused(int from, int to, int viewer) const override;

    std::string toFen() const override;
    std::string playerName(int player) const override { return player == 0 ? "Black" : "White"; }
    int boardRows() const override { return 8; }
    int boardCols() const override { return 8; }
    int squareCount() const override { return 32; }
    int squareRow(int square) const override { return Geometry::row(square); }
    int squareCol(int square) const override { return Geometry::col(square); }
    std::string squareName(int square) const override { return std::to_string(square + 1); }
    std::vector<PieceInfo> pieces() const override;
    Table table(int viewer) const override;
    BoardView board() const override { return draughtsBoard(); }

    const Position& position() const { return pos_; }
    // The complete moves from here: whole moves, or the rest of a chain in progress.
    MoveList wholeMoves() const;
    // Plays a whole move (or the rest of the chain) hop by hop.
    void applyMove(const Move& move);
    int chainSquare() const { return chainSquare_; }
    int quietPlies() const { return draw_.quietPlies(); }
    const std::vector<Position>& history() const { return draw_.seen(); }

  private:
    // One hop of the move from `from` to `to`; tells the table when `t` is given.
    void hop(int from, int to, Transition* t);
    void endTurn(bool irreversible);
    std::string moveText(const Move& m) const;

    Position pos_;
    int chainSquare_ = -1;
    bool turnIrreversible_ = false;
    DrawRule<Position> draw_;
    PieceIds ids_;
    Outcome outcome_;
};

} // namespace hatrack::checkers
