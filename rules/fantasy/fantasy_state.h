// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Fantasy RPG Checkers (docs/rules.md, Fantasy RPG Checkers): checkers where
// each side plays a character with powers and spells, wounds flip checkers
// face down and saving throws are rolled with a die. Every hop, spell, target,
// wound split, save and the Cleric's offer in the other player's turn is a
// decision of its own; what follows a decision (wounds, saves, the end of the
// turn) waits in a queue of steps, so a save or an offer can come between.
#include "checkers/draughts.h"
#include "game_state.h"

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

namespace hatrack::fantasy {

enum Character : int { kNoCharacter = -1, kRanger, kCleric, kBard, kThief, kFighter, kMage };
inline constexpr int kCharacters = 6;

enum Spell : int {
    kBackstab,
    kShoot,
    kCureLight,
    kCureCritical,
    kLightning,
    kCharm,
    kIllusion,
    kFireball,
    kMissile,
    kSpells
};

enum ActionKind : int {
    kChoose = 1, // a = character
    kStep,       // a = from, b = to
    kJump,       // a = from, b = landing, c = square jumped over
    kCast,       // a = spell (its targets follow as kTarget)
    kTarget,     // a = square (spell target, arrow, stab wound)
    kStop,       // stop shooting or stabbing
    kCure,       // Cure Critical Wounds, in the other player's turn
    kLetCapture, // decline it
    kPass,       // the turn skipped after Cure Critical Wounds
    kRoll,       // chance: a = die face 1..6
};

// Token ids on the table (the screen relies on them).
inline constexpr int kIllusionIdBase = 40;
inline constexpr int kCoinIdBase = 100;
inline constexpr int kSmartCoinIdBase = 150;
inline constexpr int kDieId = 200;
inline constexpr int kCharacterTokenBase = 300;
inline constexpr int kChosenTokenBase = 310;
inline constexpr int kSpellTokenBase = 400;

struct Cell {
    std::int8_t owner = -1; // -1: empty
    bool king = false;
    bool wounded = false;
    bool illusion = false;
    std::int8_t pennies = 0; // the Fighter's hit-point penny, or the Bard's charm
    std::int16_t id = -1;
    bool operator==(const Cell&) const = default;
};

struct PoolChecker {
    std::int16_t id = -1;
    bool king = false; // counts two
    bool operator==(const PoolChecker&) const = default;
};

struct Side {
    int character = kNoCharacter;
    std::vector<PoolChecker> pool;
    int smart = 0;   // the Smart Fighter's pennies in the pool
    int pennies = 0; // spellcasters' pennies, the Thief's arrows
    bool skip = false;
    bool operator==(const Side&) const = default;
};

// What waits to happen after a decision.
struct Step {
    enum Kind : std::int8_t {
        StartTurn,    // checks, illusion saves, then the turn's decision
        TurnReady,    // the mover decides (or has lost)
        AreaSave,     // chance: square saves against n wounds (Fireball, Call Lightning)
        CharmSave,    // chance: the Bard's opponent saves against Charm on square
        IllusionSave, // chance: the mover saves against the illusion on square
        IllusionJump, // chance: the owner of `over` saves before the illusion jumps it
        Wound,        // square takes n wounds, one at a time
        AfterHop,     // crown, Leap & Stab, or go on with the chain
        ChainOn,      // go on with the chain or end the turn
        ArrowsOn,     // shoot again or end the turn
        StabOn,       // stab again or go on
        EndTurn,
    };
    Kind kind = EndTurn;
    std::int8_t square = -1;
    std::int8_t n = 0;
    std::int8_t ld = 0;
    std::int8_t spell = -1;
    std::int8_t from = -1; // IllusionJump: the hop
    std::int8_t to = -1;
    bool operator==(const Step&) const = default;
};

// The pending decision.
// Busy only while the steps run inside applyAction.
enum class Phase : std::int8_t {
    Choose,
    Turn,
    Chain,
    Target,
    Arrows,
    Stab,
    CureOffer,
    Roll,
    Over,
    Busy
};

const char* characterId(int character);    // "mage"
std::string characterName(int character);  // "the Arcane Mage"
std::string characterTitle(int character); // "Arcane Mage"
int characterFromId(const std::string& id);
const char* spellId(int spell);   // "fireball"
std::string spellName(int spell); // "Fireball"
int spellCost(int spell);         // in pennies, 0 for powers
// The powers and spells used by clicking them.
std::span<const int> spellbook(int character);
bool isSpellcaster(int character);

int rowOf(int square);
int colOf(int square);
int squareAt(int row, int col); // -1 off the board or on a light square
std::string sqText(int square); // "14"

class FantasyState : public GameState {
  public:
    // A fresh game; characters fixed by the options, kNoCharacter to choose.
    FantasyState(int blackCharacter, int whiteCharacter);

    std::string gameId() const override { return "fantasy-rpg-checkers"; }
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
    NotatedMove parseMove(const std::string& text) const override;
    Phrase sentence(const Action& action) const override;
    Phrase moveWords(const Action& action) const override;
    ActionView describe(const Action& action) const override;
    Phrase prompt() const override;
    Phrase notice() const override { return outcome_.over ? Phrase() : draw_.notice(); }
    bool captureRequired() const override;
    Phrase explainSquare(int square, int viewer) const override;
    // While characters are chosen, each choice is its chooser's own turn.
    int turnOwner() const override { return phase_ == Phase::Choose ? currentPlayer() : toMove_; }
    bool inSetup() const override { return phase_ == Phase::Choose; }
    // The characters and spells for the variant lab (fantasy_features.cpp).
    std::vector<FeatureTag> featureTags(const Action& action, const Transition& t) const override;
    std::vector<FeatureTag> heldFeatures() const override;

    std::string toFen() const override;
    std::string playerName(int player) const override { return player == 0 ? "Black" : "White"; }
    int boardRows() const override { return 8; }
    int boardCols() const override { return 8; }
    int squareCount() const override { return 32; }
    int squareRow(int square) const override { return rowOf(square); }
    int squareCol(int square) const override { return colOf(square); }
    std::string squareName(int square) const override { return sqText(square); }
    std::vector<PieceInfo> pieces() const override;
    Table table(int viewer) const override;
    BoardView board() const override { return checkers::draughtsBoard(); }

    // A position in this game's FEN (docs/rules.md); throws RulesError naming
    // what is wrong.
    static FantasyState fromFen(const std::string& fen);

    // For tests, the evaluator and the screen's helpers.
    const std::array<Cell, 32>& cells() const { return cells_; }
    const Side& side(int player) const { return sides_[player]; }
    int character(int player) const { return sides_[player].character; }
    int level(int player) const;
    int ld(int player) const { return level(player) - level(1 - player); }
    int poolCheckers(int player) const;
    int checkersOnBoard(int player) const; // real ones, illusions not counted
    Phase phase() const { return phase_; }
    int lastRoll() const { return lastRoll_; }
    int quietPlies() const { return draw_.quietPlies(); }
    // Squares the effect of casting `spell` on `target` would reach (the 3x3 of
    // an area spell): the target, then the others in square order. A fixed list,
    // since every cast in a search asks for it.
    struct Area {
        std::array<int, 5> squares{};
        int size = 0;
        const int* begin() const { return squares.data(); }
        const int* end() const { return squares.data() + size; }
    };
    Area areaOf(int spell, int target) const;
    // The square a jump chain goes on from, or -1.
    int chainSquare() const { return chainSq_; }
    // The spell whose target is pending (Phase::Target), or -1.
    int pendingSpell() const { return spell_; }
    // A key for every state a search may take as one: the board, both sides,
    // the decision pending and the steps waiting. The positions seen before
    // and the move counter are left out.
    std::uint64_t searchKey() const;

  private:
    FantasyState() = default;

    // Flow (fantasy_state.cpp). apply() tells out_, when set, what happened.
    void apply(const Action& a);
    void runSteps();
    void runStep(const Step& st);
    void endWith(int winner, Phrase reason);
    bool checkInstantWins();
    void startTurn();
    void beginChainOrEnd();
    void hop(int from, int to, int over);
    void woundOnce(int square, int n);
    void capture(int square, int by);
    void crown(int square);
    void addToPool(int player, const PoolChecker& c);
    void rolled(int face);
    bool cureOffered(int square) const;
    void place(int square, const Cell& c);
    void note(Phrase p);

    // Moves and targets (fantasy_moves.cpp).
    bool jumpable(int attacker, int square) const;
    void jumpsFrom(int square, std::vector<Action>& out) const;
    void stepsFrom(int square, std::vector<Action>& out) const;
    void boardMoves(int player, std::vector<Action>& out, bool illusionsMove = true) const;
    std::vector<int> targets(int spell) const;
    std::vector<int> stabTargets() const;
    std::vector<int> arrowTargets() const;
    std::uint32_t arrowMask(int range) const;
    std::uint32_t targetMask(int spell) const;
    bool canCast(int spell) const;
    std::vector<Action> turnActions() const;
    std::uint64_t key() const;
    // An enemy illusion not yet saved against this turn that the mover could jump, or
    // whose square a move of the mover would use; -1 for none.
    int threatenedIllusion();

    // The checker on `square` is the one the throw is about.
    void noteSave(int saver, const Phrase& against, int square, int face, int ldValue, bool saved);

    std::array<Cell, 32> cells_{};
    std::array<Side, 2> sides_{};
    int toMove_ = 0;
    int chooser_ = -1; // Phase::Choose: who chooses
    Phase phase_ = Phase::Turn;
    std::vector<Step> steps_;
    int chainSq_ = -1;
    int jumps_ = 0;
    bool crowned_ = false; // the jumping man was crowned: its chain is over
    int spell_ = -1;
    int shotsLeft_ = 0;
    int range_ = 0;
    int shots_ = 0;
    int stabsLeft_ = 0;
    int cureSq_ = -1;
    bool cureUsed_ = false;
    std::uint32_t immune_ = 0; // checkers Cure Critical Wounds saved this turn
    std::uint32_t illusionsChecked_ = 0;
    bool progress_ = false;
    int lastRoll_ = 0;
    int nextIllusion_ = kIllusionIdBase;
    checkers::DrawRule<std::uint64_t> draw_;
    Outcome outcome_;
    Transition* out_ = nullptr; // the transition being written, during applyAction
};

} // namespace hatrack::fantasy
