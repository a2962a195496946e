// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "sorcerer_state.h"

#include "checkers/board.h"
#include "input_errors.h"
#include "state_key.h"

#include <algorithm>

namespace hatrack::sorcerer {

namespace {

using checkers::bit;
using checkers::onCrownRow;

} // namespace

SorcererState::SorcererState(const Rules& rules) : rules_(rules) {
    for (int s = 0; s < 12; ++s) board_[s] = Piece{0, false, false, {}};
    for (int s = 20; s < 32; ++s) board_[s] = Piece{1, false, false, {}};
    Hats full;
    for (int h = 0; h < kHatColours; ++h) full.add(h, kHatsPerColour);
    if (rules_.draft == Draft::None) {
        bag_ = full;
        startTurn();
    } else {
        draftOpen_ = full;
        drafting_ = true;
    }
    ids_.start(0x00000FFFu | 0xFFF00000u);
    numberHats();
    draw_.start(positionKey());
}

std::unique_ptr<GameState> SorcererState::clone() const {
    return std::make_unique<SorcererState>(*this);
}

int SorcererState::piecesOf(int player) const {
    int n = 0;
    for (const Piece& p : board_) n += p.owner == player ? 1 : 0;
    return n;
}

int SorcererState::kingsOf(int player) const {
    int n = 0;
    for (const Piece& p : board_) n += p.owner == player && p.king ? 1 : 0;
    return n;
}

Hats SorcererState::allHats() const {
    Hats all = bag_;
    all.addAll(rack_[0]);
    all.addAll(rack_[1]);
    all.addAll(pool_[0]);
    all.addAll(pool_[1]);
    all.addAll(out_);
    all.addAll(draftOpen_);
    for (const Piece& p : board_) all.addAll(p.hats);
    return all;
}

std::vector<int> SorcererState::hatTargets(int player) const {
    std::vector<int> bare, all;
    int common = -1;
    bool same = true;
    for (int s = 0; s < 32; ++s) {
        const Piece& p = board_[s];
        if (p.owner != player) continue;
        all.push_back(s);
        if (p.hats.total() == 0) bare.push_back(s);
        if (common < 0)
            common = p.hats.total();
        else if (common != p.hats.total())
            same = false;
    }
    // Wearing Many Hats: an extra hat only while every piece wears as many.
    if (rules_.manyHats && same && common > 0) return all;
    return bare;
}

int SorcererState::eventDecider(const Event& e) const {
    if (e.kind == Event::Place) return e.player;
    switch (rules_.draft) {
    case Draft::Select:
        return e.player;
    case Draft::Contrary:
        return 1 - e.player;
    default:
        return kChance;
    }
}

bool SorcererState::eventLive(const Event& e) const {
    if (e.kind == Event::Place) return rack_[e.player].total() > 0 && hasHatTarget(e.player);
    const bool fromPool = rules_.draft == Draft::Select || rules_.draft == Draft::Contrary;
    return (fromPool ? pool_[e.player] : bag_).total() > 0;
}

int SorcererState::currentPlayer() const {
    if (outcome_.over) return kNobody;
    if (!events_.empty()) return eventDecider(events_.front());
    if (drafting_) return (draftPicks_[0] + draftPicks_[1]) % 2 == 0 ? 1 : 0;
    return toMove_;
}

std::vector<std::pair<Action, double>> SorcererState::chanceOutcomes() const {
    std::vector<std::pair<Action, double>> out;
    if (currentPlayer() != kChance) return out;
    const double total = bag_.total();
    for (int h = 0; h < kHatColours; ++h)
        if (bag_.has(h)) out.push_back({Action{kBagDraw, h, -1, -1}, bag_[h] / total});
    return out;
}

std::vector<Action> SorcererState::legalActions() const {
    std::vector<Action> out;
    actionsInto(out);
    return out;
}

void SorcererState::actionsInto(std::vector<Action>& out) const {
    if (outcome_.over) return;
    if (!events_.empty()) {
        const Event& e = events_.front();
        if (e.kind == Event::Place) {
            for (int h = 0; h < kHatColours; ++h)
                if (rack_[e.player].has(h))
                    for (int s : hatTargets(e.player)) out.push_back({kPlace, h, s, -1});
            out.push_back({kDecline, -1, -1, -1});
        } else if (eventDecider(e) == kChance) {
            for (int h = 0; h < kHatColours; ++h)
                if (bag_.has(h)) out.push_back({kBagDraw, h, -1, -1});
        } else {
            for (int h = 0; h < kHatColours; ++h)
                if (pool_[e.player].has(h)) out.push_back({kPoolHat, h, -1, -1});
        }
        return;
    }
    if (drafting_) {
        for (int h = 0; h < kHatColours; ++h)
            if (draftOpen_.has(h)) out.push_back({kDraftPick, h, -1, -1});
        return;
    }
    if (chainSquare_ >= 0)
        chainActions(out);
    else
        moveActions(out);
}

bool SorcererState::hasHatTarget(int player) const {
    int common = -1;
    bool same = true;
    for (const Piece& p : board_) {
        if (p.owner != player) continue;
        if (p.hats.total() == 0) return true;
        if (common < 0)
            common = p.hats.total();
        else if (common != p.hats.total())
            same = false;
    }
    return rules_.manyHats && same && common > 0;
}

Transition SorcererState::applyAction(const Action& a) {
    const auto legal = legalActions();
    if (std::find(legal.begin(), legal.end(), a) == legal.end())
        throw RulesError(notLegalHere(actionText(a), "action"));
    Transition t;
    apply(a, &t);
    return t;
}

void SorcererState::advance(const Action& a) {
    apply(a, nullptr);
}

bool SorcererState::assign(const GameState& other) {
    return assignSame(*this, other);
}

void SorcererState::apply(const Action& a, Transition* t) {
    switch (a.kind) {
    case kHop:
        applyHop(a, t);
        break;
    case kStep:
        applyStep(a, t);
        break;
    case kZot:
        applyZot(a, t);
        break;
    case kStop:
        moveFinished_ = true;
        break;
    case kPlace:
        moveHat(a.a, rackOf(events_.front().player), worn(ids_.at(a.b)), t);
        events_.pop_front();
        break;
    case kDecline:
        events_.pop_front();
        break;
    case kBagDraw:
        // Said in the move list too: the hat drawn is chance's, not a move's.
        if (t)
            t->notes.push_back(Phrase::of("draw", "%1 draws %2 from the bag",
                                          {playerName(events_.front().player), hatName(a.a)}));
        moveHat(a.a, kBag, rackOf(events_.front().player), t);
        events_.pop_front();
        break;
    case kPoolHat:
        moveHat(a.a, poolOf(events_.front().player), rackOf(events_.front().player), t);
        events_.pop_front();
        break;
    case kDraftPick: {
        const int picker = currentPlayer();
        moveHat(a.a, kDraft, rules_.draft == Draft::Mixed ? kBag : poolOf(picker), t);
        ++draftPicks_[picker];
        break;
    }
    case kComboRevive:
        for (int h = 0; h < kHatColours; ++h)
            if (a.a & (1 << h)) moveHat(h, rackOf(toMove_), kOut, t);
        for (int s : {a.b, a.c}) {
            board_[s] = Piece{toMove_, false, false, {}};
            const int id = ids_.add(s);
            if (t) t->events.push_back(TableEvent::added(id, Place::square(s), "revived"));
        }
        irreversible_ = true;
        moveFinished_ = true;
        break;
    case kComboSteal:
        moveHat(a.a, rackOf(toMove_), kOut, t, 3);
        for (int h : {a.b, a.c}) moveHat(h, rackOf(1 - toMove_), rackOf(toMove_), t);
        moveFinished_ = true;
        break;
    default:
        break;
    }
    afterDecision(t);
}

void SorcererState::applyHop(const Action& a, Transition* t) {
    Piece p = board_[a.a];
    selfSquare_ = a.a;
    landedScratch_ = landed_;
    const auto hops = hopsFrom(a.a, p);
    selfSquare_ = -1;
    landedScratch_ = 0;
    const auto hop = std::find_if(hops.begin(), hops.end(),
                                  [&](const Hop& h) { return h.to == a.b && h.over == a.c; });
    board_[a.a] = Piece{};
    board_[a.b] = p;
    if (t)
        t->events.push_back(
            TableEvent::moved(ids_.at(a.a), Place::square(a.a), Place::square(a.b)));
    ids_.move(a.a, a.b);
    chainSquare_ = a.b;
    landed_ |= bit(a.b);
    if (!p.king) irreversible_ = true;
    if (hop->capture) {
        moveCaptured_ = true;
        strike(hop->over, a.b, t);
    }
    if (!p.king && onCrownRow(p.owner, a.b)) {
        crownIfDue(a.b, t);
        moveFinished_ = true; // crowning ends the move
    }
}

void SorcererState::applyStep(const Action& a, Transition* t) {
    const bool strength = board_[a.b].owner >= 0;
    if (!board_[a.a].king) irreversible_ = true;
    // A Strength capture moves into the square only if the piece there left it.
    if (!strength || strike(a.b, a.a, t, a.b)) {
        board_[a.b] = board_[a.a];
        board_[a.a] = Piece{};
        if (t)
            t->events.push_back(
                TableEvent::moved(ids_.at(a.a), Place::square(a.a), Place::square(a.b)));
        ids_.move(a.a, a.b);
        crownIfDue(a.b, t);
    }
    moveFinished_ = true;
}

void SorcererState::applyZot(const Action& a, Transition* t) {
    moveHat(Red, worn(ids_.at(a.a)), kOut, t);
    strike(a.b, a.a, t);
    moveFinished_ = true;
}

bool SorcererState::strike(int square, int attacker, Transition* t, int endsOn) {
    Piece& victim = board_[square];
    const std::string owner = playerName(victim.owner);
    if (victim.hats.has(Blue)) {
        moveHat(Blue, worn(ids_.at(square)), kOut, t);
        if (t)
            t->events.push_back(TableEvent::flagged(ids_.at(square), Place::square(square),
                                                    "warded", true, "Warding took the blow"));
        // The piece stays and the hat flies off: without a word it looks as if
        // the capture simply failed.
        if (t)
            t->notes.push_back(Phrase::of("warded", "%1's blue hat (Warding) saved the piece on %2",
                                          {owner, squareNumber(square)}));
        immune_ |= bit(square);
        return false;
    }
    if (victim.hats.has(Green) && !board_[attacker].poisoned) {
        board_[attacker].poisoned = true;
        if (t)
            t->events.push_back(TableEvent::flagged(ids_.at(attacker), Place::square(attacker),
                                                    "poisoned", true, "Venom"));
        if (t)
            t->notes.push_back(Phrase::of("poisoned",
                                          "%1's green hat (Venom) poisoned the piece on %2",
                                          {owner, squareNumber(endsOn >= 0 ? endsOn : attacker)}));
    }
    removePiece(square, board_[attacker].owner, t);
    return true;
}

void SorcererState::removePiece(int square, int receiver, Transition* t) {
    const Piece victim = board_[square];
    const int id = ids_.at(square);
    for (int h = 0; h < kHatColours; ++h) {
        if (!victim.hats.has(h)) continue;
        // Second-Hand Hats: the capturer keeps them, except Venom.
        moveHat(h, worn(id), rules_.secondHand && h != Green ? rackOf(receiver) : kOut, t,
                victim.hats[h]);
    }
    board_[square] = Piece{};
    const int removed = ids_.remove(square);
    if (t)
        t->events.push_back(TableEvent::removed(removed, Place::square(square),
                                                victim.poisoned ? "poisoned" : "captured"));
    irreversible_ = true;
    events_.push_back({Event::Draw, receiver});
    events_.push_back({Event::Place, victim.owner});
}

void SorcererState::crownIfDue(int square, Transition* t) {
    Piece& p = board_[square];
    if (p.king || !onCrownRow(p.owner, square)) return;
    p.king = true;
    if (t) t->events.push_back(TableEvent::crowned(ids_.at(square), Place::square(square)));
}

void SorcererState::afterDecision(Transition* t) {
    for (;;) {
        while (!events_.empty() && !eventLive(events_.front())) events_.pop_front();
        if (!events_.empty() || outcome_.over) return;
        if (drafting_) {
            if (draftPicks_[0] + draftPicks_[1] < 24) return;
            drafting_ = false;
            for (int h = 0; h < kHatColours; ++h) // the hats nobody picked
                if (draftOpen_.has(h)) moveHat(h, kDraft, kOut, t, draftOpen_[h]);
            startTurn();
            return;
        }
        if (turnDone_) {
            toMove_ ^= 1;
            drawn_ = draw_.endTurn(irreversible_, positionKey());
            startTurn();
            return;
        }
        if (!moveFinished_) {
            if (chainSquare_ < 0) return; // the mover has not started
            std::vector<Action>& more = scratchActions();
            chainActions(more);
            // Nothing left but stopping: the move ends by itself.
            if (!more.empty() && !(more.size() == 1 && more.front().kind == kStop)) return;
            moveFinished_ = true;
        }
        // End of the mover's turn: poison strikes now, unless Warding stops it.
        for (int s = 0; s < 32; ++s) {
            Piece& p = board_[s];
            if (p.owner != toMove_ || !p.poisoned) continue;
            p.poisoned = false;
            if (t)
                t->events.push_back(
                    TableEvent::flagged(ids_.at(s), Place::square(s), "poisoned", false));
            if (p.hats.has(Blue)) {
                moveHat(Blue, worn(ids_.at(s)), kOut, t);
                if (t)
                    t->notes.push_back(Phrase::of(
                        "poison-warded", "%1's blue hat (Warding) cured the poisoned piece on %2",
                        {playerName(toMove_), squareNumber(s)}));
            } else {
                if (t)
                    t->notes.push_back(Phrase::of("poison-death",
                                                  "The poison took %1's piece on %2",
                                                  {playerName(toMove_), squareNumber(s)}));
                removePiece(s, 1 - toMove_, t);
            }
        }
        turnDone_ = true;
    }
}

void SorcererState::startTurn() {
    chainSquare_ = -1;
    landed_ = 0;
    immune_ = 0;
    moveCaptured_ = false;
    moveFinished_ = false;
    turnDone_ = false;
    irreversible_ = false;
    const std::string mover = playerName(toMove_);
    for (int p = 0; p < 2; ++p)
        if (piecesOf(p) == 0)
            return finishGame(Phrase::of("no-pieces", "%1 has no pieces left", {playerName(p)}));
    std::vector<Action>& open = scratchActions();
    actionsInto(open);
    if (open.empty()) return finishGame(Phrase::of("cannot-move", "%1 cannot move", {mover}));
    if (!drawn_.empty()) return finishGame(Phrase::text(drawn_));
}

void SorcererState::finishGame(const Phrase& why) {
    struct Measure {
        const char* id;
        const char* name;
        int value[2];
    };
    const Measure hats{"hats", "hats in the rack", {rack_[0].total(), rack_[1].total()}};
    const Measure kings{"kings", "kings", {kingsOf(0), kingsOf(1)}};
    const Measure pieces{"pieces", "pieces on the board", {piecesOf(0), piecesOf(1)}};
    const std::vector<Measure> order = rules_.forBlood ? std::vector<Measure>{pieces, hats, kings}
                                                       : std::vector<Measure>{hats, kings, pieces};
    outcome_.over = true;
    outcome_.winner = -1;
    outcome_.stopped = why;
    for (const Measure& m : order)
        outcome_.measures.push_back({m.id, m.name, {m.value[0], m.value[1]}});
    // The measures found level so far, as one nested phrase ("kings level at 0, ...").
    Phrase level;
    for (const Measure& m : order) {
        if (m.value[0] == m.value[1]) {
            const Phrase same =
                Phrase::of("level-at", "%1 level at %2", {m.name, Phrase::number(m.value[0])});
            level = level.empty() ? same : Phrase::of("comma-list", "%1, %2", {level, same});
            continue;
        }
        outcome_.winner = m.value[0] > m.value[1] ? 0 : 1;
        outcome_.decidedBy = m.id;
        const int w = outcome_.winner;
        const Phrase more = Phrase::of(
            "has-more", "%1 has more %2, %3 to %4",
            {playerName(w), m.name, Phrase::number(m.value[w]), Phrase::number(m.value[1 - w])});
        outcome_.reason = level.empty()
                              ? Phrase::of("scored", "%1; %2", {why, more})
                              : Phrase::of("scored-after-level", "%1; %2; %3", {why, level, more});
        return;
    }
    outcome_.reason = Phrase::of("scored-draw", "%1; %2: a draw", {why, level});
}

std::uint64_t SorcererState::positionKey() const {
    std::uint64_t h = 1469598103934665603ULL;
    auto mix = [&h](std::uint64_t v) { h = (h ^ v) * 1099511628211ULL; };
    for (const Piece& p : board_) {
        mix(static_cast<std::uint64_t>(p.owner + 1) | (p.king ? 8u : 0u));
        for (auto n : p.hats.n) mix(n);
    }
    for (const Hats& r : rack_)
        for (auto n : r.n) mix(n);
    mix(static_cast<std::uint64_t>(toMove_));
    return h;
}

std::uint64_t SorcererState::searchKey() const {
    KeyMixer k;
    for (const Piece& p : board_) {
        k.mix((p.owner + 1) | (p.king ? 4 : 0) | (p.poisoned ? 8 : 0));
        for (auto n : p.hats.n) k.mix(n);
    }
    for (const Hats* hats : {&bag_, &rack_[0], &rack_[1], &pool_[0], &pool_[1], &draftOpen_})
        for (auto n : hats->n) k.mix(n);
    k.mix(draftPicks_[0] * 32 + draftPicks_[1]);
    k.mix(drafting_);
    k.mix(toMove_);
    k.mix(chainSquare_);
    k.mix(static_cast<std::uint64_t>(landed_) << 32 | immune_);
    k.mix((moveCaptured_ ? 1 : 0) | (turnDone_ ? 2 : 0) | (moveFinished_ ? 4 : 0) |
          (irreversible_ ? 8 : 0));
    for (std::size_t i = 0; i < events_.size(); ++i) k.mix(events_[i].kind * 2 + events_[i].player);
    k.mix(outcome_.over ? 1 + outcome_.winner : 0);
    return k.key();
}

std::vector<PieceInfo> SorcererState::pieces() const {
    std::vector<PieceInfo> out;
    for (int s = 0; s < 32; ++s) {
        const Piece& p = board_[s];
        if (p.owner < 0) continue;
        out.push_back({s, p.owner, p.king ? "king" : "man", p.hats.letters(), p.poisoned});
    }
    return out;
}

} // namespace hatrack::sorcerer
