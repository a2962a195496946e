// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the variant lab counts in Sorcerer's Apprentice: the six hats, each
// under its colour ("hat:red") and named by its power ("Zotting").
//
// A player HAS a hat in a game when it puts one of that colour on a piece
// (kPlace), or, in a Select or Contrary draft, drafts one into its own pool;
// in a Mixed draft the picks go to the common bag, so they are nobody's.
// A hat is USED each time its power acts:
// - red, Zotting: a zot (even one a Warding hat stops: the red hat is spent);
// - yellow, Nimbleness: a hop over a piece of one's own side;
// - green, Venom: a captor poisoned, counted for the side whose piece it took;
// - blue, Warding: a blue hat spent, on a capture it stopped or on poison it
//   cured, counted for the side whose piece it saved (the table shows a blue
//   hat leaving a piece that stays, which happens in no other way);
// - clear, Strength: a step onto an enemy, even one a Warding hat stops;
// - purple, Valor: a hop by a piece in a purple hat, which always turns.
// The Triple Hat Combo Bonus ("power:combo") is used each time it is cashed in.
#include "sorcerer_state.h"

namespace hatrack::sorcerer {

namespace {

FeatureTag hatTag(int hat, int seat, int times) {
    return {std::string("hat:") + hatName(hat), Phrase(hatPower(hat)), seat, times};
}

} // namespace

std::vector<FeatureTag> SorcererState::featureTags(const Action& a, const Transition& t) const {
    std::vector<FeatureTag> out;
    const int mover = currentPlayer();
    // The side of a piece by its id, as it stood before the action.
    const auto sideOf = [&](int pieceId) {
        for (int s = 0; s < 32; ++s)
            if (board_[static_cast<std::size_t>(s)].owner >= 0 && ids_.at(s) == pieceId)
                return board_[static_cast<std::size_t>(s)].owner;
        return -1;
    };
    switch (a.kind) {
    case kPlace:
        out.push_back(hatTag(a.a, mover, 0));
        break;
    case kDraftPick:
        if (rules_.draft == Draft::Select || rules_.draft == Draft::Contrary)
            out.push_back(hatTag(a.a, mover, 0));
        break;
    case kZot:
        out.push_back(hatTag(Red, mover, 1));
        break;
    case kStep:
        if (board_[static_cast<std::size_t>(a.b)].owner >= 0)
            out.push_back(hatTag(Clear, mover, 1));
        break;
    case kHop: {
        const Piece& hopper = board_[static_cast<std::size_t>(a.a)];
        if (board_[static_cast<std::size_t>(a.c)].owner == hopper.owner)
            out.push_back(hatTag(Yellow, mover, 1));
        if (hopper.hats.has(Purple)) out.push_back(hatTag(Purple, mover, 1));
        break;
    }
    case kComboRevive:
    case kComboSteal:
        out.push_back({"power:combo", Phrase("Triple Hat Combo Bonus"), mover, 1});
        break;
    default:
        break;
    }
    for (const TableEvent& e : t.events) {
        if (e.kind == TableEvent::Kind::Flagged && e.face == "poisoned" && e.value == 1) {
            const int captor = sideOf(e.token);
            if (captor >= 0) out.push_back(hatTag(Green, 1 - captor, 1));
        } else if (e.kind == TableEvent::Kind::Moved && e.face == hatName(Blue) &&
                   e.from.kind == Place::Kind::Token && e.to == Place::inZone("out")) {
            const int saved = sideOf(e.from.index);
            if (saved >= 0) out.push_back(hatTag(Blue, saved, 1));
        }
    }
    return out;
}

} // namespace hatrack::sorcerer
