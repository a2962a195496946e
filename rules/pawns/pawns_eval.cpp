// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// How the Pawns in Hats computer players judge a position, and which of their
// actions they try first.
#include "pawns_eval.h"

#include "pawns_state.h"
#include "state_key.h"

#include <algorithm>
#include <cstdlib>

namespace hatrack::pawns {

namespace {

// What a piece is worth: a bare pawn, then king, queen, bishop, knight, hunter.
constexpr double kValue[6] = {100, 250, 900, 330, 320, 500};
// What an unknown hat adds to the pawn that wears it, on average over the die
// (a mirage adds nothing).
constexpr double kUnknownGain = (150 + 800 + 230 + 220 + 400 + 0) / 6.0;

double hatGain(int kind) {
    if (kind == kUnknown) return kUnknownGain;
    if (kind >= kKing && kind <= kHunter) return kValue[kind] - 100;
    return 0;
}

int distance(int a, int b) {
    return std::max(std::abs(rowOf(a) - rowOf(b)), std::abs(colOf(a) - colOf(b)));
}

} // namespace

double pieceWorth(int type) {
    return type >= kUnknown && type <= kHunter ? kValue[type] : 0;
}

double evaluate(const GameState& state, int player) {
    const auto& s = static_cast<const PawnsState&>(state);
    const Board& b = s.position();
    double score[2] = {0, 0};
    int count[2] = {0, 0};
    for (int p = 0; p < kPawns; ++p)
        if (b.pawnSq[static_cast<std::size_t>(p)] >= 0) ++count[ownerOf(p)];
    for (int p = 0; p < kPawns; ++p) {
        const int sq = b.pawnSq[static_cast<std::size_t>(p)];
        if (sq < 0) continue;
        const int o = ownerOf(p);
        const int type = s.typeOf(p);
        double v = kValue[type];
        if (type == kUnknown) {
            // A bare pawn is worth what it may still become: the nearest hat ahead in its file.
            const int dir = o == 0 ? -1 : 1;
            int r = rowOf(sq) + dir;
            for (int d = 1; r >= 0 && r < 8; ++d, r += dir) {
                const int t = r * 8 + colOf(sq);
                const int there = b.piece[static_cast<std::size_t>(t)];
                if (there >= 0 && ownerOf(there) == o) break;
                const int h = b.lying[static_cast<std::size_t>(t)];
                if (h >= 0) {
                    v += 0.6 * hatGain(b.kind[static_cast<std::size_t>(h)]) / d;
                    break;
                }
            }
            v += 2.0 * (o == 0 ? 7 - rowOf(sq) : rowOf(sq));
        } else {
            // Hatted pieces: mobility, and closing in on the last enemy pieces.
            if (count[1 - o] <= 3 && type != kKing) {
                int nearest = 8;
                for (int q = (1 - o) * 8; q < (1 - o) * 8 + 8; ++q) {
                    const int qs = b.pawnSq[static_cast<std::size_t>(q)];
                    if (qs >= 0) nearest = std::min(nearest, distance(sq, qs));
                }
                v -= 6.0 * nearest;
            }
        }
        score[o] += v;
    }
    // A side left with bare pawns only runs out of moves when they all stand on
    // their last rank, and a player who cannot move is stalemated (a draw). So
    // for the side ahead, enemy pawns on their last rank must be taken while the
    // enemy can still move, and all enemy pawns frozen means a draw.
    int frozen[2] = {0, 0}, alive[2] = {0, 0}, stepsLeft[2] = {0, 0};
    bool hatted[2] = {false, false};
    for (int p = 0; p < kPawns; ++p) {
        const int sq = b.pawnSq[static_cast<std::size_t>(p)];
        if (sq < 0) continue;
        const int o = ownerOf(p);
        ++alive[o];
        if (s.typeOf(p) != kUnknown) {
            hatted[o] = true;
            continue;
        }
        const int toGo = o == 0 ? rowOf(sq) : 7 - rowOf(sq);
        if (toGo == 0) ++frozen[o];
        stepsLeft[o] += toGo;
    }
    bool drawish = false;
    for (int pl = 0; pl < 2; ++pl) {
        const int opp = 1 - pl;
        if (hatted[opp] || alive[opp] == 0 || score[pl] - score[opp] < 150) continue;
        // All of them stuck: stalemated unless the last one is taken at once.
        if (stepsLeft[opp] == 0)
            drawish = true;
        else if (frozen[opp] > 0)
            score[pl] -= frozen[opp] * (120.0 + 250.0 / stepsLeft[opp]);
    }
    if (drawish) return 0;
    // A hat in hand is as good as worn (or as good as an expected roll).
    if (b.phase == Phase::Roll || b.phase == Phase::WearPlace)
        score[b.toMove] += hatGain(b.kind[static_cast<std::size_t>(b.hat)]);
    for (int pl = 0; pl < 2; ++pl)
        if (s.inCheck(pl)) score[pl] -= 60;
    return score[player] - score[1 - player];
}

namespace {

// Only checkmate wins, so material alone lets a search drift into stalemate
// and the 50-move draw. The hard player also weighs how close `hunter` is to
// mating the other side's king: every square around that king it cannot use
// (guarded, or blocked by its own pieces), a check, and hunters nearby; and
// while `hunter` may not attack kings yet, each hat identified brings the
// moment it may closer.
double hunt(const Board& b, int hunter) {
    using namespace rules;
    const int prey = 1 - hunter;
    double v = 0;
    for (int p = prey * 8; p < prey * 8 + 8; ++p) {
        const int k = b.pawnSq[static_cast<std::size_t>(p)];
        if (k < 0 || typeOf(b, p) != kKing) continue;
        if (!mayAttackKings(b, hunter)) {
            v += 12.0 * (kHats - unidentified(b));
            continue;
        }
        if (attacks(b, k, hunter)) v += 50;
        for (int dr = -1; dr <= 1; ++dr)
            for (int dc = -1; dc <= 1; ++dc) {
                const int r = rowOf(k) + dr, c = colOf(k) + dc;
                if ((!dr && !dc) || r < 0 || r > 7 || c < 0 || c > 7) continue;
                const int t = r * 8 + c;
                const int there = b.piece[static_cast<std::size_t>(t)];
                if ((there >= 0 && ownerOf(there) == prey) || attacks(b, t, hunter)) v += 22;
            }
        // An edge or a corner leaves the king fewer squares.
        const int fromEdge = std::min({rowOf(k), 7 - rowOf(k), colOf(k), 7 - colOf(k)});
        v += 15.0 * (3 - fromEdge);
        for (int q = hunter * 8; q < hunter * 8 + 8; ++q) {
            const int s = b.pawnSq[static_cast<std::size_t>(q)];
            if (s >= 0 && typeOf(b, q) != kUnknown)
                v -= 4.0 * std::max(std::abs(rowOf(s) - rowOf(k)), std::abs(colOf(s) - colOf(k)));
        }
    }
    return v;
}

} // namespace

double evaluateHard(const GameState& state, int player) {
    const Board& b = static_cast<const PawnsState&>(state).position();
    return evaluate(state, player) + hunt(b, player) - hunt(b, 1 - player);
}

namespace {

// Bare pawns only step and punch straight ahead, so a side without a hatted
// piece cannot reach the enemy pawns beside it; one that cannot get a hat
// either cannot take the last enemy pawns before they freeze on their last
// rank, and the game ends in stalemate however far ahead it is.
bool canCatch(const PawnsState& s, int pl) {
    const Board& b = s.position();
    if ((b.phase == Phase::Roll || b.phase == Phase::WearPlace) && b.toMove == pl) return true;
    for (int p = pl * 8; p < pl * 8 + 8; ++p) {
        const int sq = b.pawnSq[static_cast<std::size_t>(p)];
        if (sq < 0) continue;
        if (s.typeOf(p) != kUnknown) return true;
        const int dir = pl == 0 ? -1 : 1;
        for (int r = rowOf(sq) + dir; r >= 0 && r < 8; r += dir) {
            const int t = r * 8 + colOf(sq);
            const int there = b.piece[static_cast<std::size_t>(t)];
            if (there >= 0 && ownerOf(there) == pl) break;
            if (b.lying[static_cast<std::size_t>(t)] >= 0) return true;
        }
    }
    return false;
}

constexpr int kNoRace = 99; // a margin that holds no risk

// The side behind can still save the game by freezing: pieces that are all
// bare pawns on their last rank cannot move, and that is stalemate. A hatted
// piece freezes in one turn (a move to its last rank, then its hat off), a
// bare pawn in as many turns as it has rows to go. The side ahead takes at
// most one piece a turn and must leave the last one until the others are gone,
// so a frozen piece taken keeps the race as it stands and any other turn loses
// a step of it. Returns the turns to spare: below zero, the freeze comes first.
int freezeMargin(const PawnsState& s, int behind) {
    const Board& b = s.position();
    const int last = behind == 0 ? 0 : 7;
    int pieces = 0, turns = 0;
    for (int p = behind * 8; p < behind * 8 + 8; ++p) {
        const int sq = b.pawnSq[static_cast<std::size_t>(p)];
        if (sq < 0) continue;
        ++pieces;
        const int type = s.typeOf(p);
        const int toGo = std::abs(rowOf(sq) - last);
        if (type == kUnknown)
            turns += toGo;
        else if (type == kKing)
            turns += std::max(1, toGo);
        else
            turns += rules::reachesRow(b, sq, type, last) ? 1 : 2;
    }
    // A last piece left is no race: it is taken right after it freezes,
    // which the search sees for itself.
    if (pieces <= 1) return kNoRace;
    // Whoever moves next: the side behind takes its step first.
    const int first = b.toMove == behind ? 1 : 0;
    return turns - (pieces - 1) - first;
}

// What a lead loses when the side behind is a few turns from freezing. It is
// taken off, not a share of the lead, so that every piece still counts in
// full and a lead is never turned into a deficit.
double freezeRisk(double lead, int margin) {
    const double risk = 60.0 * std::min(7, std::max(0, 5 - margin));
    return std::max(0.25 * lead, lead - risk);
}

// A side left with kings only cannot be taken by a player who may not attack
// kings (while an unknown hat or an unworn Kingly Crown is left): however far
// ahead, that player wins only by wearing a crown of its own, which a bare
// pawn does by stepping onto one lying ahead of it (or onto an unknown hat
// that may turn out one), after a hatted piece has taken its hat off.
bool onlyKingsOutOfReach(const PawnsState& s, int pl) {
    const Board& b = s.position();
    if (rules::mayAttackKings(b, pl)) return false;
    bool any = false;
    for (int p = (1 - pl) * 8; p < (1 - pl) * 8 + 8; ++p) {
        if (b.pawnSq[static_cast<std::size_t>(p)] < 0) continue;
        if (s.typeOf(p) != kKing) return false;
        any = true;
    }
    return any;
}

// How close `pl` is to a crown: the best bare pawn with a Kingly Crown (or an
// unknown hat, a crown one time in six) ahead of it in its file.
double crownQuest(const PawnsState& s, int pl) {
    const Board& b = s.position();
    double best = 0;
    for (int p = pl * 8; p < pl * 8 + 8; ++p) {
        const int sq = b.pawnSq[static_cast<std::size_t>(p)];
        if (sq < 0 || s.typeOf(p) != kUnknown) continue;
        const int dir = pl == 0 ? -1 : 1;
        for (int r = rowOf(sq) + dir, d = 1; r >= 0 && r < 8; r += dir, ++d) {
            const int t = r * 8 + colOf(sq);
            const int there = b.piece[static_cast<std::size_t>(t)];
            if (there >= 0) break;
            const int h = b.lying[static_cast<std::size_t>(t)];
            if (h < 0) continue;
            const int kind = b.kind[static_cast<std::size_t>(h)];
            const double worth = kind == kKing ? 400 : kind == kUnknown ? 120 : 0;
            best = std::max(best, worth / d);
            break;
        }
    }
    return best;
}

// A lead against kings out of reach is worth a draw, nearly, until a crown is
// in sight.
double kingsOutOfReach(const PawnsState& s, int pl, double lead) {
    return onlyKingsOutOfReach(s, pl) ? 0.15 * lead + crownQuest(s, pl) : lead;
}

} // namespace

double evaluateExpert(const GameState& state, int player) {
    const auto& s = static_cast<const PawnsState&>(state);
    double v = evaluateHard(state, player);
    // A lead that cannot be turned into a win is worth a draw, nearly: a
    // little is kept so that more material is still preferred to less.
    if (v > 0 && !canCatch(s, player)) v *= 0.15;
    if (v < 0 && !canCatch(s, 1 - player)) v *= 0.15;
    if (v > 0) v = freezeRisk(v, freezeMargin(s, 1 - player));
    if (v < 0) v = -freezeRisk(-v, freezeMargin(s, player));
    if (v > 0) v = kingsOutOfReach(s, player, v);
    if (v < 0) v = -kingsOutOfReach(s, 1 - player, -v);
    return v;
}

std::uint64_t searchKey(const GameState& state) {
    const auto& s = static_cast<const PawnsState&>(state);
    const Board& b = s.position();
    KeyMixer k;
    for (int sq = 0; sq < 64; ++sq) {
        const int p = b.piece[static_cast<std::size_t>(sq)];
        const int l = b.lying[static_cast<std::size_t>(sq)];
        k.mix(p < 0 ? 0 : 1 + ownerOf(p) * 8 + s.typeOf(p));
        k.mix(l < 0 ? 0 : 1 + b.kind[static_cast<std::size_t>(l)]);
    }
    k.mix(b.toMove);
    k.mix(static_cast<int>(b.phase));
    k.mix(b.actor < 0 ? 64 : b.pawnSq[static_cast<std::size_t>(b.actor)]);
    k.mix(b.hat < 0 ? 7 : b.kind[static_cast<std::size_t>(b.hat)]);
    k.mix(b.punched < 0 ? 64 : b.pawnSq[static_cast<std::size_t>(b.punched)]);
    k.mix(b.crownEver);
    return k.key();
}

void capturesFirst(const GameState& state, std::vector<Action>& actions) {
    const Board& b = static_cast<const PawnsState&>(state).position();
    std::stable_partition(actions.begin(), actions.end(), [&](const Action& a) {
        return a.kind == kPunch || (a.kind == kMove && b.piece[static_cast<std::size_t>(a.b)] >= 0);
    });
}

bool noisyOnly(const GameState& state, std::vector<Action>& out) {
    const auto& s = static_cast<const PawnsState&>(state);
    const Board& b = s.position();
    if (b.phase == Phase::Move && !s.inCheck(b.toMove)) {
        out = rules::legalCaptures(b);
        return true;
    }
    out = s.legalActions();
    // The rest of a turn that took something: the hat stays where it is.
    const int only = b.phase == Phase::TakeOff     ? kKeep
                     : b.phase == Phase::PickUp    ? kLeave
                     : b.phase == Phase::WearPlace ? kWear
                                                   : 0;
    if (only != 0 &&
        std::any_of(out.begin(), out.end(), [&](const Action& a) { return a.kind == only; }))
        out.erase(
            std::remove_if(out.begin(), out.end(), [&](const Action& a) { return a.kind != only; }),
            out.end());
    return false;
}

} // namespace hatrack::pawns
