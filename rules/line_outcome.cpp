// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "line_outcome.h"

#include "table.h"

#include <algorithm>
#include <array>
#include <map>
#include <optional>

namespace hatrack {

namespace {

// Each player's pieces on the board: on every square, the owned token
// lowest in its stack (a hat or a wall worn or lying there is not a piece).
std::array<int, 2> piecesOf(const GameState& s, int viewer) {
    const Table t = s.table(viewer);
    std::map<int, const Token*> standing;
    for (const Token& k : t.tokens) {
        if (k.at.kind != Place::Kind::Square || k.owner < 0 || k.owner > 1) continue;
        auto [it, fresh] = standing.try_emplace(k.at.index, &k);
        if (!fresh && k.order < it->second->order) it->second = &k;
    }
    std::array<int, 2> n{0, 0};
    for (const auto& [square, k] : standing) ++n[static_cast<std::size_t>(k->owner)];
    return n;
}

Phrase counted(int n, const char* one, const char* id, const char* many) {
    return n == 1 ? Phrase::text(one) : Phrase::of(id, many, {Phrase::number(n)});
}

// A judgement less than this above the pieces' balance at the start (a man
// is 100) is no gain of a piece, whatever the line's last position shows.
constexpr double kGainBacked = 40;

// A trade that leaves the player at least this much worse off, where the
// game weighs its pieces (GameState::materialWorth), is not called even.
constexpr int kUnevenTrade = 150;

// `player`'s pieces' worth less the opponent's; none where the game counts
// every piece alike.
std::optional<int> worthBalance(const GameState& s, int player) {
    const int mine = s.materialWorth(player), theirs = s.materialWorth(1 - player);
    if (mine < 0 || theirs < 0) return std::nullopt;
    return mine - theirs;
}

// A judgement this far towards a win (1000000 in the searches that average
// over chance) says one side wins in most of what chance may bring, beyond
// the end of the line shown. Checkers' own wins (100000) never reach it: its
// lines run on to the end of a game it sees won.
constexpr double kLikelyResult = 500000;

// A quiet line whose move the search found this much better than every
// other (half a man) is worth telling apart from one among many as good.
constexpr double kClearlyBest = 50;

// The quiet outcome `words`, with the note that the choice matters.
Phrase quiet(const Phrase& words, double margin) {
    if (margin == kNoValue || margin < kClearlyBest) return words;
    return Phrase::of("quiet-clearly-best", "%1; every other choice looks clearly worse", {words});
}

} // namespace

double choiceMargin(const std::vector<std::pair<Action, double>>& ranked) {
    return ranked.size() < 2 ? kNoValue : ranked[0].second - ranked[1].second;
}

LineOutcome lineOutcome(const GameState& start, const std::vector<Action>& line, int player,
                        double value, double margin) {
    // Before play (a hat draft) no piece is at stake: the line says nothing
    // of material, only whether the pick stands out.
    if (start.inSetup())
        return {false, quiet(Phrase::text("the pick the computer rates best"), margin)};
    const std::array<int, 2> before = piecesOf(start, player);
    auto s = start.clone();
    int lastDecider = player;
    // The player's turns in the line (it opens with the first), and how many
    // had begun when the balance of pieces last changed: a gain three moves
    // away is said so.
    int turns = 1, turnsToGain = 0, turnsToCapture = 0;
    int balance =
        before[static_cast<std::size_t>(player)] - before[static_cast<std::size_t>(1 - player)];
    // Whether the opponent decided anything in the line after its last change
    // of balance: if not, the line may stop short of their answer.
    bool answered = true;
    for (const Action& a : line) {
        if (s->outcome().over) break;
        const auto legal = s->legalActions();
        if (std::find(legal.begin(), legal.end(), a) == legal.end()) break;
        const int decider = s->currentPlayer();
        if (decider == player && lastDecider != player) ++turns;
        lastDecider = decider;
        if (decider == 1 - player) answered = true;
        s->advance(a);
        const std::array<int, 2> now = piecesOf(*s, player);
        const int b =
            now[static_cast<std::size_t>(player)] - now[static_cast<std::size_t>(1 - player)];
        if (turnsToCapture == 0 && now[0] + now[1] < before[0] + before[1]) turnsToCapture = turns;
        if (b != balance) {
            balance = b;
            turnsToGain = turns;
            answered = false;
        }
    }
    const Outcome end = s->outcome();
    if (end.over && end.winner == player) return {true, Phrase::text("wins the game")};
    if (end.over && end.winner == 1 - player)
        return {false, Phrase::text("the best defence found, though the game looks lost")};
    // A draw is what the player most needs told, whatever the pieces did on the way.
    if (end.over) return {false, Phrase::of("line-draws", "draws the game: %1", {end.reason})};
    // Said before what the pieces do on the way: a player told only that the
    // material stays as it is lost the game two moves later, unwarned.
    if (value != kNoValue && value <= -kLikelyResult)
        return {false, Phrase::text("the best found, though a loss looks likely")};
    if (value != kNoValue && value >= kLikelyResult)
        return {false, Phrase::text("a win looks likely")};
    const std::array<int, 2> after = piecesOf(*s, player);
    int lost = std::max(0, before[static_cast<std::size_t>(player)] -
                               after[static_cast<std::size_t>(player)]);
    int taken = std::max(0, before[static_cast<std::size_t>(1 - player)] -
                                after[static_cast<std::size_t>(1 - player)]);
    // A line that ends on the player's gain, before any answer, may stop
    // short of a recapture the search saw: when the search judges the player
    // no better off than the pieces stood at the start (counted a man each,
    // so only then, where no answer in the line shows the gain holds), it is
    // said as the search sees it, an even trade.
    // Where the game weighs its pieces, the balance is their worth.
    const std::optional<int> worthBefore = worthBalance(start, player);
    const std::optional<int> worthAfter = worthBalance(*s, player);
    const double startBalance = worthBefore
                                    ? *worthBefore
                                    : 100.0 * (before[static_cast<std::size_t>(player)] -
                                               before[static_cast<std::size_t>(1 - player)]);
    const bool unbacked =
        taken > lost && !answered && value != kNoValue && value - startBalance < kGainBacked;
    if (unbacked) lost = taken;
    // One piece for one, or two pawns for a queen, is no even trade.
    if (taken > 0 && !unbacked && worthBefore && worthAfter) {
        const int change = *worthAfter - *worthBefore;
        if (change <= -kUnevenTrade && taken >= lost)
            return {
                false,
                Phrase::text(
                    "the best found, though what it gives up is worth more than what it takes")};
        if (change >= kUnevenTrade && taken <= lost)
            return {false, Phrase::text("wins material in the trade")};
    }
    if (taken > lost && turnsToGain > 1)
        return {false,
                taken - lost == 1
                    ? Phrase::of("wins-piece-within", "wins a piece within %1 moves",
                                 {Phrase::number(turnsToGain)})
                    : Phrase::of("wins-pieces-within", "wins %1 pieces within %2 moves",
                                 {Phrase::number(taken - lost), Phrase::number(turnsToGain)})};
    if (taken > lost)
        return {false, counted(taken - lost, "wins a piece", "wins-pieces", "wins %1 pieces")};
    // Said as the search's choice: a hint that only said "gives up a piece"
    // read as a blunder, while every other move loses as much or more. A
    // loss some moves away is said so: a quiet move told as giving up five
    // pieces read as if the five fell at once.
    if (lost > taken && turnsToGain > 1)
        return {false,
                lost - taken == 1
                    ? Phrase::of("gives-up-piece-within",
                                 "the best found, though a piece is lost within %1 moves",
                                 {Phrase::number(turnsToGain)})
                    : Phrase::of("gives-up-pieces-within",
                                 "the best found, though %1 pieces are lost within %2 moves",
                                 {Phrase::number(lost - taken), Phrase::number(turnsToGain)})};
    if (lost > taken)
        return {false, counted(lost - taken, "the best found, though it gives up a piece",
                               "gives-up-pieces", "the best found, though it gives up %1 pieces")};
    // A trade some moves away is said so, as a player looks for it right
    // after the move hinted.
    if (taken > 0 && turnsToCapture > 1)
        return {false, taken == 1
                           ? Phrase::of("trades-piece-within",
                                        "trades a piece for a piece within %1 moves",
                                        {Phrase::number(turnsToCapture)})
                           : Phrase::of("trades-pieces-within",
                                        "trades %1 pieces for as many within %2 moves",
                                        {Phrase::number(taken), Phrase::number(turnsToCapture)})};
    if (taken > 0)
        return {false, counted(taken, "trades a piece for a piece", "trades-pieces",
                               "trades %1 pieces for as many")};
    // A line stops where chance comes in (a card, a die, a hat drawn): the
    // search averages over what may come, so nothing after it can be shown.
    if (!end.over && s->currentPlayer() == kChance) {
        // What chance decides is named only right after the hinted move:
        // after the opponent's decision, or the player's next move, it is
        // about a square the hinted move never touched.
        const Phrase next = lastDecider == player && turns == 1 ? s->prompt() : Phrase();
        if (next.empty())
            return {false, quiet(Phrase::text("leaves the material as it is until chance "
                                              "decides what comes next"),
                                 margin)};
        return {false,
                quiet(Phrase::of("no-change-before-chance",
                                 // A sentence of its own: the prompt opens with a capital.
                                 "leaves the material as it is until chance decides what comes "
                                 "next. %1",
                                 {next}),
                      margin)};
    }
    return {false, quiet(Phrase::text("leaves the material as it is, as far as the computer looks"),
                         margin)};
}

} // namespace hatrack
