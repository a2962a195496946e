#include "movehistory.h"

using hatrack::ActionView;

namespace {

QString qs(const std::string& s) {
    return QString::fromStdString(s);
}

} // namespace

void MoveHistory::clear() {
    *this = MoveHistory();
}

void MoveHistory::rebuild(const GameSession& session) {
    clear();
    const hatrack::Match* match = session.match();
    if (!match) return;
    // Chance outcomes are given from the log, so the replay meets the same
    // draws the game did, even after moves were taken back.
    hatrack::Match replay(match->gameId(), match->options(), match->seed(), match->startFen(),
                          hatrack::ChanceMode::Given);
    const auto& log = match->log();
    std::size_t i = 0;
    while (i < log.size() && log[i].by == hatrack::kChance) replay.apply(log[i++].action);
    if (!replay.state().outcome().over && session.isHuman(replay.state().currentPlayer()))
        humanTurnStarts_.append(0);
    int made = 0;
    while (i < log.size()) {
        const hatrack::GameState& s = replay.state();
        GameSession::Applied a;
        a.action = log[i].action;
        a.view = s.describe(a.action);
        a.text = s.actionText(a.action);
        a.owner = s.turnOwner();
        a.decider = s.currentPlayer();
        a.setup = s.inSetup();
        replay.apply(log[i++].action);
        while (i < log.size() && log[i].by == hatrack::kChance) replay.apply(log[i++].action);
        record(a, replay.state(), ++made, session);
    }
}

void MoveHistory::record(const GameSession::Applied& applied, const hatrack::GameState& after,
                         int made, const GameSession& session) {
    const ActionView& view = applied.view;
    const QString text = qs(applied.text);
    const bool onBoard = view.type == ActionView::Type::Move;
    // A hop that goes on from where the last one landed joins it: "6x15" + "x24".
    const QString fromName = onBoard ? qs(after.squareName(view.from)) : QString();
    const bool joins = turnInProgress_ && onBoard && !lastMove_.isEmpty() &&
                       lastMove_.last().toInt() == view.from && currentTurn_.endsWith(fromName) &&
                       text.startsWith(fromName);
    if (!turnInProgress_) {
        currentTurn_ = text;
        lastMove_.clear();
    } else if (joins) {
        currentTurn_ += text.mid(fromName.size());
    } else {
        currentTurn_ += QLatin1Char(' ') + text;
    }
    if (onBoard && applied.decider == applied.owner) {
        if (lastMove_.isEmpty() || lastMove_.last().toInt() != view.from) lastMove_ = {view.from};
        lastMove_.append(view.to);
    }
    // Setting up ends a turn too: the last pick is not part of the first move.
    turnInProgress_ = after.turnOwner() == applied.owner && !after.outcome().over &&
                      after.inSetup() == applied.setup;
    if (!turnInProgress_) {
        moves_.append(currentTurn_);
        if (applied.setup && setupCount_ == moves_.size() - 1) {
            ++setupCount_;
            setupPicks_.append(view.face.empty() ? text : qs(view.face));
        }
    }
    const int next = after.currentPlayer();
    if (!after.outcome().over && session.isHuman(next) && next != applied.decider)
        humanTurnStarts_.append(made);
}

bool MoveHistory::canUndo(int made) const {
    for (int start : humanTurnStarts_)
        if (start < made) return true;
    return false;
}

int MoveHistory::undoTarget(int made) const {
    int target = 0;
    for (int start : humanTurnStarts_)
        if (start < made) target = qMax(target, start);
    return target;
}
