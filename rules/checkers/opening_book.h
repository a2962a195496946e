// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The moves masters played in the first plies of the public game records of
// Marion Tinsley and his opponents (tests/data/tinsley.pdn, built into the
// library), with how well each did for the side that played it.
#include "board.h"
#include "rng.h"

#include <map>
#include <optional>
#include <string>
#include <tuple>
#include <vector>

namespace hatrack::checkers {

class OpeningBook {
  public:
    struct Choice {
        Move move;
        int games = 0;
        double score = 0; // for the side that played it: a win 1, a draw 1/2
    };

    // Reads PDN records; a game stops adding moves at the first it cannot play.
    explicit OpeningBook(const std::string& pdnText, int plies);
    // The book of the built-in records, made on first use; safe on any thread.
    static const OpeningBook& builtIn();

    const std::vector<Choice>* choicesAt(const Position& p) const;
    // A move played in at least two games that scored at least as well as a
    // draw on average, drawn at random weighted by how often it was played;
    // none when the position is not in the book or no move qualifies.
    std::optional<Move> pick(const Position& p, Rng& rng) const;
    std::size_t positions() const { return book_.size(); }

  private:
    using Key = std::tuple<Bits, Bits, Bits, int>;
    std::map<Key, std::vector<Choice>> book_;
};

} // namespace hatrack::checkers
