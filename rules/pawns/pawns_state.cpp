// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
// The game as a sequence of decisions: applying one, the end of a turn (draws,
// checkmate, stalemate), and the table the screen draws.
#include "pawns_state.h"

#include "pawns_eval.h"

#include <algorithm>
#include <array>

namespace hatrack::pawns {

PawnsState::PawnsState() : PawnsState(fromFen(startFen())) {}

PawnsState::PawnsState(const Board& b) : board_(b) {
    startPieces_ = {piecesOf(0), piecesOf(1)};
    seen_.push_back(positionKey());
    if (board_.phase == Phase::Move) afterTurn();
}

const char* PawnsState::startFen() {
    return "pppppppp/8/8/8/8/8/8/PPPPPPPP 8/8/8/\?\?\?\?\?\?\?\?/\?\?\?\?\?\?\?\?/8/8/8 w - - 0 1";
}

std::unique_ptr<GameState> PawnsState::clone() const {
    return std::make_unique<PawnsState>(*this);
}

int PawnsState::currentPlayer() const {
    if (outcome_.over) return kNobody;
    return board_.phase == Phase::Roll ? kChance : board_.toMove;
}

std::vector<Action> PawnsState::legalActions() const {
    if (outcome_.over) return {};
    return rules::legal(board_);
}

std::vector<std::pair<Action, double>> PawnsState::chanceOutcomes() const {
    std::vector<std::pair<Action, double>> out;
    if (outcome_.over || board_.phase != Phase::Roll) return out;
    for (int f = 1; f <= 6; ++f) out.push_back({Action{kRoll, f}, 1.0 / 6.0});
    return out;
}

int PawnsState::piecesOf(int player) const {
    int n = 0;
    for (int p = player * 8; p < player * 8 + 8; ++p)
        if (board_.pawnSq[static_cast<std::size_t>(p)] >= 0) ++n;
    return n;
}

int PawnsState::unidentifiedHats() const {
    return rules::unidentified(board_);
}

bool PawnsState::mayAttackKings(int player) const {
    return rules::mayAttackKings(board_, player);
}

int PawnsState::materialWorth(int player) const {
    double worth = 0;
    for (int p = player * 8; p < player * 8 + 8; ++p)
        if (board_.pawnSq[static_cast<std::size_t>(p)] >= 0) worth += pieceWorth(typeOf(p));
    return static_cast<int>(worth);
}

bool PawnsState::inCheck(int player) const {
    return !rules::kingsSafe(board_, player);
}

namespace {

// A random number for each thing that can be on each square: 16 kinds of
// piece (owner and type) and 8 kinds of hat lying there.
constexpr std::array<std::uint64_t, 64 * 24> kSquareKeys = [] {
    std::array<std::uint64_t, 64 * 24> keys{};
    std::uint64_t x = 0x5EEDC0FFEE15B00BULL;
    for (std::uint64_t& k : keys) {
        x += 0x9E3779B97F4A7C15ULL; // SplitMix64
        std::uint64_t z = x;
        z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
        z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
        k = z ^ (z >> 31);
    }
    return keys;
}();

} // namespace

std::uint64_t PawnsState::positionKey() const {
    // What the players see (pieces, hats, who is to move), from the pieces
    // and hats rather than all 64 squares: the search keys every turn it
    // enters for the repetition rule.
    std::uint64_t h = board_.toMove == 0 ? 0 : 0xA5A5A5A5DEADBEEFULL;
    for (int p = 0; p < kPawns; ++p) {
        const int s = board_.pawnSq[static_cast<std::size_t>(p)];
        if (s >= 0) h ^= kSquareKeys[static_cast<std::size_t>(s * 24 + ownerOf(p) * 8 + typeOf(p))];
    }
    for (int i = 0; i < kHats; ++i) {
        if (board_.hatAt[static_cast<std::size_t>(i)] != HatAt::Square) continue;
        const int s = board_.hatWhere[static_cast<std::size_t>(i)];
        h ^= kSquareKeys[static_cast<std::size_t>(s * 24 + 16 +
                                                  board_.kind[static_cast<std::size_t>(i)])];
    }
    return h;
}

void PawnsState::setOutcome(int winner, Phrase reason) {
    outcome_.over = true;
    outcome_.winner = winner;
    outcome_.reason = std::move(reason);
}

void PawnsState::afterTurn() {
    const Board& b = board_;
    const int me = b.toMove;
    if (rules::unidentified(b) == 0 && !b.crownEver) {
        const int w = piecesOf(0), k = piecesOf(1);
        auto count = [](int n) {
            return n == 1 ? Phrase::of("one-piece", "%1 piece", {Phrase::number(n)})
                          : Phrase::of("pieces", "%1 pieces", {Phrase::number(n)});
        };
        setOutcome(-1, Phrase::of("no-crown",
                                  "every hat identified and none was a crown: a draw (White %1, "
                                  "Black %2)",
                                  {count(w), count(k)}));
        outcome_.measures.push_back({"pieces", "pieces left", {w, k}});
        outcome_.decidedBy = "pieces";
        return;
    }
    if (!rules::hasLegal(b)) {
        if (piecesOf(me) == 0)
            setOutcome(1 - me, Phrase::of("no-pieces", "%1 has no pieces left", {playerName(me)}));
        else if (inCheck(me))
            setOutcome(1 - me, Phrase::of("checkmated", "%1 is checkmated", {playerName(me)}));
        else
            setOutcome(-1, Phrase::of("stalemate", "%1 has no legal move (stalemate)",
                                      {playerName(me)}));
        return;
    }
    if (b.halfmove >= 100) {
        setOutcome(-1, Phrase::text("50 moves each without a capture, a punch, a bare pawn moving "
                                    "or a hat put on or taken off: a draw"));
        return;
    }
    if (std::count(seen_.begin(), seen_.end(), seen_.back()) >= 3)
        setOutcome(-1, Phrase::text("the same position occurred for the third time: a draw"));
}

Transition PawnsState::applyAction(const Action& action) {
    if (outcome_.over) throw RulesError(Phrase("the game is over"));
    Transition t;
    bool checkBefore[kPawns] = {};
    auto checkedKings = [&](bool out[kPawns]) {
        for (int p = 0; p < kPawns; ++p) {
            const int s = board_.pawnSq[static_cast<std::size_t>(p)];
            out[p] = s >= 0 && typeOf(p) == kKing && mayAttackKings(1 - ownerOf(p)) &&
                     rules::attacks(board_, s, 1 - ownerOf(p));
        }
    };
    checkedKings(checkBefore);
    const int mover = board_.toMove;
    const int actor = board_.actor;
    // A punch reads as a short arrow in the notation ("d4^d3"); the notes say
    // what it did, for players still learning the game.
    if (action.kind == kPunch) {
        const int target = board_.piece[static_cast<std::size_t>(action.b)];
        const int h = target >= 0 ? board_.worn[static_cast<std::size_t>(target)] : -1;
        if (h < 0)
            t.notes.push_back(Phrase::of("punch-captures",
                                         "The punch knocks the bare pawn on %1 out of the game",
                                         {squareText(action.b)}));
        else
            t.notes.push_back(Phrase::of(
                "punch-knocks-hat", "The punch knocks the %1 off the piece on %2",
                {hatName(board_.kind[static_cast<std::size_t>(h)]), squareText(action.b)}));
    }
    rules::Effects e;
    rules::apply(board_, action, e, &t);

    // What the die made of the hat, in words for the list of moves (a Mirage
    // says so in its own note).
    if (action.kind == kRoll && !e.mirage)
        t.notes.push_back(Phrase::of("roll", "The die shows %1: a %2",
                                     {Phrase::number(action.a), hatName(action.a)}));
    if (e.mirage)
        t.notes.push_back(Phrase::of("mirage", "The hat was a Mirage Hat: it vanishes", {}));
    if (e.forcedWear)
        t.notes.push_back(Phrase::of("forced-wear",
                                     "No hatless square around %1: %2 must put on the %3",
                                     {squareText(board_.pawnSq[static_cast<std::size_t>(actor)]),
                                      playerName(mover), hatName(typeOf(actor))}));
    if (e.punchedOnto)
        t.notes.push_back(Phrase::of("punched-onto-puncher",
                                     "No free square around %1: the punching pawn on %2 puts the "
                                     "hat on",
                                     {squareText(action.b), squareText(action.a)}));
    settle(action, e, mover);

    bool checkAfter[kPawns];
    checkedKings(checkAfter);
    for (int p = 0; p < kPawns; ++p) {
        if (checkBefore[p] == checkAfter[p]) continue;
        const int s = board_.pawnSq[static_cast<std::size_t>(p)];
        if (s < 0) continue;
        t.events.push_back(TableEvent::flagged(p, Place::square(s), "check", checkAfter[p]));
    }
    if (!outcome_.over && e.turnEnded && inCheck(board_.toMove))
        t.notes.push_back(Phrase::of("check", "%1 is in check", {playerName(board_.toMove)}));
    return t;
}

void PawnsState::advance(const Action& action) {
    if (outcome_.over) throw RulesError(Phrase("the game is over"));
    const int mover = board_.toMove;
    rules::Effects e;
    rules::apply(board_, action, e, nullptr);
    settle(action, e, mover);
}

bool PawnsState::assign(const GameState& other) {
    return assignSame(*this, other);
}

void PawnsState::settle(const Action& action, const rules::Effects& e, int mover) {
    if (action.kind == kRoll) dieFace_ = action.a;
    if (e.irreversible) seen_.clear();
    if (e.kingCaptured) {
        setOutcome(mover,
                   Phrase::of("king-captured", "%1 captures a king and wins", {playerName(mover)}));
    } else if (e.turnEnded) {
        seen_.push_back(positionKey());
        afterTurn();
    }
}

std::vector<PieceInfo> PawnsState::pieces() const {
    std::vector<PieceInfo> out;
    for (int p = 0; p < kPawns; ++p) {
        const int s = board_.pawnSq[static_cast<std::size_t>(p)];
        if (s < 0) continue;
        PieceInfo info;
        info.square = s;
        info.owner = ownerOf(p);
        const int type = typeOf(p);
        info.kind = type == kUnknown ? "pawn" : hatFace(type);
        if (type != kUnknown) info.hats = std::string(1, "?kqbnh"[type]);
        info.marked = type == kKing && mayAttackKings(1 - info.owner) &&
                      rules::attacks(board_, s, 1 - info.owner);
        out.push_back(info);
    }
    return out;
}

BoardView PawnsState::board() const {
    BoardView v;
    v.rows = 8;
    v.cols = 8;
    for (int s = 0; s < 64; ++s)
        v.cells.push_back({s, rowOf(s), colOf(s), (rowOf(s) + colOf(s)) % 2 == 1, squareText(s)});
    for (int c = 0; c < 8; ++c) v.colLabels.push_back(std::string(1, static_cast<char>('a' + c)));
    for (int r = 0; r < 8; ++r) v.rowLabels.push_back(std::string(1, static_cast<char>('8' - r)));
    return v;
}

Table PawnsState::table(int) const {
    Table t;
    t.art = "pawns-in-hats";
    t.board = board();
    for (int p = 0; p < kPawns; ++p) {
        const int s = board_.pawnSq[static_cast<std::size_t>(p)];
        if (s < 0) continue;
        Token token;
        token.id = p;
        token.type = "pawn";
        token.owner = ownerOf(p);
        token.at = Place::square(s);
        if (typeOf(p) == kKing && mayAttackKings(1 - ownerOf(p)) &&
            rules::attacks(board_, s, 1 - ownerOf(p)))
            token.flags.push_back("check");
        t.tokens.push_back(std::move(token));
    }
    for (int h = 0; h < kHats; ++h) {
        const HatAt at = board_.hatAt[static_cast<std::size_t>(h)];
        if (at == HatAt::Gone) continue;
        Token hat;
        hat.id = kHatTokenBase + h;
        hat.type = "hat";
        const int kind = board_.kind[static_cast<std::size_t>(h)];
        hat.faceDown = kind == kUnknown;
        hat.face = hatFace(kind);
        const int where = board_.hatWhere[static_cast<std::size_t>(h)];
        if (at == HatAt::Square) {
            hat.at = Place::square(where);
            hat.order = 1;
        } else {
            hat.at = Place::on(where);
            // In the hand, not yet worn: picked up, or knocked off by a punch.
            if (at == HatAt::Held) hat.flags.push_back("held");
        }
        t.tokens.push_back(std::move(hat));
    }
    Token die;
    die.id = kDieToken;
    die.type = "die";
    die.face = dieFace_ > 0 ? std::to_string(dieFace_) : "";
    die.at = Place::inZone("die");
    t.tokens.push_back(std::move(die));
    t.zones.push_back({"die", "dice", -1, false, 1, Phrase::text("Die")});
    t.counters.push_back(
        {"halfmoves", -1, board_.halfmove, Phrase::text("moves toward the 50-move draw")});
    t.counters.push_back(
        {"hats-unidentified", -1, unidentifiedHats(), Phrase::text("hats still unknown")});
    // Each player's own count, in the strip along their edge of the board, as
    // the other games show each player's captures there.
    for (int p = 0; p < 2; ++p)
        t.counters.push_back({"took:" + std::to_string(p), p,
                              startPieces_[static_cast<std::size_t>(1 - p)] - piecesOf(1 - p),
                              Phrase::text("enemy pieces captured")});
    return t;
}

} // namespace hatrack::pawns
