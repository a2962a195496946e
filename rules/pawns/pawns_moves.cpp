// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The board-level rules of Pawns in Hats: who may attack kings, which
// decisions are open, and what each one does to the board.
#include "pawns_state.h"

namespace hatrack::pawns {

std::string squareText(int s) {
    if (s < 0 || s >= 64) return "?";
    std::string out;
    out += static_cast<char>('a' + colOf(s));
    out += static_cast<char>('8' - rowOf(s));
    return out;
}

int parseSquare(const std::string& text) {
    if (text.size() != 2 || text[0] < 'a' || text[0] > 'h' || text[1] < '1' || text[1] > '8')
        return -1;
    return ('8' - text[1]) * 8 + (text[0] - 'a');
}

std::string hatName(int kind) {
    switch (kind) {
    case kKing:
        return "Kingly Crown";
    case kQueen:
        return "Queenly Crown";
    case kBishop:
        return "Bishop Mitre";
    case kKnight:
        return "Knighted Helm";
    case kHunter:
        return "Hunting Tyrolean";
    case kMirage:
        return "Mirage Hat";
    default:
        return "unknown hat";
    }
}

const char* hatFace(int kind) {
    switch (kind) {
    case kKing:
        return "king";
    case kQueen:
        return "queen";
    case kBishop:
        return "bishop";
    case kKnight:
        return "knight";
    case kHunter:
        return "hunter";
    case kMirage:
        return "mirage";
    default:
        return "";
    }
}

namespace rules {

namespace {

constexpr int kKnightSteps[8][2] = {{1, 2},   {2, 1},   {2, -1}, {1, -2},
                                    {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
constexpr int kDirs[8][2] = {{1, 0}, {-1, 0}, {0, 1}, {0, -1}, {1, 1}, {1, -1}, {-1, 1}, {-1, -1}};

bool onBoard(int r, int c) {
    return r >= 0 && r < 8 && c >= 0 && c < 8;
}

// The square straight ahead of `s` for `player`, or -1.
int ahead(int s, int player) {
    const int r = rowOf(s) + (player == 0 ? -1 : 1);
    return r >= 0 && r < 8 ? r * 8 + colOf(s) : -1;
}

// Calls f(target) for every square a piece of `type` on `s` reaches or attacks,
// stopping slides at the first piece (which is included).
template <typename F> void reach(const Board& b, int s, int type, F&& f) {
    const int r = rowOf(s), c = colOf(s);
    if (type == kKnight) {
        for (const auto& d : kKnightSteps)
            if (onBoard(r + d[0], c + d[1])) f((r + d[0]) * 8 + c + d[1]);
        return;
    }
    const int first = type == kBishop ? 4 : 0;
    const int last = type == kHunter ? 4 : 8;
    const bool slide = type != kKing;
    for (int d = first; d < last; ++d) {
        int rr = r + kDirs[d][0], cc = c + kDirs[d][1];
        while (onBoard(rr, cc)) {
            const int t = rr * 8 + cc;
            f(t);
            if (!slide || b.piece[static_cast<std::size_t>(t)] >= 0) break;
            rr += kDirs[d][0];
            cc += kDirs[d][1];
        }
    }
}

void endTurn(Board& b, Effects& e) {
    if (b.toMove == 1) ++b.fullmove;
    b.toMove = 1 - b.toMove;
    b.phase = Phase::Move;
    b.actor = b.hat = b.punched = -1;
    e.turnEnded = true;
}

// After picking up or identifying: wear or set down, or wear at once when no
// square around is hatless.
void offerWearPlace(Board& b, Effects& e) {
    const int s = b.pawnSq[static_cast<std::size_t>(b.actor)];
    if (!hatlessAround(b, s).empty()) {
        b.phase = Phase::WearPlace;
        return;
    }
    b.worn[static_cast<std::size_t>(b.actor)] = static_cast<std::int8_t>(b.hat);
    b.hatAt[static_cast<std::size_t>(b.hat)] = HatAt::Worn;
    b.halfmove = 0;
    e.forcedWear = true;
    endTurn(b, e);
}

void removePawn(Board& b, int pawn, Transition* t) {
    const int s = b.pawnSq[static_cast<std::size_t>(pawn)];
    if (t) t->events.push_back(TableEvent::removed(pawn, Place::square(s), "captured"));
    const int h = b.worn[static_cast<std::size_t>(pawn)];
    if (h >= 0) {
        b.hatAt[static_cast<std::size_t>(h)] = HatAt::Gone;
        b.hatWhere[static_cast<std::size_t>(h)] = -1;
        b.worn[static_cast<std::size_t>(pawn)] = -1;
        if (t)
            t->events.push_back(
                TableEvent::removed(kHatTokenBase + h, Place::on(pawn), "captured"));
    }
    b.piece[static_cast<std::size_t>(s)] = -1;
    b.pawnSq[static_cast<std::size_t>(pawn)] = -1;
}

bool hasPieces(const Board& b, int player) {
    for (int p = player * 8; p < player * 8 + 8; ++p)
        if (b.pawnSq[static_cast<std::size_t>(p)] >= 0) return true;
    return false;
}

void setDown(Board& b, int hat, int square, Transition* t) {
    const int pawn = b.hatWhere[static_cast<std::size_t>(hat)];
    b.lying[static_cast<std::size_t>(square)] = static_cast<std::int8_t>(hat);
    b.hatAt[static_cast<std::size_t>(hat)] = HatAt::Square;
    b.hatWhere[static_cast<std::size_t>(hat)] = static_cast<std::int8_t>(square);
    if (pawn >= 0 && b.worn[static_cast<std::size_t>(pawn)] == hat)
        b.worn[static_cast<std::size_t>(pawn)] = -1;
    if (t)
        t->events.push_back(TableEvent::moved(kHatTokenBase + hat, Place::on(pawn),
                                              Place::square(square),
                                              hatFace(b.kind[static_cast<std::size_t>(hat)])));
}

} // namespace

int unidentified(const Board& b) {
    int n = 0;
    for (int h = 0; h < kHats; ++h)
        if (b.hatAt[static_cast<std::size_t>(h)] != HatAt::Gone &&
            b.kind[static_cast<std::size_t>(h)] == kUnknown)
            ++n;
    return n;
}

bool mayAttackKings(const Board& b, int player) {
    for (int p = player * 8; p < player * 8 + 8; ++p)
        if (b.pawnSq[static_cast<std::size_t>(p)] >= 0 && typeOf(b, p) == kKing) return true;
    for (int h = 0; h < kHats; ++h) {
        const HatAt at = b.hatAt[static_cast<std::size_t>(h)];
        if (at == HatAt::Gone) continue;
        const int k = b.kind[static_cast<std::size_t>(h)];
        if (k == kUnknown) return false;
        if (k == kKing && at != HatAt::Worn) return false;
    }
    return true;
}

bool attacks(const Board& b, int square, int byPlayer) {
    for (int p = byPlayer * 8; p < byPlayer * 8 + 8; ++p) {
        const int s = b.pawnSq[static_cast<std::size_t>(p)];
        if (s < 0) continue;
        const int type = typeOf(b, p);
        if (type == kUnknown) continue;
        bool hit = false;
        reach(b, s, type, [&](int t) { hit |= t == square; });
        if (hit) return true;
    }
    return false;
}

bool reachesRow(const Board& b, int s, int type, int row) {
    const int owner = ownerOf(b.piece[static_cast<std::size_t>(s)]);
    bool hit = false;
    reach(b, s, type, [&](int t) {
        const int there = b.piece[static_cast<std::size_t>(t)];
        hit |= rowOf(t) == row && b.lying[static_cast<std::size_t>(t)] < 0 &&
               (there < 0 || ownerOf(there) != owner);
    });
    return hit;
}

bool kingsSafe(const Board& b, int player) {
    bool checked = false, anyKing = false;
    for (int p = player * 8; p < player * 8 + 8; ++p)
        if (b.pawnSq[static_cast<std::size_t>(p)] >= 0 && typeOf(b, p) == kKing) anyKing = true;
    if (!anyKing || !mayAttackKings(b, 1 - player)) return true;
    for (int p = player * 8; p < player * 8 + 8 && !checked; ++p) {
        const int s = b.pawnSq[static_cast<std::size_t>(p)];
        if (s >= 0 && typeOf(b, p) == kKing && attacks(b, s, 1 - player)) checked = true;
    }
    return !checked;
}

Around hatlessAround(const Board& b, int s) {
    Around out;
    const int r = rowOf(s), c = colOf(s);
    for (int dr = -1; dr <= 1; ++dr)
        for (int dc = -1; dc <= 1; ++dc) {
            if ((dr || dc) && onBoard(r + dr, c + dc) &&
                b.lying[static_cast<std::size_t>((r + dr) * 8 + c + dc)] < 0)
                out.push_back((r + dr) * 8 + c + dc);
        }
    return out;
}

Around freeAround(const Board& b, int s) {
    Around out;
    for (int t : hatlessAround(b, s))
        if (b.piece[static_cast<std::size_t>(t)] < 0) out.push_back(t);
    return out;
}

namespace {

// Calls `emit` with every decision the rules allow here, before king safety,
// until it returns true (found what it looked for); returns whether it did.
// Without a list, the end of every turn can ask "is there any legal move?"
// without the heap.
template <class Emit> bool eachPseudo(const Board& b, Emit&& emit) {
    switch (b.phase) {
    case Phase::PickUp:
        return emit(Action{kPick}) || emit(Action{kLeave});
    case Phase::Roll:
        for (int f = 1; f <= 6; ++f)
            if (emit(Action{kRoll, f})) return true;
        return false;
    case Phase::WearPlace:
        if (emit(Action{kWear})) return true;
        for (int s : hatlessAround(b, b.pawnSq[static_cast<std::size_t>(b.actor)]))
            if (emit(Action{kPlace, s})) return true;
        return false;
    case Phase::TakeOff:
        for (int s : hatlessAround(b, b.pawnSq[static_cast<std::size_t>(b.actor)]))
            if (emit(Action{kTakeOff, s})) return true;
        return emit(Action{kKeep});
    case Phase::PunchLand:
        for (int s : freeAround(b, b.pawnSq[static_cast<std::size_t>(b.punched)]))
            if (emit(Action{kLand, s})) return true;
        return false;
    case Phase::Move:
        break;
    }
    const int me = b.toMove;
    const bool kingsOpen = mayAttackKings(b, me);
    for (int p = me * 8; p < me * 8 + 8; ++p) {
        const int s = b.pawnSq[static_cast<std::size_t>(p)];
        if (s < 0) continue;
        const int type = typeOf(b, p);
        if (type == kUnknown) {
            const int f = ahead(s, me);
            if (f < 0) continue;
            const int there = b.piece[static_cast<std::size_t>(f)];
            if (there < 0 ? emit(Action{kStep, s, f})
                          : ownerOf(there) != me && emit(Action{kPunch, s, f}))
                return true;
            continue;
        }
        bool found = false;
        reach(b, s, type, [&](int t) {
            const int there = b.piece[static_cast<std::size_t>(t)];
            if (found || (there >= 0 && ownerOf(there) == me)) return;
            if (there >= 0 && typeOf(b, there) == kKing && !kingsOpen) return;
            found = emit(Action{kMove, s, t});
        });
        if (found) return true;
    }
    return false;
}

} // namespace

void pseudoActions(const Board& b, std::vector<Action>& out) {
    eachPseudo(b, [&](const Action& a) {
        out.push_back(a);
        return false;
    });
}

namespace {

// True when, after `a`, the player can finish the turn (before any roll) with
// none of their kings attacked by a player allowed to attack it.
bool safeAfter(const Board& b, const Action& a, int player) {
    Board c = b;
    Effects e;
    apply(c, a, e, nullptr);
    if (e.kingCaptured) return true;
    if (c.phase == Phase::Roll) return kingsSafe(c, player);
    if (!e.turnEnded)
        return eachPseudo(c, [&](const Action& n) { return safeAfter(c, n, player); });
    return kingsSafe(c, player);
}

} // namespace

bool hasLegal(const Board& b) {
    // As legal(): a follow-up that cannot be made safe any more is free.
    if (b.phase != Phase::Move) return eachPseudo(b, [](const Action&) { return true; });
    return eachPseudo(b, [&](const Action& a) { return safeAfter(b, a, b.toMove); });
}

std::vector<Action> legal(const Board& b) {
    std::vector<Action> pseudo;
    pseudoActions(b, pseudo);
    if (b.phase == Phase::Roll) return pseudo;
    std::vector<Action> out;
    out.reserve(pseudo.size());
    for (const Action& a : pseudo)
        if (safeAfter(b, a, b.toMove)) out.push_back(a);
    // A follow-up after chance (or a forced exposure) that cannot be made safe
    // any more is free: the king was exposed by the die, not by a decision.
    if (out.empty() && b.phase != Phase::Move) return pseudo;
    return out;
}

std::vector<Action> legalCaptures(const Board& b) {
    std::vector<Action> out;
    eachPseudo(b, [&](const Action& a) {
        const bool takes =
            a.kind == kPunch || (a.kind == kMove && b.piece[static_cast<std::size_t>(a.b)] >= 0);
        if (takes && safeAfter(b, a, b.toMove)) out.push_back(a);
        return false;
    });
    return out;
}

void apply(Board& b, const Action& a, Effects& e, Transition* t) {
    switch (a.kind) {
    case kStep: {
        const int p = b.piece[static_cast<std::size_t>(a.a)];
        b.piece[static_cast<std::size_t>(a.a)] = -1;
        b.piece[static_cast<std::size_t>(a.b)] = static_cast<std::int8_t>(p);
        b.pawnSq[static_cast<std::size_t>(p)] = static_cast<std::int8_t>(a.b);
        b.halfmove = 0;
        e.irreversible = true;
        if (t) t->events.push_back(TableEvent::moved(p, Place::square(a.a), Place::square(a.b)));
        if (b.lying[static_cast<std::size_t>(a.b)] >= 0) {
            b.phase = Phase::PickUp;
            b.actor = p;
        } else {
            endTurn(b, e);
        }
        return;
    }
    case kPunch: {
        const int puncher = b.piece[static_cast<std::size_t>(a.a)];
        const int target = b.piece[static_cast<std::size_t>(a.b)];
        b.halfmove = 0;
        const int h = b.worn[static_cast<std::size_t>(target)];
        if (h < 0) {
            removePawn(b, target, t);
            e.irreversible = true;
            endTurn(b, e);
            return;
        }
        b.worn[static_cast<std::size_t>(target)] = -1;
        b.hatAt[static_cast<std::size_t>(h)] = HatAt::Held;
        b.hatWhere[static_cast<std::size_t>(h)] = static_cast<std::int8_t>(target);
        if (!freeAround(b, a.b).empty()) {
            b.phase = Phase::PunchLand;
            b.actor = puncher;
            b.hat = h;
            b.punched = target;
            return;
        }
        b.worn[static_cast<std::size_t>(puncher)] = static_cast<std::int8_t>(h);
        b.hatAt[static_cast<std::size_t>(h)] = HatAt::Worn;
        b.hatWhere[static_cast<std::size_t>(h)] = static_cast<std::int8_t>(puncher);
        e.punchedOnto = true;
        if (t)
            t->events.push_back(TableEvent::moved(kHatTokenBase + h, Place::on(target),
                                                  Place::on(puncher),
                                                  hatFace(b.kind[static_cast<std::size_t>(h)])));
        endTurn(b, e);
        return;
    }
    case kMove: {
        const int p = b.piece[static_cast<std::size_t>(a.a)];
        const int victim = b.piece[static_cast<std::size_t>(a.b)];
        if (victim >= 0) {
            if (typeOf(b, victim) == kKing) e.kingCaptured = true;
            removePawn(b, victim, t);
            b.halfmove = 0;
            e.irreversible = true;
        } else {
            ++b.halfmove;
        }
        b.piece[static_cast<std::size_t>(a.a)] = -1;
        b.piece[static_cast<std::size_t>(a.b)] = static_cast<std::int8_t>(p);
        b.pawnSq[static_cast<std::size_t>(p)] = static_cast<std::int8_t>(a.b);
        if (t) t->events.push_back(TableEvent::moved(p, Place::square(a.a), Place::square(a.b)));
        // Taking the last enemy piece wins there and then: a hat taken off
        // afterwards could change nothing.
        const bool lastTaken = victim >= 0 && !hasPieces(b, ownerOf(victim));
        if (!e.kingCaptured && !lastTaken && b.lying[static_cast<std::size_t>(a.b)] < 0 &&
            !hatlessAround(b, a.b).empty()) {
            b.phase = Phase::TakeOff;
            b.actor = p;
        } else {
            endTurn(b, e);
        }
        return;
    }
    case kPick: {
        const int s = b.pawnSq[static_cast<std::size_t>(b.actor)];
        const int h = b.lying[static_cast<std::size_t>(s)];
        b.lying[static_cast<std::size_t>(s)] = -1;
        b.hatAt[static_cast<std::size_t>(h)] = HatAt::Held;
        b.hatWhere[static_cast<std::size_t>(h)] = static_cast<std::int8_t>(b.actor);
        b.hat = h;
        if (t)
            t->events.push_back(TableEvent::moved(kHatTokenBase + h, Place::square(s),
                                                  Place::on(b.actor),
                                                  hatFace(b.kind[static_cast<std::size_t>(h)])));
        if (b.kind[static_cast<std::size_t>(h)] == kUnknown)
            b.phase = Phase::Roll;
        else
            offerWearPlace(b, e);
        return;
    }
    case kLeave:
    case kKeep:
        endTurn(b, e);
        return;
    case kRoll: {
        const int h = b.hat;
        const int s = b.pawnSq[static_cast<std::size_t>(b.actor)];
        e.irreversible = true;
        if (t) {
            TableEvent roll;
            roll.kind = TableEvent::Kind::Rolled;
            roll.token = kDieToken;
            roll.to = Place::inZone("die");
            roll.face = std::to_string(a.a);
            roll.value = a.a;
            // What the roll made of the hat, not only what it was for: the
            // list beside the die is read later, when the board has moved on.
            roll.reason = hatName(a.a) + " on " + squareText(s);
            roll.caption = Phrase::of("roll-result", "%1 on %2", {hatName(a.a), squareText(s)});
            t->events.push_back(roll);
            TableEvent reveal;
            reveal.kind = TableEvent::Kind::Revealed;
            reveal.token = kHatTokenBase + h;
            reveal.to = Place::on(b.actor);
            reveal.face = hatFace(a.a);
            t->events.push_back(reveal);
        }
        b.kind[static_cast<std::size_t>(h)] = static_cast<std::int8_t>(a.a);
        if (a.a == kMirage) {
            b.hatAt[static_cast<std::size_t>(h)] = HatAt::Gone;
            b.hatWhere[static_cast<std::size_t>(h)] = -1;
            e.mirage = true;
            if (t)
                t->events.push_back(
                    TableEvent::removed(kHatTokenBase + h, Place::on(b.actor), "mirage"));
            endTurn(b, e);
            return;
        }
        if (a.a == kKing) b.crownEver = true;
        offerWearPlace(b, e);
        return;
    }
    case kWear:
        b.worn[static_cast<std::size_t>(b.actor)] = static_cast<std::int8_t>(b.hat);
        b.hatAt[static_cast<std::size_t>(b.hat)] = HatAt::Worn;
        b.halfmove = 0;
        endTurn(b, e);
        return;
    case kPlace:
        setDown(b, b.hat, a.a, t);
        endTurn(b, e);
        return;
    case kTakeOff:
        setDown(b, b.worn[static_cast<std::size_t>(b.actor)], a.a, t);
        b.halfmove = 0;
        endTurn(b, e);
        return;
    case kLand:
        setDown(b, b.hat, a.a, t);
        endTurn(b, e);
        return;
    default:
        throw RulesError("unknown action");
    }
}

} // namespace rules

} // namespace hatrack::pawns
