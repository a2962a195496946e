// SPDX-FileCopyrightText: 2026 Hatrack developers
// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once
// Everything on the table, described for one viewer, so that a screen can draw
// any game without knowing its rules: the board's geometry, tokens with ids
// that stay the same for the whole game, zones off the board and counters.
// What changes is told as events on those ids, in the order it happened.
#include <string>
#include <vector>

namespace hatrack {

// Who looks at the table: a player (0 or 1) or an onlooker, who sees only
// what is public.
inline constexpr int kOnlooker = -3;

// Words for the players, in a form a screen can put into another language.
// A sentence has an id and an English pattern with %1, %2... standing for its
// arguments in order, as Qt's tr().arg() takes them. Each argument is itself a
// Phrase: a word ("White", "blue": looked up by its English, so it is translated
// too), a verbatim text that no language changes (a square "19", a number, a
// move in notation), or a whole sentence nested in another. `english` is the
// whole text filled in, for logs, tests and the command line.
struct Phrase {
    std::string id;           // which sentence ("place-hat"); empty for a word or a verbatim text
    std::string pattern;      // "%1 puts %2 on %3"; the text itself for a word
    std::vector<Phrase> args; // {"White", "blue", "19"}
    std::string english;      // "White puts blue on 19"
    bool literal = false;     // the same in every language: leave it as it is

    Phrase() = default;
    // A word, translated by its English. Deliberately implicit, so that
    // arguments can be written {name, hatName(h), sq(s)}.
    Phrase(std::string word);
    Phrase(const char* word) : Phrase(std::string(word)) {}

    // The sentence with `pattern` filled in from `args`.
    static Phrase of(std::string id, std::string pattern, std::vector<Phrase> args);
    // A fixed sentence or label without arguments ("Bag", "No hat this time").
    static Phrase text(std::string english) { return Phrase(std::move(english)); }
    // Squares, numbers, notation: shown as they are in every language.
    static Phrase verbatim(std::string text);
    static Phrase number(long long n) { return verbatim(std::to_string(n)); }

    bool empty() const { return english.empty(); }
    bool operator==(const Phrase&) const = default;
};

// Where a token is.
struct Place {
    enum class Kind { None, Square, Edge, Zone, Token };
    enum Side { North, East, South, West }; // of a square, in board rows and columns

    Kind kind = Kind::None;
    int index = -1;   // Square: the square; Edge: the square; Token: the token worn on
    int side = -1;    // Edge: which side of the square
    std::string zone; // Zone: the zone's id

    static Place square(int s) { return {Kind::Square, s, -1, {}}; }
    static Place edge(int s, Side side) { return {Kind::Edge, s, side, {}}; }
    static Place inZone(std::string id) { return {Kind::Zone, -1, -1, std::move(id)}; }
    static Place on(int token) { return {Kind::Token, token, -1, {}}; }

    bool operator==(const Place&) const = default;
    // "square:5", "edge:5:n", "zone:rack:0", "on:12", "none": for logs and tests.
    std::string text() const;
};

struct Token {
    int id = -1;
    std::string type; // what it is: "man", "king", "hat", "card", "die", "wall", ...
    std::string face; // what it shows ("red", "fireball", "6"); empty when face down
    bool faceDown = false;
    int owner = -1;                 // a player, or -1 for nobody's
    int height = 1;                 // a stack of several pieces of one kind
    int order = 0;                  // stacking order among tokens at the same place, lowest first
    std::vector<std::string> flags; // "poisoned", "wounded", "illusion", "ready", ...
    Place at;

    bool hasFlag(const std::string& f) const;
};

// An area off the board: a bag, a rack, a pool, a deck, a hand, the dice...
struct Zone {
    std::string id;   // "bag", "rack:0", "deck"
    std::string kind; // how it is laid out: "heap", "rack", "pile", "row", "hand", "dice"
    int owner = -1;
    bool hidden = false; // the viewer sees only how many tokens it holds
    int count = 0;       // tokens in it (also when hidden)
    Phrase label;        // as shown: "Bag", "Black's rack"
};

// A number per player or for the table: a level, pennies, picks made in a draft.
struct Counter {
    std::string id; // "level:0", "draft-picks:1"
    int owner = -1;
    int value = 0;
    Phrase label;
};

struct BoardCell {
    int square = -1; // -1 for a cell nothing stands on
    int row = 0;
    int col = 0;
    bool dark = false;
    std::string name; // "15", "e4"
};

struct BoardView {
    int rows = 8;
    int cols = 8;
    std::vector<BoardCell> cells; // every cell, row by row
    // Quarter turns clockwise the board has been turned from where it started.
    int quarterTurns = 0;
    // Coordinates written along the edges, for boards that have them (a-h
    // under the columns, 8-1 beside the rows of a chessboard); empty for none.
    std::vector<std::string> colLabels;
    std::vector<std::string> rowLabels;
};

struct Table {
    BoardView board;
    std::vector<Token> tokens;
    std::vector<Zone> zones;
    std::vector<Counter> counters;
    // Which game's art draws the tokens ("checkers", "sorcerers-apprentice").
    std::string art;

    const Token* token(int id) const;
    const Zone* zone(const std::string& id) const;
};

// What changed, in order. Every animation on screen comes from these.
struct TableEvent {
    enum class Kind {
        Moved,     // token from a place to a place (also onto or off the board)
        Removed,   // token left the table for good
        Added,     // token came onto the table
        Revealed,  // turned face up: face says to what
        Concealed, // turned face down
        Crowned,   // a man became a king
        Rolled,    // a die: value, and reason says what for
        Turned,    // the board turned: value = quarter turns clockwise
        Flagged,   // a flag came (face = the flag) or went (value = 0)
    };
    Kind kind = Kind::Moved;
    int token = -1;
    Place from;
    Place to;
    std::string face;
    int value = 0;
    std::string reason; // a tag: "captured", "mirage", "revived"...
    // Words for the players about the event, when the board alone does not
    // say it: what a die was rolled for.
    Phrase caption;
    // A player who alone may see this event (a card drawn into a hand), or -1.
    int onlyFor = -1;

    static TableEvent moved(int id, Place from, Place to, std::string face = {});
    static TableEvent removed(int id, Place from, std::string reason);
    static TableEvent added(int id, Place to, std::string reason);
    static TableEvent crowned(int id, Place at);
    static TableEvent flagged(int id, Place at, std::string flag, bool on, std::string reason = {});
    // A piece taken from its square: gone from the table, or set aside in a
    // zone (Alien Checkers keeps its captured pieces to crown with).
    bool takesFromSquare() const {
        return (kind == Kind::Removed || (kind == Kind::Moved && to.kind == Place::Kind::Zone)) &&
               from.kind == Place::Kind::Square;
    }

    // "moved 3 square:8 -> square:12": for logs and tests.
    std::string text() const;
};

// The events of one decision, as applyAction returns them.
struct Transition {
    std::vector<TableEvent> events;
    // What a player should be told in words because the board alone does not
    // say it: a Warding hat took a blow, poison took a piece. Moves and
    // captures the pieces show by themselves are not repeated here.
    std::vector<Phrase> notes;

    // Events that `viewer` may see; the others' faces are blanked.
    Transition forViewer(int viewer) const;
};

} // namespace hatrack
