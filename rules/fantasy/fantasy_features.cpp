// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the variant lab counts in Fantasy RPG Checkers: the characters
// ("character:mage", named as the setup screen names them, "Arcane Mage")
// and the spells and powers of their spellbooks ("spell:fireball", "Fireball").
//
// A player HAS its character, chosen on the board or fixed by the options.
// A spell or power is USED each time it is cast (the Thief's Shortbow once a
// volley, however many arrows fly), and Cure Critical Wounds each time the
// Cleric saves a checker with it in the other player's turn. Powers that act
// by themselves (the Smart Fighter's penny, the Thief's Loot) are not counted:
// the players never decide on them.
#include "fantasy_state.h"

namespace hatrack::fantasy {

namespace {

FeatureTag spellTag(int spell, int seat) {
    return {std::string("spell:") + spellId(spell), Phrase(spellName(spell)), seat, 1};
}

} // namespace

std::vector<FeatureTag> FantasyState::featureTags(const Action& a, const Transition& t) const {
    (void)t;
    if (a.kind == kCast) return {spellTag(a.a, currentPlayer())};
    if (a.kind == kCure) return {spellTag(kCureCritical, currentPlayer())};
    return {};
}

std::vector<FeatureTag> FantasyState::heldFeatures() const {
    std::vector<FeatureTag> out;
    for (int p = 0; p < 2; ++p) {
        const int c = character(p);
        if (c != kNoCharacter)
            out.push_back(
                {std::string("character:") + characterId(c), Phrase(characterTitle(c)), p, 0});
    }
    return out;
}

} // namespace hatrack::fantasy
