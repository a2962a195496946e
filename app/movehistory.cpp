// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "movehistory.h"

#include "tableconvert.h"

#include <QCoreApplication>

using hatrack::ActionView;
using tableconvert::qs;

void MoveHistory::clear() {
    *this = MoveHistory();
}

void MoveHistory::keepRolls(const std::vector<hatrack::Transition>& transitions, int viewer) {
    for (const auto& t : transitions)
        for (auto& e : t.forViewer(viewer).events)
            if (e.kind == hatrack::TableEvent::Kind::Rolled) rolled_.push_back(std::move(e));
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
    while (i < log.size() && log[i].by == hatrack::kChance)
        keepRolls(replay.apply(log[i++].action), session.viewer());
    if (!replay.state().outcome().over && session.isHuman(replay.state().currentPlayer()))
        humanTurnStarts_.append(0);
    int made = 0;
    while (i < log.size()) {
        if (log[i].kind != hatrack::LogEntry::Kind::Decision) {
            const hatrack::LogEntry& e = log[i++];
            if (e.kind == hatrack::LogEntry::Kind::Resignation)
                replay.resign(e.by);
            else
                replay.agreeDraw(e.by);
            recordEnding(e, replay.state(), ++made, session);
            continue;
        }
        const hatrack::GameState& s = replay.state();
        GameSession::Applied a;
        a.action = log[i].action;
        a.view = s.describe(a.action);
        a.text = s.actionText(a.action);
        a.sentence = s.sentence(a.action);
        a.words = s.moveWords(a.action);
        a.owner = s.turnOwner();
        a.decider = s.currentPlayer();
        a.setup = s.inSetup();
        a.table = s.table(session.viewer());
        a.transitions = replay.apply(log[i++].action);
        while (i < log.size() && log[i].by == hatrack::kChance)
            for (auto& t : replay.apply(log[i++].action)) a.transitions.push_back(std::move(t));
        keepRolls(a.transitions, session.viewer());
        record(a, replay.state(), ++made, session);
    }
}

void MoveHistory::record(const GameSession::Applied& applied, const hatrack::GameState& after,
                         int made, const GameSession& session) {
    const ActionView& view = applied.view;
    const QString text = qs(applied.text);
    const QString said = applied.sentence.empty() ? text : enginetext::phrase(applied.sentence);
    const bool onBoard = view.type == ActionView::Type::Move;
    const bool own = applied.decider == applied.owner;
    const bool continuing = !turns_.empty() && !turns_.back().finished;
    if (!continuing) {
        Turn fresh;
        fresh.owner = applied.owner;
        fresh.setup = applied.setup;
        turns_.push_back(fresh);
    }
    Turn& turn = turns_.back();

    // A hop that goes on from where the last one landed joins it: "6x15" + "x24".
    const QString fromName = onBoard ? qs(after.squareName(view.from)) : QString();
    const bool hopsOn = continuing && onBoard && own && !turn.path.isEmpty() &&
                        turn.path.last().toInt() == view.from && text.startsWith(fromName);
    if (!continuing)
        turn.notation = text;
    else if (hopsOn && turn.notation.endsWith(fromName))
        turn.notation += text.mid(fromName.size());
    else
        turn.notation += QLatin1Char(' ') + text;

    // What players read: the owner's moves joined in notation, everything
    // else (an answer mid-chain, what a hat did) in sentences below them, so
    // a chain reads whole even when the other player put a hat on between
    // two of its hops.
    // A move the game words as a sentence of its own (the Monolith's slide)
    // is no part of the notation line: it reads below it, with the card.
    const bool notated = applied.sentence.empty() || applied.sentence.id == "notation";
    if (onBoard && own && notated) {
        if (hopsOn && turn.main.endsWith(fromName))
            turn.main += said.mid(fromName.size());
        else if (turn.main.isEmpty())
            turn.main = said;
        else
            turn.main += QLatin1Char(' ') + said;
        if (turn.path.isEmpty() || turn.path.last().toInt() != view.from) turn.path = {view.from};
        turn.path.append(view.to);
        // Told from what the player at this screen saw happen.
        std::vector<hatrack::Transition> seen;
        for (const auto& t : applied.transitions) seen.push_back(t.forViewer(session.viewer()));
        turn.story.add(applied.owner, view, applied.table, seen);
        if (!applied.words.empty()) turn.spoken << enginetext::phrase(applied.words);
    } else if (applied.sentence.empty() && !onBoard) {
        // Nothing changed that a player needs told: the notation keeps it.
    } else if (own && turn.main.isEmpty()) {
        turn.main = said;
    } else {
        turn.notes << said;
    }
    // The computer's decisions that are not moves on the board happen
    // without a gesture anyone sees: they are told in the status line.
    if (!onBoard && !session.isHuman(applied.decider) && !applied.sentence.empty())
        turn.news << said;
    for (const auto& t : applied.transitions) {
        for (const auto& note : t.notes) {
            turn.notes << enginetext::phrase(note);
            turn.news << enginetext::phrase(note);
        }
        for (const auto& e : t.events)
            if (e.takesFromSquare() && !turn.captured.contains(e.from.index))
                turn.captured.append(e.from.index);
    }
    turn.made = made;
    const QString told = enginetext::sentence(turn.story.tell(after));
    // What the events cannot tell (a piece acting where it stands), the game words.
    const QString spoken = turn.spoken.join(QStringLiteral(", "));
    // The table tells captures best; a move that took nothing may have been
    // more than a move (a jump over a friend), which only the game can say.
    const bool storyFirst = turn.story.saysMore() || spoken.isEmpty();
    turn.words = storyFirst && !told.isEmpty() ? told : !spoken.isEmpty() ? spoken : turn.main;

    // Setting up ends a turn too: the last pick is not part of the first move.
    turn.finished = !(after.turnOwner() == applied.owner && !after.outcome().over &&
                      after.inSetup() == applied.setup);
    if (turn.finished) {
        moves_.append(turn.notation);
        if (applied.setup && setupCount_ == moves_.size() - 1) {
            ++setupCount_;
            setupPicks_.append(view.face.empty() ? text : qs(view.face));
        }
    }
    const int next = after.currentPlayer();
    if (!after.outcome().over && session.isHuman(next) && next != applied.decider)
        humanTurnStarts_.append(made);
}

void MoveHistory::recordEnding(const hatrack::LogEntry& entry, const hatrack::GameState& state,
                               int made, const GameSession& session) {
    ending_ = entry.kind == hatrack::LogEntry::Kind::Resignation
                  ? QCoreApplication::translate("GameController", "%1 resigns")
                        .arg(enginetext::text(state.playerName(entry.by)))
                  : QCoreApplication::translate("GameController", "Draw agreed");
    // Undo takes back the ending alone, back to where the player chose it.
    if (session.isHuman(entry.by) && !humanTurnStarts_.contains(made - 1))
        humanTurnStarts_.append(made - 1);
}

QVariantList MoveHistory::setupCounts() const {
    int counts[2] = {0, 0};
    for (const Turn& t : turns_)
        if (t.setup && t.owner >= 0 && t.owner < 2) ++counts[t.owner];
    return {counts[0], counts[1]};
}

int MoveHistory::rowOf(int turn) const {
    // A row opens with the first player's turn, or with the second player's
    // when the row has had its turn already (a game that starts with White).
    int number = 0;
    bool secondFilled = true;
    for (int i = 0; i < static_cast<int>(turns_.size()); ++i) {
        const Turn& t = turns_[static_cast<std::size_t>(i)];
        if (t.setup) {
            if (i == turn) return 0;
            continue;
        }
        const int side = t.owner == 1 ? 1 : 0;
        if (number == 0 || side == 0 || secondFilled) {
            ++number;
            secondFilled = false;
        }
        if (side == 1) secondFilled = true;
        if (i == turn) return number;
    }
    return 0;
}

QVariantList MoveHistory::rows() const {
    QVariantList out;
    QVariantList cells;
    int number = 0;
    const auto flush = [&] {
        if (number > 0) out.append(QVariantMap{{"number", number}, {"cells", cells}});
    };
    for (int i = 0; i < static_cast<int>(turns_.size()); ++i) {
        const Turn& t = turns_[static_cast<std::size_t>(i)];
        if (t.setup) continue;
        const int row = rowOf(i);
        if (row != number) {
            flush();
            number = row;
            cells = {QVariantMap(), QVariantMap()};
        }
        const int side = t.owner == 1 ? 1 : 0;
        cells[side] = QVariantMap{{"turn", i},
                                  {"side", side},
                                  {"text", t.main},
                                  {"words", t.words},
                                  {"notes", t.notes},
                                  {"notation", t.notation},
                                  {"current", !t.finished}};
    }
    flush();
    if (!ending_.isEmpty())
        out.append(QVariantMap{{"number", 0},
                               {"cells", QVariantList{QVariantMap(), QVariantMap()}},
                               {"ending", ending_}});
    return out;
}

int MoveHistory::ownerOf(int turn) const {
    return valid(turn) ? turns_[static_cast<std::size_t>(turn)].owner : -1;
}

int MoveHistory::madeAfter(int turn) const {
    return valid(turn) ? turns_[static_cast<std::size_t>(turn)].made : 0;
}

bool MoveHistory::isSetup(int turn) const {
    return valid(turn) && turns_[static_cast<std::size_t>(turn)].setup;
}

bool MoveHistory::isFinished(int turn) const {
    return valid(turn) && turns_[static_cast<std::size_t>(turn)].finished;
}

QVariantList MoveHistory::pathOf(int turn) const {
    return valid(turn) ? turns_[static_cast<std::size_t>(turn)].path : QVariantList();
}

QVariantList MoveHistory::capturedOf(int turn) const {
    return valid(turn) ? turns_[static_cast<std::size_t>(turn)].captured : QVariantList();
}

QString MoveHistory::news() const {
    if (turns_.empty() || turns_.back().news.isEmpty()) return {};
    return turns_.back().news.join(QStringLiteral(". ")) + QLatin1Char('.');
}

QVariantList MoveHistory::lastMove() const {
    return turns_.empty() ? QVariantList() : turns_.back().path;
}

QVariantList MoveHistory::lastCaptures() const {
    return turns_.empty() ? QVariantList() : turns_.back().captured;
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
