// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Pawns in Hats (docs/rules.md, Pawns in Hats): a chess variant where sixteen
// pawns pick up hats that a die turns into chess pieces. Every step, punch and
// chess move is a decision, and so is each hat action after it (pick up or
// leave, wear or set down, take off or keep, where a punched hat lands); the
// die roll that identifies a hat is chance.
#include "game_state.h"
#include "repetition.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace hatrack::pawns {

inline constexpr int kPawns = 16; // token ids 0..15: White 0..7, Black 8..15
inline constexpr int kHats = 16;  // token ids 16..31
inline constexpr int kHatTokenBase = 16;
inline constexpr int kDieToken = 32;

// What a hat is: unknown until a die identifies it.
enum Hat : std::int8_t { kUnknown = 0, kKing = 1, kQueen, kBishop, kKnight, kHunter, kMirage };

enum ActionKind : int {
    kStep = 1, // a = from, b = to (a bare pawn's step)
    kPunch,    // a = puncher, b = punched square
    kMove,     // a = from, b = to (a hatted piece's move or capture)
    kPick,     // pick up the hat the pawn stands on
    kLeave,    // leave it lying
    kRoll,     // chance: a = die face 1..6
    kWear,     // put the held hat on
    kPlace,    // a = square to set the held hat on
    kTakeOff,  // a = square to set the worn hat on
    kKeep,     // keep the hat on
    kLand,     // a = square where the punched hat lands
};

// The decision pending.
enum class Phase : std::int8_t { Move, PickUp, Roll, WearPlace, TakeOff, PunchLand };

// Where a hat is: lying on a square, worn, held in the hand (picked up and not
// yet worn or set down, or knocked off by a punch and not yet landed), or gone.
enum class HatAt : std::int8_t { Square, Worn, Held, Gone };

struct Board {
    std::array<std::int8_t, kPawns> pawnSq{}; // -1: captured
    std::array<std::int8_t, kPawns> worn{};   // hat worn, or -1
    std::array<std::int8_t, kHats> kind{};    // Hat
    std::array<HatAt, kHats> hatAt{};
    std::array<std::int8_t, kHats> hatWhere{}; // Square: the square; Worn, Held: the pawn
    std::array<std::int8_t, 64> piece{};       // pawn id on a square, or -1
    std::array<std::int8_t, 64> lying{};       // hat id lying on a square, or -1
    int toMove = 0;
    Phase phase = Phase::Move;
    int actor = -1;   // the pawn the pending decision is about (the puncher for PunchLand)
    int hat = -1;     // the hat held (Roll, WearPlace) or punched off (PunchLand)
    int punched = -1; // PunchLand: the pawn whose hat was knocked off
    bool crownEver = false;
    int halfmove = 0;
    int fullmove = 1;
};

namespace rules {
// The piece a pawn is: kUnknown when bare, else its worn hat. Inline, as the
// search asks it of every piece at every node.
inline int typeOf(const Board& b, int pawn) {
    const int h = b.worn[static_cast<std::size_t>(pawn)];
    return h < 0 ? static_cast<int>(kUnknown) : b.kind[static_cast<std::size_t>(h)];
}
} // namespace rules

inline int ownerOf(int pawn) {
    return pawn < 8 ? 0 : 1;
}
inline int rowOf(int s) {
    return s / 8;
}
inline int colOf(int s) {
    return s % 8;
}
std::string squareText(int s);
// "e4" -> square, or -1.
int parseSquare(const std::string& text);
// "king", "queen", "bishop", "knight", "hunter", "mirage", "" for unknown.
const char* hatFace(int kind);
// The hat as players call it: "Bishop Mitre", "unknown hat".
std::string hatName(int kind);

namespace rules {
struct Effects;
}

class PawnsState : public GameState {
  public:
    PawnsState();

    std::string gameId() const override { return "pawns-in-hats"; }
    std::unique_ptr<GameState> clone() const override;
    int currentPlayer() const override;
    std::vector<Action> legalActions() const override;
    Transition applyAction(const Action& action) override;
    void advance(const Action& action) override;
    bool assign(const GameState& other) override;
    Outcome outcome() const override { return outcome_; }
    std::vector<std::pair<Action, double>> chanceOutcomes() const override;

    std::vector<NotatedMove> notatedMoves() const override;
    std::string actionText(const Action& action) const override;
    NotatedMove parseMove(const std::string& text) const override;
    Phrase sentence(const Action& action) const override;
    Phrase moveWords(const Action& action) const override;
    ActionView describe(const Action& action) const override;
    Phrase prompt() const override;
    Phrase notice() const override { return outcome_.over ? Phrase() : repetitionNotice(seen_); }
    Phrase explainSquare(int square, int viewer) const override;
    int turnOwner() const override { return board_.toMove; }
    // The hats for the variant lab (pawns_features.cpp).
    std::vector<FeatureTag> featureTags(const Action& action, const Transition& t) const override;

    std::string toFen() const override;
    std::string playerName(int player) const override { return player == 0 ? "White" : "Black"; }
    int boardRows() const override { return 8; }
    int boardCols() const override { return 8; }
    int squareCount() const override { return 64; }
    int squareRow(int square) const override { return rowOf(square); }
    int squareCol(int square) const override { return colOf(square); }
    std::string squareName(int square) const override { return squareText(square); }
    std::vector<PieceInfo> pieces() const override;
    Table table(int viewer) const override;
    BoardView board() const override;

    // A position in this game's FEN (docs/rules.md, Pawns in Hats notation);
    // throws RulesError naming what is wrong.
    static PawnsState fromFen(const std::string& fen);
    static const char* startFen();

    const Board& position() const { return board_; }
    int dieFace() const { return dieFace_; }
    // The piece a pawn is now: kUnknown for a bare pawn, else the worn hat.
    int typeOf(int pawn) const { return rules::typeOf(board_, pawn); }
    // Pieces on the board (bare and hatted).
    int piecesOf(int player) const;
    // Hats not yet identified (lying face down or being identified).
    int unidentifiedHats() const;
    // True when `player` may check and capture kings now.
    bool mayAttackKings(int player) const;
    // True when one of `player`'s kings is attacked by a player allowed to.
    bool inCheck(int player) const;
    int materialWorth(int player) const override;

  private:
    explicit PawnsState(const Board& b);
    void afterTurn();
    // What follows any decision once the board has changed: the die shown, the
    // positions seen, the end of the game.
    void settle(const Action& action, const rules::Effects& e, int mover);
    void setOutcome(int winner, Phrase reason);
    std::uint64_t positionKey() const;

    Board board_;
    // Each side's pieces where this game began (a set-up position may have
    // fewer than eight), so that captures are counted from there.
    std::array<int, 2> startPieces_{};
    std::vector<std::uint64_t> seen_; // positions since the last irreversible change
    Outcome outcome_;
    int dieFace_ = 0;
};

// Board-level rules shared by the state and the computer player (pawns_moves.cpp).
namespace rules {
bool mayAttackKings(const Board& b, int player);
bool attacks(const Board& b, int square, int byPlayer);
bool kingsSafe(const Board& b, int player);
// Whether the piece of `type` on `s` can move, in one move, to a square of
// `row` with no hat lying there and none of its own pieces on it.
bool reachesRow(const Board& b, int s, int type, int row);
int unidentified(const Board& b);
// Every decision the rules allow here, before king safety (Roll: the six faces).
void pseudoActions(const Board& b, std::vector<Action>& out);
// The decisions the player may make (king safety applied).
std::vector<Action> legal(const Board& b);
// The legal decisions that take or punch a piece (Move phase), cheaper than
// filtering legal(b).
std::vector<Action> legalCaptures(const Board& b);
// Whether legal(b) is not empty, without building it.
bool hasLegal(const Board& b);
// Up to eight squares around one, kept without the heap: the search asks for
// them at nearly every move it tries.
class Around {
  public:
    void push_back(int s) { squares_[static_cast<std::size_t>(size_++)] = s; }
    const int* begin() const { return squares_.data(); }
    const int* end() const { return squares_.data() + size_; }
    bool empty() const { return size_ == 0; }
    int size() const { return size_; }

  private:
    std::array<int, 8> squares_{};
    int size_ = 0;
};
// Squares around `s` with no hat lying on them.
Around hatlessAround(const Board& b, int s);
// Squares around `s` with neither a piece nor a hat.
Around freeAround(const Board& b, int s);

struct Effects {
    bool irreversible = false; // a capture, a bare pawn's step, a roll
    bool turnEnded = false;
    bool kingCaptured = false;
    bool forcedWear = false;
    bool punchedOnto = false;
    bool mirage = false;
};
// Applies a decision (assumed legal) and tells the table, when `t` is given.
void apply(Board& b, const Action& a, Effects& e, Transition* t);
} // namespace rules

} // namespace hatrack::pawns
