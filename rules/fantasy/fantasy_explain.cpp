// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// Why a checker of Fantasy RPG Checkers may do what it may: a wound, an
// illusion, the Bard's charm, the Fighter's penny and jumps, a skipped turn,
// after what every game says of its moves.
#include "explain.h"
#include "fantasy_state.h"
#include "piece_words.h"

namespace hatrack::fantasy {

Phrase FantasyState::explainSquare(int square, int viewer) const {
    Phrase out = GameState::explainSquare(square, viewer);
    if (out.empty() || square < 0 || square >= 32) return out;
    const Cell& c = cells_[static_cast<std::size_t>(square)];
    if (c.owner < 0) return out;
    const int foe = 1 - c.owner;
    const int hero = character(c.owner);
    auto add = [&](Phrase why) { out = words::withWhy(out, std::move(why)); };
    if (c.illusion)
        add(Phrase::text("This checker is the Bard's illusion: an enemy checker it meets may save "
                         "to make it vanish."));
    else if (c.wounded)
        add(Phrase::text("This checker is wounded (face down): one more wound captures it."));
    if (c.pennies > 0 && hero == kBard)
        add(Phrase::of("explain-charmed", "Charmed by the Bard: %1 may not jump this checker.",
                       {playerName(foe)}));
    if (c.pennies > 0 && hero == kFighter)
        add(Phrase::text("The Smart Fighter's penny on this checker takes the next wound."));
    if (hero == kFighter && !c.illusion && ld(c.owner) > 0)
        add(Phrase::text("Tactical Master: while the Smart Fighter leads in level, this "
                         "checker's jumps may turn a right angle."));
    if ((immune_ >> square) & 1u)
        add(Phrase::text("Cure Critical Wounds saved this checker: it cannot be captured again "
                         "this turn."));
    if (sides_[static_cast<std::size_t>(c.owner)].skip)
        add(Phrase::of("explain-skips", "%1 skips the next turn (Cure Critical Wounds).",
                       {playerName(c.owner)}));
    return out;
}

} // namespace hatrack::fantasy
