// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The checkers search's own rules without a table (search.cpp), for tests that
// compare the real search with it: a position repeated on the line draws, a
// side without a move loses, a single reply costs no depth, captures are
// played out past the last ply, a depth of 64 plies at most.

#include "checkers/search.h"

#include <algorithm>
#include <vector>

namespace hatrack::test {

class FullWidth {
  public:
    using Evaluation = int (*)(const checkers::Position&);
    explicit FullWidth(Evaluation eval = checkers::evaluate) : eval_(eval) {}

    int value(const checkers::Position& root, int depth) {
        path_ = {root};
        return negamax(root, depth, -kWin - 1, kWin + 1, 0);
    }

  private:
    static constexpr int kWin = 100000; // search.h: a won game, less the plies to it

    int negamax(const checkers::Position& p, int depth, int alpha, int beta, int ply) {
        if (ply > 0 && std::find(path_.begin(), path_.end() - 1, p) != path_.end() - 1) return 0;
        checkers::MoveList moves;
        p.generate(moves);
        if (moves.size == 0) return -kWin + ply;
        if ((depth <= 0 && !moves.moves[0].isCapture()) || ply >= 64) return eval_(p);
        if (moves.size == 1 && depth > 0) ++depth;
        int best = -kWin - 1;
        for (const checkers::Move& m : moves) {
            checkers::Position child = p;
            child.apply(m);
            path_.push_back(child);
            best =
                std::max(best, -negamax(child, depth - 1, -beta, -std::max(alpha, best), ply + 1));
            path_.pop_back();
            if (best >= beta) break;
        }
        return best;
    }

    Evaluation eval_;
    std::vector<checkers::Position> path_;
};

} // namespace hatrack::test
