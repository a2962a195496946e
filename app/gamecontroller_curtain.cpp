// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Two people at one screen, in a game that keeps something of each player's
// secret (a card only its owner may see): the table is shown to the player
// who decides, and a curtain covers it while the screen passes from one to
// the other. Games that hide nothing from either player never see a curtain.
#include "gamecontroller.h"

#include <map>
#include <utility>

namespace {

// What `viewer` sees of each token: its face, or that it is face down.
std::map<int, std::pair<std::string, bool>> faces(const hatrack::Table& table) {
    std::map<int, std::pair<std::string, bool>> out;
    for (const auto& t : table.tokens) out[t.id] = {t.face, t.faceDown};
    return out;
}

// True when the two players are shown different things: one may see what
// the other may not.
bool hidesFromPlayers(const hatrack::GameState& state) {
    return faces(state.table(0)) != faces(state.table(1));
}

} // namespace

void GameController::updateSeat() {
    const hatrack::GameState* s = state();
    int wanted = -1;
    if (s && session_.isHuman(0) && session_.isHuman(1) && !s->outcome().over &&
        hidesFromPlayers(*s)) {
        // Chance deciding (a card turned) belongs to the turn of whoever plays it.
        const int decider = s->currentPlayer();
        wanted = decider == 0 || decider == 1 ? decider : s->turnOwner();
        if (wanted != 0 && wanted != 1) wanted = session_.seat();
        // A draw offer is answered at the screen by the other player.
        if (drawOfferBy_ >= 0) wanted = 1 - drawOfferBy_;
    }
    if (wanted < 0) {
        // Nothing secret (any more): the table is public, nobody waits.
        const bool changed = curtainPlayer_ >= 0 || session_.seat() >= 0;
        curtainPlayer_ = -1;
        screenPassed_ = false;
        interruptedOwner_ = -1;
        if (session_.seat() >= 0) {
            session_.setSeat(-1);
            if (playable() && s) table_.update(s->table(session_.viewer()), {});
        }
        if (changed) emit curtainChanged();
        return;
    }
    // The table stays the last player's until the next one lifts the curtain.
    if (wanted != session_.seat() && wanted != curtainPlayer_) {
        // The other player decides in the middle of the seated player's turn.
        if (s->turnOwner() == session_.seat()) interruptedOwner_ = session_.seat();
        curtainPlayer_ = wanted;
        screenPassed_ = false;
        emit curtainChanged();
    } else if (wanted == session_.seat() && curtainPlayer_ >= 0) {
        // An undo gave the turn back to the player already seated.
        curtainPlayer_ = -1;
        screenPassed_ = false;
        emit curtainChanged();
    }
}

void GameController::seatForDrawOffer() {
    updateSeat();
    // Nothing was played that its player should look at first: the curtain
    // comes down at once, for the one to answer and then for the one to move.
    if (curtainPlayer_ >= 0 && session_.seat() >= 0 && !screenPassed_) {
        screenPassed_ = true;
        emit curtainChanged();
    }
}

QString GameController::passNote() const {
    // Said only while the screen waits to be passed.
    if (!curtainAfterTurn() || screenPassed_ || !state()) return {};
    const int owner = state()->turnOwner();
    if (owner == session_.seat())
        return tr("%1 decides something during your turn, which goes on after it.")
            .arg(playerName(curtainPlayer_));
    if (owner == curtainPlayer_ && interruptedOwner_ == curtainPlayer_)
        return tr("Done: back to %1's turn.").arg(playerName(curtainPlayer_));
    return tr("Your turn is over.");
}

void GameController::passScreen() {
    if (!curtainAfterTurn() || screenPassed_) return;
    screenPassed_ = true;
    // What was said to the last player (an undo, a redo) is not the next one's news.
    setStatus({});
    emit curtainChanged();
    emit stateChanged(); // undo and redo are no longer the last player's
}

bool GameController::ownTurnAt(const std::vector<hatrack::LogEntry>& log, int index) const {
    if (curtainPlayer_ < 0 && session_.seat() < 0) return true; // nothing kept secret
    if (screenPassed_ || session_.seat() < 0) return false;     // nobody may look
    // `index` counts the players' decisions, as undo and redo do, not chance.
    int seen = 0;
    for (const hatrack::LogEntry& e : log) {
        if (e.by == hatrack::kChance) continue;
        if (seen++ == index) return e.by == session_.seat();
    }
    return false;
}

bool GameController::canUndo() const {
    const int made = session_.decisionsMade();
    return history_.canUndo(made) && ownTurnAt(session_.match()->log(), history_.undoTarget(made));
}

bool GameController::turnUnderWay() const {
    const int last = history_.turnCount() - 1;
    return last >= 0 && !history_.isFinished(last) && history_.ownerOf(last) == currentPlayer() &&
           humanToMove() && canUndo();
}

void GameController::liftCurtain() {
    if (curtainPlayer_ < 0) return;
    session_.setSeat(curtainPlayer_);
    if (session_.seat() == interruptedOwner_) interruptedOwner_ = -1;
    // Each player sits at their own side of the table, as across a real one.
    setFlipped(session_.seat() == topPlayer_);
    curtainPlayer_ = -1;
    screenPassed_ = false;
    input_.clear();
    // The only piece that may move is picked up, as in an open game: a
    // player who must capture is told so beside the board.
    input_.autoSelect();
    if (playable() && state()) table_.update(state()->table(session_.viewer()), {});
    emit curtainChanged();
    emit selectionChanged();
    emit stateChanged();
    // The player a draw offer waits for sits at their own table now.
    if (drawOfferPending() && session_.seat() == 1 - drawOfferBy_ &&
        session_.isHuman(session_.seat()))
        emit drawOffered(drawOfferBy_, session_.seat());
}

bool GameController::pickAction(int index) {
    const int before = session_.decisionsMade();
    return answer(playable() ? input_.pickAction(index) : lookingBack(), before);
}
