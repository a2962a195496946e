// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// A lesson's level on the board: the same table, input and history as any
// game, with the level's own player for the other side (LessonCoach).
#include "gamecontroller.h"

bool GameController::startLesson(const hatrack::LessonScript& script) {
    QString error;
    cancelHint();
    if (!session_.startLesson(script, &error)) {
        setStatus(tr("Cannot start the level: %1").arg(error));
        return false;
    }
    gameStarted();
    return true;
}

bool GameController::playForLearner(const hatrack::Action& action) {
    if (!playable()) backToGame();
    const int before = session_.decisionsMade();
    return answer({session_.decide(action), {}}, before);
}

void GameController::haltPlay() {
    session_.halt();
    input_.clear();
    emit selectionChanged();
    emit stateChanged();
}
