// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the variant lab counts in Alien Checkers: the cards ("card:hippo",
// "Galactic Hippo") and the secret planets ("planet:venus", "Venus").
//
// A card is USED each time a player chooses it from the face-up cards and so
// plays it, whether or not it then finds something to do; a card turned face
// up and left there is not counted. A player HAS the planet dealt to it (with
// planets=on); a planet met is told by how the game ended ("planet-goal").
#include "alien_state.h"

namespace hatrack::alien {

std::vector<FeatureTag> AlienState::featureTags(const Action& a, const Transition& t) const {
    (void)t;
    if (a.kind != kChoose) return {};
    return {{std::string("card:") + cardName(a.a), Phrase(cardTitle(a.a)), currentPlayer(), 1}};
}

std::vector<FeatureTag> AlienState::heldFeatures() const {
    std::vector<FeatureTag> out;
    for (int p = 0; p < 2 && planetsOn_; ++p)
        if (planet_[p] >= 0)
            out.push_back({std::string("planet:") + planetName(planet_[p]),
                           Phrase(planetTitle(planet_[p])), p, 0});
    return out;
}

} // namespace hatrack::alien
