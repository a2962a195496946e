// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The hats as tokens with ids, and the whole table as a screen draws it: the
// board, the pieces and what they wear, the bag, both racks, the pools of a
// select draft, the open draft and the hats out of the game.
#include "sorcerer_state.h"

namespace hatrack::sorcerer {

Hats& SorcererState::hatsIn(HatSpot spot) {
    switch (spot.kind) {
    case HatSpot::Rack:
        return rack_[spot.who];
    case HatSpot::Pool:
        return pool_[spot.who];
    case HatSpot::Out:
        return out_;
    case HatSpot::Draft:
        return draftOpen_;
    case HatSpot::Worn:
        return board_[static_cast<std::size_t>(squareOf(spot.who))].hats;
    default:
        return bag_;
    }
}

int SorcererState::squareOf(int pieceId) const {
    for (int s = 0; s < 32; ++s)
        if (board_[static_cast<std::size_t>(s)].owner >= 0 && ids_.at(s) == pieceId) return s;
    throw RulesError("internal: no piece with id " + std::to_string(pieceId));
}

Place SorcererState::placeOf(HatSpot spot) const {
    switch (spot.kind) {
    case HatSpot::Rack:
        return Place::inZone("rack:" + std::to_string(spot.who));
    case HatSpot::Pool:
        return Place::inZone("pool:" + std::to_string(spot.who));
    case HatSpot::Out:
        return Place::inZone("out");
    case HatSpot::Draft:
        return Place::inZone("draft");
    case HatSpot::Worn:
        return Place::on(spot.who);
    default:
        return Place::inZone("bag");
    }
}

void SorcererState::moveHat(int colour, HatSpot from, HatSpot to, Transition* t, int count) {
    hatsIn(from).take(colour, count);
    hatsIn(to).add(colour, count);
    for (int n = 0; n < kHatsPerColour && count > 0; ++n) {
        auto& spot = hatSpots_[static_cast<std::size_t>(colour * kHatsPerColour + n)];
        if (!(spot == from)) continue;
        spot = to;
        --count;
        if (t)
            t->events.push_back(TableEvent::moved(kHatIdBase + colour * kHatsPerColour + n,
                                                  placeOf(from), placeOf(to), hatName(colour)));
    }
}

void SorcererState::numberHats() {
    int next[kHatColours] = {};
    auto give = [&](const Hats& hats, HatSpot spot) {
        for (int h = 0; h < kHatColours; ++h)
            for (int k = 0; k < hats[h]; ++k)
                hatSpots_[static_cast<std::size_t>(h * kHatsPerColour + next[h]++)] = spot;
    };
    for (int s = 0; s < 32; ++s)
        if (board_[static_cast<std::size_t>(s)].owner >= 0)
            give(board_[static_cast<std::size_t>(s)].hats, worn(ids_.at(s)));
    give(rack_[0], rackOf(0));
    give(rack_[1], rackOf(1));
    give(pool_[0], poolOf(0));
    give(pool_[1], poolOf(1));
    give(draftOpen_, kDraft);
    give(out_, kOut);
    give(bag_, kBag);
}

Table SorcererState::table(int) const {
    // Every hat in this game is in plain sight; only the order of draws from
    // the bag is unknown, and the table holds no order.
    Table t;
    t.art = "sorcerers-apprentice";
    t.board = checkers::draughtsBoard();
    for (int s = 0; s < 32; ++s) {
        const Piece& p = board_[static_cast<std::size_t>(s)];
        if (p.owner < 0) continue;
        Token piece = checkers::pieceToken(ids_.at(s), p.owner, p.king, s);
        if (p.poisoned) piece.flags.push_back("poisoned");
        t.tokens.push_back(std::move(piece));
    }
    int order = 0;
    for (int k = 0; k < kAllHats; ++k) {
        const HatSpot spot = hatSpots_[static_cast<std::size_t>(k)];
        Token hat;
        hat.id = kHatIdBase + k;
        hat.type = "hat";
        hat.face = hatName(k / kHatsPerColour);
        hat.order = order++;
        hat.at = placeOf(spot);
        t.tokens.push_back(std::move(hat));
    }
    const bool pools = rules_.draft == Draft::Select || rules_.draft == Draft::Contrary;
    auto zone = [&](std::string id, std::string kind, int owner, const Hats& hats, Phrase label) {
        t.zones.push_back(
            {std::move(id), std::move(kind), owner, false, hats.total(), std::move(label)});
    };
    zone("bag", "heap", -1, bag_, Phrase::text("Bag"));
    zone("out", "heap", -1, out_, Phrase::text("Out of the game"));
    for (int p = 0; p < 2; ++p) {
        zone("rack:" + std::to_string(p), "rack", p, rack_[p],
             Phrase::of("rack", "%1's rack", {playerName(p)}));
        if (pools)
            zone("pool:" + std::to_string(p), "pool", p, pool_[p],
                 Phrase::of("pool", "%1's pool", {playerName(p)}));
    }
    if (drafting_) {
        zone("draft", "draft", -1, draftOpen_, Phrase::text("Hat draft"));
        for (int p = 0; p < 2; ++p)
            t.counters.push_back({"draft-picks:" + std::to_string(p), p, draftPicks_[p],
                                  Phrase::of("picks", "%1's picks", {playerName(p)})});
    }
    return t;
}

} // namespace hatrack::sorcerer
