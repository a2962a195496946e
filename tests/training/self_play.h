// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Checkers games the search plays against itself, for the evaluation's
// training data and for matches between two evaluations.

#include "checkers/board.h"
#include "checkers/endgame_db.h"
#include "checkers/search.h"

#include <algorithm>
#include <fstream>
#include <functional>
#include <sstream>
#include <string>
#include <vector>

namespace hatrack::checkers::training {

using Ballot = std::vector<std::pair<int, int>>; // from, to (0-31)

inline std::vector<Ballot> readBallots(const std::string& path) {
    std::vector<Ballot> ballots;
    std::ifstream in(path);
    std::string line;
    while (std::getline(in, line)) {
        std::istringstream words(line.substr(0, line.find('#')));
        Ballot moves;
        std::string w;
        while (words >> w) {
            const auto cut = w.find_first_of("-x");
            if (cut == std::string::npos || cut == 0) continue;
            moves.push_back({std::stoi(w.substr(0, cut)) - 1, std::stoi(w.substr(cut + 1)) - 1});
        }
        if (!moves.empty()) ballots.push_back(moves);
    }
    return ballots;
}

// The position after the ballot and `extra` random plies, with its history;
// false if a ballot move is not legal.
inline bool openGame(const Ballot& ballot, int extra, Rng& rng, Position& p,
                     std::vector<Position>& history) {
    p = Position::start();
    history = {p};
    for (const auto& [from, to] : ballot) {
        MoveList moves;
        p.generate(moves);
        const auto found = std::find_if(moves.begin(), moves.end(), [&](const Move& m) {
            return m.from == from && m.to() == to;
        });
        if (found == moves.end()) return false;
        p.apply(*found);
        history.push_back(p);
    }
    for (; extra > 0; --extra) {
        MoveList moves;
        p.generate(moves);
        if (moves.size == 0) break;
        p.apply(moves.moves[rng.below(static_cast<std::uint64_t>(moves.size))]);
        history.push_back(p);
    }
    return true;
}

// Plays on from p, each move searched with the limits `limitsFor(side, ply)`
// gives; `onMove` sees every position before its move is made. Returns the
// result for Black: 0 lost, 1 drawn, 2 won. The game ends without a move, in
// the four-piece database, at a third repetition, after 80 plies of king moves
// or after 300 plies.
inline int
playGame(Position p, std::vector<Position> history, Rng& rng,
         const std::function<SearchLimits(int side, int ply)>& limitsFor,
         const std::function<void(const Position&, const MoveList&, const SearchResult&)>& onMove) {
    const EndgameDb& db = EndgameDb::upTo(4);
    int quiet = 0;
    for (int ply = 0;; ++ply) {
        MoveList moves;
        p.generate(moves);
        if (moves.size == 0) return p.toMove == 0 ? 0 : 2;
        if (countBits(p.occupied()) <= 4) {
            EndgameDb::Entry e;
            db.probe(p, e);
            const int mover = e.result == EndgameDb::Entry::Win    ? 2
                              : e.result == EndgameDb::Entry::Loss ? 0
                                                                   : 1;
            return p.toMove == 0 ? mover : 2 - mover;
        }
        if (std::count(history.begin(), history.end(), p) >= 3 || quiet >= 80 || ply >= 300)
            return 1;
        const SearchResult r = search(p, moves, history, limitsFor(p.toMove, ply), Rng(rng.next()));
        onMove(p, moves, r);
        const bool reversible = !r.best.isCapture() && (p.kings >> r.best.from & 1u);
        p.apply(r.best);
        quiet = reversible ? quiet + 1 : 0;
        if (!reversible) history.clear();
        history.push_back(p);
    }
}

} // namespace hatrack::checkers::training
