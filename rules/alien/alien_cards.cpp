// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The 20 cards of Alien Checkers (our reconstruction, docs/rules.md): which
// targets each card offers and what it does to the table.
#include "alien_state.h"

#include "piece_words.h"

#include <algorithm>

namespace hatrack::alien {

namespace {

// A token index of a kind not on the board, or -1 when all are in use.
template <class Used> int freeIndex(int count, Used used) {
    for (int i = 0; i < count; ++i)
        if (!used(i)) return i;
    return -1;
}

} // namespace

static bool emptySquare(const AlienState& s, int q) {
    const Square& x = s.at(q);
    return x.owner < 0 && x.fire < 0 && x.water < 0 && q != s.monolith();
}

static int freeFire(const AlienState& s) {
    return freeIndex(kFires, [&](int i) {
        for (int q = 0; q < 32; ++q)
            if (s.at(q).fire == i) return true;
        return false;
    });
}
static int freeWater(const AlienState& s) {
    return freeIndex(kWaters, [&](int i) {
        for (int q = 0; q < 32; ++q)
            if (s.at(q).water == i) return true;
        return false;
    });
}
static int freeRing(const AlienState& s) {
    return freeIndex(kRingTokens, [&](int i) {
        for (int q = 0; q < 32; ++q)
            if (s.at(q).ring == i) return true;
        return false;
    });
}
static int wallsInBox(const AlienState& s, int p) {
    int n = 0;
    for (int i = 0; i < kWallsEach; ++i) n += s.wall(p, i).edge < 0;
    return n;
}

bool AlienState::antimatterUseful() const {
    if (monolith_ >= 0 || hippo_ >= 0 || snookle_ >= 0) return true;
    for (int q = 0; q < 32; ++q)
        if (at(q).fire >= 0 || at(q).water >= 0 || at(q).ring >= 0) return true;
    for (int p = 0; p < 2; ++p)
        for (const Wall& w : walls_[p])
            if (w.edge >= 0) return true;
    return false;
}

bool AlienState::cardWouldAct(int kind) const {
    if (kind == kReshuffle) return true;
    AlienState probe(*this);
    probe.effect_ = kind;
    std::vector<Action> targets;
    probe.targetActions(targets);
    return !targets.empty();
}

void AlienState::targetActions(std::vector<Action>& out) const {
    const int me = toMove_;
    switch (effect_) {
    case kMonolith:
        if (monolith_ < 0) {
            for (int q = 0; q < 32; ++q)
                if (emptySquare(*this, q)) out.push_back({kPlaceMonolith, q});
        } else {
            for (int d = 0; d < 4; ++d)
                checkers::alongDiagonal(monolith_, d, 3, [&](int to) {
                    out.push_back({kSlide, monolith_, to});
                    return true;
                });
        }
        break;
    case kHippo:
        for (int q = 0; q < 32; ++q)
            if (at(q).owner >= 0 && q != snookle_ && q != hippo_) out.push_back({kSetHippo, q});
        break;
    case kSnookle:
        for (int q = 0; q < 32; ++q)
            if (at(q).owner >= 0 && q != snookle_) out.push_back({kSetSnookle, q});
        break;
    case kFire:
        if (freeFire(*this) >= 0)
            for (int q = 0; q < 32; ++q)
                if (emptySquare(*this, q)) out.push_back({kSetFire, q});
        break;
    case kWater:
        if (freeWater(*this) >= 0)
            for (int q = 0; q < 32; ++q)
                if (emptySquare(*this, q) || (at(q).fire >= 0 && at(q).owner < 0))
                    out.push_back({kSetWater, q});
        break;
    case kWallsCard:
        if (wallsInBox(*this, me) >= 2) addWallPairs(out);
        break;
    case kRings:
        if (freeRing(*this) >= 0)
            for (int q = 0; q < 32; ++q)
                if (at(q).owner == me && at(q).ring < 0) out.push_back({kSetRing, q});
        break;
    case kRotate:
        out.push_back({kTurnBoard, 1});
        out.push_back({kTurnBoard, -1});
        break;
    case kRevive:
        if (captured(me) > 0)
            for (int q = 0; q < 32; ++q)
                if (onHomeRow(me, q) && emptySquare(*this, q)) out.push_back({kRevivePawn, q});
        break;
    case kAntimatter:
        for (int q = 0; q < 32; ++q)
            if (at(q).fire >= 0) out.push_back({kRemove, kFireId + at(q).fire});
        for (int q = 0; q < 32; ++q)
            if (at(q).water >= 0) out.push_back({kRemove, kWaterId + at(q).water});
        for (int q = 0; q < 32; ++q)
            if (at(q).ring >= 0) out.push_back({kRemove, kRingId + at(q).ring});
        for (int p = 0; p < 2; ++p)
            for (int i = 0; i < kWallsEach; ++i) {
                const Wall& w = walls_[p][i];
                if (w.edge >= 0 && (w.partner < 0 || w.partner > i))
                    out.push_back({kRemove, kWallId + p * kWallsEach + i});
            }
        if (monolith_ >= 0) out.push_back({kRemove, kMonolithId});
        if (hippo_ >= 0) out.push_back({kRemove, kHippoId});
        if (snookle_ >= 0) out.push_back({kRemove, kSnookleId});
        break;
    case kCoronation:
        if (captured(me) > 0)
            for (int q = 0; q < 32; ++q)
                if (at(q).owner == me && at(q).height == 2) out.push_back({kMakeEmperor, q});
        break;
    default:
        break;
    }
}

void AlienState::moveCard(int n, CardAt to, Transition* t, bool reveal) {
    static const char* zones[] = {"draw", "discard", "face-up"};
    const CardAt from = cardAt_[static_cast<std::size_t>(n)];
    if (from == to) return;
    if (from == CardAt::FaceUp) {
        const int order = upOrder_[static_cast<std::size_t>(n)];
        for (int i = 0; i < kCards; ++i)
            if (cardAt_[static_cast<std::size_t>(i)] == CardAt::FaceUp &&
                upOrder_[static_cast<std::size_t>(i)] > order)
                --upOrder_[static_cast<std::size_t>(i)];
        --upCount_;
    }
    cardAt_[static_cast<std::size_t>(n)] = to;
    if (to == CardAt::FaceUp) upOrder_[static_cast<std::size_t>(n)] = upCount_++;
    if (to == CardAt::Discard) discardOrder_[static_cast<std::size_t>(n)] = discardCount_++;
    // Cards leave the discards all together (a new draw pile, Reshuffle).
    if (from == CardAt::Discard &&
        std::none_of(cardAt_.begin(), cardAt_.end(), [](CardAt c) { return c == CardAt::Discard; }))
        discardCount_ = 0;
    if (!t) return;
    const int kind = cardKind(n);
    t->events.push_back(TableEvent::moved(kCardId + n, Place::inZone(zones[static_cast<int>(from)]),
                                          Place::inZone(zones[static_cast<int>(to)]),
                                          to == CardAt::Pile ? std::string{} : cardName(kind)));
    if (reveal) {
        TableEvent e;
        e.kind = TableEvent::Kind::Revealed;
        e.token = kCardId + n;
        e.to = Place::inZone("face-up");
        e.face = cardName(kind);
        t->events.push_back(e);
    }
}

void AlienState::refillPile(Transition* t) {
    for (int n = 0; n < kCards; ++n)
        if (cardAt_[static_cast<std::size_t>(n)] == CardAt::Discard)
            moveCard(n, CardAt::Pile, t, false);
    if (t)
        t->notes.push_back(
            Phrase::of("reshuffled", "The discards are shuffled into a new draw pile", {}));
}

namespace {
// The planet whose goal a card serves, or -1.
int planetServed(int card) {
    switch (card) {
    case kFire:
        return kVenus;
    case kWater:
        return kEarth;
    case kRings:
        return kSaturn;
    case kRotate:
        return kUranus;
    case kSnookle:
        return kPluto;
    case kCoronation:
        return kJupiter;
    case kMonolith:
        return kNeptune;
    default:
        return -1;
    }
}
} // namespace

void AlienState::applyChoose(int card, Transition* t) {
    // A choice between two kinds says something about the chooser's planet.
    const int served = planetServed(card);
    auto& lean = leaning_[toMove_];
    if (served >= 0 && upCount_ > faceUpCount(card) && lean[static_cast<std::size_t>(served)] < 255)
        ++lean[static_cast<std::size_t>(served)];
    if (card == kReshuffle) {
        for (int n = 0; n < kCards; ++n) moveCard(n, CardAt::Pile, t, false);
        if (t)
            t->notes.push_back(
                Phrase::of("reshuffle", "All the cards are shuffled into the draw pile", {}));
        effect_ = kReshuffle;
        phase_ = Phase::FaceUp;
        return;
    }
    effect_ = card;
    std::vector<Action>& targets = scratchActions();
    targetActions(targets);
    if (targets.empty()) {
        if (t)
            t->notes.push_back(
                Phrase::of("card-idle", "The %1 card has nothing to do", {cardTitle(card)}));
        endEffect(t);
        return;
    }
    phase_ = Phase::Effect;
}

void AlienState::pushChain(int s, int d, Transition* t, std::vector<int>& lost) {
    const int next = checkers::neighbour(s, d);
    auto lose = [&] {
        if (at(s).owner != toMove_) monolithTookEnemy_ = true;
        if (t) lost.push_back(at(s).id); // only to be told
        capture(s, toMove_, t, "pushed");
    };
    if (next < 0 || blocked(s, next, -1)) return lose();
    if (at(next).owner >= 0) pushChain(next, d, t, lost);
    if (at(next).fire >= 0 || (at(next).water >= 0 && at(s).height == 1)) return lose();
    relocate(s, next, t);
}

// Walls, fire and water vanish from the board under the slide; the list of
// moves says so, and where the walls go (back to their owner, who may build
// them again: docs/rules.md).
void AlienState::sayWhatTheMonolithSwept(std::array<std::vector<int>, 2> wallsBeside,
                                         const std::vector<int>& fires,
                                         const std::vector<int>& waters, Transition& t) const {
    const auto names = [&](std::vector<int> squares) {
        std::sort(squares.begin(), squares.end());
        squares.erase(std::unique(squares.begin(), squares.end()), squares.end());
        std::vector<Phrase> out;
        for (int s : squares) out.push_back(Phrase::verbatim(squareName(s)));
        return words::andList(std::move(out));
    };
    for (int p = 0; p < 2; ++p) {
        const auto& beside = wallsBeside[static_cast<std::size_t>(p)];
        if (beside.empty()) continue;
        const Phrase owner(playerName(p));
        t.notes.push_back(
            beside.size() == 1
                ? Phrase::of("monolith-sweeps-wall",
                             "The Monolith sweeps away %1's wall beside %2; it goes back to %1",
                             {owner, names(beside)})
                : Phrase::of("monolith-sweeps-walls",
                             "The Monolith sweeps away %1's walls beside %2; they go back to %1",
                             {owner, names(beside)}));
    }
    if (!fires.empty())
        t.notes.push_back(Phrase::of("monolith-puts-out", "The Monolith puts out the fire on %1",
                                     {names(fires)}));
    if (!waters.empty())
        t.notes.push_back(Phrase::of("monolith-clears", "The Monolith clears the water from %1",
                                     {names(waters)}));
}

void AlienState::slideMonolith(int to, Transition* t) {
    const int d = checkers::dirOf(rowOf(to) - rowOf(monolith_), colOf(to) - colOf(monolith_));
    // Checkers pushed along the slide stand on new squares before they are
    // lost, so each is named by where it stood when the card was played.
    std::vector<std::pair<int, int>> stood;
    if (t)
        for (int s = 0; s < 32; ++s)
            if (at(s).owner >= 0) stood.push_back({at(s).id, s});
    std::vector<int> lost, fires, waters;
    std::array<std::vector<int>, 2>
        wallsBeside; // the squares each player's swept walls stood beside
    while (monolith_ != to) {
        const int from = monolith_;
        const int next = checkers::neighbour(from, d);
        if (blocked(from, next, -1)) {
            for (int e : wallsAtCorner(from, next))
                for (int p = 0; p < 2; ++p)
                    for (int i = 0; i < kWallsEach; ++i) {
                        const Wall& w = walls_[p][i];
                        if (e < 0 || w.edge != e) continue;
                        if (w.partner >= 0) walls_[p][w.partner].partner = -1;
                        if (t) wallsBeside[static_cast<std::size_t>(p)].push_back(e / 4);
                        if (t)
                            t->events.push_back(TableEvent::removed(
                                kWallId + p * kWallsEach + i,
                                Place::edge(e / 4, static_cast<Place::Side>(e % 4)), "monolith"));
                        clearWall(p, i);
                    }
        }
        Square& n = sq_[static_cast<std::size_t>(next)];
        if (n.fire >= 0) {
            if (t) fires.push_back(next);
            if (t)
                t->events.push_back(
                    TableEvent::removed(kFireId + n.fire, Place::square(next), "monolith"));
            n.fire = -1;
        }
        if (n.water >= 0) {
            if (t) waters.push_back(next);
            if (t)
                t->events.push_back(
                    TableEvent::removed(kWaterId + n.water, Place::square(next), "monolith"));
            n.water = -1;
        }
        if (n.owner >= 0) pushChain(next, d, t, lost);
        monolith_ = static_cast<std::int8_t>(next);
        if (t)
            t->events.push_back(
                TableEvent::moved(kMonolithId, Place::square(from), Place::square(next)));
    }
    if (!t) return;
    sayWhatTheMonolithSwept(wallsBeside, fires, waters, *t);
    if (lost.empty()) return;
    std::vector<int> squares;
    for (const auto& [id, s] : stood)
        if (std::find(lost.begin(), lost.end(), id) != lost.end()) squares.push_back(s);
    std::vector<Phrase> names;
    for (int s : squares) names.push_back(Phrase::verbatim(squareName(s)));
    t->notes.push_back(
        names.size() == 1
            ? Phrase::of("pushed-off", "The Monolith's push captures the checker that stood on %1",
                         {names.front()})
            : Phrase::of("pushed-off-many",
                         "The Monolith's push captures the checkers that stood on %1",
                         {words::andList(std::move(names))}));
}

void AlienState::turnBoard(int dir, Transition* t) {
    turns_ = static_cast<std::int8_t>((turns_ + dir + 4) % 4);
    if (t) {
        TableEvent e;
        e.kind = TableEvent::Kind::Turned;
        e.value = dir;
        e.reason = "rotate";
        t->events.push_back(e);
    }
    // Pawns now on their far row are crowned before the turn ends.
    settleCrowns(t);
}

void AlienState::applyEffect(const Action& a, Transition* t) {
    const int me = toMove_;
    Square* q = a.a >= 0 && a.a < 32 ? &sq_[static_cast<std::size_t>(a.a)] : nullptr;
    switch (a.kind) {
    case kPlaceMonolith:
        monolith_ = static_cast<std::int8_t>(a.a);
        if (t) t->events.push_back(TableEvent::added(kMonolithId, Place::square(a.a), "monolith"));
        break;
    case kSlide:
        slideMonolith(a.b, t);
        break;
    case kSetHippo:
        if (t)
            t->events.push_back(
                hippo_ >= 0
                    ? TableEvent::moved(kHippoId, Place::on(at(hippo_).id), Place::on(q->id))
                    : TableEvent::added(kHippoId, Place::on(q->id), "hippo"));
        hippo_ = static_cast<std::int8_t>(a.a);
        break;
    case kSetSnookle:
        if (t)
            t->events.push_back(
                snookle_ >= 0
                    ? TableEvent::moved(kSnookleId, Place::on(at(snookle_).id), Place::on(q->id))
                    : TableEvent::added(kSnookleId, Place::on(q->id), "snookle"));
        snookle_ = static_cast<std::int8_t>(a.a);
        if (hippo_ == a.a) {
            if (t) {
                t->events.push_back(TableEvent::removed(kHippoId, Place::on(q->id), "snookle"));
                t->notes.push_back(
                    Phrase::of("hippo-flees", "The Hippo cannot stand the Snookle and leaves", {}));
            }
            hippo_ = -1;
        }
        break;
    case kSetFire:
        q->fire = static_cast<std::int8_t>(freeFire(*this));
        if (t)
            t->events.push_back(TableEvent::added(kFireId + q->fire, Place::square(a.a), "fire"));
        break;
    case kSetWater:
        if (q->fire >= 0) {
            if (t)
                t->events.push_back(
                    TableEvent::removed(kFireId + q->fire, Place::square(a.a), "water"));
            q->fire = -1;
        }
        q->water = static_cast<std::int8_t>(freeWater(*this));
        if (t)
            t->events.push_back(
                TableEvent::added(kWaterId + q->water, Place::square(a.a), "water"));
        break;
    case kBuildWalls: {
        int first = -1;
        for (int e : {a.a, a.b}) {
            int i = 0;
            while (walls_[me][i].edge >= 0) ++i;
            placeWall(me, i, e);
            if (t)
                t->events.push_back(TableEvent::added(
                    kWallId + me * kWallsEach + i,
                    Place::edge(e / 4, static_cast<Place::Side>(e % 4)), "walls"));
            if (first < 0) {
                first = i;
            } else {
                walls_[me][i].partner = static_cast<std::int8_t>(first);
                walls_[me][first].partner = static_cast<std::int8_t>(i);
            }
        }
        break;
    }
    case kSetRing:
        q->ring = static_cast<std::int8_t>(freeRing(*this));
        if (t) t->events.push_back(TableEvent::added(kRingId + q->ring, Place::on(q->id), "ring"));
        break;
    case kTurnBoard:
        turnBoard(a.a, t);
        break;
    case kRevivePawn:
        q->owner = static_cast<std::int8_t>(me);
        q->height = 1;
        q->id = static_cast<std::int16_t>(nextId_++);
        if (t) t->events.push_back(TableEvent::added(q->id, Place::square(a.a), "revive"));
        progress_ = true;
        break;
    case kMakeEmperor: {
        q->height = 3;
        if (t) {
            TableEvent e = TableEvent::crowned(q->id, Place::square(a.a));
            e.face = "emperor";
            t->events.push_back(e);
        }
        progress_ = true;
        break;
    }
    case kRemove: {
        const int id = a.a;
        auto removed = [&](Place from) {
            if (t) t->events.push_back(TableEvent::removed(id, from, "antimatter"));
        };
        if (id == kMonolithId) {
            removed(Place::square(monolith_));
            monolith_ = -1;
        } else if (id == kHippoId) {
            removed(Place::on(at(hippo_).id));
            hippo_ = -1;
        } else if (id == kSnookleId) {
            removed(Place::on(at(snookle_).id));
            snookle_ = -1;
        } else if (id >= kWallId && id < kWallId + 2 * kWallsEach) {
            const int p = (id - kWallId) / kWallsEach, i = (id - kWallId) % kWallsEach;
            for (int k : {i, static_cast<int>(walls_[p][i].partner)}) {
                if (k < 0) continue;
                const Wall& w = walls_[p][k];
                if (t)
                    t->events.push_back(TableEvent::removed(
                        kWallId + p * kWallsEach + k,
                        Place::edge(w.edge / 4, static_cast<Place::Side>(w.edge % 4)),
                        "antimatter"));
                clearWall(p, k);
            }
        } else {
            for (int s = 0; s < 32; ++s) {
                Square& x = sq_[static_cast<std::size_t>(s)];
                if (x.fire >= 0 && id == kFireId + x.fire) {
                    removed(Place::square(s));
                    x.fire = -1;
                } else if (x.water >= 0 && id == kWaterId + x.water) {
                    removed(Place::square(s));
                    x.water = -1;
                } else if (x.ring >= 0 && id == kRingId + x.ring) {
                    removed(Place::on(x.id));
                    x.ring = -1;
                }
            }
        }
        break;
    }
    default:
        break;
    }
    endEffect(t);
}

} // namespace hatrack::alien
