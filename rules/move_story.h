// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A move on the board told in plain words ("Black's man jumps from 6 to 15,
// capturing the man on 10"), for players who would rather read than decode
// notation. It is put together from what the table saw happen (the events on
// token ids) and the table as it stood before, never from the
// notation, so it reads alike in every game: pieces are named by their type
// on the table ("man", "king", "pawn"). One story is one player's turn:
// the hops of a chain add to it, even with another player's decision between
// them.
#include "game_state.h"

#include <string>
#include <vector>

namespace hatrack {

class MoveStory {
  public:
    // Adds one decision of `player`'s, offered as `view`, made at the table
    // `before`; `transitions` are what it did. Both as one viewer sees them.
    // Only moves on the board of the player's own pieces add anything.
    void add(int player, const ActionView& view, const Table& before,
             const std::vector<Transition>& transitions);

    // The move in words, with the names of `s` (players and squares); empty
    // when the turn moved nothing on the board that can be told (a token
    // nobody owns, a piece that acted without moving or capturing).
    Phrase tell(const GameState& s) const;
    // Whether the story says more than that the piece went from one square to
    // another (a capture, a crowning): a game's own words would lose it.
    bool saysMore() const { return !taken_.empty() || crowned_; }

  private:
    void capture(int token, const Table& before);

    struct Taken {
        std::string kind;
        int square = -1;
    };
    int player_ = -1;
    int token_ = -1;        // the piece's id
    std::string kind_;      // what it was when the turn began
    std::vector<int> path_; // the squares it stood on, where it began first
    std::vector<Taken> taken_;
    bool crowned_ = false;
};

} // namespace hatrack
