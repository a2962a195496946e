// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What may be done: the characters and their spells, moves and jumps (the
// Tactical Master's bent ones too), and the targets of every spell and power.
#include "fantasy_state.h"
#include "state_key.h"

#include <algorithm>
#include <bit>

namespace hatrack::fantasy {

namespace {

using checkers::mayGo;
using checkers::neighbour;

const char* const kCharacterIds[kCharacters] = {"ranger", "cleric",  "bard",
                                                "thief",  "fighter", "mage"};
const char* const kCharacterNames[kCharacters] = {
    "the Demented Ranger",     "the Stalwart Cleric", "the Bard",
    "the Ranged Attack Thief", "the Smart Fighter",   "the Arcane Mage"};
// As the setup screen and the variant lab name them.
const char* const kCharacterTitles[kCharacters] = {
    "Demented Ranger",     "Stalwart Cleric", "Bard",
    "Ranged Attack Thief", "Smart Fighter",   "Arcane Mage"};
const char* const kSpellIds[kSpells] = {"backstab",      "shoot",          "cure-light",
                                        "cure-critical", "call-lightning", "charm",
                                        "illusion",      "fireball",       "magic-missile"};
const char* const kSpellNames[kSpells] = {
    "Backstab", "Shortbow", "Cure Light Wounds", "Cure Critical Wounds", "Call Lightning",
    "Charm",    "Illusion", "Fireball",          "Magic Missile"};
constexpr int kCosts[kSpells] = {0, 1, 1, 3, 5, 1, 2, 3, 1};

} // namespace

const char* characterId(int c) {
    return c >= 0 && c < kCharacters ? kCharacterIds[c] : "?";
}
std::string characterName(int c) {
    return c >= 0 && c < kCharacters ? kCharacterNames[c] : "no character";
}
std::string characterTitle(int c) {
    return c >= 0 && c < kCharacters ? kCharacterTitles[c] : "no character";
}
int characterFromId(const std::string& id) {
    for (int c = 0; c < kCharacters; ++c)
        if (id == kCharacterIds[c]) return c;
    return kNoCharacter;
}
const char* spellId(int s) {
    return s >= 0 && s < kSpells ? kSpellIds[s] : "?";
}
std::string spellName(int s) {
    return s >= 0 && s < kSpells ? kSpellNames[s] : "?";
}
int spellCost(int s) {
    return s >= 0 && s < kSpells ? kCosts[s] : 0;
}
bool isSpellcaster(int c) {
    return c == kCleric || c == kBard || c == kMage;
}
std::span<const int> spellbook(int c) {
    static constexpr int ranger[] = {kBackstab}, cleric[] = {kCureLight, kCureCritical, kLightning},
                         bard[] = {kCharm, kIllusion}, thief[] = {kShoot},
                         mage[] = {kFireball, kMissile};
    switch (c) {
    case kRanger:
        return ranger;
    case kCleric:
        return cleric;
    case kBard:
        return bard;
    case kThief:
        return thief;
    case kMage:
        return mage;
    default:
        return {};
    }
}

int rowOf(int s) {
    return checkers::Geometry::row(s);
}
int colOf(int s) {
    return checkers::Geometry::col(s);
}
int squareAt(int r, int c) {
    return checkers::Geometry::at(r, c);
}
std::string sqText(int s) {
    return std::to_string(s + 1);
}

bool FantasyState::jumpable(int attacker, int square) const {
    const Cell& c = cells_[static_cast<std::size_t>(square)];
    if (c.owner != 1 - attacker) return false;
    if (c.illusion) return true;
    if (immune_ & (std::uint32_t{1} << square)) return false;
    // The Bard's charm: a checker carrying a penny cannot be jumped.
    return !(character(c.owner) == kBard && c.pennies > 0);
}

void FantasyState::jumpsFrom(int square, std::vector<Action>& out) const {
    const Cell& c = cells_[static_cast<std::size_t>(square)];
    if (c.owner < 0) return;
    const bool allWays = c.king && !c.illusion;
    const bool bends = !c.illusion && character(c.owner) == kFighter && ld(c.owner) > 0;
    auto empty = [&](int s) { return s >= 0 && cells_[static_cast<std::size_t>(s)].owner < 0; };
    const auto land = [&](int d, int over, int straight) {
        if (empty(straight)) out.push_back({kJump, square, straight, over});
        if (!bends) return;
        // Tactical Master: a right angle at the jumped checker; a man only two rows ahead.
        const checkers::Geometry& g = checkers::Geometry::get();
        const int ahead = g.bentAhead[square][d];
        if (empty(ahead)) out.push_back({kJump, square, ahead, over});
        const int aside = g.bentAside[square][d];
        if (allWays && empty(aside)) out.push_back({kJump, square, aside, over});
    };
    checkers::forEachJump(
        square, [&](int d) { return mayGo(c.owner, allWays, d); },
        [&](int, int over) { return jumpable(c.owner, over); }, land);
}

void FantasyState::stepsFrom(int square, std::vector<Action>& out) const {
    const Cell& c = cells_[static_cast<std::size_t>(square)];
    const bool allWays = c.king && !c.illusion;
    checkers::forEachStep(
        square, [&](int d) { return mayGo(c.owner, allWays, d); },
        [&](int to) { return cells_[static_cast<std::size_t>(to)].owner < 0; },
        [&](int, int to) {
            out.push_back({kStep, square, to});
        });
}

void FantasyState::boardMoves(int player, std::vector<Action>& out, bool illusionsMove) const {
    const std::size_t first = out.size();
    for (int s = 0; s < 32; ++s) {
        const Cell& c = cells_[static_cast<std::size_t>(s)];
        if (c.owner == player && (illusionsMove || !c.illusion)) jumpsFrom(s, out);
    }
    if (out.size() > first) return;
    for (int s = 0; s < 32; ++s) {
        const Cell& c = cells_[static_cast<std::size_t>(s)];
        if (c.owner == player && (illusionsMove || !c.illusion)) stepsFrom(s, out);
    }
}

FantasyState::Area FantasyState::areaOf(int spell, int target) const {
    Area area;
    area.squares[static_cast<std::size_t>(area.size++)] = target;
    if (spell != kFireball && spell != kLightning) return area;
    // Diagonal neighbours only (the others are light squares): the row above,
    // then the row below, each left to right, which is square order.
    for (int dr : {-1, 1})
        for (int dc : {-1, 1}) {
            const int s = squareAt(rowOf(target) + dr, colOf(target) + dc);
            if (s >= 0) area.squares[static_cast<std::size_t>(area.size++)] = s;
        }
    return area;
}

std::vector<int> FantasyState::stabTargets() const {
    std::vector<int> out;
    if (chainSq_ < 0) return out;
    for (int d = 0; d < 4; ++d) {
        const int s = neighbour(chainSq_, d);
        if (s < 0) continue;
        const Cell& c = cells_[static_cast<std::size_t>(s)];
        if (c.owner == 1 - toMove_ && !c.illusion && !(immune_ & (std::uint32_t{1} << s)))
            out.push_back(s);
    }
    std::sort(out.begin(), out.end());
    return out;
}

namespace {

std::vector<int> squaresIn(std::uint32_t mask) {
    std::vector<int> out;
    for (; mask; mask &= mask - 1) out.push_back(std::countr_zero(mask));
    return out;
}

} // namespace

std::uint32_t FantasyState::arrowMask(int range) const {
    std::uint32_t out = 0;
    const int me = toMove_;
    for (int s = 0; s < 32; ++s) {
        const Cell& c = cells_[static_cast<std::size_t>(s)];
        if (c.owner != me || c.illusion) continue;
        for (int d = 0; d < 4; ++d)
            checkers::alongDiagonal(s, d, range, [&](int t) {
                const Cell& hit = cells_[static_cast<std::size_t>(t)];
                if (hit.owner < 0) return true;
                if (hit.owner == 1 - me && !hit.illusion) out |= std::uint32_t{1} << t;
                return false;
            });
    }
    return out;
}

std::vector<int> FantasyState::arrowTargets() const {
    return squaresIn(arrowMask(range_));
}

std::vector<int> FantasyState::targets(int spell) const {
    return squaresIn(spell == kShoot ? arrowMask(range_) : targetMask(spell));
}

// A set of squares, so that asking whether a spell has a target costs no list.
std::uint32_t FantasyState::targetMask(int spell) const {
    const int me = toMove_;
    std::uint32_t out = 0;
    auto add = [&out](int s) { out |= std::uint32_t{1} << s; };
    auto at = [&](int s) -> const Cell& { return cells_[static_cast<std::size_t>(s)]; };
    auto enemy = [&](int s) { return at(s).owner == 1 - me && !at(s).illusion; };
    auto mine = [&](int s) { return at(s).owner == me && !at(s).illusion; };
    switch (spell) {
    case kBackstab:
        for (int s = 0; s < 32; ++s) {
            if (!enemy(s)) continue;
            // Behind: where that checker came from, as its owner sees it.
            for (int d = 0; d < 4; ++d) {
                if (mayGo(at(s).owner, false, d)) continue;
                const int b = neighbour(s, d);
                if (b >= 0 && mine(b)) {
                    add(s);
                    break;
                }
            }
        }
        break;
    case kShoot:
        return arrowMask(range_);
    case kCureLight:
        for (int s = 0; s < 32; ++s)
            if (mine(s) && at(s).wounded) add(s);
        break;
    case kLightning:
        for (int s = 0; s < 32; ++s)
            if (at(s).owner >= 0 && !at(s).illusion) add(s);
        break;
    case kCharm:
        for (int s = 0; s < 32; ++s)
            if (mine(s)) add(s);
        break;
    case kIllusion:
        for (int s = me == 0 ? 0 : 16; s < (me == 0 ? 16 : 32); ++s)
            if (at(s).owner < 0) add(s);
        break;
    case kFireball:
        for (int s = 0; s < 32; ++s) {
            if (!mine(s)) continue;
            for (int d = 0; d < 4; ++d)
                checkers::alongDiagonal(s, d, 7, [&](int t) {
                    if (at(t).owner < 0) return true;
                    if (enemy(t)) add(t);
                    return false;
                });
        }
        break;
    case kMissile: {
        // Along empty squares, the way the casting checker could step.
        for (int s = 0; s < 32; ++s) {
            if (!mine(s)) continue;
            std::array<int, 32> frontier{s};
            int open = 1;
            std::uint32_t seen = std::uint32_t{1} << s;
            while (open > 0) {
                const int f = frontier[static_cast<std::size_t>(--open)];
                for (int d = 0; d < 4; ++d) {
                    if (!mayGo(me, at(s).king, d)) continue;
                    const int t = neighbour(f, d);
                    if (t < 0 || (seen & (std::uint32_t{1} << t))) continue;
                    seen |= std::uint32_t{1} << t;
                    if (at(t).owner < 0)
                        frontier[static_cast<std::size_t>(open++)] = t;
                    else if (enemy(t))
                        add(t);
                }
            }
        }
        break;
    }
    default:
        break;
    }
    if (spell == kBackstab || spell == kFireball || spell == kMissile) out &= ~immune_;
    return out;
}

bool FantasyState::canCast(int spell) const {
    const int me = toMove_;
    const int purse = sides_[static_cast<std::size_t>(me)].pennies;
    switch (spell) {
    case kBackstab:
        return level(me) >= 1 && targetMask(kBackstab) != 0;
    case kShoot:
        return level(me) >= 1 && purse >= 1 && arrowMask(level(me)) != 0;
    case kCureCritical:
        return false; // only offered in the opponent's turn
    default:
        return purse >= spellCost(spell) && targetMask(spell) != 0;
    }
}

std::vector<Action> FantasyState::turnActions() const {
    std::vector<Action> out;
    const int me = toMove_;
    if (sides_[static_cast<std::size_t>(me)].skip) return {{kPass}};
    boardMoves(me, out);
    // Captures come before any spell or power.
    if (!out.empty() && out.front().kind == kJump) return out;
    for (int spell : spellbook(character(me)))
        if (canCast(spell)) out.push_back({kCast, spell});
    return out;
}

bool FantasyState::captureRequired() const {
    if (phase_ == Phase::Chain) return true;
    if (phase_ != Phase::Turn) return false;
    const auto actions = turnActions();
    return !actions.empty() && actions.front().kind == kJump;
}

std::vector<Action> FantasyState::legalActions() const {
    std::vector<Action> out;
    switch (phase_) {
    case Phase::Choose:
        for (int c = 0; c < kCharacters; ++c) out.push_back({kChoose, c});
        break;
    case Phase::Turn:
        return turnActions();
    case Phase::Chain:
        jumpsFrom(chainSq_, out);
        break;
    case Phase::Target:
        for (int s : targets(spell_)) out.push_back({kTarget, s});
        break;
    case Phase::Arrows:
        for (int s : arrowTargets()) out.push_back({kTarget, s});
        if (shots_ > 0) out.push_back({kStop});
        break;
    case Phase::Stab:
        for (int s : stabTargets()) out.push_back({kTarget, s});
        out.push_back({kStop});
        break;
    case Phase::CureOffer:
        out.push_back({kCure});
        out.push_back({kLetCapture});
        break;
    case Phase::Roll:
        for (int f = 1; f <= 6; ++f) out.push_back({kRoll, f});
        break;
    default:
        break;
    }
    return out;
}

int FantasyState::threatenedIllusion() {
    const int me = toMove_;
    std::vector<Action>& withIt = scratchActions(0);
    boardMoves(me, withIt);
    for (int s = 0; s < 32; ++s) {
        const Cell c = cells_[static_cast<std::size_t>(s)];
        if (c.owner != 1 - me || !c.illusion || (illusionsChecked_ & (std::uint32_t{1} << s)))
            continue;
        bool threatened = false;
        for (const Action& a : withIt) threatened |= a.kind == kJump && a.c == s;
        if (!threatened) {
            // Would a move of the mover use this square if the illusion were not there?
            cells_[static_cast<std::size_t>(s)] = {};
            std::vector<Action>& without = scratchActions(1);
            boardMoves(me, without);
            cells_[static_cast<std::size_t>(s)] = c;
            for (const Action& a : without) threatened |= a.b == s || (a.kind == kJump && a.c == s);
        }
        if (threatened) return s;
    }
    return -1;
}

std::uint64_t FantasyState::key() const {
    std::uint64_t h = 1469598103934665603ULL;
    auto mix = [&h](std::uint64_t v) {
        h ^= v;
        h *= 1099511628211ULL;
    };
    for (const Cell& c : cells_)
        mix(static_cast<std::uint64_t>(c.owner + 1) | (c.king << 2) | (c.wounded << 3) |
            (c.illusion << 4) | (static_cast<std::uint64_t>(c.pennies) << 5));
    for (const Side& s : sides_) {
        mix(static_cast<std::uint64_t>(s.character + 1));
        mix(static_cast<std::uint64_t>(poolCheckers(0)) * 64 + static_cast<std::uint64_t>(s.smart));
        mix(static_cast<std::uint64_t>(s.pennies) * 2 + s.skip);
    }
    mix(static_cast<std::uint64_t>(poolCheckers(1)));
    mix(static_cast<std::uint64_t>(toMove_));
    return h;
}

std::uint64_t FantasyState::searchKey() const {
    KeyMixer k;
    for (const Cell& c : cells_)
        k.mix((c.owner + 1) | (c.king << 2) | (c.wounded << 3) | (c.illusion << 4) |
              (c.pennies << 5));
    for (int p = 0; p < 2; ++p) {
        const Side& s = sides_[static_cast<std::size_t>(p)];
        k.mix(s.character);
        k.mix(poolCheckers(p) * 64 + s.smart);
        k.mix(s.pennies * 2 + s.skip);
    }
    k.mix(toMove_);
    k.mix(chooser_);
    k.mix(static_cast<int>(phase_));
    for (const Step& st : steps_)
        for (const int v : {int{st.kind}, int{st.square}, int{st.n}, int{st.ld}, int{st.spell},
                            int{st.from}, int{st.to}})
            k.mix(v);
    k.mix(chainSq_);
    k.mix(jumps_ * 2 + crowned_);
    k.mix(spell_);
    k.mix(shotsLeft_ << 16 | range_ << 8 | shots_);
    k.mix(stabsLeft_);
    k.mix(cureSq_ * 2 + cureUsed_);
    k.mix(static_cast<std::uint64_t>(immune_) << 32 | illusionsChecked_);
    return k.key();
}

} // namespace hatrack::fantasy
