#include "gamesession.h"

#include <QDateTime>
#include <QFuture>
#include <QtConcurrent/QtConcurrentRun>

#include <algorithm>

using hatrack::Action;

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

} // namespace

QString GameSession::reasonOnly(const QString& message) {
    const QString marker = QStringLiteral("is illegal: ");
    const int at = message.indexOf(marker);
    return at >= 0 ? message.mid(at + marker.size()) : message;
}

GameSession::GameSession(QObject* parent) : QObject(parent) {
    stepTimer_.setSingleShot(true);
    connect(&stepTimer_, &QTimer::timeout, this, &GameSession::onStepTimer);
}

GameSession::~GameSession() {
    // A computer still thinking must not call back into a session that is gone.
    ++generation_;
}

bool GameSession::start(const QString& gameId, const QVariantMap& options,
                        const QStringList& players, qint64 seed, const QString& fen,
                        QString* error) {
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
    } catch (const hatrack::RulesError& e) {
        if (error) *error = qs(e.what());
        return false;
    }
    cancelPending();
    match_ = std::move(match);
    agents_[0] = std::move(agents[0]);
    agents_[1] = std::move(agents[1]);
    kinds_ = kinds;
    options_ = options;
    fen_ = fen;
    if (onReset) onReset();
    next();
    return true;
}

bool GameSession::isHuman(int player) const {
    return player >= 0 && player < kinds_.size() && kinds_[player] == QLatin1String("human");
}

int GameSession::viewer() const {
    if (isHuman(0) != isHuman(1)) return isHuman(0) ? 0 : 1;
    return hatrack::kOnlooker;
}

bool GameSession::humanToDecide() const {
    return state() && queue_.isEmpty() && !thinking_ && isHuman(state()->currentPlayer());
}

int GameSession::decisionsMade() const {
    return match_ ? static_cast<int>(match_->decisions().size()) : 0;
}

bool GameSession::decide(const Action& action, const std::vector<Action>& rest) {
    if (!humanToDecide() || !applyNow(action)) return false;
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
            if (error) *error = tr("Could not play %1: %2").arg(move, reasonOnly(qs(e.what())));
            next();
            return false;
        }
    }
    next();
    return true;
}

void GameSession::truncate(int count) {
    if (!match_) return;
    cancelPending();
    match_->truncate(static_cast<std::size_t>(std::max(0, count)));
    if (onReset) onReset();
    next();
}

bool GameSession::applyNow(const Action& action) {
    const hatrack::GameState& s = match_->state();
    Applied done;
    done.action = action;
    try {
        done.view = s.describe(action);
        done.text = s.actionText(action);
        done.owner = s.turnOwner();
        done.decider = s.currentPlayer();
        done.setup = s.inSetup();
        done.transitions = match_->apply(action);
    } catch (const hatrack::RulesError& e) {
        emit problem(tr("Could not play %1: %2").arg(qs(done.text), qs(e.what())));
        return false;
    }
    if (onApplied) onApplied(done);
    return true;
}

// What comes next: the rest of a paced move, the computer, or a human.
void GameSession::next() {
    if (!match_) return;
    if (match_->state().outcome().over) {
        queue_.clear();
    } else if (!queue_.isEmpty()) {
        stepTimer_.start(stepDelay_);
    } else {
        const int p = match_->state().currentPlayer();
        if (p >= 0 && !isHuman(p) && !thinking_) startThinking();
    }
    emit changed();
}

void GameSession::onStepTimer() {
    if (!match_ || queue_.isEmpty()) return;
    const Action step = queue_.takeFirst();
    const auto legal = match_->state().legalActions();
    // Interrupted (the other player answers first): whoever decides now is asked afresh.
    if (std::find(legal.begin(), legal.end(), step) == legal.end() || !applyNow(step))
        queue_.clear();
    next();
}

void GameSession::startThinking() {
    const int player = match_->state().currentPlayer();
    std::shared_ptr<hatrack::Agent> agent = agents_[player];
    if (!agent) return;
    std::shared_ptr<hatrack::GameState> view = match_->state().viewFor(player);
    thinking_ = true;
    // Anything that changes the game bumps the generation, so a plan that
    // arrives for an older one is dropped.
    const int generation = ++generation_;
    QtConcurrent::run([agent, view]() -> std::vector<Action> {
        try {
            return agent->planTurn(*view);
        } catch (const hatrack::RulesError&) {
            return {};
        }
    }).then(this, [this, generation](const std::vector<Action>& plan) {
        if (generation != generation_) return;
        thinking_ = false;
        if (plan.empty()) {
            emit problem(tr("The computer could not find a move."));
            emit changed();
            return;
        }
        for (const Action& a : plan) queue_.append(a);
        next();
    });
}

void GameSession::cancelPending() {
    ++generation_;
    thinking_ = false;
    queue_.clear();
    stepTimer_.stop();
}
