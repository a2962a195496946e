// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Sorcerer's Apprentice (docs/rules.md, Sorcerer's Apprentice): checkers where pieces wear magic
// hats drawn from a Bag of Hats. Every hop, zot, hat draw and hat placement is a
// decision of its own, so the opponent can act between two jumps of a chain.
#include "checkers/draughts.h"
#include "game_state.h"
#include "hats.h"

#include <array>
#include <optional>
#include <vector>

namespace hatrack::sorcerer {

enum ActionKind : int {
    kHop = 1,     // a = from, b = landing (capture or friendly jump, Nimbleness)
    kStep,        // a = from, b = to (plain step, or a Strength capture onto an enemy)
    kZot,         // a = red piece, b = adjacent enemy
    kStop,        // end a move of friendly jumps here
    kPlace,       // a = hat, b = square
    kDecline,     // place no hat
    kPoolHat,     // a = hat taken from a draft pool for the capturing player
    kDraftPick,   // a = hat
    kComboRevive, // a = bit mask of three colours, b and c = home-row squares
    kComboSteal,  // a = colour given up (three of it), b and c = colours taken
    kBagDraw,     // chance: a = hat drawn from the bag
};

enum class Draft { None, Mixed, Select, Contrary };

struct Rules {
    Draft draft = Draft::None;
    bool manyHats = false;
    bool secondHand = false;
    bool forBlood = false;
    bool combo = false;
    bool operator==(const Rules&) const = default;
};

struct Piece {
    int owner = -1; // -1: empty square
    bool king = false;
    bool poisoned = false;
    Hats hats;
    bool operator==(const Piece&) const = default;
};

// Square s as players write it: its PDN number, s + 1.
inline std::string squareNumber(int s) {
    return std::to_string(s + 1);
}

class SorcererState : public GameState {
  public:
    explicit SorcererState(const Rules& rules);

    std::string gameId() const override { return "sorcerers-apprentice"; }
    std::unique_ptr<GameState> clone() const override;
    int currentPlayer() const override;
    std::vector<Action> legalActions() const override;
    Transition applyAction(const Action& action) override;
    // The same decision, neither checked nor told: for searches.
    void advance(const Action& action) override;
    bool assign(const GameState& other) override;
    Outcome outcome() const override { return outcome_; }
    std::vector<std::pair<Action, double>> chanceOutcomes() const override;

    std::vector<NotatedMove> notatedMoves() const override;
    std::string actionText(const Action& action) const override;
    Phrase sentence(const Action& action) const override;
    Phrase moveWords(const Action& action) const override;
    NotatedMove parseMove(const std::string& text) const override;
    ActionView describe(const Action& action) const override;
    Phrase prompt() const override;
    Phrase notice() const override { return outcome_.over ? Phrase() : draw_.notice(); }
    bool captureRequired() const override;
    Phrase explainSquare(int square, int viewer) const override;
    int turnOwner() const override;
    bool inSetup() const override { return drafting_; }
    // The hats' powers for the variant lab (sorcerer_features.cpp).
    std::vector<FeatureTag> featureTags(const Action& action, const Transition& t) const override;

    std::string toFen() const override;
    std::string playerName(int player) const override { return player == 0 ? "Black" : "White"; }
    int boardRows() const override { return 8; }
    int boardCols() const override { return 8; }
    int squareCount() const override { return 32; }
    int squareRow(int square) const override;
    int squareCol(int square) const override;
    std::string squareName(int square) const override { return squareNumber(square); }
    std::vector<PieceInfo> pieces() const override;
    Table table(int viewer) const override;
    BoardView board() const override { return checkers::draughtsBoard(); }

    // Sets up a position: "B:W21-32:B1-12;hats:5=rb;racks:rrg/b;bag:r4y5g5b4c5p5;..."
    // (see sorcerer_fen.cpp). Throws RulesError naming what is wrong, also
    // when the position's opts: field states other rules than `rules`.
    static SorcererState fromFen(const std::string& fen, const Rules& rules);
    // The rules a position's opts: field states (an option it leaves out is
    // off), or nothing when it has no such field. Throws RulesError for a
    // malformed one.
    static std::optional<Rules> rulesInFen(const std::string& fen);

    const Rules& rules() const { return rules_; }
    const Piece& at(int square) const { return board_[square]; }
    const Hats& bag() const { return bag_; }
    const Hats& rack(int player) const { return rack_[player]; }
    const Hats& pool(int player) const { return pool_[player]; }
    const Hats& outOfGame() const { return out_; }
    const Hats& draftOpen() const { return draftOpen_; }
    int draftPicks(int player) const { return draftPicks_[player]; }
    bool drafting() const { return drafting_; }
    int toMove() const { return toMove_; }
    int piecesOf(int player) const;
    int kingsOf(int player) const;
    // Every hat, wherever it is; always 5 of each colour.
    Hats allHats() const;
    // Squares of pieces that may receive a hat from `player`'s rack now.
    std::vector<int> hatTargets(int player) const;
    // The same for every state a search may take as one: the board with its
    // hats, every hat's place, the move in progress and the events waiting. The
    // positions seen before and the move counter are left out.
    std::uint64_t searchKey() const;

    // Token ids of the hats: 100 + 5 * colour + n, so they never meet a piece's.
    static constexpr int kHatIdBase = 100;

  private:
    // Where one hat is, for the table: a zone, or worn by the piece with id `who`.
    struct HatSpot {
        enum Kind : std::uint8_t { Bag, Rack, Pool, Out, Draft, Worn } kind = Bag;
        std::int16_t who = 0; // Rack, Pool: the player; Worn: the piece id
        bool operator==(const HatSpot&) const = default;
    };
    static HatSpot worn(int pieceId) { return {HatSpot::Worn, static_cast<std::int16_t>(pieceId)}; }
    static HatSpot rackOf(int p) { return {HatSpot::Rack, static_cast<std::int16_t>(p)}; }
    static HatSpot poolOf(int p) { return {HatSpot::Pool, static_cast<std::int16_t>(p)}; }
    static constexpr HatSpot kBag{HatSpot::Bag, 0};
    static constexpr HatSpot kOut{HatSpot::Out, 0};
    static constexpr HatSpot kDraft{HatSpot::Draft, 0};

    // Hat bookkeeping and the table view (sorcerer_table.cpp).
    Hats& hatsIn(HatSpot spot);
    Place placeOf(HatSpot spot) const;
    int squareOf(int pieceId) const;
    // Moves `count` hats of `colour` from one place to another, keeping the
    // counts and the hats' ids in step, and tells the transition.
    void moveHat(int colour, HatSpot from, HatSpot to, Transition* t, int count = 1);
    // Gives every hat an id where it lies (a new game, a position from FEN).
    void numberHats();

    struct Event {
        enum Kind { Draw, Place } kind;
        int player; // Draw: who receives a hat; Place: who may place one
    };
    // The events waiting, first to come first. A fixed ring rather than a
    // deque, so that a search copies states and advances them without the
    // heap: a turn can remove at most all 24 pieces, two events each.
    class Events {
      public:
        bool empty() const { return size_ == 0; }
        std::size_t size() const { return size_; }
        const Event& operator[](std::size_t i) const { return ring_[(head_ + i) % kCapacity]; }
        const Event& front() const { return ring_[head_]; }
        void pop_front() {
            head_ = (head_ + 1) % kCapacity;
            --size_;
        }
        void push_back(const Event& e) {
            ring_[(head_ + size_) % kCapacity] = e;
            ++size_;
        }

      private:
        static constexpr std::size_t kCapacity = 64;
        std::array<Event, kCapacity> ring_{};
        std::size_t head_ = 0;
        std::size_t size_ = 0;
    };
    struct Hop {
        int to;
        int over; // the jumped square
        bool capture;
    };
    // At most two landings in each of four directions, kept off the heap.
    class Hops {
      public:
        void push_back(const Hop& h) { hops_[size_++] = h; }
        const Hop* begin() const { return hops_.data(); }
        const Hop* end() const { return hops_.data() + size_; }

      private:
        std::array<Hop, 8> hops_{};
        std::size_t size_ = 0;
    };

    // Movement and captures (sorcerer_moves.cpp).
    bool capturesByJumping(const Piece& p) const;
    // Hops for piece p imagined on `square`; reads selfSquare_ (where p really
    // stands, treated as empty) and landedScratch_ (squares it may not land on).
    Hops hopsFrom(int square, const Piece& p) const;
    bool captureReachable(int square, const Piece& p, std::uint32_t landed) const;
    void actionsInto(std::vector<Action>& out) const;
    // Whether `player` has a piece that may receive a hat (hatTargets not empty).
    bool hasHatTarget(int player) const;
    void moveActions(std::vector<Action>& out) const;
    void chainActions(std::vector<Action>& out) const;
    bool anyCapture(int player) const;
    // Whether the piece partway through a move must jump on: it has
    // captured, or friendly jumps still reach a capture (compulsory).
    bool chainMustGoOn() const;
    void comboActions(std::vector<Action>& out) const;

    // Effects (sorcerer_state.cpp); `t`, when given, is told what happened.
    void apply(const Action& a, Transition* t);
    void applyHop(const Action& a, Transition* t);
    void applyStep(const Action& a, Transition* t);
    void applyZot(const Action& a, Transition* t);
    // Removes the piece on `square` (or spends a Warding hat); returns true if it
    // left. `endsOn`: where the attacker stands once the capture is done (a
    // Strength capture steps onto the square), for what the players are told.
    bool strike(int square, int attackerSquare, Transition* t, int endsOn = -1);
    void removePiece(int square, int receiver, Transition* t);
    void crownIfDue(int square, Transition* t);
    void afterDecision(Transition* t);
    void startTurn();
    void finishGame(const Phrase& why);
    int eventDecider(const Event& e) const;
    bool eventLive(const Event& e) const;
    std::uint64_t positionKey() const;

    Rules rules_;
    std::array<Piece, 32> board_{};
    Hats bag_, rack_[2], pool_[2], out_, draftOpen_;
    int draftPicks_[2] = {0, 0};
    bool drafting_ = false;
    int toMove_ = 0;
    // The move in progress.
    int chainSquare_ = -1;
    std::uint32_t landed_ = 0;
    std::uint32_t immune_ = 0; // warded this turn
    bool moveCaptured_ = false;
    bool turnDone_ = false;     // the mover has finished; events may still be pending
    bool irreversible_ = false; // a capture, a man moved, or a revive this turn
    bool moveFinished_ = false; // the mover is done; poison is still to come
    Events events_;
    checkers::DrawRule<std::uint64_t> draw_;
    std::string drawn_; // why the game is drawn once the turn passes, or ""
    checkers::PieceIds ids_;
    std::array<HatSpot, kAllHats> hatSpots_{};
    Outcome outcome_;
    mutable int selfSquare_ = -1;
    mutable std::uint32_t landedScratch_ = 0;
};

} // namespace hatrack::sorcerer
