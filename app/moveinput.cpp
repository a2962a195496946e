// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "moveinput.h"

#include "piece_words.h"
#include "tableconvert.h"

#include <algorithm>

using hatrack::Action;
using hatrack::ActionView;
using hatrack::Place;
using tableconvert::qs;

namespace {

bool contains(const std::vector<Action>& list, const Action& a) {
    return std::find(list.begin(), list.end(), a) != list.end();
}

// Whether a click on `t` takes the action `v` offers: a token showing the
// face it asks for in the zone it names, or a token worn where it points
// (of the face it names, when it names one: a ring rather than the Hippo).
bool takes(const ActionView& v, const hatrack::Token& t) {
    if (!(t.at == v.target)) return false;
    if (v.target.kind == Place::Kind::Zone) return !t.faceDown && t.face == v.face;
    if (v.target.kind == Place::Kind::Token) return v.face.empty() || v.face == t.type;
    return false;
}

// The square a pick of a square names.
int pickedSquare(const ActionView& v) {
    if (v.target.kind == Place::Kind::Edge || v.target.kind == Place::Kind::Token) return -1;
    return v.target.kind == Place::Kind::Square ? v.target.index : v.to;
}

QVariantList squares(const std::vector<int>& list) {
    QVariantList out;
    for (int s : list) out.append(s);
    return out;
}

} // namespace

std::vector<Action> MoveInput::ofType(ActionView::Type type) const {
    std::vector<Action> out;
    const hatrack::GameState* s = session_.state();
    if (!s) return out;
    for (const Action& a : s->legalActions())
        if (s->describe(a).type == type) out.push_back(a);
    return out;
}

QString MoveInput::squareName(int square) const {
    const hatrack::GameState* s = session_.state();
    if (!s || square < 0 || square >= s->squareCount()) return {};
    return qs(s->squareName(square));
}

int MoveInput::ownerOn(int square) const {
    const hatrack::GameState* s = session_.state();
    if (!s) return -1;
    for (const auto& t : s->table(session_.viewer()).tokens)
        if (t.at == Place::square(square)) return t.owner;
    return -1;
}

QString MoveInput::notNow() const {
    const hatrack::GameState* s = session_.state();
    return s && s->outcome().over ? tr("The game is over.") : tr("Please wait for the computer.");
}

QVariantList MoveInput::targetsFrom(int square) const {
    QVariantList out;
    if (square < 0) return out;
    for (const Action& a : ofType(ActionView::Type::Move)) {
        const auto v = session_.state()->describe(a);
        if (v.from == square && !out.contains(v.to)) out.append(v.to);
    }
    return out;
}

QVariantList MoveInput::targetKindsFrom(int square) const {
    QVariantList out;
    if (square < 0) return out;
    QVariantList seen;
    for (const Action& a : ofType(ActionView::Type::Move)) {
        const auto v = session_.state()->describe(a);
        if (v.from != square || seen.contains(v.to)) continue;
        seen.append(v.to);
        out.append(QVariantMap{{"square", v.to}, {"group", qs(v.group)}});
    }
    return out;
}

QVariantList MoveInput::movableSquares() const {
    QVariantList out;
    if (!session_.humanToDecide()) return out;
    for (const Action& a : ofType(ActionView::Type::Move)) {
        const int from = session_.state()->describe(a).from;
        if (!out.contains(from)) out.append(from);
    }
    return out;
}

// Two captures that land on one square differ by what they take: "Capture on
// 25" says which, where the move's label is notation ("22x30/25").
QString MoveInput::capturedLabel(const hatrack::GameState& s, const Action& a) {
    const auto trial = s.clone();
    QStringList taken;
    try {
        for (const auto& e : trial->applyAction(a).events)
            if (e.takesFromSquare()) taken << QString::fromStdString(s.squareName(e.from.index));
    } catch (const hatrack::RulesError&) {
    }
    if (taken.isEmpty()) return enginetext::phrase(s.describe(a).label);
    return tr("Capture on %1").arg(taken.join(QStringLiteral(", ")));
}

QVariantList MoveInput::choices() const {
    QVariantList out;
    if (!session_.humanToDecide()) return out;
    const hatrack::GameState* s = session_.state();
    const auto legal = s->legalActions();
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const auto v = s->describe(legal[i]);
        if (v.type != ActionView::Type::Choice && !contains(ambiguous_, legal[i])) continue;
        out.append(QVariantMap{
            {"index", static_cast<int>(i)},
            {"label", v.type == ActionView::Type::Choice ? enginetext::phrase(v.label)
                                                         : capturedLabel(*s, legal[i])},
            {"group", qs(v.group)},
            {"text", qs(s->actionText(legal[i]))},
            {"face", qs(v.face)},
            {"quiet", v.quiet},
            {"zone", v.target.kind == Place::Kind::Zone ? qs(v.target.zone) : QString()}});
    }
    return out;
}

QVariantList MoveInput::pickOptions() const {
    QVariantList out;
    if (!session_.humanToDecide()) return out;
    const hatrack::GameState* s = session_.state();
    const auto legal = s->legalActions();
    for (std::size_t i = 0; i < legal.size(); ++i) {
        const auto v = s->describe(legal[i]);
        if (v.type != ActionView::Type::Pick) continue;
        QVariantMap m{{"index", static_cast<int>(i)},
                      {"group", qs(v.group)},
                      {"face", qs(v.face)},
                      {"area", squares(v.area)}};
        if (v.target.kind == Place::Kind::Edge) {
            // No square names an edge: the board offers it as a bar of its
            // own. A pick of two edges at once (a pair of walls) names both
            // in from and to, each as square * 4 + side.
            m.insert({{"kind", "edge"},
                      {"square", -1},
                      {"edgeSquare", v.target.index},
                      {"side", v.target.side}});
            if (v.from >= 0 && v.to >= 0) m.insert("pair", QVariantList{v.from, v.to});
            QVariantList also;
            for (const Place& p : v.also)
                if (p.kind == Place::Kind::Edge)
                    also.append(p.index * 4 + static_cast<int>(p.side));
            if (!also.isEmpty()) m.insert("also", also);
            out.append(m);
            continue;
        }
        if (v.target.kind == Place::Kind::Token) {
            // Something worn on a token: clicked on the board (clickableTokens).
            m.insert({{"kind", "token"}, {"square", -1}, {"on", v.target.index}});
            out.append(m);
            continue;
        }
        const int square = pickedSquare(v);
        if (square < 0) continue;
        m.insert({{"kind", "square"}, {"square", square}});
        out.append(m);
    }
    return out;
}

QStringList MoveInput::pickGroups() const {
    QStringList out;
    for (const QVariant& p : pickOptions()) {
        const QString g = p.toMap().value("group").toString();
        if (!out.contains(g)) out.append(g);
    }
    return out;
}

QVariantList MoveInput::pickTargets(const QString& group) const {
    QVariantList out;
    for (const QVariant& p : pickOptions()) {
        const QVariantMap m = p.toMap();
        if (m.value("square").toInt() < 0) continue;
        if (m.value("group").toString() == group && !out.contains(m.value("square")))
            out.append(m.value("square"));
    }
    return out;
}

QVariantList MoveInput::clickableTokens() const {
    QVariantList out;
    if (!session_.humanToDecide()) return out;
    const hatrack::GameState* s = session_.state();
    const auto table = s->table(session_.viewer());
    for (const Action& a : s->legalActions()) {
        const auto v = s->describe(a);
        if (v.type == ActionView::Type::Move) continue;
        if (v.target.kind != Place::Kind::Zone && v.target.kind != Place::Kind::Token) continue;
        for (const auto& t : table.tokens)
            if (takes(v, t) && !out.contains(t.id)) out.append(t.id);
    }
    return out;
}

MoveInput::Reply MoveInput::click(int square) {
    if (!session_.humanToDecide()) return {false, notNow()};
    if (selected_ >= 0 && square == selected_) return {true, {}};
    const hatrack::GameState* s = session_.state();
    // A token nobody owns that may move now (a stone the player slides) is
    // chosen like a piece of their own.
    if (ownerOn(square) == s->currentPlayer() ||
        (ownerOn(square) < 0 && movableSquares().contains(square))) {
        // Any piece of the player deciding is chosen, even one that cannot
        // move: the next click then names the move the player meant, and a
        // piece that cannot move says why at once.
        selected_ = square;
        if (movableSquares().contains(square)) return {true, {}};
        return {false, whatPieceCanDo(square)};
    }
    // A click on a square with a piece chosen is a drop there, whatever it
    // stands for (a step, a hop, the end of a whole chain), refused alike.
    if (selected_ >= 0) return drop(selected_, square);
    if (const int owner = ownerOn(square); owner >= 0)
        return {false, said(QT_TR_NOOP("The piece on %1 is %2's, and %3 is to move."))
                           .arg(squareName(square), enginetext::text(s->playerName(owner)),
                                enginetext::text(s->playerName(s->currentPlayer())))};
    return {false, said(QT_TR_NOOP("Choose one of your pieces first."))};
}

QString MoveInput::pieceOn(int square) const {
    const hatrack::GameState* s = session_.state();
    // In the words the game's own explanations use ("The pawn on 21"): the
    // panel then sees a refusal said already and does not say it twice.
    std::string kind;
    for (const auto& t : s->table(session_.viewer()).tokens)
        if (t.at == Place::square(square)) {
            kind = t.type;
            break;
        }
    return enginetext::phrase(hatrack::words::pieceOn(kind, s->squareName(square)));
}

QString MoveInput::said(const char* source) {
    return enginetext::translate("MoveInput", source);
}

QString MoveInput::orList(const QStringList& items) {
    if (items.size() < 2) return items.value(0);
    return tr("%1 or %2")
        .arg(items.mid(0, items.size() - 1).join(QStringLiteral(", ")), items.last());
}

QString MoveInput::andList(const QStringList& items) {
    if (items.size() < 2) return items.value(0);
    return tr("%1 and %2")
        .arg(items.mid(0, items.size() - 1).join(QStringLiteral(", ")), items.last());
}

QString MoveInput::whatPieceCanDo(int square) const {
    const hatrack::GameState* s = session_.state();
    // Built from the moves on offer, so it says what the piece can do rather
    // than only what it cannot: whole moves as notation, and where they end.
    QStringList own, ownEnds, all, movers;
    for (const auto& m : s->notatedMovesFor(session_.viewer())) {
        if (m.actions.empty()) continue;
        const auto first = s->describe(m.actions.front());
        if (first.type != ActionView::Type::Move) continue;
        if (!all.contains(qs(m.text))) all << qs(m.text);
        if (!movers.contains(squareName(first.from))) movers << squareName(first.from);
        if (first.from != square) continue;
        own << qs(m.text);
        // Where the whole move ends: each of its steps described where it happens.
        const auto trial = s->clone();
        int end = first.to;
        try {
            for (const Action& a : m.actions) {
                const auto v = trial->describe(a);
                if (v.type == ActionView::Type::Move) end = v.to;
                trial->applyAction(a);
            }
        } catch (const hatrack::RulesError&) {
        }
        if (!ownEnds.contains(squareName(end))) ownEnds << squareName(end);
    }
    const QString subject = pieceOn(square);
    if (!own.isEmpty())
        return s->captureRequired() ? tr("%1 must capture: %2.").arg(subject, orList(own))
                                    : tr("%1 can go to %2.").arg(subject, orList(ownEnds));
    if (s->captureRequired())
        return tr("%1 cannot move: a capture is compulsory (%2).").arg(subject, orList(all));
    if (movers.isEmpty()) return tr("%1 cannot move now.").arg(subject);
    return movers.size() == 1 ? said(QT_TR_NOOP("%1 cannot move; only the piece on %2 can."))
                                    .arg(subject, movers.front())
                              : said(QT_TR_NOOP("%1 cannot move; the pieces on %2 can."))
                                    .arg(subject, andList(movers));
}

QString MoveInput::explainRefusal(int from, int to) const {
    const QString move = squareName(from) + QLatin1Char('-') + squareName(to);
    if (ownerOn(from) != session_.state()->currentPlayer() && !movableSquares().contains(from))
        return said(QT_TR_NOOP("%1 is not allowed: that piece is not yours to move.")).arg(move);
    // The game's own cause first (a wall in the way), then what the piece can
    // do, in the words the panel's line about the piece uses: the panel then
    // sees it said already and does not say it twice.
    const auto explained = session_.state()->explainSquare(from, session_.viewer());
    const QString canDo =
        explained.empty() ? whatPieceCanDo(from) : enginetext::sentence(explained);
    const auto why = session_.state()->whyRefused(from, to, session_.viewer());
    if (!why.empty())
        return tr("%1 is not allowed: %2. %3").arg(move, enginetext::phrase(why), canDo);
    return tr("%1 is not allowed. %2").arg(move, canDo);
}

void MoveInput::routes(const hatrack::GameState& state, int at, int to, int mover,
                       std::vector<Action>& path, std::vector<std::vector<Action>>& out) const {
    // Two routes are enough to know the drop is ambiguous; no chain is longer
    // than the pieces it could jump.
    if (out.size() > 1 || path.size() > 32) return;
    for (const Action& a : state.legalActions()) {
        const auto v = state.describe(a);
        if (v.type != ActionView::Type::Move || v.from != at) continue;
        const auto next = state.clone();
        try {
            next->applyAction(a);
        } catch (const hatrack::RulesError&) {
            continue;
        }
        path.push_back(a);
        if (v.to == to)
            out.push_back(path);
        else if (next->currentPlayer() == mover)
            routes(*next, v.to, to, mover, path, out);
        path.pop_back();
    }
}

MoveInput::Trace MoveInput::traced(int from, int to, const std::vector<int>& via) const {
    auto s = session_.state()->clone();
    const int mover = s->currentPlayer();
    auto enemies = [&] {
        const auto pieces = s->pieces();
        return std::count_if(pieces.begin(), pieces.end(),
                             [&](const hatrack::PieceInfo& p) { return p.owner != mover; });
    };
    const auto enemiesBefore = enemies();
    Trace trace;
    int at = from;
    std::vector<int> squares = via;
    squares.push_back(to);
    for (const int square : squares) {
        if (square == at || s->currentPlayer() != mover) continue;
        // A square that no single move of the piece lands on was passed over.
        std::vector<Action> landing;
        for (const Action& a : s->legalActions()) {
            const auto v = s->describe(a);
            if (v.type == ActionView::Type::Move && v.from == at && v.to == square)
                landing.push_back(a);
        }
        if (landing.size() != 1) continue;
        const QString text = qs(s->actionText(landing.front()));
        try {
            s->applyAction(landing.front());
        } catch (const hatrack::RulesError&) {
            return {};
        }
        trace.path.push_back(landing.front());
        trace.text += (trace.text.isEmpty() ? QString() : QStringLiteral(" ")) + text;
        at = square;
    }
    const bool interrupted = s->currentPlayer() != mover && s->turnOwner() == mover;
    trace.kept = !trace.path.empty() && (at == to || interrupted);
    trace.captured = enemies() < enemiesBefore;
    return trace;
}

MoveInput::Reply MoveInput::drop(int from, int to, const std::vector<int>& via) {
    if (!session_.humanToDecide()) return {false, notNow()};
    // Put back where it was picked up, unless a chain was drawn round to it.
    if (from == to && via.empty()) return {false, {}};
    const hatrack::GameState* s = session_.state();
    // A single step or hop...
    std::vector<Action> alike;
    for (const Action& a : ofType(ActionView::Type::Move)) {
        const auto v = s->describe(a);
        if (v.from == from && v.to == to) alike.push_back(a);
    }
    if (alike.size() > 1) {
        // Two captures landing on one square (Valor): the player says which.
        ambiguous_ = alike;
        return {false, tr("Two captures land there: choose which one to make."), true};
    }
    std::vector<Action> chosen = alike;
    // ...or the hops a drag traced...
    if (chosen.empty() && !via.empty()) {
        const Trace trace = traced(from, to, via);
        if (trace.kept) {
            chosen = trace.path;
        } else if (from == to) {
            return {false, {}};
        } else if (trace.captured) {
            // A capture that ends the move (a man crowned) drawn on further.
            return {false, said(QT_TR_NOOP("%1 ends the move: the piece cannot go on to %2."))
                               .arg(trace.text, squareName(to))};
        }
    }
    // ...or several hops of one piece ending there, played out on copies:
    // it counts only while the same player moves that piece all along, with
    // no choice, pick or chance in between.
    if (chosen.empty()) {
        std::vector<Action> path;
        std::vector<std::vector<Action>> found;
        routes(*s, from, to, s->currentPlayer(), path, found);
        if (found.size() > 1)
            return {false, tr("More than one route ends there: move the piece one square at a "
                              "time.")};
        if (!found.empty()) chosen = found.front();
    }
    if (chosen.empty()) return {false, explainRefusal(from, to)};
    ambiguous_.clear();
    const bool ok =
        session_.decide(chosen.front(), std::vector<Action>(chosen.begin() + 1, chosen.end()));
    return {ok, {}};
}

MoveInput::Reply MoveInput::pick(const QString& group, int square) {
    if (!session_.humanToDecide()) return {false, notNow()};
    bool edges = false;
    for (const Action& a : ofType(ActionView::Type::Pick)) {
        const auto v = session_.state()->describe(a);
        if (qs(v.group) != group) continue;
        if (pickedSquare(v) == square) return {session_.decide(a), {}};
        edges = edges || v.target.kind == Place::Kind::Edge;
    }
    // Walls go on edges, which glow as bars: nothing is ringed then.
    if (edges)
        return {false, tr("Not on %1: click one of the glowing edges.").arg(squareName(square))};
    return {false, tr("Not on %1: choose one of the ringed squares.").arg(squareName(square))};
}

MoveInput::Reply MoveInput::choose(int index) {
    if (!session_.humanToDecide()) return {false, notNow()};
    const auto legal = session_.state()->legalActions();
    if (index < 0 || index >= static_cast<int>(legal.size())) return {false, {}};
    const Action a = legal[static_cast<std::size_t>(index)];
    if (session_.state()->describe(a).type != ActionView::Type::Choice && !contains(ambiguous_, a))
        return {false, {}};
    return {session_.decide(a), {}};
}

MoveInput::Reply MoveInput::clickToken(int tokenId) {
    if (!session_.humanToDecide()) return {false, notNow()};
    const hatrack::GameState* s = session_.state();
    const auto table = s->table(session_.viewer());
    const hatrack::Token* token = table.token(tokenId);
    if (!token) return {false, {}};
    for (const Action& a : s->legalActions()) {
        const auto v = s->describe(a);
        if (v.type != ActionView::Type::Move && takes(v, *token)) return {session_.decide(a), {}};
    }
    return {false, {}};
}

MoveInput::Reply MoveInput::pickAction(int index) {
    if (!session_.humanToDecide()) return {false, notNow()};
    const auto legal = session_.state()->legalActions();
    if (index < 0 || index >= static_cast<int>(legal.size())) return {false, {}};
    const Action a = legal[static_cast<std::size_t>(index)];
    if (session_.state()->describe(a).type != ActionView::Type::Pick) return {false, {}};
    return {session_.decide(a), {}};
}

void MoveInput::clear() {
    selected_ = -1;
    ambiguous_.clear();
}

void MoveInput::afterDecision(const GameSession::Applied& applied) {
    ambiguous_.clear();
    // Mid-chain the jumping piece stays selected, its next hops highlighted.
    const hatrack::GameState* s = session_.state();
    const bool jumpsOn =
        applied.view.type == ActionView::Type::Move && session_.isHuman(applied.decider) &&
        s->currentPlayer() == applied.decider && !targetsFrom(applied.view.to).isEmpty();
    selected_ = jumpsOn ? applied.view.to : -1;
}

void MoveInput::autoSelect() {
    // When only one piece may move, show its targets straight away.
    if (selected_ >= 0) return;
    const auto movable = movableSquares();
    if (movable.size() != 1) return;
    // Not while the player may do something else instead (cast a spell): its
    // dots read as the way to go, in a lesson whose answer was the spell. A
    // capture that is due is shown whatever else the game allows.
    const hatrack::GameState* s = session_.state();
    if (!s->captureRequired())
        for (const Action& a : s->legalActions())
            if (s->describe(a).type != ActionView::Type::Move) return;
    selected_ = movable.front().toInt();
}
