// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the board shows besides the game in play, never changing it: an
// earlier position looked at from the list of moves, redo after undo, and a
// hint from the computer for the decision pending.
#include "gamecontroller.h"

#include "appsettings.h"
#include "line_outcome.h"
#include "tableconvert.h"

#include <algorithm>

using hatrack::Action;
using hatrack::ActionView;
using tableconvert::qs;

namespace {

// The log as it stood once `made` player decisions were made, with the
// chance outcomes that followed the last of them.
std::vector<hatrack::LogEntry> logPrefix(const hatrack::Match& m, int made) {
    std::vector<hatrack::LogEntry> out;
    int seen = 0;
    for (const hatrack::LogEntry& e : m.log()) {
        if (e.by != hatrack::kChance && seen++ == made) break;
        out.push_back(e);
    }
    return out;
}

// One player's part of a line, from `at`, played on `s` as it goes: the
// moves of one piece joined as the list of moves joins them ("6x15x24"),
// other decisions in the engine's sentences. Stops when someone else (or
// chance) decides, or at an action that is not legal. `squares` collects
// what the board marks: the squares moved through, or the square picked;
// `edges` the edges picked (square * 4 + side).
QString sayTurn(hatrack::GameState& s, const std::vector<Action>& line, std::size_t& at,
                QVariantList* squares, QVariantList* path = nullptr, QVariantList* edges = nullptr,
                bool quietTaken = false) {
    const int who = s.currentPlayer();
    QString text;
    int landed = -1;
    while (at < line.size() && s.currentPlayer() == who && who >= 0) {
        const Action& a = line[at];
        const auto legal = s.legalActions();
        if (std::find(legal.begin(), legal.end(), a) == legal.end()) break;
        const ActionView v = s.describe(a);
        const QString notation = qs(s.actionText(a));
        const QString from =
            v.type == ActionView::Type::Move ? qs(s.squareName(v.from)) : QString();
        if (v.type == ActionView::Type::Move && v.from == landed && notation.startsWith(from)) {
            text += notation.mid(from.size());
        } else {
            const auto sentence = s.sentence(a);
            // A decision that changes nothing is named by its button, in
            // quotes, for the player to press; in the reply expected it is
            // left out ("d5xd1, Keep the hat on" read as two moves), and so
            // is a quiet one the settings take after the player's move.
            const bool taken = quietTaken && v.quiet && !text.isEmpty();
            if ((!sentence.empty() || squares) && !taken) {
                const QString said =
                    sentence.empty() ? GameController::tr("“%1”").arg(enginetext::phrase(v.label))
                                     : enginetext::phrase(sentence);
                text += (text.isEmpty() ? QString() : QStringLiteral(", ")) + said;
            }
        }
        if (squares) {
            if (v.type == ActionView::Type::Move) {
                if (v.from != landed) squares->append(v.from);
                squares->append(v.to);
            } else if (v.type == ActionView::Type::Pick) {
                // A square picked is marked, an edge picked (a wall) is drawn
                // along its side: a pair's second edge is its `to`. A card in
                // a zone has no place on the board to mark.
                if (v.target.kind == hatrack::Place::Kind::Square) {
                    squares->append(v.target.index);
                } else if (v.target.kind == hatrack::Place::Kind::Edge && edges) {
                    const int first = v.target.index * 4 + static_cast<int>(v.target.side);
                    edges->append(first);
                    if (v.to >= 0 && v.to != first) edges->append(v.to);
                }
            }
        }
        const bool goesOn = v.type == ActionView::Type::Move && v.from == landed;
        landed = v.type == ActionView::Type::Move ? v.to : -1;
        hatrack::Transition done;
        try {
            done = s.applyAction(a);
        } catch (const hatrack::RulesError&) {
            ++at;
            break;
        }
        ++at;
        if (!path) continue;
        // A line per piece's move, bent through what it takes (a Valor jump
        // turns aside); a pick stands alone, never joined to a move.
        if (v.type == ActionView::Type::Move) {
            if (!goesOn || path->isEmpty()) path->append(QVariant(QVariantList{v.from}));
            QVariantList stroke = path->takeLast().toList();
            for (const auto& e : done.events)
                if (e.takesFromSquare() && e.from.index != v.to) stroke.append(e.from.index);
            stroke.append(v.to);
            path->append(QVariant(stroke));
        } else if (v.type == ActionView::Type::Pick) {
            const int sq = v.target.kind == hatrack::Place::Kind::Square ? v.target.index : v.to;
            if (sq >= 0) path->append(QVariant(QVariantList{sq}));
        }
    }
    return text;
}

} // namespace

int GameController::movesMade() const {
    const int made = session_.decisionsMade();
    // A resignation or an agreed draw changes nothing on the board.
    return hasGame() && session_.match()->ending() != hatrack::LogEntry::Kind::Decision ? made - 1
                                                                                        : made;
}

QVariantList GameController::captureSquares() const {
    return viewing() ? history_.capturedOf(viewed_) : history_.lastCaptures();
}

QString GameController::viewLabel() const {
    if (!viewing() || !state()) return {};
    const int owner = history_.ownerOf(viewed_);
    return tr("Viewing move %1 (%2) — back to the game")
        .arg(history_.rowOf(viewed_))
        .arg(owner >= 0 ? playerName(owner) : QString());
}

MoveInput::Reply GameController::lookingBack() const {
    return {false, tr("This is an earlier position: go back to the game to play."), false};
}

void GameController::viewTurn(int turn) {
    if (!hasGame() || turn < 0 || turn >= history_.turnCount() || history_.isSetup(turn)) return;
    // The position after the latest turn is the game itself.
    if (history_.madeAfter(turn) >= movesMade()) {
        backToGame();
        return;
    }
    if (turn == viewed_) return;
    viewed_ = turn;
    showViewed();
}

void GameController::viewPrevious() {
    if (!hasGame()) return;
    const int made = movesMade();
    for (int t = (viewing() ? viewed_ : history_.turnCount()) - 1; t >= 0; --t) {
        if (history_.isSetup(t) || history_.madeAfter(t) >= made) continue;
        viewTurn(t);
        return;
    }
}

void GameController::viewNext() {
    if (!viewing()) return;
    for (int t = viewed_ + 1; t < history_.turnCount(); ++t) {
        if (history_.isSetup(t)) continue;
        viewTurn(t);
        return;
    }
    backToGame();
}

void GameController::backToGame() {
    if (!viewing()) return;
    viewed_ = -1;
    showViewed();
}

void GameController::showViewed() {
    if (!state()) return;
    const int viewer = session_.viewer();
    if (viewed_ < 0) {
        // No events: every token travels straight back to where it is now.
        table_.update(state()->table(viewer), {});
    } else {
        // The position comes from the log, as a replay rebuilds it: the same
        // chance outcomes, nothing new drawn.
        const hatrack::Match& m = *session_.match();
        try {
            const hatrack::Match past = hatrack::Match::replay(
                m.gameId(), m.options(), m.seed(), m.startFen(),
                logPrefix(m, history_.madeAfter(viewed_)), m.epoch(), hatrack::ChanceMode::Given);
            table_.update(past.state().table(viewer), {});
        } catch (const hatrack::RulesError& e) {
            viewed_ = -1;
            table_.update(state()->table(viewer), {});
            setStatus(tr("That position cannot be shown: %1").arg(enginetext::error(e)));
        }
    }
    emit selectionChanged();
    emit stateChanged();
}

bool GameController::canRedo() const {
    return !redo_.empty() && ownTurnAt(redo_.back(), session_.decisionsMade());
}

void GameController::redo() {
    if (!canRedo()) return;
    backToGame();
    const std::vector<hatrack::LogEntry> log = std::move(redo_.back());
    redo_.pop_back();
    restoring_ = true;
    const bool ok = session_.restore(log);
    restoring_ = false;
    setStatus(ok ? tr("Move played again.") : tr("The move could not be played again."));
}

void GameController::hint() {
    if (!canHint() || hinting_) return;
    clearHint();
    // The hint answers what the last line said: a refused move, left above
    // it, read as still standing.
    setStatus(QString());
    // The hint's arrow stands alone: a piece picked up before is put down
    // (one that must go on jumping stays picked).
    if (input_.selected() >= 0) {
        input_.clear();
        input_.autoSelect();
        emit selectionChanged();
    }
    const hatrack::Match& m = *session_.match();
    std::shared_ptr<const hatrack::Agent> agent;
    try {
        // The level chosen in the settings (the strongest below it where the
        // game lacks it), seeded like the match, so the same position always
        // gets the same hint.
        const auto levels = hatrack::agentNames(m.gameId());
        const auto offered = [&](const std::string& l) {
            return std::find(levels.begin(), levels.end(), l) != levels.end();
        };
        const QStringList ladder = AppSettings::hintLevels();
        std::string level = "normal";
        for (auto i = ladder.indexOf(AppSettings::instance()->hintLevel()); i >= 0; --i)
            if (offered(ladder[i].toStdString())) {
                level = ladder[i].toStdString();
                break;
            }
        agent = hatrack::newAgent(m.gameId(), level, m.seed() ^ 0x48696e74ULL);
        hintLevel_ = QString::fromStdString(level);
    } catch (const hatrack::RulesError& e) {
        setStatus(tr("No hint: %1").arg(enginetext::error(e)));
        return;
    }
    hintSearch_.start(std::move(agent), state()->viewFor(state()->currentPlayer()));
    hinting_ = true;
    hintTimer_.start();
    emit hintChanged();
}

void GameController::takeHint() {
    bool done = false;
    auto analysis = hintSearch_.result(&done);
    if (!done) return;
    hintTimer_.stop();
    hinting_ = false;
    hintAnalysis_ = state() ? std::move(analysis) : std::nullopt;
    wordHint();
}

// The hint in the language on show: worded again when it changes, from the
// analysis kept, so that it never stays in the language it was asked in.
void GameController::wordHint() {
    if (!hintAnalysis_ || !state()) {
        hintText_ = tr("The computer found no hint.");
        emit hintChanged();
        return;
    }
    const hatrack::Analysis& analysis = *hintAnalysis_;
    const std::vector<Action> line =
        analysis.line.empty() ? std::vector<Action>{analysis.best} : analysis.line;
    // Played out on a copy: the player's own part, then the answer the
    // computer expects, each as the list of moves would write it.
    const auto trial = state()->clone();
    std::size_t at = 0;
    QVariantList squares, path, edges;
    const bool quietTaken = !AppSettings::instance()->askQuietChoices() && !session_.inLesson();
    const QString mine = sayTurn(*trial, line, at, &squares, &path, &edges, quietTaken);
    while (at < line.size() && trial->currentPlayer() == state()->currentPlayer()) ++at;
    const QString reply = at < line.size() ? sayTurn(*trial, line, at, nullptr) : QString();
    hintSquares_ = squares;
    hintPath_ = path;
    hintEdges_ = edges;
    // Why, from the whole line the search expects, as the hinted player sees
    // it. A forced move is not searched: its line stops before any reply, so
    // it is told only when it ends the game.
    const int me = state()->currentPlayer();
    const hatrack::LineOutcome outcome = hatrack::lineOutcome(
        *state()->viewFor(me), line, me, analysis.value, hatrack::choiceMargin(analysis.ranked));
    const bool forced = state()->legalActions().size() == 1;
    const QString why = enginetext::phrase(
        forced && !outcome.winsGame ? hatrack::Phrase::text("the only legal move") : outcome.words);
    hintText_ = mine.isEmpty()
                    ? tr("The computer found no hint.")
                    : (reply.isEmpty() ? tr("Hint: %1.").arg(mine)
                                       : tr("Hint: %1, expecting %2 in reply.").arg(mine, reply)) +
                          QLatin1Char(' ') + tr("Why: %1.").arg(why);
    emit hintChanged();
}

void GameController::cancelHint() {
    clearHint();
}

void GameController::clearHint() {
    hintSearch_.cancel();
    hintTimer_.stop();
    if (!hinting_ && hintSquares_.isEmpty() && hintEdges_.isEmpty() && hintText_.isEmpty()) return;
    hinting_ = false;
    hintSquares_.clear();
    hintPath_.clear();
    hintEdges_.clear();
    hintText_.clear();
    hintAnalysis_.reset();
    emit hintChanged();
}
