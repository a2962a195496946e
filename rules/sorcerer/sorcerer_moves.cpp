// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Where a piece may go: steps, jumps (straight or bent by Valor, over friends
// with Nimbleness), zots and Strength captures, and which of them the capture
// rule leaves legal.
#include "sorcerer_state.h"

#include "checkers/geometry.h"

namespace hatrack::sorcerer {

namespace {

using checkers::bit;
using checkers::Geometry;
using checkers::neighbour;
using checkers::onCrownRow;

bool mayGo(const Piece& p, int d) {
    return checkers::mayGo(p.owner, p.king, d);
}

} // namespace

int SorcererState::squareRow(int square) const {
    return Geometry::row(square);
}
int SorcererState::squareCol(int square) const {
    return Geometry::col(square);
}

bool SorcererState::capturesByJumping(const Piece& p) const {
    return !p.hats.has(Red) && !p.hats.has(Clear);
}

// `self` is where the moving piece really stands on the board; it is treated as
// empty, since the piece is imagined on `square`.
SorcererState::Hops SorcererState::hopsFrom(int square, const Piece& p) const {
    Hops hops;
    const bool jumpsEnemies = capturesByJumping(p);
    const bool jumpsFriends = p.hats.has(Yellow);
    const auto mayJump = [&](int, int mid) {
        const Piece& over = board_[mid];
        if (mid == selfSquare_ || over.owner < 0) return false;
        if (over.owner == p.owner) return jumpsFriends;
        return jumpsEnemies && !(immune_ & bit(mid));
    };
    const auto land = [&](int d, int mid, int straight) {
        const Geometry& g = Geometry::get();
        int landings[2] = {straight, -1};
        if (p.hats.has(Purple)) {
            landings[0] = g.bentAhead[square][d]; // straight ahead (or behind, for a king)
            if (p.king) landings[1] = g.bentAside[square][d];
        }
        for (int to : landings) {
            if (to < 0 || (landedScratch_ & bit(to))) continue;
            if (board_[to].owner >= 0 && to != selfSquare_) continue;
            hops.push_back({to, mid, board_[mid].owner != p.owner});
        }
    };
    checkers::forEachJump(
        square, [&](int d) { return mayGo(p, d); }, mayJump, land);
    return hops;
}

bool SorcererState::captureReachable(int square, const Piece& p, std::uint32_t landed) const {
    const std::uint32_t saved = landedScratch_;
    landedScratch_ = landed;
    bool found = false;
    for (const Hop& h : hopsFrom(square, p)) {
        if (h.capture) {
            found = true;
            break;
        }
        // A man crowned by a friendly jump ends its move there.
        if (!p.king && onCrownRow(p.owner, h.to)) continue;
        if (captureReachable(h.to, p, landed | bit(h.to))) {
            found = true;
            break;
        }
    }
    landedScratch_ = saved;
    return found;
}

bool SorcererState::chainMustGoOn() const {
    if (moveCaptured_) return true;
    const int saved = selfSquare_;
    selfSquare_ = chainSquare_;
    const bool must = captureReachable(chainSquare_, board_[chainSquare_], landed_);
    selfSquare_ = saved;
    return must;
}

bool SorcererState::anyCapture(int player) const {
    for (int s = 0; s < 32; ++s) {
        const Piece& p = board_[s];
        if (p.owner != player) continue;
        for (int d = 0; d < 4; ++d) {
            const int t = neighbour(s, d);
            if (t < 0 || board_[t].owner < 0 || board_[t].owner == player || (immune_ & bit(t)))
                continue;
            if (p.hats.has(Red)) return true;
            if (p.hats.has(Clear) && mayGo(p, d)) return true;
        }
        selfSquare_ = s;
        const bool reach = captureReachable(s, p, 0);
        selfSquare_ = -1;
        if (reach) return true;
    }
    return false;
}

void SorcererState::moveActions(std::vector<Action>& out) const {
    const bool mustCapture = anyCapture(toMove_);
    for (int s = 0; s < 32; ++s) {
        const Piece& p = board_[s];
        if (p.owner != toMove_) continue;
        selfSquare_ = s;
        landedScratch_ = 0;
        for (const Hop& h : hopsFrom(s, p)) {
            const bool crowns = !p.king && onCrownRow(p.owner, h.to);
            if (!mustCapture || h.capture || (!crowns && captureReachable(h.to, p, bit(h.to))))
                out.push_back({kHop, s, h.to, h.over});
        }
        selfSquare_ = -1;
        if (!mustCapture) {
            checkers::forEachStep(
                s, [&](int d) { return mayGo(p, d); }, [&](int t) { return board_[t].owner < 0; },
                [&](int, int t) {
                    out.push_back({kStep, s, t, -1});
                });
            continue;
        }
        // Zotting and Strength capture by standing next to the enemy.
        for (int d = 0; d < 4; ++d) {
            const int t = neighbour(s, d);
            if (t < 0 || board_[t].owner < 0 || board_[t].owner == toMove_) continue;
            if (p.hats.has(Red)) out.push_back({kZot, s, t, -1});
            if (p.hats.has(Clear) && mayGo(p, d)) out.push_back({kStep, s, t, -1});
        }
    }
    if (!mustCapture && rules_.combo) comboActions(out);
}

void SorcererState::chainActions(std::vector<Action>& out) const {
    const Piece& p = board_[chainSquare_];
    selfSquare_ = chainSquare_;
    const bool mustCapture = captureReachable(chainSquare_, p, landed_);
    // After its last capture a move ends; friendly jumps only lead on to captures.
    if (!mustCapture && moveCaptured_) {
        selfSquare_ = -1;
        return;
    }
    landedScratch_ = landed_;
    for (const Hop& h : hopsFrom(chainSquare_, p)) {
        const bool crowns = !p.king && onCrownRow(p.owner, h.to);
        if (!mustCapture || h.capture ||
            (!crowns && captureReachable(h.to, p, landed_ | bit(h.to))))
            out.push_back({kHop, chainSquare_, h.to, h.over});
    }
    landedScratch_ = 0;
    selfSquare_ = -1;
    if (!mustCapture && !moveCaptured_) out.push_back({kStop, chainSquare_, -1, -1});
}

void SorcererState::comboActions(std::vector<Action>& out) const {
    const Hats& mine = rack_[toMove_];
    // Three different colours bring back two men onto free home-row squares.
    const int lost = 12 - piecesOf(toMove_);
    std::array<int, 4> free{};
    std::size_t frees = 0;
    for (int i = 0; i < 4; ++i) {
        const int s = toMove_ == 0 ? i : 28 + i;
        if (board_[s].owner < 0) free[frees++] = s;
    }
    if (lost >= 2 && frees >= 2 && mine.colours() >= 3) {
        for (int a = 0; a < kHatColours; ++a)
            for (int b = a + 1; b < kHatColours; ++b)
                for (int c = b + 1; c < kHatColours; ++c) {
                    if (!mine.has(a) || !mine.has(b) || !mine.has(c)) continue;
                    const int mask = (1 << a) | (1 << b) | (1 << c);
                    for (std::size_t i = 0; i < frees; ++i)
                        for (std::size_t j = i + 1; j < frees; ++j)
                            out.push_back({kComboRevive, mask, free[i], free[j]});
                }
    }
    // Three of one colour take any two hats from the opponent's rack.
    const Hats& theirs = rack_[1 - toMove_];
    if (theirs.total() >= 2) {
        for (int give = 0; give < kHatColours; ++give) {
            if (mine[give] < 3) continue;
            for (int x = 0; x < kHatColours; ++x)
                for (int y = x; y < kHatColours; ++y) {
                    if (!theirs.has(x) || !theirs.has(y) || (x == y && theirs[x] < 2)) continue;
                    out.push_back({kComboSteal, give, x, y});
                }
        }
    }
}

} // namespace hatrack::sorcerer
