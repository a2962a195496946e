// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The pieces errors about a player's input are made of: a move, a position, a
// file. Each is a Phrase, so that the app says it in the player's language,
// while the input it quotes stays as the player wrote it.
#include "game_state.h"

#include <exception>
#include <string_view>

namespace hatrack {

// Input quoted in a message ("bad FEN 'x'"): an excerpt, the same in every
// language.
inline Phrase quotedInput(std::string_view text) {
    return Phrase::verbatim(excerpt(text));
}

// An error's message to nest in another's ("bad start position: %1"): its own
// phrase, so that it is translated too, or its English as it is.
Phrase phraseOf(const std::exception& e);

// "move '11-16': <why>": a move that cannot be read or played here, its reason
// apart (a PDN record's replay quotes the reason alone).
inline Phrase moveError(std::string_view move, Phrase why) {
    return Phrase::of("move-error", "move '%1': %2", {quotedInput(move), std::move(why)});
}

// "'11-15' is not a legal action here": an action (or a decision, or a chance
// outcome: `what`) that is no choice in this position.
Phrase notLegalHere(std::string_view action, std::string_view what);

// "position: <why>": a position (FEN) of a game that cannot be set up.
inline RulesError badPosition(Phrase why) {
    return RulesError("position-error", "position: %1", {std::move(why)});
}

} // namespace hatrack
