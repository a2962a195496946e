// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamecontroller.h"

#include "appsettings.h"
#include "games.h"
#include "tableconvert.h"

#include <map>

using tableconvert::qs;

GameController::GameController(QObject* parent) : QObject(parent) {
    // First of all connections, so that no binding reads a list kept from before.
    connect(this, &GameController::stateChanged, this, [this] { lists_ = {}; });
    connect(this, &GameController::selectionChanged, this, [this] { lists_ = {}; });
    session_.onReset = [this] {
        // A new game or a load starts a history of its own; undo and redo
        // keep what can be put back.
        if (!restoring_) redo_.clear();
        viewed_ = -1;
        clearHint();
        cancelDrawOffer();
        history_.rebuild(session_);
        table_.reset(state()->table(session_.viewer()), history_.rolled());
        input_.clear();
        emit selectionChanged();
        updateSeat();
    };
    session_.onApplied = [this](const GameSession::Applied& applied) {
        redo_.clear();
        clearHint();
        cancelDrawOffer();
        history_.record(applied, *state(), session_.decisionsMade(), session_);
        // While an earlier position is looked at the board stays on it; the
        // game's table comes back with backToGame().
        if (playable()) {
            std::vector<hatrack::TableEvent> events;
            for (const auto& t : applied.transitions)
                for (auto& e : t.forViewer(session_.viewer()).events)
                    events.push_back(std::move(e));
            table_.update(state()->table(session_.viewer()), events);
            const QStringList cue = tableconvert::sounds(events);
            if (!cue.isEmpty()) emit soundCue(cue);
        }
        input_.afterDecision(applied);
        // What the hats did, and what the computer decided off the board, is
        // said in the status line (and stays in the list of moves).
        setStatus(history_.news());
        updateSeat();
        emit selectionChanged();
        emit stateChanged();
    };
    session_.onEnded = [this](const hatrack::LogEntry& entry) {
        redo_.clear();
        history_.recordEnding(entry, *state(), session_.decisionsMade(), session_);
        // The ended game shows what either player kept hidden (the planets).
        table_.update(state()->table(session_.viewer()), {});
        input_.clear();
        updateSeat();
        emit selectionChanged();
        emit stateChanged();
    };
    drawTimer_.setInterval(15);
    connect(&drawTimer_, &QTimer::timeout, this, &GameController::takeDrawAnswer);
    hintTimer_.setInterval(15);
    connect(&hintTimer_, &QTimer::timeout, this, &GameController::takeHint);
    connect(&session_, &GameSession::changed, this, [this] {
        const int before = input_.selected();
        input_.autoSelect();
        if (input_.selected() != before) emit selectionChanged();
        emit stateChanged();
    });
    connect(&session_, &GameSession::problem, this,
            [this](const QString& text) { setStatus(text); });
    connect(this, &GameController::gameChanged, this, &GameController::wordingChanged);
    connect(&enginetext::Watcher::instance(), &enginetext::Watcher::languageChanged, this,
            &GameController::retranslate);
}

QString GameController::playerName(int player) const {
    return state() ? enginetext::text(state()->playerName(player)) : QString();
}

void GameController::retranslate() {
    // A status line tells of a moment already past; it goes, so the panel
    // never mixes two languages. Only what the last turn did off the board
    // (the news, also in the move list) is worded again from the log.
    const bool news = !status_.isEmpty() && status_ == history_.news();
    setStatus({});
    if (!state()) return;
    // The move list keeps its lines as words; replaying the log words them again.
    history_.rebuild(session_);
    if (news) setStatus(history_.news());
    if (playable()) table_.update(state()->table(session_.viewer()), {});
    if (!hinting_ && !hintText_.isEmpty()) wordHint();
    emit wordingChanged();
    emit stateChanged();
}

bool GameController::newGame(const QString& gameId, const QVariantMap& options,
                             const QStringList& players, qint64 seed, const QString& fen) {
    QString error;
    if (!session_.start(gameId, options, players, seed, fen, &error)) {
        setStatus(tr("Cannot start the game: %1").arg(error));
        return false;
    }
    gameStarted();
    return true;
}

void GameController::gameStarted() {
    enginetext::setGameWords(session_.match()->gameId());
    // The single human player sits at the bottom of the board.
    topPlayer_ = startTopPlayer();
    setFlipped(session_.isHuman(topPlayer_) && !session_.isHuman(1 - topPlayer_));
    setStatus({});
    emit gameChanged();
    emit stateChanged();
}

int GameController::startTopPlayer() const {
    // From the start position rather than the one played (a position set up
    // from a FEN may have its pieces anywhere).
    try {
        const hatrack::Match& m = *session_.match();
        const auto fresh = hatrack::newGame(m.gameId(), m.options(), 1);
        const hatrack::Table t = fresh->table(hatrack::kOnlooker);
        std::map<int, int> rowOf;
        for (const auto& c : t.board.cells)
            if (c.square >= 0) rowOf[c.square] = c.row;
        double sum[2] = {0, 0};
        int count[2] = {0, 0};
        for (const auto& tok : t.tokens) {
            if (tok.owner < 0 || tok.owner > 1 || tok.at.kind != hatrack::Place::Kind::Square)
                continue;
            const auto it = rowOf.find(tok.at.index);
            if (it == rowOf.end()) continue;
            sum[tok.owner] += it->second;
            ++count[tok.owner];
        }
        if (count[0] == 0 || count[1] == 0) return 0;
        return sum[1] / count[1] < sum[0] / count[0] ? 1 : 0;
    } catch (const std::exception&) {
        return 0;
    }
}

void GameController::restart() {
    if (hasGame()) newGame(gameId(), session_.options(), session_.kinds(), -1, session_.startFen());
}

QString GameController::gameId() const {
    return state() ? qs(session_.match()->gameId()) : QString();
}

QString GameController::gameTitle() const {
    return state() ? enginetext::text(hatrack::gameInfo(session_.match()->gameId()).title)
                   : QString();
}

QStringList GameController::activeOptions() const {
    QStringList out;
    if (!state()) return out;
    const hatrack::Match& m = *session_.match();
    for (const auto& spec : hatrack::gameInfo(m.gameId()).options) {
        const auto it = m.options().find(spec.name);
        if (it == m.options().end() || it->second == spec.values.front()) continue;
        out << (it->second == "on"
                    ? enginetext::text(spec.label)
                    : tr("%1: %2").arg(enginetext::text(spec.label), enginetext::text(it->second)));
    }
    return out;
}

QVariantMap GameController::optionValues() const {
    QVariantMap out;
    if (!state()) return out;
    for (const auto& [name, value] : session_.match()->options())
        out.insert(QString::fromStdString(name), QString::fromStdString(value));
    return out;
}

QStringList GameController::playerNames() const {
    if (!state()) return {};
    return {playerName(0), playerName(1)};
}

int GameController::currentPlayer() const {
    return state() ? state()->currentPlayer() : hatrack::kNobody;
}

int GameController::turnOwner() const {
    return state() ? state()->turnOwner() : hatrack::kNobody;
}

bool GameController::gameOver() const {
    return state() && state()->outcome().over;
}

int GameController::winner() const {
    return state() ? state()->outcome().winner : -1;
}

QString GameController::outcomeText() const {
    if (!gameOver()) return {};
    const auto o = state()->outcome();
    // An ending the players chose is worded here, so it can be translated.
    const auto ending = session_.match()->ending();
    if (ending == hatrack::LogEntry::Kind::DrawAgreed) return history_.ending();
    if (ending == hatrack::LogEntry::Kind::Resignation)
        return tr("%1: %2").arg(tr("%1 wins").arg(playerName(o.winner)), history_.ending());
    const QString head = o.winner < 0 ? tr("Draw") : tr("%1 wins").arg(playerName(o.winner));
    return tr("%1: %2").arg(head, enginetext::phrase(o.reason));
}

QVariantList GameController::rowsWithResult() const {
    QVariantList rows = history_.rows();
    if (!gameOver()) return rows;
    // Every ending is said as the heading says it ("Black wins: White
    // resigns"), the one the players chose as well as the rules'.
    const QVariantMap result{{"number", 0},
                             {"cells", QVariantList{QVariantMap(), QVariantMap()}},
                             {"ending", outcomeText()}};
    if (!rows.isEmpty() && rows.last().toMap().contains(QStringLiteral("ending")))
        rows.last() = result;
    else
        rows.append(result);
    return rows;
}

QString GameController::outcomeReason() const {
    if (!gameOver()) return {};
    if (session_.match()->ending() != hatrack::LogEntry::Kind::Decision)
        return history_.ending() + QLatin1Char('.');
    return enginetext::sentence(state()->outcome().reason) + QLatin1Char('.');
}

QString GameController::outcomeMeasure() const {
    return gameOver() ? qs(state()->outcome().decidedBy) : QString();
}

QVariantList GameController::outcomeMeasures() const {
    QVariantList out;
    if (!gameOver()) return out;
    for (const auto& m : state()->outcome().measures)
        out.append(QVariantMap{{"id", qs(m.id)},
                               {"label", enginetext::text(m.label)},
                               {"values", QVariantList{m.value[0], m.value[1]}}});
    return out;
}

QString GameController::pendingDecision() const {
    if (!state()) return {};
    if (gameOver()) return outcomeText();
    const int p = state()->currentPlayer();
    if (p < 0) return {};
    if (thinking()) return tr("%1 is thinking…").arg(playerName(p));
    const QString prompt = enginetext::phrase(state()->prompt());
    return prompt.isEmpty() ? tr("%1 to move").arg(playerName(p)) : prompt;
}

QString GameController::drawNotice() const {
    if (!state() || gameOver()) return {};
    return enginetext::sentence(state()->notice());
}

QString GameController::explainSquare(int square) const {
    if (!state() || !playable() || curtain()) return {};
    return enginetext::sentence(state()->explainSquare(square, session_.viewer()));
}

bool GameController::mustCapture() const {
    return state() && state()->captureRequired();
}

QString GameController::fen() const {
    return state() ? qs(state()->toFen()) : QString();
}

void GameController::setFlipped(bool f) {
    if (f == flipped_) return;
    flipped_ = f;
    emit flippedChanged();
}

void GameController::setStepDelay(int ms) {
    if (ms == session_.stepDelay()) return;
    session_.setStepDelay(ms);
    emit stepDelayChanged();
}

void GameController::setViewBusy(bool busy) {
    if (busy == session_.viewBusy()) return;
    session_.setViewBusy(busy);
    emit viewBusyChanged();
}

void GameController::setStatus(const QString& text) {
    if (text == status_) return;
    status_ = text;
    emit statusChanged();
}

// Shows what a command did. Refused commands may still change what is offered
// (a drop two captures share becomes a choice), so QML looks again either way.
bool GameController::answer(const MoveInput::Reply& reply, int before) {
    if (session_.decisionsMade() == before || !reply.status.isEmpty()) setStatus(reply.status);
    emit selectionChanged();
    emit stateChanged();
    return reply.ok;
}

void GameController::quietChoices(bool ask) {
    session_.setTakeQuietChoices(!AppSettings::instance()->askQuietChoices());
    session_.setAskNextChoice(ask);
}

bool GameController::clickSquare(int square, bool ask) {
    const int before = session_.decisionsMade();
    quietChoices(ask);
    const auto reply = playable() ? input_.click(square) : lookingBack();
    session_.setAskNextChoice(false);
    return answer(reply, before);
}

bool GameController::moveTo(int from, int to, bool ask, const QVariantList& via) {
    const int before = session_.decisionsMade();
    quietChoices(ask);
    std::vector<int> crossed;
    for (const QVariant& square : via) crossed.push_back(square.toInt());
    const auto reply = playable() ? input_.drop(from, to, crossed) : lookingBack();
    session_.setAskNextChoice(false);
    const bool ok = answer(reply, before);
    if (!ok && !reply.status.isEmpty() && !reply.choiceOffered)
        emit moveRejected(from, to, status_);
    return ok;
}

bool GameController::pick(const QString& group, int square) {
    const int before = session_.decisionsMade();
    return answer(playable() ? input_.pick(group, square) : lookingBack(), before);
}

bool GameController::choose(int index) {
    const int before = session_.decisionsMade();
    return answer(playable() ? input_.choose(index) : lookingBack(), before);
}

bool GameController::clickToken(int tokenId) {
    const int before = session_.decisionsMade();
    return answer(playable() ? input_.clickToken(tokenId) : lookingBack(), before);
}

bool GameController::playMoves(const QString& moves) {
    QString error;
    const bool ok = session_.play(moves, &error);
    setStatus(error);
    return ok;
}

void GameController::undo() {
    if (!canUndo()) return;
    // What undo takes back can be put back by redo, until something is played.
    redo_.push_back(session_.match()->log());
    // An ending the players chose is what goes first: say so, not "move".
    const auto ending = gameOver() ? session_.match()->ending() : hatrack::LogEntry::Kind::Decision;
    restoring_ = true;
    session_.truncate(history_.undoTarget(session_.decisionsMade()));
    restoring_ = false;
    if (ending == hatrack::LogEntry::Kind::Resignation)
        setStatus(tr("Resignation taken back: the game goes on."));
    else if (ending == hatrack::LogEntry::Kind::DrawAgreed)
        setStatus(tr("Agreed draw taken back: the game goes on."));
    else
        setStatus(tr("Move taken back."));
}
