// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What every checkers-based game shares (docs/rules.md, Checkers): the board of
// 32 dark squares numbered as in PDN, crowning on the far row, the draw rules
// (40 moves each without progress, the third repetition) and pieces that keep
// their ids for the whole game, so a screen can follow each one.
#include "board.h"
#include "repetition.h"
#include "table.h"

#include <algorithm>
#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace hatrack::checkers {

inline constexpr int kQuietPliesForDraw = 80; // 40 moves by each side
inline constexpr int kQuietNoticePlies = 20;  // the last ten moves each are counted down

// The 8x8 board with PDN square numbers, dark squares playable.
BoardView draughtsBoard();

// A checker as a token on the table.
Token pieceToken(int id, int owner, bool king, int square);

// Ids of the pieces on the 32 squares; a new id for every piece that comes
// onto the board, never reused.
class PieceIds {
  public:
    // Numbers the pieces on `occupied` squares from 0, in square order.
    void start(std::uint32_t occupied);
    int at(int square) const { return id_[static_cast<std::size_t>(square)]; }
    void move(int from, int to) {
        id_[static_cast<std::size_t>(to)] = id_[static_cast<std::size_t>(from)];
        id_[static_cast<std::size_t>(from)] = -1;
    }
    int remove(int square) {
        const int id = at(square);
        id_[static_cast<std::size_t>(square)] = -1;
        return id;
    }
    int add(int square) { return id_[static_cast<std::size_t>(square)] = next_++; }
    // The first id not yet given to a piece: other tokens are numbered after it.
    int next() const { return next_; }

  private:
    std::array<std::int16_t, 32> id_{};
    std::int16_t next_ = 0;
};

// The no-progress and repetition rules, for any kind of position key.
template <class Key> class DrawRule {
  public:
    void start(const Key& key) {
        quiet_ = 0;
        seen_.assign(1, key);
    }
    // Called once a turn is over; returns why the game is drawn, or "".
    std::string endTurn(bool irreversible, const Key& key) {
        if (irreversible) {
            quiet_ = 0;
            seen_.clear();
        } else {
            ++quiet_;
        }
        seen_.push_back(key);
        if (std::count(seen_.begin(), seen_.end(), key) >= 3)
            return "the same position occurred for the third time";
        if (quiet_ >= kQuietPliesForDraw) return "40 moves each without a capture or a man moving";
        return {};
    }
    int quietPlies() const { return quiet_; }
    void setQuietPlies(int n) { quiet_ = n; }
    // Said before either rule draws the game, so that it comes as no surprise:
    // the position on the board seen twice, or the last ten moves each.
    Phrase notice() const {
        if (Phrase repeated = repetitionNotice(seen_); !repeated.empty()) return repeated;
        const int left = kQuietPliesForDraw - quiet_;
        if (left == 1)
            return Phrase::text("One more turn without a capture or a man moving draws the game.");
        if (left > 0 && left <= kQuietNoticePlies)
            return Phrase::of("quiet-turns-left",
                              "%1 more turns without a capture or a man moving draw the game.",
                              {Phrase::number(left)});
        return {};
    }
    // Positions since the last irreversible move, the current one last.
    const std::vector<Key>& seen() const { return seen_; }

  private:
    int quiet_ = 0;
    std::vector<Key> seen_;
};

} // namespace hatrack::checkers
