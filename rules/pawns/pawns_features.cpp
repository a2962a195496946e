// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// What the variant lab counts in Pawns in Hats: the hats by what the die
// made of them ("hat:queen", "Queenly Crown").
//
// A player HAS a hat when the die identifies it in the hands of one of its
// pawns (a Mirage Hat, which vanishes then, included), and when one of its
// pawns puts it on: worn by choice, at once for want of a square to set it
// down, or knocked onto the puncher. A hat is USED each time the piece
// wearing it moves or captures as that piece.
#include "pawns_state.h"

namespace hatrack::pawns {

namespace {

FeatureTag hatTag(int kind, int seat, int times) {
    return {std::string("hat:") + hatFace(kind), Phrase(hatName(kind)), seat, times};
}

} // namespace

std::vector<FeatureTag> PawnsState::featureTags(const Action& a, const Transition& t) const {
    (void)t;
    std::vector<FeatureTag> out;
    const Board& b = board_;
    if (a.kind == kRoll && b.actor >= 0) out.push_back(hatTag(a.a, ownerOf(b.actor), 0));
    if (a.kind == kMove) {
        const int kind = rules::typeOf(b, b.piece[static_cast<std::size_t>(a.a)]);
        if (kind != kUnknown) out.push_back(hatTag(kind, b.toMove, 1));
    }
    // Which hats went on which pawns: the rules applied to a copy of the
    // board, since a hat is sometimes put on without a decision of its own.
    Board after = b;
    rules::Effects effects;
    rules::apply(after, a, effects, nullptr);
    for (int p = 0; p < kPawns; ++p) {
        const int hat = after.worn[static_cast<std::size_t>(p)];
        if (hat >= 0 && hat != b.worn[static_cast<std::size_t>(p)])
            out.push_back(hatTag(after.kind[static_cast<std::size_t>(hat)], ownerOf(p), 0));
    }
    return out;
}

} // namespace hatrack::pawns
