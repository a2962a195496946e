// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fen.h"

#include "game_state.h"

#include <bit>
#include <cctype>

namespace hatrack::checkers {

namespace {

std::string trim(const std::string& s) {
    std::size_t b = 0, e = s.size();
    while (b < e && (std::isspace(static_cast<unsigned char>(s[b])) || s[b] == '"')) ++b;
    while (e > b && (std::isspace(static_cast<unsigned char>(s[e - 1])) || s[e - 1] == '"' ||
                     s[e - 1] == '.'))
        --e;
    return s.substr(b, e - b);
}

int parseSquare(const std::string& token, const std::string& fen) {
    if (token.empty() || token.size() > 3)
        throw RulesError("bad FEN '" + excerpt(fen) + "': expected a square number, found '" +
                         excerpt(token) + "'");
    int n = 0;
    for (char c : token) {
        if (!std::isdigit(static_cast<unsigned char>(c)))
            throw RulesError("bad FEN '" + excerpt(fen) + "': '" + excerpt(token) +
                             "' is not a square number");
        n = n * 10 + (c - '0');
    }
    if (n < 1 || n > 32)
        throw RulesError("bad FEN '" + excerpt(fen) + "': square " + token +
                         " is not on the board (squares are 1-32)");
    return n - 1;
}

const char* sideName(int side) {
    return side == 0 ? "Black" : "White";
}

} // namespace

Position parseFen(const std::string& input) {
    const std::string fen = trim(input);
    Position p;
    if (fen.empty()) throw RulesError("bad FEN: it is empty");
    const char turn = static_cast<char>(std::toupper(static_cast<unsigned char>(fen[0])));
    if (turn != 'B' && turn != 'W')
        throw RulesError("bad FEN '" + excerpt(fen) +
                         "': it must start with B or W, the side to move");
    p.toMove = turn == 'B' ? 0 : 1;
    bool seen[2] = {false, false};
    std::size_t pos = 1;
    while (pos < fen.size()) {
        if (fen[pos] != ':')
            throw RulesError("bad FEN '" + excerpt(fen) + "': expected ':' at position " +
                             std::to_string(pos + 1));
        std::size_t next = fen.find(':', pos + 1);
        if (next == std::string::npos) next = fen.size();
        std::string field = fen.substr(pos + 1, next - pos - 1);
        pos = next;
        if (field.empty()) continue;
        const char colour = static_cast<char>(std::toupper(static_cast<unsigned char>(field[0])));
        if (colour != 'B' && colour != 'W')
            throw RulesError("bad FEN '" + excerpt(fen) +
                             "': a piece list must start with W or B, found '" + excerpt(field) +
                             "'");
        const int side = colour == 'B' ? 0 : 1;
        if (seen[side])
            throw RulesError("bad FEN '" + excerpt(fen) + "': " + sideName(side) +
                             " is listed twice");
        seen[side] = true;
        Bits& mine = side == 0 ? p.black : p.white;
        std::size_t i = 1;
        while (i < field.size()) {
            std::size_t comma = field.find(',', i);
            if (comma == std::string::npos) comma = field.size();
            std::string item = trim(field.substr(i, comma - i));
            i = comma + 1;
            if (item.empty()) continue;
            bool king = false;
            if (std::toupper(static_cast<unsigned char>(item[0])) == 'K') {
                king = true;
                item = item.substr(1);
            }
            int first, last;
            if (auto dash = item.find('-'); dash != std::string::npos) {
                first = parseSquare(item.substr(0, dash), fen);
                last = parseSquare(item.substr(dash + 1), fen);
                if (last < first)
                    throw RulesError("bad FEN '" + excerpt(fen) + "': range " + excerpt(item) +
                                     " runs backwards");
            } else {
                first = last = parseSquare(item, fen);
            }
            for (int s = first; s <= last; ++s) {
                const Bits b = Bits{1} << s;
                if (p.occupied() & b)
                    throw RulesError("bad FEN '" + excerpt(fen) + "': square " +
                                     std::to_string(s + 1) + " is given twice");
                mine |= b;
                if (king) p.kings |= b;
            }
        }
    }
    for (int side = 0; side < 2; ++side) {
        const Bits mine = side == 0 ? p.black : p.white;
        if (std::popcount(mine) > 12)
            throw RulesError("impossible position: " + std::string(sideName(side)) + " has " +
                             std::to_string(std::popcount(mine)) +
                             " pieces; each side has at most 12");
        const Bits crownRow = side == 0 ? kBlackCrownRow : kWhiteCrownRow;
        if (const Bits bad = mine & ~p.kings & crownRow)
            throw RulesError("impossible position: the " + std::string(sideName(side)) +
                             " man on " + std::to_string(std::countr_zero(bad) + 1) +
                             " stands on the row where it would have been crowned");
    }
    return p;
}

std::string toFen(const Position& p) {
    std::string out(1, p.toMove == 0 ? 'B' : 'W');
    for (int side : {1, 0}) {
        out += side == 0 ? ":B" : ":W";
        const Bits mine = side == 0 ? p.black : p.white;
        bool first = true;
        for (Bits b = mine; b; b &= b - 1) {
            const int s = std::countr_zero(b);
            if (!first) out += ',';
            first = false;
            if (p.kings & (Bits{1} << s)) out += 'K';
            out += std::to_string(s + 1);
        }
    }
    return out;
}

} // namespace hatrack::checkers
