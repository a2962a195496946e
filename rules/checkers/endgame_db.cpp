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

struct Material {
    int blackMen, blackKings, whiteMen, whiteKings;
    int key() const { return ((blackMen * 5 + blackKings) * 5 + whiteMen) * 5 + whiteKings; }
    int pieces() const { return blackMen + blackKings + whiteMen + whiteKings; }
    int men() const { return blackMen + whiteMen; }
    static Material of(const Position& p) {
        return {countBits(p.black & ~p.kings), countBits(p.black & p.kings),
                countBits(p.white & ~p.kings), countBits(p.white & p.kings)};
    }
};

} // namespace

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

// Pass n settles the positions won or lost in exactly n plies, from those of
// n - 1 plies alone, so every distance is the shortest. A move that leaves the
// slice reads the solved slice it enters and counts as a conversion.
void EndgameDb::solve(Slice& s) {
    std::vector<std::uint32_t> open;
    Position p;
    for (std::size_t i = 0; i < s.codes.size(); ++i)
        if (s.positionAt(i, p)) open.push_back(static_cast<std::uint32_t>(i));
    std::vector<std::pair<std::uint32_t, std::uint8_t>> settled;
    MoveList moves;
    for (int n = 0; n <= kMaxDistance && !open.empty(); ++n) {
        settled.clear();
        std::size_t kept = 0;
        for (const std::uint32_t i : open) {
            s.positionAt(i, p);
            moves.size = 0;
            p.generate(moves);
            bool won = false, lost = true, inSlice = false;
            int longest = 0; // the opponent's longest win, 0 for a conversion
            for (const Move& mv : moves) {
                Position child = p;
                child.apply(mv);
                const Slice* cs = sliceOf(child);
                const std::uint8_t code = cs->codes[cs->indexOf(child)];
                if (cs != &s) {
                    if (code >= kLostBase)
                        won = true;
                    else if (code == 0)
                        lost = false;
                    continue;
                }
                inSlice = true;
                if (code == kLostBase + n - 1)
                    won = true;
                else if (code == 0 || code >= kLostBase)
                    lost = false;
                else
                    longest = std::max(longest, static_cast<int>(code));
            }
            if (n == 0) {
                if (moves.size == 0)
                    settled.push_back({i, kLostBase});
                else
                    open[kept++] = i;
                continue;
            }
            // A conversion that wins settles its position at pass 1, so from
            // then on only a move within the slice can make `won`.
            if (won) {
                settled.push_back({i, static_cast<std::uint8_t>(n)});
            } else if (lost && longest == n - 1) {
                settled.push_back({i, static_cast<std::uint8_t>(kLostBase + n)});
            } else if (inSlice) {
                open[kept++] = i; // only moves within the slice can still change it
            }
        }
        open.resize(kept);
        for (const auto& [i, code] : settled) s.codes[i] = code;
        if (n > 0 && settled.empty()) break;
    }
}

} // namespace hatrack::checkers
