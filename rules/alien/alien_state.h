// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Alien Checkers (docs/rules.md, Alien Checkers): checkers with a deck of 20
// cards, tokens on squares and edges, a board that may turn a quarter turn,
// stacks of up to three pieces and a secret planet per player. Each turn is
// a move (hop by hop), a card turned by chance, the choice of one of the two
// face-up cards and that card's targets. Crowning a ready pawn may interrupt
// either player's turn when its owner must choose which pawn to crown.
//
// The draw pile has no order: its cards are known by counting, and each card
// turned over is a chance outcome weighted by how many of that card the pile
// holds. What a player may not know is the opponent's planet.
#include "checkers/geometry.h"
#include "game_state.h"
#include "repetition.h"

#include <array>
#include <cstdint>
#include <string>
#include <vector>

namespace hatrack::alien {

// Cells of the board under its PDN square numbers (checkers/geometry.h).
inline int rowOf(int s) {
    return checkers::Geometry::row(s);
}
inline int colOf(int s) {
    return checkers::Geometry::col(s);
}
inline int squareAt(int r, int c) {
    return checkers::Geometry::at(r, c);
}

enum Card : int {
    kMonolith,
    kHippo,
    kSnookle,
    kFire,
    kWater,
    kWallsCard,
    kRings,
    kRotate,
    kRevive,
    kReshuffle,
    kAntimatter,
    kCoronation,
    kCardKinds
};
inline constexpr int kDeck[kCardKinds] = {2, 2, 2, 2, 2, 3, 2, 1, 1, 1, 1, 1};
inline constexpr int kCards = 20;
const char* cardName(int card);         // "monolith", "hippo", ...
const char* cardTitle(int card);        // "Monolith", "Galactic Hippo", as players read it
int cardNamed(const std::string& name); // -1 if none
int cardKind(int n);                    // card n's kind, from its place in the deck

enum Planet : int { kMercury, kVenus, kEarth, kMars, kJupiter, kSaturn, kUranus, kNeptune, kPluto };
inline constexpr int kPlanets = 9;
const char* planetName(int planet);  // "mercury", ...
std::string planetTitle(int planet); // "Mercury", as players read it
// A planet's goal worded for its holder by name ("White owns two emperors"),
// for the end of a game won by it.
Phrase planetGoalOf(int planet, const Phrase& holder);
int planetNamed(const std::string& name);

inline constexpr int kFires = 8, kWaters = 8, kRingTokens = 9, kWallsEach = 12;
// Turns of either player without progress that draw: 40 moves each.
inline constexpr int kQuietTurnsForDraw = 80;

enum ActionKind : int {
    kHop = 1,       // a = from, b = to (a step, an emperor's slide or one jump)
    kCrown,         // a = the ready pawn's square to crown (its owner chose among several)
    kChoose,        // a = card kind chosen from the face-up cards
    kPlaceMonolith, // a = square
    kSlide,         // a = from (the Monolith's square), b = to
    kSetHippo,      // a = square of a checker
    kSetSnookle,    // a = square of a checker
    kSetFire,       // a = square
    kSetWater,      // a = square
    kBuildWalls,    // a, b = edges (square * 4 + side), a < b
    kSetRing,       // a = square of own checker
    kTurnBoard,     // a = +1 clockwise, -1 counter-clockwise
    kRevivePawn,    // a = square on own home row
    kRemove,        // a = token id removed by Antimatter (a wall stands for its pair)
    kMakeEmperor,   // a = square of own king
    kDrawCard,      // chance: a = card kind turned face up
    kDealPlanet,    // chance: a = planet dealt to the player who has none yet
};

enum class Phase : std::uint8_t { Deal, FaceUp, Move, Draw, Choose, Effect };

// Token ids on the table (see alien_table.cpp): checkers below kWallId.
inline constexpr int kWallId = 1000;  // + owner * 12 + n
inline constexpr int kFireId = 1100;  // + n
inline constexpr int kWaterId = 1200; // + n
inline constexpr int kRingId = 1300;  // + n
inline constexpr int kMonolithId = 1400, kHippoId = 1401, kSnookleId = 1402;
inline constexpr int kCardId = 1500;   // + n, card n's kind fixed by the deck
inline constexpr int kPlanetId = 1600; // + 0 Black's, + 1 White's, + 2..8 unused

// Edges: square * 4 + side (Place::Side: north = toward row 0 / square 1).
int edgeOf(int square, int side);
std::string edgeText(int edge);         // "14n"
int edgeNamed(const std::string& text); // -1 if malformed or not between two squares

struct Square {
    std::int8_t owner = -1; // -1: no checker
    std::int8_t height = 0; // 1 pawn, 2 king, 3 emperor
    std::int8_t ring = -1;  // ring token worn, or -1
    std::int8_t fire = -1;  // fire token here, or -1
    std::int8_t water = -1; // water token here, or -1
    std::int16_t id = -1;   // the checker's id
    bool operator==(const Square&) const = default;
};

struct Wall {
    std::int16_t edge = -1; // -1: in the box
    std::int8_t partner = -1;
    bool operator==(const Wall&) const = default;
};

enum class CardAt : std::uint8_t { Pile, Discard, FaceUp };

class AlienState : public GameState {
  public:
    explicit AlienState(bool planets = true);

    std::string gameId() const override { return "alien-checkers"; }
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
    ActionView describe(const Action& action) const override;
    Phrase prompt() const override;
    Phrase notice() const override { return outcome_.over ? Phrase() : repetitionNotice(seen_); }
    bool captureRequired() const override;
    Phrase explainSquare(int square, int viewer) const override;
    Phrase whyRefused(int from, int to, int viewer) const override;
    int turnOwner() const override { return toMove_; }
    bool inSetup() const override { return phase_ == Phase::Deal; }
    // The cards and planets for the variant lab (alien_features.cpp).
    std::vector<FeatureTag> featureTags(const Action& action, const Transition& t) const override;
    std::vector<FeatureTag> heldFeatures() const override;

    std::string toFen() const override { return fenFor(-1); }
    std::string chanceKey() const override;
    std::string toFenFor(int viewer) const override { return fenFor(viewer); }
    std::string playerName(int player) const override { return player == 0 ? "Black" : "White"; }
    int boardRows() const override { return 8; }
    int boardCols() const override { return 8; }
    int squareCount() const override { return 32; }
    int squareRow(int square) const override;
    int squareCol(int square) const override;
    std::string squareName(int square) const override { return std::to_string(square + 1); }
    std::vector<PieceInfo> pieces() const override;
    Table table(int viewer) const override;
    BoardView board() const override;
    std::unique_ptr<GameState> viewFor(int player) const override;
    std::unique_ptr<GameState> dealUnseen(int player, Rng& rng) const override;
    // For `player`'s search: a copy in which the opponent's planet is not dealt.
    // It stays unknown until the opponent's turn ends with the goal of one of the
    // planets the player cannot rule out met; then chance deals it, each such
    // planet as likely as the others, and the game ends if the goal dealt is met
    // (otherwise those planets are ruled out and it stays unknown). So a search
    // averages over every planet the opponent may hold, never over the real one.
    // With `weighPlays`, a planet whose card the opponent chose over another
    // kind counts as likelier (planetWeight), in the deal and in the judgement.
    std::unique_ptr<AlienState> undealtFor(int player, bool weighPlays = false) const;
    // The planets `holder` may hold as `viewer` sees it, as bits (1 << planet):
    // every planet but the viewer's own, less those ruled out by a turn of
    // `holder` that ended with their goal met and the game going on.
    unsigned plausiblePlanets(int holder, int viewer) const;
    // How likely `planet` is for `holder` as `viewer` sees it, relative to the
    // others: 0 when ruled out, else 1, doubled for each of up to three cards
    // that serve its goal which `holder` chose while another kind lay face up
    // (only in a copy made by undealtFor with weighPlays; all are even otherwise).
    int planetWeight(int holder, int viewer, int planet) const;
    // Whether `player` would meet the goal of `planet` now, holding it.
    bool goalMet(int player, int planet) const;

    // Sets up a position (see alien_fen.cpp); throws RulesError naming what is wrong.
    static AlienState fromFen(const std::string& fen, bool planets = true);
    // For the search (rules/expectimax.h, StateKey): everything that decides
    // what comes next, but not the path here (the repetition count) nor the ids.
    std::uint64_t searchKey() const;

    // For tests, the computer player and the table.
    const Square& at(int s) const { return sq_[static_cast<std::size_t>(s)]; }
    Phase phase() const { return phase_; }
    int toMove() const { return toMove_; }
    int quarterTurns() const { return turns_; }
    int monolith() const { return monolith_; }
    int hippo() const { return hippo_; }
    int snookle() const { return snookle_; }
    // -1 while not dealt: before the deal, and the opponent's in undealtFor().
    int planet(int player) const { return planet_[player]; }
    bool planetsOn() const { return planetsOn_; }
    int effectCard() const { return effect_; }
    const Wall& wall(int owner, int n) const { return walls_[owner][n]; }
    int wallOwnerAt(int edge) const { // -1 for none
        const std::size_t word = static_cast<std::size_t>(edge) >> 6;
        const std::uint64_t bit = std::uint64_t{1} << (edge & 63);
        if (wallBits_[0][word] & bit) return 0;
        return wallBits_[1][word] & bit ? 1 : -1;
    }
    CardAt cardAt(int n) const { return cardAt_[static_cast<std::size_t>(n)]; }
    std::vector<int> faceUp() const; // card ids, in the order turned
    int faceUpCount(int kind) const; // face-up cards of a kind
    int pileCount(int kind) const;   // cards of a kind in the draw pile
    int captured(int player) const;  // own pieces off the board, ready for crowns and Revive
    int took(int player) const { return took_[player]; } // enemy pieces captured (Mars)
    int piecesOnBoard(int player) const;
    int checkersOf(int player) const;
    int kingsAndEmperors(int player) const;
    bool isReady(int s) const; // a pawn on its far row
    bool onFarRow(int owner, int s) const;
    bool onHomeRow(int owner, int s) const;
    // `player`'s pawns that would stand on their far row after a quarter turn
    // (dir +1 clockwise, -1 counter-clockwise): for the computer players.
    int readyAfterTurn(int player, int dir) const;
    // `owner`'s forward direction as (rows, columns) on the board.
    std::pair<int, int> forward(int owner) const;
    // True when `owner`'s opponent's walls stop a diagonal step from a to b
    // (b diagonally adjacent); owner -1: any walls at all (pushes, the Monolith).
    bool blocked(int a, int b, int owner) const;
    int fireCount() const;
    int waterCount() const;
    int ringsOf(int player) const;
    // The tallest of `victim`'s checkers the other player could jump at once if
    // it were their move (0 for none), ignoring rings: for the computer players.
    int tallestCapturable(int victim) const;
    // How many steps and jumps `player`'s checkers have (a player who has none
    // on their turn loses) and, if asked, how few blocked squares or frozen
    // checkers would leave them none (1 or 2; 3 for more, or nothing to take):
    // a fire, a water, the Monolith or the Hippo each block one. For the
    // computer players.
    struct Mobility {
        int moves;
        int blockersToStop;
    };
    Mobility mobility(int player, bool blockers) const;

  private:
    friend struct AlienFen;
    // Geometry and walls (alien_board.cpp).
    // The edges meeting at the corner between diagonal neighbours a and b (-1: none).
    std::array<int, 4> wallsAtCorner(int a, int b) const;
    bool onFarRowTurned(int owner, int s, int turns) const;
    // A Walls card's choices: every two free edges that meet at a corner.
    void addWallPairs(std::vector<Action>& out) const;
    // Every write to walls_ goes through these, which keep wallBits_ in step.
    void placeWall(int owner, int n, int edge);
    void clearWall(int owner, int n);

    // Moves (alien_moves.cpp).
    void moveActions(std::vector<Action>& out) const;
    void jumpsFrom(int s, std::vector<Action>& out) const;
    void stepsFrom(int s, std::vector<Action>& out) const;
    bool anyJump(int player) const;
    bool canEnter(int s, int height) const;
    bool mayGo(int s, int d) const; // checkers::Dir d allowed for the checker on s
    // Applies a legal decision; tells the table when `t` is given (a search
    // passes none, and no event text is made).
    void play(const Action& a, Transition* t);
    void applyHop(const Action& a, Transition* t);
    void relocate(int from, int to, Transition* t);
    // Takes the checker on s off the board; `by` is who captured it.
    void capture(int s, int by, Transition* t, const char* reason);
    void crownAt(int s, Transition* t);
    void settleCrowns(Transition* t);
    int crownChooser() const; // a player who must choose which ready pawn to crown, or -1
    // More of p's pawns are ready than p has pieces to crown them with.
    bool mustChooseCrown(int p) const;
    // The mover's card step is over and only their crown choice holds the turn
    // open (phase "done" with the game going on).
    bool holdingForCrown() const {
        return phase_ == Phase::Effect && effect_ < 0 && !outcome_.over && mustChooseCrown(toMove_);
    }

    // Cards (alien_cards.cpp).
    void targetActions(std::vector<Action>& out) const;
    // Whether a card of `kind` chosen now would find anything to do (a card
    // with nothing to do is used up all the same).
    bool cardWouldAct(int kind) const;
    bool antimatterUseful() const;
    void applyChoose(int card, Transition* t);
    void applyEffect(const Action& a, Transition* t);
    // Pushes the checker on s one square on; `lost` gathers the ids of those captured.
    void pushChain(int s, int d, Transition* t, std::vector<int>& lost); // d: checkers::Dir
    void slideMonolith(int to, Transition* t);
    void sayWhatTheMonolithSwept(std::array<std::vector<int>, 2> wallsBeside,
                                 const std::vector<int>& fires, const std::vector<int>& waters,
                                 Transition& t) const;
    void turnBoard(int dir, Transition* t);
    void moveCard(int n, CardAt to, Transition* t, bool reveal);
    void refillPile(Transition* t);

    // The turn (alien_state.cpp).
    void endEffect(Transition* t);
    void startTurn(int player, Transition* t);
    // The player to move loses when they cannot move, once no crown waits to be chosen.
    void warnBoxedIn(Transition& t);
    void checkStuck();
    void checkWins(Transition* t);
    bool planetMet(int player) const;
    // The ends checked as a turn ends, in this order; each finishes the game
    // when it applies and says whether it did.
    bool planetWins();
    // The rest of a turn's end once no planet has won: the draws, then the next turn.
    void closeTurn(Transition* t);
    // Chance deals an undealt planet: after a turn of its holder that met one
    // of the goals it may be, with the outcomes of dealPlanets().
    bool dealDue() const { return dealDue_; }
    std::vector<std::pair<Action, double>> dealPlanets() const;
    void applyDeal(int planet, Transition* t);
    bool quietDraw();
    void finish(int winner, Phrase why);
    std::uint64_t positionKey() const;
    std::string fenFor(int viewer) const;
    void renumber();

    std::array<Square, 32> sq_{};
    std::array<Wall, kWallsEach> walls_[2]{};
    // The edges each player's walls stand on, as bits (edge ids are below
    // 128): the move generator asks at every diagonal step.
    std::array<std::uint64_t, 2> wallBits_[2]{};
    std::array<CardAt, kCards> cardAt_{};
    std::array<std::int8_t, kCards> upOrder_{}; // order among the face-up cards
    std::int8_t upCount_ = 0;
    // Order among the discards, the last one on top: what was played last
    // shows on the pile. Not part of the position (the FEN lists discards by card).
    std::array<std::int8_t, kCards> discardOrder_{};
    std::int8_t discardCount_ = 0;
    bool planetsOn_ = true;
    std::int8_t planet_[2] = {-1, -1};
    // Planets each player was seen not to hold (see plausiblePlanets), as bits.
    unsigned ruledOut_[2] = {0, 0};
    // Cards each player chose that serve a planet's goal (Fire for Venus, ...),
    // when another kind lay face up: what their choices say about their planet.
    std::array<std::uint8_t, kPlanets> leaning_[2]{};
    bool weighPlays_ = false;
    bool dealDue_ = false;
    std::int8_t turns_ = 0; // quarter turns clockwise, 0-3
    std::int8_t monolith_ = -1, hippo_ = -1, snookle_ = -1;
    Phase phase_ = Phase::Deal;
    int toMove_ = 0;
    int effect_ = -1;          // the card whose targets are awaited
    int chain_ = -1;           // square of the checker in the middle of a jump chain
    std::uint32_t immune_ = 0; // saved by a ring in this chain
    int took_[2] = {0, 0};
    int capturesThisMove_ = 0;       // checkers (Mercury)
    bool monolithTookEnemy_ = false; // in this turn (Neptune)
    bool progress_ = false;
    int quiet_ = 0;
    std::vector<std::uint64_t> seen_;
    int nextId_ = 24;
    Outcome outcome_;
};

} // namespace hatrack::alien
