// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "endgame_db.h"

#include <algorithm>
#include <array>
#include <bit>
#include <mutex>
#include <stdexcept>

namespace hatrack::checkers {

namespace {

constexpr int kMaxPieces = 4;
constexpr int kMaxDistance = 127;
// One byte a position: 0 drawn (or not yet settled), 1..127 won in that many
// plies, 128 + n lost in n.
constexpr std::uint8_t kLostBase = 128;

using Binomials = std::array<std::array<std::uint32_t, kMaxPieces + 1>, 33>;

constexpr Binomials makeBinomials() {
    Binomials c{};
    for (int n = 0; n <= 32; ++n) {
        c[n][0] = 1;
        for (int k = 1; k <= kMaxPieces; ++k) c[n][k] = n == 0 ? 0 : c[n - 1][k - 1] + c[n - 1][k];
    }
    return c;
}

constexpr Binomials kChoose = makeBinomials();

// A man never stands on its own crowning row, so each colour's men have 28
// squares: Black's are squares 0-27, White's 4-31 (shifted down by 4).
constexpr Bits kBlackManSquares = 0x0FFFFFFFu;

// The colex rank of a set of squares among k-subsets.
std::uint32_t rankOf(Bits squares) {
    std::uint32_t r = 0;
    int i = 1;
    for (Bits b = squares; b; b &= b - 1) r += kChoose[std::countr_zero(b)][i++];
    return r;
}

Bits unrank(std::uint32_t r, int k) {
    Bits squares = 0;
    for (int i = k; i >= 1; --i) {
        int x = i - 1;
        while (kChoose[x + 1][i] <= r) ++x;
        r -= kChoose[x][i];
        squares |= Bits{1} << x;
    }
    return squares;
}

} // namespace

struct EndgameDb::Material {
    int blackMen, blackKings, whiteMen, whiteKings;
    int key() const { return ((blackMen * 5 + blackKings) * 5 + whiteMen) * 5 + whiteKings; }
    int pieces() const { return blackMen + blackKings + whiteMen + whiteKings; }
    int men() const { return blackMen + whiteMen; }
    static Material of(const Position& p) {
        return {countBits(p.black & ~p.kings), countBits(p.black & p.kings),
                countBits(p.white & ~p.kings), countBits(p.white & p.kings)};
    }
};

struct EndgameDb::Slice {
    Material m;
    std::array<std::uint32_t, 4> sizes{}; // subsets per group: black men, black kings, ...
    std::vector<std::uint8_t> codes;

    explicit Slice(Material mat) : m(mat) {
        sizes = {kChoose[28][m.blackMen], kChoose[32][m.blackKings], kChoose[28][m.whiteMen],
                 kChoose[32][m.whiteKings]};
        codes.assign(std::size_t{2} * sizes[0] * sizes[1] * sizes[2] * sizes[3], 0);
    }

    std::size_t indexOf(const Position& p) const {
        std::size_t i = rankOf(p.black & ~p.kings);
        i = i * sizes[1] + rankOf(p.black & p.kings);
        i = i * sizes[2] + rankOf((p.white & ~p.kings) >> 4);
        i = i * sizes[3] + rankOf(p.white & p.kings);
        return i * 2 + static_cast<std::size_t>(p.toMove);
    }

    // False where two groups would share a square (such indices stay unused).
    bool positionAt(std::size_t i, Position& p) const {
        p.toMove = static_cast<int>(i % 2);
        i /= 2;
        const Bits wk = unrank(static_cast<std::uint32_t>(i % sizes[3]), m.whiteKings);
        i /= sizes[3];
        const Bits wm = unrank(static_cast<std::uint32_t>(i % sizes[2]), m.whiteMen) << 4;
        i /= sizes[2];
        const Bits bk = unrank(static_cast<std::uint32_t>(i % sizes[1]), m.blackKings);
        const Bits bm = unrank(static_cast<std::uint32_t>(i / sizes[1]), m.blackMen);
        if ((bm & kBlackManSquares) != bm) return false;
        p.black = bm | bk;
        p.white = wm | wk;
        p.kings = bk | wk;
        return countBits(p.black | p.white) == m.pieces();
    }
};

EndgameDb::EndgameDb(int maxPieces) : maxPieces_(maxPieces), slices_(625) {
    if (maxPieces < 1 || maxPieces > kMaxPieces)
        throw std::invalid_argument("the endgame database holds 1 to 4 pieces");
    std::vector<Material> order;
    for (int bm = 0; bm <= maxPieces; ++bm)
        for (int bk = 0; bm + bk <= maxPieces; ++bk)
            for (int wm = 0; bm + bk + wm <= maxPieces; ++wm)
                for (int wk = 0; bm + bk + wm + wk <= maxPieces; ++wk)
                    order.push_back({bm, bk, wm, wk});
    // A conversion takes a piece or crowns a man: fewer pieces, or as many with
    // fewer men, are solved first.
    std::stable_sort(order.begin(), order.end(), [](const Material& a, const Material& b) {
        return a.pieces() != b.pieces() ? a.pieces() < b.pieces() : a.men() < b.men();
    });
    for (const Material& m : order) {
        slices_[static_cast<std::size_t>(m.key())] = std::make_unique<Slice>(m);
        solve(*slices_[static_cast<std::size_t>(m.key())]);
    }
}

EndgameDb::~EndgameDb() = default;

const EndgameDb& EndgameDb::upTo(int maxPieces) {
    static std::mutex lock;
    static std::array<std::unique_ptr<EndgameDb>, kMaxPieces + 1> built;
    const std::lock_guard guard(lock);
    auto& db = built.at(static_cast<std::size_t>(maxPieces));
    if (!db) db = std::make_unique<EndgameDb>(maxPieces);
    return *db;
}

EndgameDb::Slice* EndgameDb::sliceOf(const Position& p) const {
    const Material m = Material::of(p);
    if (m.pieces() > maxPieces_) return nullptr;
    return slices_[static_cast<std::size_t>(m.key())].get();
}

bool EndgameDb::probe(const Position& p, Entry& out) const {
    const Slice* s = sliceOf(p);
    if (!s) return false;
    const std::uint8_t code = s->codes[s->indexOf(p)];
    out.result = code == 0 ? Entry::Draw : code < kLostBase ? Entry::Win : Entry::Loss;
    out.plies = code < kLostBase ? code : code - kLostBase;
    // Each capture takes 5, each crowning 1: every conversion lowers it.
    out.materialRank = 5 * s->m.pieces() + s->m.men();
    return true;
}

std::size_t EndgameDb::positions() const {
    std::size_t n = 0;
    for (const auto& s : slices_)
        if (s) n += s->codes.size();
    return n;
}

// Retrograde, one distance at a time: the positions lost in n - 1 make their
// predecessors won in n (the shortest win), and a position whose last open move
// within the slice turned out won for the opponent in n - 1 is lost in n (the
// longest defence). A move that leaves the slice (a capture or a crowning) is a
// conversion: read from the solved slice it enters, it counts 0 plies. Only the
// positions next to those settled in the last pass are looked at again, so a
// pass costs what changed, not the whole slice.
void EndgameDb::solve(Slice& s) {
    // In-slice moves of a position not yet known to be won for the opponent;
    // kEscapes once it has a move out of the slice that does not lose.
    constexpr std::uint8_t kEscapes = 255;
    std::vector<std::uint8_t> open(s.codes.size(), 0);
    std::vector<std::uint32_t> lostBefore, wonBefore, lostNow, wonNow;
    Position p;
    MoveList moves;
    for (std::size_t i = 0; i < s.codes.size(); ++i) {
        if (!s.positionAt(i, p)) continue;
        moves.size = 0;
        p.generate(moves);
        if (moves.size == 0) {
            s.codes[i] = kLostBase; // no move: lost now
            lostBefore.push_back(static_cast<std::uint32_t>(i));
            continue;
        }
        bool convertsToWin = false, escapes = false;
        int inSlice = 0;
        for (const Move& mv : moves) {
            Position child = p;
            child.apply(mv);
            const Slice* cs = sliceOf(child);
            if (cs == &s) {
                ++inSlice;
                continue;
            }
            const std::uint8_t code = cs->codes[cs->indexOf(child)];
            if (code >= kLostBase)
                convertsToWin = true;
            else if (code == 0)
                escapes = true;
        }
        if (convertsToWin) {
            s.codes[i] = 1; // won in 1
            wonNow.push_back(static_cast<std::uint32_t>(i));
        } else if (!escapes && inSlice == 0) {
            s.codes[i] = kLostBase + 1; // every move converts, and loses: lost in 1
            lostNow.push_back(static_cast<std::uint32_t>(i));
        }
        open[i] = escapes ? kEscapes : static_cast<std::uint8_t>(inSlice);
    }

    // The positions from which the side that just moved reached `c` by a plain
    // step: the step must have been legal there, so no capture was open.
    auto forEachPredecessor = [&](std::uint32_t childIndex, auto&& visit) {
        Position c;
        s.positionAt(childIndex, c);
        const int mover = 1 - c.toMove;
        const Bits mine = mover == 0 ? c.black : c.white;
        for (Bits b = mine; b; b &= b - 1) {
            const int to = std::countr_zero(b);
            const bool king = (c.kings & bit(to)) != 0;
            for (int d = 0; d < 4; ++d) {
                if (!mayGo(mover, king, d)) continue;
                const int from = neighbour(to, 3 - d); // 3 - d: the opposite direction
                if (from < 0 || (c.occupied() & bit(from))) continue;
                Position q = c;
                q.toMove = mover;
                Bits& side = mover == 0 ? q.black : q.white;
                side = (side & ~bit(to)) | bit(from);
                if (king) q.kings = (q.kings & ~bit(to)) | bit(from);
                if (q.hasCapture()) continue;
                visit(static_cast<std::uint32_t>(s.indexOf(q)));
            }
        }
    };

    // The open predecessors of positions lost in n - 1 are won in n.
    auto winBefore = [&](const std::vector<std::uint32_t>& lost, int n) {
        for (const std::uint32_t j : lost)
            forEachPredecessor(j, [&](std::uint32_t i) {
                if (s.codes[i] != 0) return;
                s.codes[i] = static_cast<std::uint8_t>(n);
                wonNow.push_back(i);
            });
    };
    winBefore(lostBefore, 1); // lost in 0: no move at all
    for (int n = 2; n <= kMaxDistance; ++n) {
        lostBefore.swap(lostNow);
        wonBefore.swap(wonNow);
        lostNow.clear();
        wonNow.clear();
        winBefore(lostBefore, n);
        for (const std::uint32_t j : wonBefore)
            forEachPredecessor(j, [&](std::uint32_t i) {
                if (s.codes[i] != 0 || open[i] == kEscapes || --open[i] != 0) return;
                lostNow.push_back(i);
            });
        for (const std::uint32_t i : lostNow) s.codes[i] = static_cast<std::uint8_t>(kLostBase + n);
        if (wonNow.empty() && lostNow.empty()) break;
    }
}

} // namespace hatrack::checkers
