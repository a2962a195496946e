// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "fen.h"

#include "game_state.h"
#include "input_errors.h"

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

// "bad FEN '<fen>': <why>".
RulesError badFen(const std::string& fen, Phrase why) {
    return RulesError("bad-fen", "bad FEN '%1': %2", {quotedInput(fen), std::move(why)});
}

int parseSquare(const std::string& token, const std::string& fen) {
    if (token.empty() || token.size() > 3)
        throw badFen(fen, Phrase::of("expected-square", "expected a square number, found '%1'",
                                     {quotedInput(token)}));
    int n = 0;
    for (char c : token) {
        if (!std::isdigit(static_cast<unsigned char>(c)))
            throw badFen(fen, Phrase::of("not-square-number", "'%1' is not a square number",
                                         {quotedInput(token)}));
        n = n * 10 + (c - '0');
    }
    if (n < 1 || n > 32)
        throw badFen(fen, Phrase::of("square-off-board",
                                     "square %1 is not on the board (squares are 1-32)",
                                     {quotedInput(token)}));
    return n - 1;
}

const char* sideName(int side) {
    return side == 0 ? "Black" : "White";
}

} // namespace

Position parseFen(const std::string& input) {
    const std::string fen = trim(input);
    Position p;
    if (fen.empty()) throw RulesError(Phrase("bad FEN: it is empty"));
    const char turn = static_cast<char>(std::toupper(static_cast<unsigned char>(fen[0])));
    if (turn != 'B' && turn != 'W')
        throw badFen(fen, "it must start with B or W, the side to move");
    p.toMove = turn == 'B' ? 0 : 1;
    bool seen[2] = {false, false};
    std::size_t pos = 1;
    while (pos < fen.size()) {
        if (fen[pos] != ':')
            throw badFen(fen, Phrase::of("expected-colon", "expected ':' at position %1",
                                         {Phrase::number(static_cast<long long>(pos + 1))}));
        std::size_t next = fen.find(':', pos + 1);
        if (next == std::string::npos) next = fen.size();
        std::string field = fen.substr(pos + 1, next - pos - 1);
        pos = next;
        if (field.empty()) continue;
        const char colour = static_cast<char>(std::toupper(static_cast<unsigned char>(field[0])));
        if (colour != 'B' && colour != 'W')
            throw badFen(fen, Phrase::of("piece-list-start",
                                         "a piece list must start with W or B, found '%1'",
                                         {quotedInput(field)}));
        const int side = colour == 'B' ? 0 : 1;
        if (seen[side])
            throw badFen(fen,
                         Phrase::of("side-listed-twice", "%1 is listed twice", {sideName(side)}));
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
                    throw badFen(fen, Phrase::of("range-backwards", "range %1 runs backwards",
                                                 {quotedInput(item)}));
            } else {
                first = last = parseSquare(item, fen);
            }
            for (int s = first; s <= last; ++s) {
                const Bits b = Bits{1} << s;
                if (p.occupied() & b)
                    throw badFen(fen, Phrase::of("square-given-twice", "square %1 is given twice",
                                                 {Phrase::number(s + 1)}));
                mine |= b;
                if (king) p.kings |= b;
            }
        }
    }
    for (int side = 0; side < 2; ++side) {
        const Bits mine = side == 0 ? p.black : p.white;
        if (std::popcount(mine) > 12)
            throw RulesError("too-many-pieces",
                             "impossible position: %1 has %2 pieces; each side has at most 12",
                             {sideName(side), Phrase::number(std::popcount(mine))});
        const Bits crownRow = side == 0 ? kBlackCrownRow : kWhiteCrownRow;
        if (const Bits bad = mine & ~p.kings & crownRow)
            throw RulesError(
                side == 0 ? "black-man-crown-row" : "white-man-crown-row",
                side == 0 ? "impossible position: the Black man on %1 stands on the row where it "
                            "would have been crowned"
                          : "impossible position: the White man on %1 stands on the row where it "
                            "would have been crowned",
                {Phrase::number(std::countr_zero(bad) + 1)});
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
