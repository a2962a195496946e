// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What a human at the screen may do now, and doing it: selecting a piece,
// dropping or clicking it onto a square, picking a square for a group of
// picks, pressing a choice, clicking a token in a zone. Every command finds
// the legal action it stands for and checks its kind before applying it, so
// a drop on the board can only ever make a move on the board.
#include "gamesession.h"

#include <QCoreApplication>
#include <QString>
#include <QVariantList>

class MoveInput {
    Q_DECLARE_TR_FUNCTIONS(MoveInput)
  public:
    explicit MoveInput(GameSession& session) : session_(session) {}

    // What a command did: applied or not, and what the status line should say.
    struct Reply {
        bool ok = false;
        QString status;
        bool choiceOffered = false; // not refused: the player is asked which one
    };

    int selected() const { return selected_; }
    // Squares the piece on `square` may move to.
    QVariantList targetsFrom(int square) const;
    // The same squares with what kind of move leads there: [{square, group}],
    // group as the engine names it ("punch", "capture") or "" for a plain move.
    QVariantList targetKindsFrom(int square) const;
    // Squares holding a piece that may move now (empty unless a human decides).
    QVariantList movableSquares() const;
    // Decisions shown as buttons: [{index, label, group, text, face, quiet,
    // zone}]; zone is the id of the zone the choice takes a token from, or "";
    // quiet as ActionView::quiet (the settings may take it for the player).
    QVariantList choices() const;
    // Decisions that pick something on the board: [{index, group, face, kind,
    // square, area}], kind "square"; "edge" with edgeSquare, side (and pair:
    // two edges, each square * 4 + side, for a pick of two); "token" with on
    // (a token id: something worn on it is clicked). Square is -1 for those.
    QVariantList pickOptions() const;
    QStringList pickGroups() const;
    QVariantList pickTargets(const QString& group) const;
    // Ids of tokens a click would take: those in a zone an action names,
    // showing the face it asks for, and those worn where a pick points.
    QVariantList clickableTokens() const;

    Reply click(int square);
    // `via`: the squares the pointer crossed between the two, in order (a
    // drag's trace), so that a chain is made the way it was drawn.
    Reply drop(int from, int to, const std::vector<int>& via = {});
    Reply pick(const QString& group, int square);
    Reply choose(int index);
    Reply clickToken(int tokenId);
    // The pick with this index among the legal actions (pickOptions' index).
    Reply pickAction(int index);

    // Selection follows the game: cleared, kept on a piece that jumps on, or
    // set on the only piece that may move. A click chooses any piece of the
    // player deciding, even one that cannot move (the reply says why).
    void clear();
#ifndef Q_MOC_RUN
    void afterDecision(const GameSession::Applied& applied);
#endif
    void autoSelect();
    void select(int square) {
        selected_ = square;
    }

  private:
#ifndef Q_MOC_RUN
    std::vector<hatrack::Action> ofType(hatrack::ActionView::Type type) const;
    // Every way (up to two) the piece on `at` can reach `to` by moves of its
    // own while `mover` keeps deciding: a chain of hops dropped on its end.
    void routes(const hatrack::GameState& state, int at, int to, int mover,
                std::vector<hatrack::Action>& path,
                std::vector<std::vector<hatrack::Action>>& out) const;
    // The hops of the piece on `from` through the squares of `via`, then to
    // `to`, while its player keeps deciding. Kept only when they end on `to`,
    // or where someone else decides before the chain goes on: a drag that
    // turns a corner no route search would find across that decision.
    struct Trace {
        std::vector<hatrack::Action> path;
        bool kept = false;     // ends on `to`, or waits on another's decision
        bool captured = false; // took an enemy piece on its way
        QString text;          // the hops in notation, joined
    };
    Trace traced(int from, int to, const std::vector<int>& via) const;
    std::vector<hatrack::Action> ambiguous_; // drops that could not be told apart
    static QString capturedLabel(const hatrack::GameState& s, const hatrack::Action& a);
#endif
    // Why a move from `from` to `to` is refused, naming that move.
    QString explainRefusal(int from, int to) const;
    // What the piece on `square` may do now, or why it may not move, in a
    // sentence built from the moves on offer.
    QString whatPieceCanDo(int square) const;
    // "The man on 12", from the token standing there.
    QString pieceOn(int square) const;
    // A text of this class in the wording of the game on the board ("Figur"
    // rather than "Stein" for Pawns in Hats in German).
    static QString said(const char* source);
    static QString orList(const QStringList& items);
    static QString andList(const QStringList& items);
    QString squareName(int square) const;
    int ownerOn(int square) const;
    QString notNow() const;

    GameSession& session_;
    int selected_ = -1;
};
