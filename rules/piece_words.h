// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// A piece named in a sentence, by its kind (its type on the table: "man",
// "king", "pawn", "emperor") and the part it plays there. Other
// languages word a noun differently as the subject, the object and after a
// possessive, and give it an article of its own gender ("der Stein", "den
// Stein", "einen Stein", "la dame"), so each kind in each part is a whole
// pattern of its own rather than one word put into every sentence. A kind
// without words of its own is "piece".
#include "table.h"

#include <string>
#include <vector>

namespace hatrack::words {

// "The man on 11": the piece a sentence opens with.
Phrase pieceOn(const std::string& kind, const std::string& square);
// "a man": what a player moves.
Phrase aPiece(const std::string& kind);
// "Black's man": a player's piece doing something.
Phrase playersPiece(const std::string& kind, const Phrase& player);
// "the man on 10": a piece something is done to.
Phrase thePieceOn(const std::string& kind, const std::string& square);

// "15", "15 or 16", "15, 16 or 19"; the same with "and".
Phrase orList(std::vector<Phrase> items);
Phrase andList(std::vector<Phrase> items);

// A sentence and another that says why, as one line: "%1 %2".
Phrase withWhy(Phrase first, Phrase why);

} // namespace hatrack::words
