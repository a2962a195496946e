// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#include "move_story.h"

#include "piece_words.h"

#include <algorithm>

namespace hatrack {

namespace {

// The piece a player may have moved from a square: one someone owns, not a
// token lying there too.
const Token* pieceOn(const Table& table, int square) {
    for (const Token& t : table.tokens)
        if (t.at == Place::square(square) && t.owner >= 0) return &t;
    return nullptr;
}

} // namespace

void MoveStory::capture(int token, const Table& before) {
    // Only the other player's pieces that stood on the board: one's own that
    // leave (poison) are told in the notes, and a piece taken from a pool to
    // crown the mover stood nowhere.
    const Token* victim = before.token(token);
    if (!victim || victim->owner < 0 || victim->owner == player_ ||
        victim->at.kind != Place::Kind::Square)
        return;
    for (const Taken& t : taken_)
        if (t.square == victim->at.index) return;
    taken_.push_back({victim->type, victim->at.index});
}

void MoveStory::add(int player, const ActionView& view, const Table& before,
                    const std::vector<Transition>& transitions) {
    if (view.type != ActionView::Type::Move) return;
    if (path_.empty()) {
        const Token* piece = pieceOn(before, view.from);
        player_ = player;
        // A token nobody owns (a stone slid) is no piece of the player's: untold.
        if (piece && piece->owner == player) {
            kind_ = piece->type;
            token_ = piece->id;
        }
        path_ = {view.from};
    } else if (path_.back() != view.from) {
        // Another of the player's pieces: the story tells of the first alone.
        return;
    }
    for (const Transition& t : transitions) {
        for (const TableEvent& e : t.events) {
            const bool fromSquare = e.from.kind == Place::Kind::Square;
            switch (e.kind) {
            case TableEvent::Kind::Moved:
                if (e.token == token_ && e.to.kind == Place::Kind::Square)
                    path_.push_back(e.to.index);
                else if (fromSquare && e.to.kind == Place::Kind::Zone)
                    capture(e.token, before); // taken off the board into a zone
                break;
            case TableEvent::Kind::Removed:
                if (fromSquare) capture(e.token, before);
                break;
            case TableEvent::Kind::Crowned:
                if (e.token == token_) crowned_ = true;
                break;
            default:
                break;
            }
        }
    }
}

Phrase MoveStory::tell(const GameState& s) const {
    if (path_.empty() || kind_.empty()) return {};
    const Phrase player(s.playerName(player_));
    const Phrase subject = words::playersPiece(kind_, player);
    auto sq = [&](int square) { return Phrase::verbatim(s.squareName(square)); };
    const Phrase from = sq(path_.front()), to = sq(path_.back());
    const bool moved = path_.size() > 1;
    Phrase told;
    if (taken_.empty()) {
        if (!moved) return {};
        told = crowned_
                   ? Phrase::of("story-piece-moves", "%1 moves from %2 to %3", {subject, from, to})
                   : Phrase::of("story-moves", "%1 moves %2 from %3 to %4",
                                {player, words::aPiece(kind_), from, to});
    } else {
        std::vector<Phrase> victims;
        for (const Taken& t : taken_)
            victims.push_back(words::thePieceOn(t.kind, s.squareName(t.square)));
        const Phrase taken = words::andList(std::move(victims));
        // A jump passes over what it takes; a piece that lands where its
        // victim stood (a chess capture) moves onto it.
        const bool jumped = std::none_of(taken_.begin(), taken_.end(), [&](const Taken& t) {
            return std::find(path_.begin() + 1, path_.end(), t.square) != path_.end();
        });
        if (!moved) {
            told = Phrase::of("story-captures", "%1 on %2 captures %3", {subject, from, taken});
        } else if (!jumped) {
            told = Phrase::of("story-moves-capturing", "%1 moves from %2 to %3, capturing %4",
                              {subject, from, to, taken});
        } else if (path_.size() == 2) {
            told = Phrase::of("story-jumps", "%1 jumps from %2 to %3, capturing %4",
                              {subject, from, to, taken});
        } else {
            std::string via;
            for (std::size_t i = 1; i + 1 < path_.size(); ++i)
                via += (i > 1 ? ", " : "") + s.squareName(path_[i]);
            told = Phrase::of("story-jumps-via", "%1 jumps from %2 via %3 to %4, capturing %5",
                              {subject, from, Phrase::verbatim(via), to, taken});
        }
    }
    return crowned_ ? Phrase::of("story-crowned", "%1 and is crowned", {told}) : told;
}

} // namespace hatrack
