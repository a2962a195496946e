// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "opening_book.h"

#include "game_data.h"
#include "pdn.h"

#include <algorithm>
#include <cctype>
#include <memory>
#include <mutex>

namespace hatrack::checkers {

namespace {

constexpr int kBookPlies = 24;

// "24x15x6" or "11-15": the squares named, 1-based.
std::vector<int> squaresOf(const std::string& token) {
    std::vector<int> squares;
    int n = -1;
    for (const char c : token + "-") {
        if (std::isdigit(static_cast<unsigned char>(c))) {
            n = (n < 0 ? 0 : n * 10) + (c - '0');
        } else if (n >= 0) {
            squares.push_back(n);
            n = -1;
        }
    }
    return squares;
}

// The legal move the record names: by its first and last square, and by every
// landing when the record gives them.
const Move* moveNamed(const MoveList& moves, const std::string& token) {
    const std::vector<int> sq = squaresOf(token);
    if (sq.size() < 2) return nullptr;
    for (const Move& m : moves) {
        if (m.from + 1 != sq.front() || m.to() + 1 != sq.back()) continue;
        if (sq.size() > 2 && static_cast<std::size_t>(m.hops) + 1 == sq.size()) {
            bool same = true;
            for (int i = 0; i < m.hops; ++i) same = same && m.path[i] + 1 == sq[i + 1];
            if (!same) continue;
        }
        return &m;
    }
    return nullptr;
}

} // namespace

OpeningBook::OpeningBook(const std::string& pdnText, int plies) {
    for (const PdnGame& game : parsePdn(pdnText)) {
        if (game.tags.count("FEN")) continue; // the book starts from the start
        const double blackScore = game.result == "1-0"       ? 1.0
                                  : game.result == "0-1"     ? 0.0
                                  : game.result == "1/2-1/2" ? 0.5
                                                             : -1.0;
        if (blackScore < 0) continue;
        Position p = Position::start();
        for (int ply = 0; ply < plies && ply < static_cast<int>(game.moves.size()); ++ply) {
            MoveList moves;
            p.generate(moves);
            const Move* m = moveNamed(moves, game.moves[static_cast<std::size_t>(ply)]);
            if (!m) break;
            auto& choices = book_[{p.black, p.white, p.kings, p.toMove}];
            auto it = std::find_if(choices.begin(), choices.end(),
                                   [&](const Choice& c) { return sameMove(c.move, *m); });
            if (it == choices.end()) it = choices.insert(choices.end(), Choice{*m, 0, 0});
            it->score = (it->score * it->games + (p.toMove == 0 ? blackScore : 1 - blackScore)) /
                        (it->games + 1);
            ++it->games;
            p.apply(*m);
        }
    }
}

const OpeningBook& OpeningBook::builtIn() {
    static std::once_flag once;
    static std::unique_ptr<OpeningBook> book;
    std::call_once(once, [] {
        book = std::make_unique<OpeningBook>(std::string(gameData("tinsley.pdn")), kBookPlies);
    });
    return *book;
}

const std::vector<OpeningBook::Choice>* OpeningBook::choicesAt(const Position& p) const {
    const auto it = book_.find({p.black, p.white, p.kings, p.toMove});
    return it == book_.end() ? nullptr : &it->second;
}

std::optional<Move> OpeningBook::pick(const Position& p, Rng& rng) const {
    const auto* choices = choicesAt(p);
    if (!choices) return std::nullopt;
    // Moves that did at least nearly as well as a draw for the masters who played them.
    int total = 0;
    for (const Choice& c : *choices)
        if (c.games >= 2 && c.score >= 0.4) total += c.games;
    if (total == 0) return std::nullopt;
    auto r = static_cast<int>(rng.below(static_cast<std::uint64_t>(total)));
    for (const Choice& c : *choices) {
        if (c.games < 2 || c.score < 0.4) continue;
        if (r < c.games) return c.move;
        r -= c.games;
    }
    return std::nullopt;
}

} // namespace hatrack::checkers
