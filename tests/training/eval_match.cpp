// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Two settings of the checkers search against each other, each searching the
// same number of nodes, from the three-move ballots with colours swapped.
//
//   hatrack-eval-match BALLOTS FIRST_PAIR PAIRS NODES [A B]
//
// A and B each name an evaluation: `learned`, `hand`, or a weights file that
// hatrack-train-eval wrote (played as the network with those weights); the
// default is learned against hand. A name that ends in `+selective` searches
// as the expert does, with late-move reductions and ProbCut; `+selective+managed`
// also spends its nodes as the expert does (SearchLimits::managed), and
// `@N` after a name gives that side N nodes instead of NODES. The last line
// gives the mean nodes each side searched a move, to compare at equal means.
#include "self_play.h"
#include "weights_file.h"

#include <array>
#include <cstdlib>
#include <iostream>
#include <memory>

using namespace hatrack;
using namespace hatrack::checkers;

namespace {

SearchLimits settingsOf(std::string name, std::uint64_t nodes,
                        std::vector<std::unique_ptr<training::WeightsFile>>& files) {
    // `@N` after a name gives that side a budget of its own.
    if (const auto at = name.find('@'); at != std::string::npos) {
        nodes = std::strtoull(name.c_str() + at + 1, nullptr, 10);
        name.resize(at);
    }
    SearchLimits l{40, nodes, 0};
    const std::string managed = "+managed";
    if (name.ends_with(managed)) {
        l.managed = true;
        name.resize(name.size() - managed.size());
    }
    const std::string selective = "+selective";
    if (name.ends_with(selective)) {
        l.selective = true;
        name.resize(name.size() - selective.size());
    }
    l.learnedEval = name != "hand";
    if (name != "hand" && name != "learned") {
        files.push_back(std::make_unique<training::WeightsFile>(name));
        l.weights = &files.back()->weights();
    }
    return l;
}

} // namespace

int main(int argc, char** argv) {
    if (argc != 5 && argc != 7) {
        std::cerr << "usage: hatrack-eval-match BALLOTS FIRST_PAIR PAIRS NODES [A B]\n";
        return 2;
    }
    const auto ballots = training::readBallots(argv[1]);
    const int first = std::atoi(argv[2]);
    const int pairs = std::atoi(argv[3]);
    const std::uint64_t nodes = std::strtoull(argv[4], nullptr, 10);
    const std::string nameA = argc == 7 ? argv[5] : "learned";
    const std::string nameB = argc == 7 ? argv[6] : "hand";
    if (ballots.empty() || pairs <= 0) {
        std::cerr << "no ballots in " << argv[1] << "\n";
        return 1;
    }
    std::vector<std::unique_ptr<training::WeightsFile>> files;
    SearchLimits a, b;
    try {
        a = settingsOf(nameA, nodes, files);
        b = settingsOf(nameB, nodes, files);
    } catch (const std::exception& e) {
        std::cerr << e.what() << "\n";
        return 2;
    }
    int won = 0, drawn = 0, lost = 0;
    // Nodes and moves searched by each side, A then B: managed searches
    // spend their budget unevenly, and matches compare them at equal means.
    std::array<std::uint64_t, 2> nodesBy{}, movesBy{};
    for (int g = first; g < first + pairs; ++g) {
        for (int sideA = 0; sideA < 2; ++sideA) {
            Rng rng(0xA11CE000ULL + static_cast<std::uint64_t>(g));
            Position p;
            std::vector<Position> history;
            const auto& ballot = ballots[static_cast<std::size_t>(g) % ballots.size()];
            if (!training::openGame(ballot, 0, rng, p, history)) continue;
            const int black = training::playGame(
                p, history, rng, [&](int side, int) { return side == sideA ? a : b; },
                [&](const Position& p, const MoveList& moves, const SearchResult& r) {
                    if (moves.size < 2 || r.depth == 0) return;
                    const int who = p.toMove == sideA ? 0 : 1;
                    nodesBy[who] += r.nodes;
                    ++movesBy[who];
                });
            const int mine = sideA == 0 ? black : 2 - black;
            (mine == 2 ? won : mine == 1 ? drawn : lost)++;
        }
        std::cout << "pair " << g << ": " << won << "-" << drawn << "-" << lost << "\n"
                  << std::flush;
    }
    std::cout << nameA << " against " << nameB << ", " << nodes << " nodes: " << won << "-" << drawn
              << "-" << lost << " (" << 100.0 * (won + 0.5 * drawn) / (won + drawn + lost)
              << "%); mean nodes a move " << nodesBy[0] / std::max<std::uint64_t>(movesBy[0], 1)
              << " and " << nodesBy[1] / std::max<std::uint64_t>(movesBy[1], 1) << "\n";
    return 0;
}
