// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Saving, opening and resuming games: the file format is the engine's
// (docs/saved-games.md); writing goes through savefile, which never leaves a
// half-written file in place of a good one.
#include "gamecontroller.h"

#include "savefile.h"

#include <QFile>

bool GameController::saveGame(const QUrl& file) {
    if (!hasGame()) return false;
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    const QString why = savefile::write(path, session_.saveText());
    if (!why.isEmpty()) {
        setStatus(tr("Could not save %1: %2").arg(path, why));
        return false;
    }
    setStatus(tr("Saved to %1.").arg(path));
    return true;
}

bool GameController::openGame(const QUrl& file) {
    const QString path = file.isLocalFile() ? file.toLocalFile() : file.toString();
    QString why;
    const QByteArray text = savefile::read(path, &why);
    if (!why.isEmpty()) {
        setStatus(tr("Could not open %1: %2").arg(path, why));
        return false;
    }
    return adoptLoaded(text, path);
}

bool GameController::hasGameToResume() const {
    return QFile::exists(savefile::autosavePath());
}

bool GameController::resumeGame() {
    QString why;
    const QByteArray text = savefile::read(savefile::autosavePath(), &why);
    if (!why.isEmpty()) {
        setStatus(tr("Could not resume the game: %1").arg(why));
        return false;
    }
    return adoptLoaded(text, tr("the game in progress"));
}

QString GameController::gameText() const {
    return QString::fromUtf8(session_.saveText());
}

bool GameController::loadGameText(const QString& text) {
    return adoptLoaded(text.toUtf8(), tr("the game"));
}

bool GameController::adoptLoaded(const QByteArray& text, const QString& source) {
    QString why;
    if (!session_.load(text, &why)) {
        setStatus(tr("Could not open %1: %2").arg(source, why));
        return false;
    }
    gameStarted();
    return true;
}

void GameController::setAutosave(bool on) {
    if (on == autosave()) return;
    session_.setAutosavePath(on ? savefile::autosavePath() : QString());
    emit autosaveChanged();
}
