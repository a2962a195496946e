// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Positions and game records leaving and entering the app: a position copied
// and pasted as FEN, a checkers game written and read as PDN. The engine
// reads and writes both (GameState::toFenFor, rules/pdn.h); this only moves
// text between it, the clipboard and files.
#include "gamecontroller.h"

#include "savefile.h"
#include "tableconvert.h"

#ifndef Q_MOC_RUN
#include "savegame.h"
#endif

#include <QClipboard>
#include <QDate>
#include <QGuiApplication>

using tableconvert::qs;

namespace {

QString localPath(const QUrl& file) {
    return file.isLocalFile() ? file.toLocalFile() : file.toString();
}

std::string tagOf(const hatrack::PdnGame& g, const char* name) {
    const auto it = g.tags.find(name);
    return it == g.tags.end() ? std::string() : it->second;
}

// A pasted position that states options (a Sorcerer's Apprentice FEN's opts:)
// is played by them: the game in play keeps its own only for one that does not.
bool statesOptions(const std::string& gameId, const std::string& fen) {
    try {
        return !hatrack::positionOptions(gameId, fen).empty();
    } catch (const std::exception&) {
        return false; // malformed: reading the position says how
    }
}

} // namespace

QString GameController::positionText() const {
    if (!state()) return {};
    const int viewer = session_.viewer();
    if (!viewing()) return qs(state()->toFenFor(viewer));
    const hatrack::Match& m = *session_.match();
    std::vector<hatrack::LogEntry> log;
    int seen = 0;
    const int made = history_.madeAfter(viewed_);
    for (const hatrack::LogEntry& e : m.log()) {
        if (e.by != hatrack::kChance && seen++ == made) break;
        log.push_back(e);
    }
    try {
        return qs(hatrack::Match::replay(m.gameId(), m.options(), m.seed(), m.startFen(), log,
                                         m.epoch(), hatrack::ChanceMode::Given)
                      .state()
                      .toFenFor(viewer));
    } catch (const hatrack::RulesError&) {
        return qs(state()->toFenFor(viewer));
    }
}

bool GameController::copyPosition() {
    const QString fen = positionText();
    if (fen.isEmpty()) return false;
    QGuiApplication::clipboard()->setText(fen);
    // A checkers position reads at a glance; the longer ones of the other
    // games would fill the panel with a line nobody reads there.
    setStatus(fen.size() <= 80 ? tr("Position copied: %1").arg(fen)
                               : tr("Position copied to the clipboard."));
    return true;
}

QString GameController::clipboardText() const {
    return QGuiApplication::clipboard()->text();
}

QVariantMap GameController::readPosition(const QString& text) const {
    const std::string fen = text.trimmed().toStdString();
    QVariantMap out{{"ok", false}, {"fen", text.trimmed()}};
    if (fen.empty()) {
        out["error"] = tr("There is no position to paste: the clipboard holds no text.");
        return out;
    }
    // The game in play first, with its options unless the position states its
    // own; then every other game, with the options the position states.
    QString firstError;
    std::vector<std::pair<std::string, hatrack::Options>> tries;
    if (hasGame()) {
        const hatrack::Match& m = *session_.match();
        tries.emplace_back(m.gameId(),
                           statesOptions(m.gameId(), fen) ? hatrack::Options{} : m.options());
    }
    for (const hatrack::GameInfo& g : hatrack::allGames())
        if (!hasGame() || g.id != session_.match()->gameId())
            tries.emplace_back(g.id, hatrack::Options{});
    for (const auto& [id, options] : tries) {
        try {
            hatrack::newGame(id, options, 1, fen);
            out["ok"] = true;
            out["gameId"] = qs(id);
            out["title"] = enginetext::text(hatrack::gameInfo(id).title);
            return out;
        } catch (const hatrack::RulesError& e) {
            if (firstError.isEmpty()) firstError = enginetext::error(e);
        }
    }
    out["error"] = hasGame() ? tr("This is not a position of %1: %2").arg(gameTitle(), firstError)
                             : tr("This is not a position of any game: %1").arg(firstError);
    return out;
}

bool GameController::startFromPosition(const QString& gameId, const QString& fen) {
    const bool same = hasGame() && gameId == this->gameId();
    QStringList players = session_.kinds();
    if (!same) {
        // The same people and computer strengths, where the other game has them.
        const auto known = hatrack::agentNames(gameId.toStdString());
        for (QString& p : players)
            if (p != QLatin1String("human") &&
                std::find(known.begin(), known.end(), p.toStdString()) == known.end())
                p = QStringLiteral("normal");
    }
    if (players.size() != 2)
        players = QStringList{QStringLiteral("human"), QStringLiteral("normal")};
    const bool keepOptions =
        same && !statesOptions(gameId.toStdString(), fen.trimmed().toStdString());
    if (!newGame(gameId, keepOptions ? session_.options() : QVariantMap(), players, -1,
                 fen.trimmed()))
        return false;
    setStatus(same ? tr("New game from the pasted position.")
                   : tr("New game of %1 from the pasted position.").arg(gameTitle()));
    return true;
}

bool GameController::pdnAvailable() const {
    return hasGame() && hatrack::gameInfo(session_.match()->gameId()).pdn;
}

QString GameController::gamePdn() const {
    if (!pdnAvailable()) return {};
    std::map<std::string, std::string> tags{
        {"Event", tr("Hatrack game").toStdString()},
        {"Date", QDate::currentDate().toString(QStringLiteral("yyyy.MM.dd")).toStdString()}};
    for (int side = 0; side < 2; ++side) {
        const QString kind = session_.kinds().value(side);
        const QString who =
            kind == QLatin1String("human") ? tr("Human") : tr("Hatrack (%1)").arg(kind);
        tags[qs(state()->playerName(side)).toStdString()] = who.toStdString();
    }
    try {
        return qs(hatrack::writePdn(*session_.match(), tags));
    } catch (const hatrack::RulesError&) {
        return {};
    }
}

bool GameController::copyGamePdn() {
    const QString pdn = gamePdn();
    if (pdn.isEmpty()) {
        setStatus(tr("PDN is for checkers: this game cannot be written as PDN."));
        return false;
    }
    QGuiApplication::clipboard()->setText(pdn);
    setStatus(tr("The game was copied as PDN."));
    return true;
}

bool GameController::exportPdn(const QUrl& file) {
    const QString pdn = gamePdn();
    if (pdn.isEmpty()) {
        setStatus(tr("PDN is for checkers: this game cannot be written as PDN."));
        return false;
    }
    const QString path = localPath(file);
    const QString why = savefile::write(path, pdn.toUtf8());
    if (!why.isEmpty()) {
        setStatus(tr("Could not save %1: %2").arg(path, why));
        return false;
    }
    setStatus(tr("Saved as PDN to %1.").arg(path));
    return true;
}

QVariantList GameController::readPdnFile(const QUrl& file) {
    const QString path = localPath(file);
    QString why;
    const QByteArray text = savefile::read(path, &why);
    if (!why.isEmpty()) {
        pdnGames_.clear();
        setStatus(tr("Could not open %1: %2").arg(path, why));
        return {};
    }
    return readPdnText(QString::fromUtf8(text));
}

QVariantList GameController::readPdnText(const QString& text) {
    pdnGames_ = hatrack::parsePdn(text.toStdString());
    QVariantList out;
    for (std::size_t i = 0; i < pdnGames_.size(); ++i) {
        const hatrack::PdnGame& g = pdnGames_[i];
        const QString event = qs(tagOf(g, "Event"));
        const QString result = g.result.empty() ? qs(tagOf(g, "Result")) : qs(g.result);
        const QString label =
            tr("%1: %2 – %3, %4")
                .arg(event.isEmpty() ? tr("Game %1").arg(i + 1) : event, qs(tagOf(g, "Black")),
                     qs(tagOf(g, "White")), result.isEmpty() ? QStringLiteral("*") : result);
        out.append(QVariantMap{{"index", static_cast<int>(i)},
                               {"label", label},
                               {"moves", static_cast<int>(g.moves.size())}});
    }
    if (out.isEmpty()) setStatus(tr("No game was found in the PDN."));
    return out;
}

bool GameController::openPdnGame(int index) {
    if (index < 0 || index >= static_cast<int>(pdnGames_.size())) return false;
    const hatrack::PdnGame& g = pdnGames_[static_cast<std::size_t>(index)];
    // A record is read as checkers unless the game in play has PDN of its own.
    std::string gameId = pdnAvailable() ? session_.match()->gameId() : std::string();
    if (gameId.empty())
        for (const hatrack::GameInfo& info : hatrack::allGames())
            if (info.pdn && gameId.empty()) gameId = info.id;
    QString text;
    std::size_t played = 0;
    QString stopped;
    try {
        const hatrack::PdnReplay r = hatrack::replayPdn(g, gameId);
        played = r.played;
        stopped = enginetext::phrase(r.stopped);
        text = qs(hatrack::saveGame(r.match, {"human", "human"}));
    } catch (const hatrack::RulesError& e) {
        setStatus(tr("Could not open the PDN game: %1").arg(enginetext::error(e)));
        return false;
    }
    if (!loadGameText(text)) return false;
    const QString name = qs(tagOf(g, "Event"));
    const QString what = name.isEmpty() ? tr("the PDN game") : name;
    // Moves as players count them: a move of each side is one.
    const int moves = static_cast<int>((played + 1) / 2);
    setStatus(
        stopped.isEmpty()
            ? tr("Opened %1 (%2 moves): step through it in the list of moves.").arg(what).arg(moves)
            : tr("Opened %1 as far as it could be played: %2").arg(what, stopped));
    return true;
}
