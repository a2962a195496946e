#include "moveinput.h"

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

// The square a pick of a square names.
int pickedSquare(const ActionView& v) {
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

QVariantList MoveInput::movableSquares() const {
    QVariantList out;
    if (!session_.humanToDecide()) return out;
    for (const Action& a : ofType(ActionView::Type::Move)) {
        const int from = session_.state()->describe(a).from;
        if (!out.contains(from)) out.append(from);
    }
    return out;
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
            {"label", qs(v.label)},
            {"group", qs(v.group)},
            {"text", qs(s->actionText(legal[i]))},
            {"face", qs(v.face)},
            {"zone", v.target.kind == Place::Kind::Zone ? qs(v.target.zone) : QString()}});
    }
    return out;
}

QVariantList MoveInput::pickOptions() const {
    QVariantList out;
    if (!session_.humanToDecide()) return out;
    for (const Action& a : ofType(ActionView::Type::Pick)) {
        const auto v = session_.state()->describe(a);
        const int square = pickedSquare(v);
        if (square < 0) continue;
        out.append(QVariantMap{{"group", qs(v.group)},
                               {"face", qs(v.face)},
                               {"square", square},
                               {"area", squares(v.area)}});
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
        if (v.type == ActionView::Type::Move || v.target.kind != Place::Kind::Zone) continue;
        for (const auto& t : table.tokens)
            if (t.at == v.target && !t.faceDown && t.face == v.face && !out.contains(t.id))
                out.append(t.id);
    }
    return out;
}

MoveInput::Reply MoveInput::click(int square) {
    if (!session_.humanToDecide()) return {false, notNow()};
    if (selected_ >= 0 && targetsFrom(selected_).contains(square)) return drop(selected_, square);
    if (movableSquares().contains(square)) {
        selected_ = square;
        return {true, {}};
    }
    if (selected_ >= 0 && square == selected_) return {true, {}};
    const hatrack::GameState* s = session_.state();
    if (ownerOn(square) == s->currentPlayer())
        return {false, s->captureRequired()
                           ? tr("A capture is compulsory: move one of the highlighted pieces.")
                           : tr("That piece has no legal move.")};
    if (selected_ >= 0) return {false, explainRefusal(selected_, square)};
    return {false, tr("Choose one of your pieces first.")};
}

QString MoveInput::explainRefusal(int from, int to) const {
    const QString text = squareName(from) + QLatin1Char('-') + squareName(to);
    try {
        session_.state()->parseMove(text.toStdString());
    } catch (const hatrack::RulesError& e) {
        return tr("%1 is not allowed: %2").arg(text, GameSession::reasonOnly(qs(e.what())));
    }
    return tr("%1 is not allowed.").arg(text);
}

std::vector<Action> MoveInput::wholeMove(const hatrack::NotatedMove& move, int from, int to) const {
    // Played out on a copy, each step described where it happens: the move
    // counts only if it is the same player moving one piece from `from` to
    // `to` all along, with no choice, pick or chance in between.
    if (move.actions.empty()) return {};
    const auto trial = session_.state()->clone();
    const int mover = trial->currentPlayer();
    int at = from;
    for (const Action& a : move.actions) {
        if (trial->currentPlayer() != mover || !contains(trial->legalActions(), a)) return {};
        const auto v = trial->describe(a);
        if (v.type != ActionView::Type::Move || v.from != at) return {};
        at = v.to;
        try {
            trial->applyAction(a);
        } catch (const hatrack::RulesError&) {
            return {};
        }
    }
    return at == to ? move.actions : std::vector<Action>{};
}

MoveInput::Reply MoveInput::drop(int from, int to) {
    if (!session_.humanToDecide()) return {false, notNow()};
    if (from == to) return {false, {}};
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
    // ...or a whole move dropped on its final square.
    if (chosen.empty()) {
        int matches = 0;
        for (const auto& m : s->notatedMovesFor(session_.viewer())) {
            auto actions = wholeMove(m, from, to);
            if (actions.empty()) continue;
            ++matches;
            chosen = std::move(actions);
        }
        if (matches > 1)
            return {false,
                    tr("More than one route ends there: drop the piece on each square in turn.")};
    }
    if (chosen.empty()) return {false, explainRefusal(from, to)};
    ambiguous_.clear();
    const bool ok =
        session_.decide(chosen.front(), std::vector<Action>(chosen.begin() + 1, chosen.end()));
    return {ok, {}};
}

MoveInput::Reply MoveInput::pick(const QString& group, int square) {
    if (!session_.humanToDecide()) return {false, notNow()};
    for (const Action& a : ofType(ActionView::Type::Pick)) {
        const auto v = session_.state()->describe(a);
        if (qs(v.group) == group && pickedSquare(v) == square) return {session_.decide(a), {}};
    }
    return {false, tr("That cannot go on square %1.").arg(squareName(square))};
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
    if (!token || token->at.kind != Place::Kind::Zone || token->faceDown) return {false, {}};
    for (const Action& a : s->legalActions()) {
        const auto v = s->describe(a);
        if (v.type != ActionView::Type::Move && v.target == token->at && v.face == token->face)
            return {session_.decide(a), {}};
    }
    return {false, {}};
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
    if (const auto movable = movableSquares(); movable.size() == 1)
        selected_ = movable.front().toInt();
}
