// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Ending a game by choice: a player resigns, or both agree to a draw. The
// match records either as an entry of its own (rules/match.h), so undo, redo,
// saving and the list of moves treat it like any other decision.
#include "gamecontroller.h"

#include "tableconvert.h"

using hatrack::LogEntry;
using tableconvert::qs;

int GameController::resignSide() const {
    if (!hasGame() || gameOver() || !playable()) return -1;
    const bool first = session_.isHuman(0), second = session_.isHuman(1);
    if (first != second) return first ? 0 : 1;
    if (!first) return -1; // the computer against itself: nobody here to resign
    // Two people at one screen: the one deciding now, or whose turn it is.
    const int p = currentPlayer() >= 0 ? currentPlayer() : turnOwner();
    return p == 0 || p == 1 ? p : -1;
}

// Not while a curtain is up: nobody is seated at the table to do it.
bool GameController::canResign() const {
    return resignSide() >= 0 && !drawOfferPending() && !curtain();
}

bool GameController::canOfferDraw() const {
    return humanToMove() && !gameOver() && !drawOfferPending() && !curtain();
}

bool GameController::resign() {
    if (!canResign()) return false;
    return endGame(static_cast<int>(LogEntry::Kind::Resignation), resignSide());
}

bool GameController::offerDraw() {
    if (!canOfferDraw()) return false;
    clearHint();
    const int by = currentPlayer();
    const int to = 1 - by;
    drawOfferBy_ = by;
    if (session_.isHuman(to)) {
        setStatus(tr("%1 offers a draw.").arg(playerName(by)));
        seatForDrawOffer();
        emit stateChanged();
        // Behind a curtain, asked once the one to answer has lifted it.
        if (!curtain()) emit drawOffered(by, to);
        return true;
    }
    const auto agent = session_.agent(to);
    if (!agent || !agent->judgesPositions()) {
        // Nothing to weigh the position with: a random player plays on.
        drawOfferBy_ = -1;
        setStatus(tr("%1 (computer) declines the draw.").arg(playerName(to)));
        emit stateChanged();
        return true;
    }
    // The computer weighs the position as the player offering sees it (the
    // one deciding now), on a thread of its own, with its own strength.
    setStatus(tr("%1 (computer) is considering the draw offer…").arg(playerName(to)));
    drawSearch_.start(agent, state()->viewFor(by));
    drawTimer_.start();
    emit stateChanged();
    return true;
}

void GameController::takeDrawAnswer() {
    bool done = false;
    const auto analysis = drawSearch_.result(&done);
    if (!done) return;
    drawTimer_.stop();
    const int by = drawOfferBy_;
    drawOfferBy_ = -1;
    if (by < 0 || !state() || gameOver()) {
        emit stateChanged();
        return;
    }
    const int to = 1 - by;
    if (analysis && hatrack::acceptsDraw(*analysis, by, to)) {
        endGame(static_cast<int>(LogEntry::Kind::DrawAgreed), by);
        setStatus(tr("%1 (computer) accepts the draw.").arg(playerName(to)));
        return;
    }
    setStatus(
        tr("%1 (computer) declines the draw: it thinks it stands better.").arg(playerName(to)));
    emit stateChanged();
}

bool GameController::answerDraw(bool accept) {
    const int by = drawOfferBy_;
    if (by < 0 || drawSearch_.running()) return false;
    drawOfferBy_ = -1;
    if (accept) return endGame(static_cast<int>(LogEntry::Kind::DrawAgreed), by);
    setStatus(tr("%1 declines the draw.").arg(playerName(1 - by)));
    seatForDrawOffer();
    emit stateChanged();
    return true;
}

void GameController::cancelDrawOffer() {
    drawSearch_.cancel();
    drawTimer_.stop();
    drawOfferBy_ = -1;
}

bool GameController::endGame(int kind, int player) {
    cancelDrawOffer();
    clearHint();
    QString error;
    if (!session_.endGame(static_cast<LogEntry::Kind>(kind), player, &error)) {
        setStatus(error);
        emit stateChanged();
        return false;
    }
    // The heading, the banner and the move list all say how it ended.
    setStatus({});
    return true;
}
