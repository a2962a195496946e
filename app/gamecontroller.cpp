#include "gamecontroller.h"

#include "hatview.h"

#include <QDateTime>
#include <QFuture>
#include <QtConcurrent/QtConcurrentRun>

using hatrack::Action;

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

// The engine says "move '12-16' is illegal: a capture is compulsory (15x22)";
// the status line wants only the reason.
QString reasonOnly(const QString& message) {
    const QString marker = QStringLiteral("is illegal: ");
    const int at = message.indexOf(marker);
    return at >= 0 ? message.mid(at + marker.size()) : message;
}

} // namespace

GameController::GameController(QObject* parent) : QObject(parent) {
    stepTimer_.setSingleShot(true);
    connect(&stepTimer_, &QTimer::timeout, this, &GameController::onStepTimer);
}

GameController::~GameController() {
    ++generation_;
}

bool GameController::newGame(const QString& gameId, const QVariantMap& options,
                             const QStringList& players, qint64 seed, const QString& fen) {
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
        setStatus(tr("Cannot start the game: %1").arg(qs(e.what())));
        return false;
    }
    cancelPending();
    match_ = std::move(match);
    agents_[0] = std::move(agents[0]);
    agents_[1] = std::move(agents[1]);
    kinds_ = kinds;
    options_ = options;
    fen_ = fen;
    // The single human player sits at the bottom of the board.
    const bool firstIsOnlyHuman = isHuman(0) && !isHuman(1);
    if (flipped_ != firstIsOnlyHuman) {
        flipped_ = firstIsOnlyHuman;
        emit flippedChanged();
    }
    rebuildHistory();
    pieces_.reset(match_->state());
    selected_ = -1;
    status_.clear();
    emit gameChanged();
    emit selectionChanged();
    emit statusChanged();
    emit stateChanged();
    scheduleNext();
    return true;
}

void GameController::restart() {
    if (match_) newGame(gameId(), options_, kinds_, -1, fen_);
}

QString GameController::gameId() const {
    return match_ ? qs(match_->gameId()) : QString();
}

QString GameController::gameTitle() const {
    return match_ ? qs(hatrack::gameInfo(match_->gameId()).title) : QString();
}

QStringList GameController::activeOptions() const {
    QStringList out;
    if (!match_) return out;
    for (const auto& spec : hatrack::gameInfo(match_->gameId()).options) {
        const auto it = match_->options().find(spec.name);
        if (it == match_->options().end() || it->second == spec.values.front()) continue;
        out << (it->second == "on" ? qs(spec.label)
                                   : qs(spec.label) + QStringLiteral(": ") + qs(it->second));
    }
    return out;
}

int GameController::boardRows() const {
    return state() ? state()->boardRows() : 8;
}
int GameController::boardCols() const {
    return state() ? state()->boardCols() : 8;
}

QStringList GameController::playerNames() const {
    if (!state()) return {};
    return {qs(state()->playerName(0)), qs(state()->playerName(1))};
}

int GameController::currentPlayer() const {
    return state() ? state()->currentPlayer() : -2;
}

bool GameController::isHuman(int player) const {
    return player >= 0 && player < kinds_.size() && kinds_[player] == QLatin1String("human");
}

bool GameController::humanToMove() const {
    return state() && queue_.isEmpty() && !thinking_ && isHuman(state()->currentPlayer());
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
    const QString head =
        o.winner < 0 ? tr("Draw") : tr("%1 wins").arg(qs(state()->playerName(o.winner)));
    QString reason = qs(o.reason);
    return head + QStringLiteral(": ") + reason;
}

QString GameController::outcomeReason() const {
    if (!gameOver()) return {};
    QString reason = qs(state()->outcome().reason);
    if (!reason.isEmpty()) reason[0] = reason[0].toUpper();
    return reason + QLatin1Char('.');
}

QString GameController::pendingDecision() const {
    if (!state()) return {};
    if (gameOver()) return outcomeText();
    const int p = state()->currentPlayer();
    if (p < 0) return {};
    if (thinking_) return tr("%1 (computer) is thinking…").arg(qs(state()->playerName(p)));
    const QString prompt = qs(state()->decisionPrompt());
    return prompt.isEmpty() ? tr("%1 to move").arg(qs(state()->playerName(p))) : prompt;
}

QString GameController::fen() const {
    return state() ? qs(state()->toFen()) : QString();
}

int GameController::squareAt(int row, int col) const {
    if (!state()) return -1;
    for (int s = 0; s < state()->squareCount(); ++s)
        if (state()->squareRow(s) == row && state()->squareCol(s) == col) return s;
    return -1;
}

QString GameController::squareName(int square) const {
    if (!state() || square < 0 || square >= state()->squareCount()) return {};
    return qs(state()->squareName(square));
}

std::vector<Action> GameController::actionsOfType(hatrack::ActionView::Type type) const {
    std::vector<Action> out;
    if (!state()) return out;
    for (const Action& a : state()->legalActions())
        if (state()->describe(a).type == type) out.push_back(a);
    return out;
}

QVariantList GameController::targetsFrom(int square) const {
    QVariantList out;
    if (square < 0) return out;
    for (const Action& a : actionsOfType(hatrack::ActionView::Type::Move)) {
        const auto v = state()->describe(a);
        if (v.from == square && !out.contains(v.to)) out.append(v.to);
    }
    return out;
}

QVariantList GameController::movableSquares() const {
    QVariantList out;
    if (!humanToMove()) return out;
    for (const Action& a : actionsOfType(hatrack::ActionView::Type::Move)) {
        const int from = state()->describe(a).from;
        if (!out.contains(from)) out.append(from);
    }
    return out;
}

bool GameController::mustCapture() const {
    return state() && state()->captureRequired();
}

QVariantList GameController::choices() const {
    QVariantList out;
    if (!humanToMove()) return out;
    const auto legal = state()->legalActions();
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const auto v = state()->describe(legal[i]);
        const bool pending =
            std::find(ambiguous_.begin(), ambiguous_.end(), legal[i]) != ambiguous_.end();
        if (v.type == hatrack::ActionView::Type::Choice || pending)
            out.append(QVariantMap{{"index", static_cast<int>(i)},
                                   {"label", qs(v.label)},
                                   {"group", qs(v.group)},
                                   {"text", qs(state()->actionText(legal[i]))}});
    }
    return out;
}

QStringList GameController::pickGroups() const {
    QStringList out;
    if (!humanToMove()) return out;
    for (const Action& a : actionsOfType(hatrack::ActionView::Type::Pick)) {
        const QString g = qs(state()->describe(a).group);
        if (!out.contains(g)) out.append(g);
    }
    return out;
}

QVariantList GameController::pickTargets(const QString& group) const {
    QVariantList out;
    if (!humanToMove()) return out;
    for (const Action& a : actionsOfType(hatrack::ActionView::Type::Pick)) {
        const auto v = state()->describe(a);
        if (qs(v.group) == group && !out.contains(v.to)) out.append(v.to);
    }
    return out;
}

QVariantMap GameController::hatState() const {
    return state() ? hatview::state(*state()) : QVariantMap{};
}

int GameController::turnOwner() const {
    return state() ? state()->turnOwner() : -2;
}

bool GameController::choose(int index) {
    if (!humanToMove()) return false;
    const auto legal = state()->legalActions();
    if (index < 0 || index >= static_cast<int>(legal.size())) return false;
    const Action& a = legal[static_cast<std::size_t>(index)];
    if (state()->describe(a).type != hatrack::ActionView::Type::Choice &&
        std::find(ambiguous_.begin(), ambiguous_.end(), a) == ambiguous_.end())
        return false;
    return applyIfLegal(a);
}

bool GameController::pick(const QString& group, int square) {
    if (!humanToMove()) return false;
    for (const Action& a : actionsOfType(hatrack::ActionView::Type::Pick)) {
        const auto v = state()->describe(a);
        if (qs(v.group) == group && v.to == square) return applyIfLegal(a);
    }
    setStatus(tr("A %1 hat cannot go on square %2.").arg(group, squareName(square)));
    return false;
}

bool GameController::applyIfLegal(const Action& action) {
    setStatus({});
    applyDecision(action);
    scheduleNext();
    return true;
}

bool GameController::canUndo() const {
    if (!match_) return false;
    const auto made = static_cast<int>(match_->decisions().size());
    for (int start : humanTurnStarts_)
        if (start < made) return true;
    return false;
}

void GameController::setFlipped(bool f) {
    if (f == flipped_) return;
    flipped_ = f;
    emit flippedChanged();
}

void GameController::setStepDelay(int ms) {
    if (ms == stepDelay_) return;
    stepDelay_ = qMax(0, ms);
    emit stepDelayChanged();
}

void GameController::setStatus(const QString& text) {
    if (text == status_) return;
    status_ = text;
    emit statusChanged();
}

void GameController::select(int square) {
    if (square == selected_) return;
    selected_ = square;
    emit selectionChanged();
}

bool GameController::clickSquare(int square) {
    if (!humanToMove()) {
        setStatus(gameOver() ? tr("The game is over.") : tr("Please wait for the computer."));
        return false;
    }
    if (selected_ >= 0 && targetsFrom(selected_).contains(square)) return moveTo(selected_, square);
    if (movableSquares().contains(square)) {
        select(square);
        setStatus({});
        return true;
    }
    if (selected_ >= 0 && square == selected_) return true;
    const int owner = [&] {
        for (const auto& p : state()->pieces())
            if (p.square == square) return p.owner;
        return -1;
    }();
    if (owner == state()->currentPlayer())
        setStatus(mustCapture() ? tr("A capture is compulsory: move one of the highlighted pieces.")
                                : tr("That piece has no legal move."));
    else if (selected_ >= 0)
        setStatus(explainRefusal(selected_, square));
    else
        setStatus(tr("Choose one of your pieces first."));
    return false;
}

QString GameController::explainRefusal(int from, int to) const {
    const QString text = squareName(from) + QLatin1Char('-') + squareName(to);
    try {
        state()->parseMove(text.toStdString());
    } catch (const hatrack::RulesError& e) {
        return tr("%1 is not allowed: %2").arg(text, reasonOnly(qs(e.what())));
    }
    return tr("%1 is not allowed.").arg(text);
}

bool GameController::moveTo(int from, int to) {
    if (!humanToMove()) {
        setStatus(gameOver() ? tr("The game is over.") : tr("Please wait for the computer."));
        emit moveRejected(from, to, status_);
        return false;
    }
    if (from == to) return false;
    // A single hop, or a whole move dropped on its final square.
    std::vector<Action> chosen, alike;
    for (const Action& a : actionsOfType(hatrack::ActionView::Type::Move)) {
        const auto v = state()->describe(a);
        if (v.from == from && v.to == to) alike.push_back(a);
    }
    if (alike.size() > 1) {
        // Two captures landing on one square (Valor): the player says which.
        ambiguous_ = alike;
        setStatus(tr("Two captures land there: choose which one to make."));
        emit stateChanged();
        return false;
    }
    if (!alike.empty()) chosen = alike;
    if (chosen.empty()) {
        int matches = 0;
        for (const auto& m : state()->notatedMoves()) {
            if (m.actions.empty() || m.actions.front().a != from || m.actions.back().b != to)
                continue;
            ++matches;
            chosen = m.actions;
        }
        if (matches > 1) {
            setStatus(tr("More than one route ends there: drop the piece on each square in turn."));
            emit moveRejected(from, to, status_);
            return false;
        }
    }
    if (chosen.empty()) {
        setStatus(explainRefusal(from, to));
        emit moveRejected(from, to, status_);
        return false;
    }
    setStatus({});
    applyDecision(chosen.front());
    for (std::size_t i = 1; i < chosen.size(); ++i) queue_.append(chosen[i]);
    scheduleNext();
    return true;
}

bool GameController::playMoves(const QString& moves) {
    if (!match_) return false;
    cancelPending();
    for (const QString& move : moves.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
        try {
            for (const Action& a : match_->state().parseMove(move.toStdString()).actions)
                applyDecision(a);
        } catch (const hatrack::RulesError& e) {
            setStatus(tr("Could not play %1: %2").arg(move, reasonOnly(qs(e.what()))));
            scheduleNext();
            return false;
        }
    }
    scheduleNext();
    return true;
}

void GameController::undo() {
    if (!canUndo()) return;
    const auto made = static_cast<int>(match_->decisions().size());
    int target = 0;
    for (int start : humanTurnStarts_)
        if (start < made) target = qMax(target, start);
    cancelPending();
    match_->truncate(static_cast<std::size_t>(target));
    rebuildHistory();
    pieces_.reset(match_->state());
    selected_ = -1;
    setStatus(tr("Move taken back."));
    emit selectionChanged();
    emit stateChanged();
    scheduleNext();
}

// Rebuilds what the view shows of the history (move list, latest move, where
// each human decision began) by replaying the decisions from the seed.
void GameController::rebuildHistory() {
    moveList_.clear();
    lastMove_.clear();
    humanTurnStarts_.clear();
    currentTurn_.clear();
    turnInProgress_ = false;
    hatrack::Match replay(match_->gameId(), match_->options(), match_->seed(), match_->startFen());
    if (!replay.state().outcome().over && isHuman(replay.state().currentPlayer()))
        humanTurnStarts_.append(0);
    for (const Action& a : match_->decisions()) {
        const int owner = replay.state().turnOwner();
        const int decider = replay.state().currentPlayer();
        const QString text = qs(replay.state().actionText(a));
        replay.apply(a);
        record(a, text, owner, decider, replay.state(),
               static_cast<int>(replay.decisions().size()));
    }
}

// A turn in the move list runs while the same player's turn lasts, interruptions
// included ("6x15 blue@19 15x24"); hops of one chain join up ("6x15x24").
void GameController::record(const Action& action, const QString& text, int owner, int decider,
                            const hatrack::GameState& after, int made) {
    const auto view = after.describe(action);
    const bool onBoard = view.type == hatrack::ActionView::Type::Move;
    const bool joins = turnInProgress_ && onBoard && !lastMove_.isEmpty() &&
                       lastMove_.last().toInt() == view.from &&
                       currentTurn_.endsWith(squareName(view.from));
    if (!turnInProgress_) {
        currentTurn_ = text;
        lastMove_.clear();
    } else if (joins) {
        currentTurn_ += text.mid(squareName(view.from).size());
    } else {
        currentTurn_ += QLatin1Char(' ') + text;
    }
    if (onBoard && decider == owner) {
        if (lastMove_.isEmpty() || lastMove_.last().toInt() != view.from) lastMove_ = {view.from};
        lastMove_.append(view.to);
    }
    turnInProgress_ = after.turnOwner() == owner && !after.outcome().over;
    if (!turnInProgress_) moveList_.append(currentTurn_);
    const int next = after.currentPlayer();
    if (!after.outcome().over && isHuman(next) && next != decider) humanTurnStarts_.append(made);
}

void GameController::applyDecision(const Action& action) {
    ambiguous_.clear();
    const int owner = state()->turnOwner();
    const int decider = state()->currentPlayer();
    const QString text = qs(state()->actionText(action));
    const auto before = hatview::snapshot(*state(), pieces_);
    const auto transitions = match_->apply(action);
    for (const auto& t : transitions) pieces_.apply(t, match_->state());
    record(action, text, owner, decider, match_->state(),
           static_cast<int>(match_->decisions().size()));
    const auto moved = hatview::moves(before, hatview::snapshot(*state(), pieces_));
    if (!moved.isEmpty()) emit hatsMoved(moved);
    // Mid-chain the jumping piece stays selected, its next hops highlighted.
    const auto view = state()->describe(action);
    selected_ = view.type == hatrack::ActionView::Type::Move && isHuman(decider) &&
                        state()->currentPlayer() == decider && !targetsFrom(view.to).isEmpty()
                    ? view.to
                    : -1;
    emit selectionChanged();
    emit stateChanged();
}

void GameController::scheduleNext() {
    if (!match_) return;
    if (gameOver()) {
        queue_.clear();
        emit stateChanged();
        return;
    }
    if (!queue_.isEmpty()) {
        stepTimer_.start(stepDelay_);
        return;
    }
    if (!isHuman(state()->currentPlayer()) && state()->currentPlayer() >= 0 && !thinking_)
        startThinking();
    // When only one piece may move, show its targets straight away.
    if (const auto movable = movableSquares(); movable.size() == 1 && selected_ < 0) {
        selected_ = movable.front().toInt();
        emit selectionChanged();
    }
    emit stateChanged();
}

void GameController::onStepTimer() {
    if (!match_ || queue_.isEmpty()) return;
    const Action next = queue_.takeFirst();
    const auto legal = state()->legalActions();
    if (std::find(legal.begin(), legal.end(), next) == legal.end()) {
        queue_.clear(); // interrupted: whoever decides now is asked afresh
    } else {
        applyDecision(next);
    }
    scheduleNext();
}

void GameController::startThinking() {
    const int player = state()->currentPlayer();
    std::shared_ptr<hatrack::Agent> agent = agents_[player];
    if (!agent) return;
    std::shared_ptr<hatrack::GameState> view = state()->viewFor(player);
    thinking_ = true;
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
            setStatus(tr("The computer could not find a move."));
            emit stateChanged();
            return;
        }
        for (const Action& a : plan) queue_.append(a);
        scheduleNext();
    });
    emit stateChanged();
}

void GameController::cancelPending() {
    ambiguous_.clear();
    ++generation_;
    thinking_ = false;
    queue_.clear();
    stepTimer_.stop();
}
