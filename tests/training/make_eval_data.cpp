// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Positions for training the checkers evaluation (rules/checkers/learned_eval.h):
// games the search plays against itself from the three-move ballots, each
// quiet position written with its search score and how the game ended.
//
//   hatrack-eval-data BALLOTS OUT FIRST_GAME GAMES NODES [learned | WEIGHTS]
//
// With `learned` both sides search with the trained evaluation, for the next
// round of training; with a weights file hatrack-train-eval wrote, with that
// network.
//
// Each record is 16 bytes, little-endian: black, white and kings as 32-bit
// masks, then a word with the side to move in bit 31, the result for the side
// to move in bits 16-17 (0 lost, 1 drawn, 2 won) and the search's score for it
// in the low 16 bits (signed, hundredths of a man).
#include "self_play.h"
#include "weights_file.h"

#include <cstdlib>
#include <iostream>
#include <memory>

using namespace hatrack;
using namespace hatrack::checkers;

int main(int argc, char** argv) {
    if (argc != 6 && argc != 7) {
        std::cerr
            << "usage: hatrack-eval-data BALLOTS OUT FIRST_GAME GAMES NODES [learned | WEIGHTS]\n";
        return 2;
    }
    std::unique_ptr<training::WeightsFile> file;
    try {
        if (argc == 7 && std::string(argv[6]) != "learned")
            file = std::make_unique<training::WeightsFile>(argv[6]);
    } catch (const std::exception& e) {
        std::cerr << e.what() << "\n";
        return 2;
    }
    const auto ballots = training::readBallots(argv[1]);
    if (ballots.empty()) {
        std::cerr << "no ballots in " << argv[1] << "\n";
        return 1;
    }
    std::ofstream out(argv[2], std::ios::binary | std::ios::app);
    const int first = std::atoi(argv[3]);
    const int games = std::atoi(argv[4]);
    const std::uint64_t nodes = std::strtoull(argv[5], nullptr, 10);
    long written = 0;
    int decided = 0;
    for (int g = first; g < first + games; ++g) {
        Rng rng(0x5EED0000ULL + static_cast<std::uint64_t>(g));
        Position p;
        std::vector<Position> history;
        const auto& ballot = ballots[static_cast<std::size_t>(g) % ballots.size()];
        // A few random plies more, so that no two games begin alike.
        if (!training::openGame(ballot, static_cast<int>(rng.below(4)), rng, p, history)) continue;
        std::vector<std::pair<Position, int>> seen;
        const int result = training::playGame(
            p, history, rng,
            [&](int, int ply) {
                SearchLimits limits{30, nodes, ply < 12 ? 6 : 0};
                limits.learnedEval = argc == 7;
                limits.weights = file ? &file->weights() : nullptr;
                return limits;
            },
            [&](const Position& at, const MoveList& moves, const SearchResult& r) {
                if (moves.size > 1 && !at.hasCapture() && std::abs(r.score) < 20000)
                    seen.push_back({at, r.score});
            });
        if (result != 1) ++decided;
        for (const auto& [at, score] : seen) {
            const int mover = at.toMove == 0 ? result : 2 - result;
            const std::uint32_t words[4] = {
                at.black, at.white, at.kings,
                (static_cast<std::uint32_t>(at.toMove) << 31) |
                    (static_cast<std::uint32_t>(mover) << 16) |
                    static_cast<std::uint16_t>(static_cast<std::int16_t>(score))};
            out.write(reinterpret_cast<const char*>(words), sizeof words);
            ++written;
        }
        if ((g - first + 1) % 50 == 0)
            std::cerr << g - first + 1 << " games, " << written << " positions, " << decided
                      << " decided\n";
    }
    std::cerr << games << " games, " << written << " positions, " << decided << " decided\n";
    return 0;
}
