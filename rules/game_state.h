// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// The interface every game implements: a game is a sequence of decisions.
// At each point the state names who decides (a player or chance), lists the
// legal actions, applies one and, once over, reports the outcome.
#include "excerpt.h"
#include "feature_tag.h"
#include "rng.h"
#include "table.h"

#include <compare>
#include <memory>
#include <stdexcept>
#include <string>
#include <vector>

namespace hatrack {

// Thrown for any bad input (malformed move, impossible position, unknown option,
// a file that is not a saved game). What a player may read carries its words as
// a Phrase, so the app can say it in the player's language; only errors no
// player's input leads to (the engine's own data, a search's misuse) are
// English alone.
class RulesError : public std::runtime_error {
  public:
    using std::runtime_error::runtime_error;
    explicit RulesError(const Phrase& why) : std::runtime_error(why.english), why_(why) {}
    // The sentence Phrase::of(id, pattern, args): the usual error about input.
    RulesError(std::string id, std::string pattern, std::vector<Phrase> args)
        : RulesError(Phrase::of(std::move(id), std::move(pattern), std::move(args))) {}
    // Empty when the message is English only.
    const Phrase& phrase() const { return why_; }

  private:
    Phrase why_;
};

// "move '11-16' is illegal: <why>": the refusal of a move, its reason apart.
inline Phrase illegalMove(const std::string& move, Phrase why) {
    return Phrase::of("illegal-move", "move '%1' is illegal: %2",
                      {Phrase::verbatim(excerpt(move)), std::move(why)});
}

// A decision. Its fields mean what the game says (for checkers: one hop from a
// square to a square); kept small and comparable so searches can copy it freely.
struct Action {
    int kind = 0;
    int a = -1;
    int b = -1;
    int c = -1;
    auto operator<=>(const Action&) const = default;
};

// Storage for the decisions a game looks at while it applies one (whether a
// chain goes on, whether the next player can move): kept per thread and
// emptied on every call, so that GameState::advance need not reach the heap.
// One user of a slot at a time: a caller must be done with it before calling
// again for the same slot; a caller needing two lists at once takes slots 0 and 1.
inline std::vector<Action>& scratchActions(int slot = 0) {
    thread_local std::vector<Action> actions[2];
    std::vector<Action>& list = actions[slot];
    list.clear();
    return list;
}

inline constexpr int kChance = -1;
inline constexpr int kNobody = -2;

struct Outcome {
    bool over = false;
    int winner = -1;       // player index, or -1 for a draw
    Phrase reason;         // why it ended: "Black has no pieces left"
    std::string decidedBy; // for scored games: the measure that decided ("hats", "kings", ...)
    // For scored games: the score table, in the order the measures are compared.
    struct Measure {
        std::string id;    // "hats"
        std::string label; // "hats in the rack": a fixed text, translated by its English
        int value[2] = {0, 0};
    };
    std::vector<Measure> measures;
    // For scored games, whose reason goes on to the score: what stopped play
    // ("Black has no pieces left"), for counting games by how they ended.
    // Empty when the reason says it alone.
    Phrase stopped;
};

// One unit of notation ("11-15", "1x10x19"): the decisions it stands for.
struct NotatedMove {
    std::string text;
    std::vector<Action> actions;
};

struct PieceInfo {
    int square = -1;
    int owner = 0;
    std::string kind;    // "man", "king", ...
    std::string hats;    // what it wears, in the game's letters ("rb"); empty for none
    bool marked = false; // a game-specific warning sign (a poisoned piece)
};

// How a view offers an action: a piece moved from a square to a square (drag or
// click), something picked (a square, an edge, a token in a zone), or a button.
struct ActionView {
    enum class Type { Move, Pick, Choice };
    Type type = Type::Move;
    int from = -1;
    int to = -1;           // Move: the landing square; Pick of a square: that square
    Phrase label;          // for a button or a tooltip
    std::string group;     // picks offered together, e.g. the squares for one hat colour
    Place target;          // Pick: what is picked (a square, an edge, a zone)
    std::string face;      // Pick in a zone: the face of the token picked there
    std::vector<int> area; // squares the action will affect, shown before committing
    // Pick: other places a click on which takes the same pick, as the second
    // wall of a pair removed together.
    std::vector<Place> also;
    // A choice that leaves the table as it is (keeping a hat on): a player who
    // asks not to be asked has it taken for them.
    bool quiet = false;

    static ActionView move(int from, int to, Phrase label) {
        ActionView v;
        v.from = from;
        v.to = to;
        v.label = std::move(label);
        return v;
    }
    static ActionView choice(Phrase label, std::string group) {
        ActionView v;
        v.type = Type::Choice;
        v.label = std::move(label);
        v.group = std::move(group);
        return v;
    }
};

class GameState {
  public:
    virtual ~GameState() = default;

    virtual std::string gameId() const = 0;
    virtual std::unique_ptr<GameState> clone() const = 0;
    // Makes this state a copy of `other` and returns true, when the game can
    // (both states are of that game): a search keeps one state per depth and
    // copies into it, reusing its storage, instead of cloning onto the heap at
    // every node. By default false, and this state is left as it was.
    virtual bool assign(const GameState& other) {
        (void)other;
        return false;
    }

    // 0 or 1 for a player, kChance, or kNobody once the game is over.
    virtual int currentPlayer() const = 0;
    virtual std::vector<Action> legalActions() const = 0;
    virtual Transition applyAction(const Action& action) = 0;
    // The same move to the same state, without telling anyone: searches make
    // millions of moves nobody sees, so a game may skip building what the
    // table and the move list would be told.
    virtual void advance(const Action& action) { applyAction(action); }
    virtual Outcome outcome() const = 0;

    // Chance: what may happen and how likely; resolved with the state's own generator.
    virtual std::vector<std::pair<Action, double>> chanceOutcomes() const { return {}; }
    Transition applyChance();
    // One of chanceOutcomes(), drawn from `rng` by its odds.
    Action drawChance(Rng& rng) const;

    // Notation: the complete moves available from here, and text for one action.
    virtual std::vector<NotatedMove> notatedMoves() const = 0;
    virtual std::string actionText(const Action& action) const = 0;
    // The move the text names, or RulesError saying why it is not legal here.
    virtual NotatedMove parseMove(const std::string& text) const;

    // The action as players read it in the list of moves, said before it is
    // applied. Moves on the board stay in notation ("11-15", "6x15"); other
    // decisions become sentences ("White puts blue on 19"). By default every
    // action is its notation. Empty for a decision that changes nothing a
    // player needs told (a hat kept on where it is): the list of moves says
    // only what changed.
    virtual Phrase sentence(const Action& action) const {
        return Phrase::of("notation", "%1", {Phrase::verbatim(actionText(action))});
    }

    // A move on the board in words, for a list of moves read in words when
    // the table's events do not tell it (rules/move_story.h): a piece that
    // acts without moving or capturing ("Black's man on 16 zots the man on
    // 11" when a hat wards the zot off). Empty when the events say enough.
    virtual Phrase moveWords(const Action& action) const {
        (void)action;
        return {};
    }

    // Defaults suit games whose every action moves a piece from a to b.
    virtual ActionView describe(const Action& action) const {
        return ActionView::move(action.a, action.b, Phrase::verbatim(actionText(action)));
    }
    // What the pending decision is about, in a sentence ("White may put a hat on a
    // piece"); empty when the screen's own "White to move" says enough.
    virtual Phrase prompt() const { return {}; }
    // What the rules are about to do that a player may not see coming: a draw
    // by repetition or by moves without progress. Empty otherwise.
    virtual Phrase notice() const { return {}; }
    // The prompt in English, for the command line and logs.
    std::string decisionPrompt() const { return prompt().english; }
    // What the piece on `square` may do now and why, in one sentence for
    // `viewer` (a player, or kOnlooker), who is never told what they may not
    // know: "The man on 11 can step to 15 or 16." Empty where nothing stands
    // that a player could ask about. By default it is built from the legal
    // actions (rules/explain.h); a game adds why, from its own rules.
    virtual Phrase explainSquare(int square, int viewer) const;
    // Why the piece on `from` may not go to `to`, when the game's own rules
    // name a cause the legal moves alone do not show ("White's wall between
    // 23 and 18 is in the way"); empty otherwise.
    virtual Phrase whyRefused(int from, int to, int viewer) const {
        (void)from;
        (void)to;
        (void)viewer;
        return {};
    }
    // True when the player to move must capture (the board rings those pieces).
    virtual bool captureRequired() const { return false; }
    // Whose turn it is, even while the other player answers an interruption.
    virtual int turnOwner() const { return currentPlayer(); }
    // True while the game is still being set up (a hat draft), before the first move.
    virtual bool inSetup() const { return false; }
    // What `player`'s pieces on the board are worth together, in hundredths
    // of the game's plainest piece, so that a hint tells a rook given for a
    // pawn from an even trade; -1 where every piece counts alike (the default).
    virtual int materialWorth(int /*player*/) const { return -1; }

    // For the variant lab (rules/lab.h): the powers, hats, cards... that
    // `action` used or brought to a player, asked of the state before the
    // action (a decision or a chance outcome), `t` being what it did. Each game
    // says in its own file what counts as a use. None by default.
    virtual std::vector<FeatureTag> featureTags(const Action& action, const Transition& t) const {
        (void)action;
        (void)t;
        return {};
    }
    // What each player holds for the whole game (a character, a secret
    // planet), once it is known; asked when the game is over. None by default.
    virtual std::vector<FeatureTag> heldFeatures() const { return {}; }

    virtual std::string toFen() const = 0;
    // What chance here depends on, as a key. An outcome already seen is shown
    // again, after an undo, wherever the same key comes back (Match's
    // ChanceScript): by default the whole position, so that another move
    // meets chance afresh; a deck keys by its cards alone, as its next card
    // does not depend on the move made before it.
    virtual std::string chanceKey() const { return toFen(); }
    virtual std::string playerName(int player) const = 0;

    // Board geometry for display: rows x cols, and where each playable square sits.
    virtual int boardRows() const = 0;
    virtual int boardCols() const = 0;
    virtual int squareCount() const = 0;
    virtual int squareRow(int square) const = 0;
    virtual int squareCol(int square) const = 0;
    virtual std::string squareName(int square) const = 0;
    virtual std::vector<PieceInfo> pieces() const = 0;

    // Everything on the table as `viewer` (a player, or kOnlooker) may see it.
    virtual Table table(int viewer) const = 0;
    // The board's cells; by default the squares above, dark, on light cells.
    virtual BoardView board() const;
    // The moves `viewer` may know of (all of them in games of open information).
    virtual std::vector<NotatedMove> notatedMovesFor(int viewer) const;
    // The position as `viewer` may know it.
    virtual std::string toFenFor(int viewer) const {
        (void)viewer;
        return toFen();
    }

    // A copy holding only what `player` may know: hidden cards and bag order are
    // resampled, so a computer player thinking with it cannot peek.
    virtual std::unique_ptr<GameState> viewFor(int player) const;
    // One way the game could really stand, as far as `player` knows: what that
    // player cannot see (hidden cards, a deck's order) is dealt at random from
    // `rng`. A computer player thinks on such a deal, never on the true state.
    // By default only the state's own generator is replaced: games whose unseen
    // part is chance to come (Sorcerer's Apprentice draws hats from the bag by
    // published odds) hold nothing else to hide.
    virtual std::unique_ptr<GameState> dealUnseen(int player, Rng& rng) const;

    Rng& rng() { return rng_; }
    void reseed(std::uint64_t seed) { rng_ = Rng(seed); }

  protected:
    Rng rng_;
};

// GameState::assign for a game whose state copies as a whole: `self` becomes
// `other` when both are of that game.
template <class State> bool assignSame(State& self, const GameState& other) {
    const auto* same = dynamic_cast<const State*>(&other);
    if (!same) return false;
    self = *same;
    return true;
}

} // namespace hatrack
