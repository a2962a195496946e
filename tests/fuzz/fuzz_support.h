// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Shared by the fuzz targets: every input is text from outside the program
// (a position, moves, a game record), and the only acceptable reactions are a
// result or a RulesError; a crash or a sanitizer report is a bug.
#include "game_state.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace hatrack::fuzz {

inline std::string text(const std::uint8_t* data, std::size_t size) {
    return std::string(reinterpret_cast<const char*>(data), size);
}

inline std::vector<std::string> lines(const std::string& s) {
    std::vector<std::string> out;
    std::size_t start = 0;
    while (start <= s.size()) {
        const auto end = s.find('\n', start);
        out.push_back(s.substr(start, end == std::string::npos ? std::string::npos : end - start));
        if (end == std::string::npos) break;
        start = end + 1;
    }
    return out;
}

// A position read from text must read back the same from its own notation.
void checkRoundTrip(const GameState& state);
// Every position the game writes, as each player may see it too, must read.
void checkReadable(const GameState& state);
// Any position must give a sane table and list only moves it can read back.
void checkPosition(const GameState& state);

// Plays each line as a move on a match set up from the first line (a FEN, or
// empty for the start), with the given options.
void playLines(const std::string& gameId, const std::string& input);

} // namespace hatrack::fuzz
