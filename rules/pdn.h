// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// PDN game records: reading them (tags, the moves in order, the result),
// playing one as a match, and writing a match as one. PDN suits games whose
// moves are written as PDN writes them (GameInfo::pdn: plain checkers).
#include "match.h"

#include <map>
#include <string>
#include <vector>

namespace hatrack {

struct PdnGame {
    std::map<std::string, std::string> tags;
    std::vector<std::string> moves;
    std::string result; // "1-0", "0-1", "1/2-1/2", "*" or empty
};

// Comments ({...}), variations ((...)), move numbers and annotations are skipped.
// Tag values are unescaped (\" and \\); a ']' inside a quoted value is part of it.
std::vector<PdnGame> parsePdn(const std::string& text);

// A record played as a match of `gameId`.
struct PdnReplay {
    Match match;
    std::size_t played = 0; // moves of the record played
    // Why the record could not be played to its end ("move 12 (22-18): ..."),
    // or empty when every move was played.
    Phrase stopped;
};

// Plays a record from its FEN tag (or the start), move by move, as far as
// the moves are legal. A result the final position does not explain is how
// the players ended it: the loser resigned ("1-0", "0-1"), or the player to
// move offered a draw that was agreed ("1/2-1/2"). Throws RulesError when the
// game has no PDN (GameInfo::pdn) or the FEN tag is not a position of it.
PdnReplay replayPdn(const PdnGame& game, const std::string& gameId);

// The match as a PDN record: the tags Event, Site, Date, Round, Black and
// White from `tags` (in that order, as checkers records write them), then
// Result ("1-0" when the first player won, "0-1", "1/2-1/2", or "*" while it
// goes on), FEN for a game that did not begin at the start, and any other
// tag given; values escaped as parsePdn reads them. Whole moves in the game's
// notation, numbered; a move left unfinished at the end is left out. Throws
// RulesError when the game has no PDN, or naming a turn that is not one of
// the game's notated moves, rather than writing a record that stops short.
std::string writePdn(const Match& match, const std::map<std::string, std::string>& tags = {});

} // namespace hatrack
