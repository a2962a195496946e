// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// What the variant lab (rules/lab.h) counts of a game: a power, hat,
// character, card or planet that a player had or used. Each game names its
// own (GameState::featureTags, GameState::heldFeatures), so the lab and the
// screens that show its figures never need to know any game's rules.
#include "table.h"

#include <string>

namespace hatrack {

struct FeatureTag {
    // "kind:name", the same in every language and every version: "hat:red",
    // "spell:fireball", "character:mage", "card:hippo", "planet:venus".
    std::string id;
    Phrase label; // the game's own name for it: "Zotting", "Arcane Mage", "Venus"
    int seat = 0; // the player who had or used it
    // Times used; 0 when the tag only says the player had it (dealt, chosen,
    // worn) without using it.
    int times = 1;
};

} // namespace hatrack
