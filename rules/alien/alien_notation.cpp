// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Alien Checkers notation (README.md, Alien Checkers), one text per decision:
//   moves as in checkers: "11-15", "22x15", whole chains "22x15x6"; an emperor's slide "1-19"
//   crown:14           crown this ready pawn (its owner chooses among several)
//   card:fire          choose a face-up card
//   monolith@14        put the Monolith on 14;  monolith:14-23  slide it
//   hippo@14 snookle@14 fire@14 water@14 ring@14 revive@3 emperor@14
//   walls@14n+15w      two edges, each named by its dark square and side (n e s w)
//   rotate:cw rotate:ccw
//   remove:fire@14 remove:water@14 remove:ring@14 remove:walls@14n remove:monolith
//   remove:hippo remove:snookle
//   draw:fire          chance: the card turned face up;  planet:mars  chance: a planet dealt
#include "alien_state.h"

#include "input_errors.h"

#include <algorithm>

namespace hatrack::alien {

namespace {

std::string num(int s) {
    return std::to_string(s + 1);
}

} // namespace

std::string AlienState::actionText(const Action& a) const {
    switch (a.kind) {
    case kHop:
        return num(a.a) + (a.c >= 0 ? "x" : "-") + num(a.b);
    case kCrown:
        return "crown:" + num(a.a);
    case kChoose:
        return std::string("card:") + cardName(a.a);
    case kPlaceMonolith:
        return "monolith@" + num(a.a);
    case kSlide:
        return "monolith:" + num(a.a) + "-" + num(a.b);
    case kSetHippo:
        return "hippo@" + num(a.a);
    case kSetSnookle:
        return "snookle@" + num(a.a);
    case kSetFire:
        return "fire@" + num(a.a);
    case kSetWater:
        return "water@" + num(a.a);
    case kBuildWalls:
        return "walls@" + edgeText(a.a) + "+" + edgeText(a.b);
    case kSetRing:
        return "ring@" + num(a.a);
    case kTurnBoard:
        return a.a > 0 ? "rotate:cw" : "rotate:ccw";
    case kRevivePawn:
        return "revive@" + num(a.a);
    case kMakeEmperor:
        return "emperor@" + num(a.a);
    case kDrawCard:
        return std::string("draw:") + cardName(a.a);
    case kDealPlanet:
        return std::string("planet:") + planetName(a.a);
    case kRemove: {
        const int id = a.a;
        if (id == kMonolithId) return "remove:monolith";
        if (id == kHippoId) return "remove:hippo";
        if (id == kSnookleId) return "remove:snookle";
        if (id >= kWallId && id < kWallId + 2 * kWallsEach) {
            const Wall& w = walls_[(id - kWallId) / kWallsEach][(id - kWallId) % kWallsEach];
            return "remove:walls@" + (w.edge >= 0 ? edgeText(w.edge) : "?");
        }
        for (int s = 0; s < 32; ++s) {
            if (at(s).fire >= 0 && id == kFireId + at(s).fire) return "remove:fire@" + num(s);
            if (at(s).water >= 0 && id == kWaterId + at(s).water) return "remove:water@" + num(s);
            if (at(s).ring >= 0 && id == kRingId + at(s).ring) return "remove:ring@" + num(s);
        }
        return "remove:?";
    }
    default:
        return "?";
    }
}

std::vector<NotatedMove> AlienState::notatedMoves() const {
    std::vector<NotatedMove> out;
    if (currentPlayer() < 0) return out;
    const bool chains = phase_ == Phase::Move && crownChooser() < 0;
    for (const Action& a : legalActions()) {
        if (!chains || a.c < 0) {
            out.push_back({actionText(a), {a}});
            continue;
        }
        // A jump chain is written whole; it ends where the mover stops or someone else decides.
        struct Partial {
            AlienState state;
            NotatedMove move;
        };
        std::vector<Partial> todo;
        AlienState first(*this);
        first.applyAction(a);
        todo.push_back({first, {actionText(a), {a}}});
        while (!todo.empty()) {
            Partial p = std::move(todo.back());
            todo.pop_back();
            if (p.state.chain_ < 0 || p.state.currentPlayer() != toMove_) {
                out.push_back(p.move);
                continue;
            }
            for (const Action& next : p.state.legalActions()) {
                Partial q = p;
                q.state.applyAction(next);
                q.move.text += 'x';
                q.move.text += num(next.b);
                q.move.actions.push_back(next);
                todo.push_back(std::move(q));
            }
        }
    }
    return out;
}

NotatedMove AlienState::parseMove(const std::string& text) const {
    if (text.empty()) throw RulesError(Phrase("an empty move"));
    const auto moves = notatedMoves();
    for (const NotatedMove& m : moves)
        if (m.text == text) return m;
    // The first hops of a chain that an interruption may cut short are accepted too.
    for (const NotatedMove& m : moves)
        if (m.text.rfind(text, 0) == 0 && m.text.size() > text.size() &&
            m.text[text.size()] == 'x') {
            NotatedMove part{text, {}};
            const auto hops = static_cast<std::size_t>(std::count(text.begin(), text.end(), 'x'));
            part.actions.assign(m.actions.begin(), m.actions.begin() + static_cast<long>(hops));
            return part;
        }
    std::string known;
    int shown = 0;
    for (const NotatedMove& m : moves)
        if (shown++ < 6) known += (known.empty() ? "" : ", ") + m.text;
    if (moves.size() > 6) known += ", ...";
    Phrase why = notLegalHere(text, "decision");
    if (const Phrase now = prompt(); !now.empty())
        why = Phrase::of("why-prompt", "%1 (%2)", {std::move(why), now});
    if (!known.empty())
        why = Phrase::of("why-then-legal", "%1; legal: %2",
                         {std::move(why), Phrase::verbatim(known)});
    throw RulesError(why);
}

ActionView AlienState::describe(const Action& a) const {
    const Phrase label = Phrase::verbatim(actionText(a));
    auto pick = [&](Place target, std::string group) {
        ActionView v;
        v.type = ActionView::Type::Pick;
        v.label = label;
        v.group = std::move(group);
        v.target = std::move(target);
        if (v.target.kind == Place::Kind::Square) v.to = v.target.index;
        return v;
    };
    switch (a.kind) {
    case kHop: {
        ActionView v = ActionView::move(a.a, a.b, label);
        if (a.c >= 0) v.area = {a.c};
        return v;
    }
    case kSlide: {
        ActionView v = ActionView::move(a.a, a.b, label);
        v.group = "monolith";
        return v;
    }
    case kChoose: {
        ActionView v = pick(Place::inZone("face-up"), "card");
        v.face = cardName(a.a);
        return v;
    }
    case kBuildWalls: {
        // One pick of a pair: the target is the first edge, from and to are both edge ids.
        ActionView v = pick(Place::edge(a.a / 4, static_cast<Place::Side>(a.a % 4)), "walls");
        v.from = a.a;
        v.to = a.b;
        v.area = {a.a / 4, a.b / 4};
        return v;
    }
    case kTurnBoard:
        return ActionView::choice(
            Phrase::text(a.a > 0 ? "Turn clockwise" : "Turn counter-clockwise"), "rotate");
    case kDrawCard:
    case kDealPlanet:
        return ActionView::choice(label, "chance");
    case kRemove: {
        // Face = the type of the token removed: the Hippo, the Snookle and a
        // ring may all sit on one checker, and a click must take the one
        // clicked, not the first of them.
        const int id = a.a;
        auto removes = [&](Place target, const char* type) {
            ActionView v = pick(std::move(target), "remove");
            v.face = type;
            return v;
        };
        if (id == kMonolithId) return removes(Place::square(monolith_), "monolith");
        if (id == kHippoId) return removes(Place::on(at(hippo_).id), "hippo");
        if (id == kSnookleId) return removes(Place::on(at(snookle_).id), "snookle");
        if (id >= kWallId && id < kWallId + 2 * kWallsEach) {
            const Wall& w = walls_[(id - kWallId) / kWallsEach][(id - kWallId) % kWallsEach];
            ActionView v =
                removes(Place::edge(w.edge / 4, static_cast<Place::Side>(w.edge % 4)), "wall");
            v.from = id;
            // A pair goes as one: either of its walls may be clicked.
            if (w.partner >= 0) {
                const int partner = walls_[(id - kWallId) / kWallsEach][w.partner].edge;
                v.also.push_back(Place::edge(partner / 4, static_cast<Place::Side>(partner % 4)));
            }
            return v;
        }
        for (int s = 0; s < 32; ++s) {
            if (at(s).fire >= 0 && id == kFireId + at(s).fire)
                return removes(Place::square(s), "fire");
            if (at(s).water >= 0 && id == kWaterId + at(s).water)
                return removes(Place::square(s), "water");
            if (at(s).ring >= 0 && id == kRingId + at(s).ring) {
                ActionView v = removes(Place::on(at(s).id), "ring");
                v.area = {s};
                return v;
            }
        }
        return pick(Place{}, "remove");
    }
    case kCrown:
        return pick(Place::square(a.a), "crown");
    default: {
        // A square target: the Monolith's entry, a token set down or on a checker, Revive.
        const char* group = a.kind == kPlaceMonolith ? "monolith"
                            : a.kind == kSetHippo    ? "hippo"
                            : a.kind == kSetSnookle  ? "snookle"
                            : a.kind == kSetFire     ? "fire"
                            : a.kind == kSetWater    ? "water"
                            : a.kind == kSetRing     ? "ring"
                            : a.kind == kRevivePawn  ? "revive"
                            : a.kind == kMakeEmperor ? "emperor"
                                                     : "";
        ActionView v = pick(Place::square(a.a), group);
        v.area = {a.a};
        return v;
    }
    }
}

Phrase AlienState::prompt() const {
    if (outcome_.over) return {};
    const int chooser = crownChooser();
    if (chooser >= 0)
        return Phrase::of("choose-crown", "%1 chooses which ready pawn to crown",
                          {playerName(chooser)});
    const std::string name = playerName(toMove_);
    auto says = [&](const char* id, const char* pattern) {
        return Phrase::of(id, pattern, {name});
    };
    switch (phase_) {
    case Phase::Deal:
        return Phrase::text("A secret planet is dealt");
    case Phase::FaceUp:
        return Phrase::text("A card is turned face up");
    case Phase::Draw:
        return Phrase::text("A second card is turned face up");
    case Phase::Move:
        return chain_ >= 0 ? says("goes-on-jumping", "%1 goes on jumping")
                           : says("moves-a-checker", "%1 moves a checker");
    case Phase::Choose:
        return says("choose-card-prompt", "%1 chooses a face-up card to play");
    case Phase::Effect:
        switch (effect_) {
        case kMonolith:
            return monolith_ < 0 ? says("place-monolith", "%1 puts the Monolith on an empty square")
                                 : says("slide-monolith", "%1 slides the Monolith");
        case kHippo:
            return says("set-hippo", "%1 sets the Hippo on a checker");
        case kSnookle:
            return says("set-snookle", "%1 sets the Snookle on a checker");
        case kFire:
            return says("set-fire", "%1 puts fire on an empty square");
        case kWater:
            return says("set-water", "%1 puts water on an empty square or on fire");
        case kWallsCard:
            return says("build-walls", "%1 builds a pair of walls");
        case kRings:
            return says("set-ring", "%1 puts a ring on one of their checkers");
        case kRotate:
            return says("turn-board", "%1 turns the board");
        case kRevive:
            return says("revive", "%1 brings a pawn back on their home row");
        case kAntimatter:
            return says("antimatter", "%1 removes one thing from the board");
        case kCoronation:
            return says("coronation", "%1 makes one of their kings an emperor");
        default:
            return {};
        }
    }
    return {};
}

} // namespace hatrack::alien
