// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Every checkers position with few pieces (men and kings), solved by
// retrograde analysis: won, lost or drawn with best play, and how many plies
// until the winner converts (a capture or a crowning that leaves the
// position's material, or the end of the game). Repetition and the 40-move
// rule are left out; the conversions it counts are short.
#include "board.h"

#include <cstdint>
#include <memory>
#include <vector>

namespace hatrack::checkers {

class EndgameDb {
  public:
    struct Entry {
        enum Result : std::uint8_t { Draw, Win, Loss } result = Draw; // for the side to move
        int plies = 0;        // until the winner converts (0: the side to move has no move)
        int materialRank = 0; // falls with every conversion (see rankOf)
    };

    // Solves every position of at most `maxPieces` pieces (1 to 4).
    explicit EndgameDb(int maxPieces);
    ~EndgameDb();
    EndgameDb(const EndgameDb&) = delete;
    EndgameDb& operator=(const EndgameDb&) = delete;

    // Built on first use and kept for the process, one per size; safe on any thread.
    static const EndgameDb& upTo(int maxPieces);

    int maxPieces() const { return maxPieces_; }
    // False when p has more pieces than the database holds.
    bool probe(const Position& p, Entry& out) const;
    std::size_t positions() const; // entries kept, one byte each

  private:
    struct Material; // pieces of each kind and colour
    struct Slice;
    Slice* sliceOf(const Position& p) const;
    void solve(Slice& s);

    int maxPieces_;
    std::vector<std::unique_ptr<Slice>> slices_; // by material, see materialKey
};

} // namespace hatrack::checkers
