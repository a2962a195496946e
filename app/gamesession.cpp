// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "gamesession.h"

#include "enginetext.h"
#include "savefile.h"
#ifndef Q_MOC_RUN
#include "savegame.h"
#endif

#include <QDateTime>
#include <QFile>

#include <algorithm>
#include <optional>
#include <utility>

using hatrack::Action;

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

} // namespace

GameSession::GameSession(QObject* parent) : QObject(parent) {
    stepTimer_.setSingleShot(true);
    connect(&stepTimer_, &QTimer::timeout, this, &GameSession::onStepTimer);
    computerTimer_.setInterval(15);
    connect(&computerTimer_, &QTimer::timeout, this, &GameSession::takeComputerAnswer);
}

GameSession::~GameSession() {
    // A computer still thinking must not call back into a session that is gone,
    // and should stop spending the processor on it.
    cancelPending();
}

bool GameSession::start(const QString& gameId, const QVariantMap& options,
                        const QStringList& players, qint64 seed, const QString& fen,
                        QString* error) {
    halted_ = false;
    hatrack::Options opts;
    for (auto it = options.begin(); it != options.end(); ++it)
        opts[it.key().toStdString()] = it.value().toString().toStdString();
    const auto useSeed = seed >= 0
                             ? static_cast<std::uint64_t>(seed)
                             : static_cast<std::uint64_t>(QDateTime::currentMSecsSinceEpoch());
    std::unique_ptr<hatrack::Match> match;
    std::shared_ptr<hatrack::Agent> agents[2];
    QStringList kinds;
    try {
        match = std::make_unique<hatrack::Match>(gameId.toStdString(), opts, useSeed,
                                                 fen.toStdString());
        for (int p = 0; p < 2; ++p) {
            const QString kind = p < players.size() ? players[p] : QStringLiteral("human");
            kinds << kind;
            if (kind != QLatin1String("human"))
                agents[p] = hatrack::newAgent(gameId.toStdString(), kind.toStdString(),
                                              useSeed * 2 + static_cast<std::uint64_t>(p) + 1);
        }
    } catch (const std::exception& e) {
        if (error) *error = enginetext::error(e);
        return false;
    }
    // As the match plays: the defaults, and those a position states, filled in.
    options_.clear();
    for (const auto& [name, value] : match->options()) options_[qs(name)] = qs(value);
    fen_ = fen;
    adopt(std::move(match), std::move(agents[0]), std::move(agents[1]), kinds);
    return true;
}

bool GameSession::startLesson(const hatrack::LessonScript& script, QString* error) {
    std::unique_ptr<hatrack::Match> match;
    try {
        match = script.start();
    } catch (const hatrack::RulesError& e) {
        if (error) *error = enginetext::error(e);
        return false;
    }
    const int learner = script.level().learner;
    std::shared_ptr<hatrack::Agent> agents[2];
    agents[1 - learner] = script.opponent();
    QStringList kinds = {QStringLiteral("human"), QStringLiteral("human")};
    kinds[1 - learner] = QStringLiteral("lesson");
    adoptWithItsSetup(std::move(match), std::move(agents[0]), std::move(agents[1]), kinds);
    return true;
}

void GameSession::adoptWithItsSetup(std::unique_ptr<hatrack::Match> match,
                                    std::shared_ptr<hatrack::Agent> a0,
                                    std::shared_ptr<hatrack::Agent> a1, const QStringList& kinds) {
    options_.clear();
    for (const auto& [name, value] : match->options()) options_[qs(name)] = qs(value);
    fen_ = qs(match->startFen());
    halted_ = false;
    adopt(std::move(match), std::move(a0), std::move(a1), kinds);
}

void GameSession::halt() {
    cancelPending();
    halted_ = true;
    emit changed();
}

void GameSession::adopt(std::unique_ptr<hatrack::Match> match, std::shared_ptr<hatrack::Agent> a0,
                        std::shared_ptr<hatrack::Agent> a1, const QStringList& kinds,
                        bool keepSeat) {
    cancelPending();
    match_ = std::move(match);
    agents_[0] = std::move(a0);
    agents_[1] = std::move(a1);
    kinds_ = kinds;
    if (!keepSeat) seat_ = -1;
    if (onReset) onReset();
    autosave();
    next();
}

QByteArray GameSession::saveText() const {
    if (!match_) return {};
    std::vector<std::string> players;
    for (const QString& k : kinds_) players.push_back(k.toStdString());
    return QByteArray::fromStdString(hatrack::saveGame(*match_, players));
}

bool GameSession::load(const QByteArray& text, QString* error) {
    try {
        hatrack::SavedGame saved = hatrack::loadGame(text.toStdString());
        auto match = std::make_unique<hatrack::Match>(std::move(saved.match));
        QStringList kinds;
        std::shared_ptr<hatrack::Agent> agents[2];
        for (int p = 0; p < 2; ++p) {
            const QString kind = p < static_cast<int>(saved.players.size())
                                     ? qs(saved.players[static_cast<std::size_t>(p)])
                                     : QStringLiteral("human");
            kinds << kind;
            if (kind != QLatin1String("human"))
                agents[p] =
                    hatrack::newAgent(match->gameId(), kind.toStdString(),
                                      match->seed() * 2 + static_cast<std::uint64_t>(p) + 1);
        }
        adoptWithItsSetup(std::move(match), std::move(agents[0]), std::move(agents[1]), kinds);
        return true;
    } catch (const std::exception& e) {
        // Whatever the file holds: the game in play and the files saved stay as they were.
        if (error) *error = enginetext::error(e);
        return false;
    }
}

void GameSession::setAutosavePath(const QString& path) {
    autosavePath_ = path;
    autosave();
}

void GameSession::autosave() {
    if (autosavePath_.isEmpty() || !match_) return;
    // Nothing to resume: a game over, or one from the usual start in which
    // nobody has decided anything yet.
    const bool untouched = match_->decisions().empty() && match_->startFen().empty();
    if (match_->state().outcome().over || untouched) {
        QFile::remove(autosavePath_);
        return;
    }
    QString why;
    try {
        why = savefile::write(autosavePath_, saveText());
    } catch (const std::exception& e) {
        // The last good save stays: it is replaced only by a whole new one.
        why = enginetext::error(e);
    }
    if (!why.isEmpty()) emit problem(tr("The game could not be saved for later: %1").arg(why));
}

bool GameSession::isHuman(int player) const {
    return player >= 0 && player < kinds_.size() && kinds_[player] == QLatin1String("human");
}

int GameSession::viewer() const {
    if (isHuman(0) != isHuman(1)) return isHuman(0) ? 0 : 1;
    return seat_ >= 0 && isHuman(0) ? seat_ : hatrack::kOnlooker;
}

bool GameSession::humanToDecide() const {
    if (!state() || halted_ || !queue_.isEmpty() || thinking_) return false;
    const int decider = state()->currentPlayer();
    // At one screen with secrets, only the player seated at the table acts:
    // the next one decides once the curtain is lifted for them.
    return isHuman(decider) && (seat_ < 0 || seat_ == decider);
}

int GameSession::decisionsMade() const {
    return match_ ? static_cast<int>(match_->decisions().size()) : 0;
}

bool GameSession::decide(const Action& action, const std::vector<Action>& rest) {
    const int decider = state() ? state()->currentPlayer() : -1;
    const bool ask = std::exchange(askOnce_, false);
    if (!humanToDecide() || !applyNow(action)) return false;
    quietFor_ = takeQuiet_ && !ask && !inLesson() ? decider : -1;
    for (const Action& a : rest) queue_.append(a);
    next();
    return true;
}

bool GameSession::play(const QString& moves, QString* error) {
    if (!match_) return false;
    cancelPending();
    for (const QString& move : moves.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        try {
            for (const Action& a : match_->state().parseMove(move.toStdString()).actions)
                if (!applyNow(a)) throw hatrack::RulesError("it is not legal here");
        } catch (const hatrack::RulesError& e) {
            if (error) *error = tr("Could not play %1: %2").arg(move, enginetext::refusal(e));
            next();
            return false;
        } catch (const std::exception& e) {
            if (error) *error = tr("Could not play %1: %2").arg(move, enginetext::error(e));
            next();
            return false;
        }
    }
    next();
    return true;
}

namespace {

// The match's chance script with every outcome its log drew, by the position
// it was drawn in (a script's own outcomes, a lesson's, come first).
std::shared_ptr<const hatrack::ChanceScript> withOutcomesShown(const hatrack::Match& m) {
    auto script = std::make_shared<hatrack::ChanceScript>(
        m.chanceScript() ? *m.chanceScript() : hatrack::ChanceScript{});
    try {
        hatrack::Match walk(m.gameId(), m.options(), m.seed(), m.startFen(),
                            hatrack::ChanceMode::Given);
        for (const hatrack::LogEntry& e : m.log()) {
            if (e.kind != hatrack::LogEntry::Kind::Decision) break;
            if (e.by == hatrack::kChance)
                script->emplace(walk.state().chanceKey(), walk.state().actionText(e.action));
            walk.apply(e.action);
        }
    } catch (const std::exception&) {
        // The log came from this match: a walk that fails keeps what it found.
    }
    return script;
}

} // namespace

void GameSession::truncate(int count) {
    if (!match_) return;
    cancelPending();
    auto shown = withOutcomesShown(*match_);
    match_->truncate(static_cast<std::size_t>(std::max(0, count)));
    match_->setChanceScript(std::move(shown));
    if (onReset) onReset();
    autosave();
    next();
}

bool GameSession::endGame(hatrack::LogEntry::Kind kind, int player, QString* error) {
    if (!match_) return false;
    cancelPending();
    try {
        if (kind == hatrack::LogEntry::Kind::Resignation)
            match_->resign(player);
        else
            match_->agreeDraw(player);
    } catch (const std::exception& e) {
        if (error) *error = enginetext::error(e);
        next();
        return false;
    }
    if (onEnded) onEnded(match_->log().back());
    autosave();
    next();
    return true;
}

bool GameSession::restore(const std::vector<hatrack::LogEntry>& log) {
    if (!match_) return false;
    std::unique_ptr<hatrack::Match> back;
    try {
        // The epoch stays where undo left it: what chance brings after the
        // restored log is drawn afresh, as after any undo.
        back = std::make_unique<hatrack::Match>(hatrack::Match::replay(
            match_->gameId(), match_->options(), match_->seed(), match_->startFen(), log,
            match_->epoch(), match_->chanceMode(), match_->chanceScript()));
    } catch (const std::exception&) {
        return false;
    }
    adopt(std::move(back), agents_[0], agents_[1], kinds_, true);
    return true;
}

bool GameSession::applyNow(const Action& action) {
    const hatrack::GameState& s = match_->state();
    Applied done;
    done.action = action;
    try {
        done.view = s.describe(action);
        done.text = s.actionText(action);
        done.sentence = s.sentence(action);
        done.words = s.moveWords(action);
        done.owner = s.turnOwner();
        done.decider = s.currentPlayer();
        done.setup = s.inSetup();
        done.table = s.table(viewer());
        done.transitions = match_->apply(action);
    } catch (const std::exception& e) {
        emit problem(tr("Could not play %1: %2").arg(qs(done.text), enginetext::error(e)));
        return false;
    }
    if (onApplied) onApplied(done);
    autosave();
    return true;
}

// What comes next: the rest of a paced move, the computer, or a human.
void GameSession::next() {
    if (!match_ || halted_) return;
    if (match_->state().outcome().over) {
        queue_.clear();
        quietFor_ = -1;
    } else if (!queue_.isEmpty()) {
        stepTimer_.start(stepDelay_);
    } else if (takeQuietChoice()) {
        next();
        return;
    } else {
        const int p = match_->state().currentPlayer();
        if (p >= 0 && !isHuman(p) && !thinking_) startThinking();
    }
    emit changed();
}

bool GameSession::takeQuietChoice() {
    const int player = std::exchange(quietFor_, -1);
    const hatrack::GameState& s = match_->state();
    if (player < 0 || s.currentPlayer() != player || !isHuman(player)) return false;
    std::optional<Action> quiet;
    for (const Action& a : s.legalActions()) {
        if (!s.describe(a).quiet) continue;
        if (quiet) return false; // two ways to leave things be: the player says which
        quiet = a;
    }
    return quiet && applyNow(*quiet);
}

void GameSession::onStepTimer() {
    if (!match_ || queue_.isEmpty()) return;
    if (viewBusy_) return; // setViewBusy(false) starts the timer again
    const Action step = queue_.takeFirst();
    const auto legal = match_->state().legalActions();
    // Interrupted (the other player answers first): whoever decides now is asked afresh.
    if (std::find(legal.begin(), legal.end(), step) == legal.end() || !applyNow(step))
        queue_.clear();
    next();
}

void GameSession::setViewBusy(bool busy) {
    if (busy == viewBusy_) return;
    viewBusy_ = busy;
    if (!busy && match_ && !queue_.isEmpty() && !stepTimer_.isActive())
        stepTimer_.start(stepDelay_);
}

void GameSession::startThinking() {
    const int player = match_->state().currentPlayer();
    std::shared_ptr<const hatrack::Agent> agent = agents_[player];
    if (!agent) return;
    thinking_ = true;
    computer_.start(std::move(agent), match_->state().viewFor(player));
    computerTimer_.start();
}

void GameSession::takeComputerAnswer() {
    bool done = false;
    std::string failure;
    const auto analysis = computer_.result(&done, &failure);
    if (!done) return;
    computerTimer_.stop();
    thinking_ = false;
    if (!failure.empty()) qWarning("The computer's search failed: %s", failure.c_str());
    // The rest of the turn as the computer plans it (a whole checkers move).
    const std::vector<Action> plan =
        analysis ? hatrack::plannedTurn(*analysis) : std::vector<Action>{};
    if (plan.empty()) {
        emit problem(tr("The computer could not find a move."));
        emit changed();
        return;
    }
    for (const Action& a : plan) queue_.append(a);
    next();
}

void GameSession::cancelPending() {
    quietFor_ = -1;
    computerTimer_.stop();
    computer_.cancel();
    thinking_ = false;
    queue_.clear();
    stepTimer_.stop();
}
