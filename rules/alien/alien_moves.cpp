// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Checkers moves in Alien Checkers: pawns, kings and emperors among fire,
// water, walls and the Monolith; rings, the Hippo and the Snookle on
// checkers; captures and crowning with a piece from the owner's captured ones.
#include "alien_state.h"
#include "piece_words.h"

#include <algorithm>
#include <array>
#include <bit>

namespace hatrack::alien {

bool AlienState::canEnter(int s, int height) const {
    const Square& q = at(s);
    if (q.owner >= 0 || q.fire >= 0 || s == monolith_) return false;
    return q.water < 0 || height > 1;
}

namespace {

// Whether a pawn may take diagonal d, by owner and quarter turns: forward
// follows the table, not the board, so after a quarter turn it runs along a
// row and a pawn may take both diagonals that lead that way.
// The diagonals as bits (1 << d).
constexpr auto kPawnGoes = [] {
    constexpr int fr[] = {1, 0, -1, 0}, fc[] = {0, 1, 0, -1}; // Black's, as forward()
    std::array<std::array<unsigned, 4>, 2> go{};
    for (int owner = 0; owner < 2; ++owner)
        for (int t = 0; t < 4; ++t)
            for (int d = 0; d < 4; ++d) {
                const int sign = owner == 0 ? 1 : -1;
                if (sign * (checkers::kDirRow[d] * fr[t] + checkers::kDirCol[d] * fc[t]) > 0)
                    go[owner][t] |= 1u << d;
            }
    return go;
}();

// The diagonals the checker on s may take, as bits; the generators ask once
// a square rather than once a diagonal, as they run at every node of a search.
inline unsigned goesFrom(const Square& q, bool snookle, int turns) {
    if (q.height > 1 || snookle) return 0xfu;
    return kPawnGoes[static_cast<std::size_t>(q.owner)][static_cast<std::size_t>(turns)];
}

} // namespace

bool AlienState::mayGo(int s, int d) const {
    return (goesFrom(at(s), s == snookle_, turns_) >> d) & 1u;
}

void AlienState::jumpsFrom(int s, std::vector<Action>& out) const {
    const Square& q = at(s);
    if (s == hippo_) return;
    const auto mayJump = [&](int, int over) {
        const Square& o = at(over);
        if (o.owner < 0 || o.owner == q.owner || (immune_ >> over) & 1u) return false;
        return !blocked(s, over, q.owner);
    };
    const auto land = [&](int, int over, int to) {
        if (to >= 0 && canEnter(to, q.height) && !blocked(over, to, q.owner))
            out.push_back({kHop, s, to, over});
    };
    const unsigned go = goesFrom(q, s == snookle_, turns_);
    checkers::forEachJump(
        s, [go](int d) { return ((go >> d) & 1u) != 0; }, mayJump, land);
}

void AlienState::stepsFrom(int s, std::vector<Action>& out) const {
    const Square& q = at(s);
    if (s == hippo_) return;
    const unsigned go = goesFrom(q, s == snookle_, turns_);
    for (int d = 0; d < 4; ++d) {
        if (!((go >> d) & 1u)) continue;
        int from = s;
        // An emperor slides along a free diagonal.
        checkers::alongDiagonal(s, d, q.height == 3 ? 7 : 1, [&](int to) {
            if (!canEnter(to, q.height) || blocked(from, to, q.owner)) return false;
            out.push_back({kHop, s, to, -1});
            from = to;
            return true;
        });
    }
}

int AlienState::tallestCapturable(int victim) const {
    std::vector<Action>& jumps = scratchActions(1);
    for (int s = 0; s < 32; ++s)
        if (at(s).owner == 1 - victim) jumpsFrom(s, jumps);
    int tallest = 0;
    for (const Action& a : jumps) tallest = std::max(tallest, int(at(a.c).height));
    return tallest;
}

AlienState::Mobility AlienState::mobility(int player, bool blockers) const {
    // Called for every position a search values: one list per thread, kept.
    thread_local std::vector<Action> moves;
    moves.clear();
    for (int s = 0; s < 32; ++s)
        if (at(s).owner == player) {
            jumpsFrom(s, moves);
            stepsFrom(s, moves);
        }
    const std::size_t n = moves.size();
    Mobility m{static_cast<int>(n), 3};
    if (!blockers || n == 0 || n > 16) return m;
    // Each blocker as the set of moves it takes away: a fire, water or the
    // Monolith on a square takes the moves into it, a frozen checker its own.
    std::array<std::uint32_t, 64> takes{};
    for (std::size_t i = 0; i < n; ++i) {
        takes[static_cast<std::size_t>(moves[i].b)] |= 1u << i;
        takes[32 + static_cast<std::size_t>(moves[i].a)] |= 1u << i;
    }
    std::array<std::uint32_t, 64> used{};
    std::size_t k = 0;
    for (std::uint32_t t : takes)
        if (t) used[k++] = t;
    const std::uint32_t all = (1u << n) - 1;
    for (std::size_t i = 0; i < k; ++i) {
        if (used[i] == all) {
            m.blockersToStop = 1;
            return m;
        }
        for (std::size_t j = i + 1; j < k && m.blockersToStop == 3; ++j)
            if ((used[i] | used[j]) == all) m.blockersToStop = 2;
    }
    return m;
}

bool AlienState::anyJump(int player) const {
    std::vector<Action>& jumps = scratchActions(1);
    for (int s = 0; s < 32 && jumps.empty(); ++s)
        if (at(s).owner == player) jumpsFrom(s, jumps);
    return !jumps.empty();
}

void AlienState::moveActions(std::vector<Action>& out) const {
    if (chain_ >= 0) {
        jumpsFrom(chain_, out);
        return;
    }
    for (int s = 0; s < 32; ++s)
        if (at(s).owner == toMove_) jumpsFrom(s, out);
    if (!out.empty()) return;
    for (int s = 0; s < 32; ++s)
        if (at(s).owner == toMove_) stepsFrom(s, out);
}

bool AlienState::captureRequired() const {
    return phase_ == Phase::Move && currentPlayer() == toMove_ && anyJump(toMove_);
}

void AlienState::relocate(int from, int to, Transition* t) {
    Square& a = sq_[static_cast<std::size_t>(from)];
    Square& b = sq_[static_cast<std::size_t>(to)];
    b.owner = a.owner;
    b.height = a.height;
    b.ring = a.ring;
    b.id = a.id;
    a.owner = -1;
    a.height = 0;
    a.ring = -1;
    a.id = -1;
    if (t) t->events.push_back(TableEvent::moved(b.id, Place::square(from), Place::square(to)));
    if (hippo_ == from) hippo_ = static_cast<std::int8_t>(to);
    if (snookle_ == from) snookle_ = static_cast<std::int8_t>(to);
}

void AlienState::capture(int s, int by, Transition* t, const char* reason) {
    Square& q = sq_[static_cast<std::size_t>(s)];
    const int owner = q.owner;
    if (q.ring >= 0 && t)
        t->events.push_back(TableEvent::removed(kRingId + q.ring, Place::on(q.id), reason));
    if (hippo_ == s) {
        if (t) t->events.push_back(TableEvent::removed(kHippoId, Place::on(q.id), reason));
        hippo_ = -1;
    }
    if (snookle_ == s) {
        if (t) t->events.push_back(TableEvent::removed(kSnookleId, Place::on(q.id), reason));
        snookle_ = -1;
    }
    if (t)
        t->events.push_back(TableEvent::moved(q.id, Place::square(s),
                                              Place::inZone("captured:" + std::to_string(owner))));
    if (by >= 0 && by != owner) took_[by] += q.height;
    q.owner = -1;
    q.height = 0;
    q.ring = -1;
    q.id = -1;
    progress_ = true;
}

void AlienState::crownAt(int s, Transition* t) {
    Square& q = sq_[static_cast<std::size_t>(s)];
    q.height = 2;
    if (t) t->events.push_back(TableEvent::crowned(q.id, Place::square(s)));
    progress_ = true;
}

bool AlienState::isReady(int s) const {
    const Square& q = at(s);
    return q.owner >= 0 && q.height == 1 && onFarRow(q.owner, s);
}

bool AlienState::mustChooseCrown(int p) const {
    const int spare = captured(p);
    if (spare == 0) return false;
    int ready = 0;
    for (int s = 0; s < 32; ++s)
        if (at(s).owner == p && isReady(s)) ++ready;
    // A pawn in the middle of its own jump chain is not crowned until it stops.
    if (chain_ >= 0 && at(chain_).owner == p && isReady(chain_)) --ready;
    return ready > spare;
}

int AlienState::crownChooser() const {
    for (int p = 0; p < 2; ++p)
        if (mustChooseCrown(p)) return p;
    return -1;
}

void AlienState::settleCrowns(Transition* t) {
    for (int p = 0; p < 2; ++p) {
        std::uint32_t ready = 0;
        for (int s = 0; s < 32; ++s)
            if (at(s).owner == p && isReady(s) && s != chain_) ready |= std::uint32_t{1} << s;
        if (ready == 0 || std::popcount(ready) > captured(p)) continue;
        for (std::uint32_t r = ready; r; r &= r - 1) crownAt(std::countr_zero(r), t);
        // The list of moves says so: the move's own notation ("24x31") does
        // not, and a ready pawn is crowned in the opponent's turn, with no
        // move of its own. (Only with a transition: a search's advance
        // allocates nothing.)
        if (!t) continue;
        std::vector<Phrase> names;
        for (; ready; ready &= ready - 1)
            names.push_back(Phrase::verbatim(squareName(std::countr_zero(ready))));
        const Phrase owner(playerName(p));
        if (p == toMove_)
            t->notes.push_back(
                names.size() == 1
                    ? Phrase::of("crowned", "%1's pawn on %2 is crowned", {owner, names.front()})
                    : Phrase::of("crowned-many", "%1's pawns on %2 are crowned",
                                 {owner, words::andList(std::move(names))}));
        else
            t->notes.push_back(names.size() == 1
                                   ? Phrase::of("ready-crowned", "%1's ready pawn on %2 is crowned",
                                                {owner, names.front()})
                                   : Phrase::of("ready-crowned-many",
                                                "%1's ready pawns on %2 are crowned",
                                                {owner, words::andList(std::move(names))}));
    }
}

void AlienState::applyHop(const Action& a, Transition* t) {
    const int from = a.a, to = a.b, over = a.c;
    const Square mover = at(from);
    relocate(from, to, t);
    if (mover.height == 1) progress_ = true;
    if (over >= 0) {
        Square& o = sq_[static_cast<std::size_t>(over)];
        if (o.ring >= 0) {
            // The ring takes the blow; the checker stays and cannot be jumped again this chain.
            if (t) {
                t->events.push_back(TableEvent::removed(kRingId + o.ring, Place::on(o.id), "ring"));
                t->notes.push_back(Phrase::of("ring-saves", "A ring saves the checker on %1",
                                              {Phrase::verbatim(std::to_string(over + 1))}));
            }
            o.ring = -1;
            immune_ |= 1u << over;
        } else {
            capture(over, toMove_, t, "captured");
            ++capturesThisMove_;
        }
        std::vector<Action>& more = scratchActions();
        const bool stops = mover.height == 1 && onFarRow(mover.owner, to);
        if (!stops) jumpsFrom(to, more);
        chain_ = more.empty() ? -1 : to;
    } else {
        chain_ = -1;
    }
    if (chain_ < 0) {
        immune_ = 0;
        phase_ = Phase::Draw;
        if (pileCount(-1) == 0) refillPile(t);
    }
    settleCrowns(t);
}

} // namespace hatrack::alien
